import type { Page } from '@playwright/test';
import { E2E_URLS } from './support/servers';
import { expect, signedInTest as test } from './support/session';

/**
 * Typed filters end to end: the ⌘K palette builds a view's filters from one line, the filter
 * bars atop the explorer and the news feed follow their panels and drive them, and an area drawn
 * on the map survives a filter picked at once.
 */

test.describe.configure({ timeout: 180_000 });

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });

async function openPalette(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(palette(page)).toBeVisible();
}

async function firstTaxonomy(token: string): Promise<string> {
  const response = await fetch(`${E2E_URLS.news}/taxonomies`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: { taxonomies: { name: string }[] } };
  return body.data.taxonomies[0]!.name;
}

test('news of one taxonomy in two countries over the last 3 days, leaving a word out, in four steps', async ({
  page,
  demoToken,
}, testInfo) => {
  const taxonomy = await firstTaxonomy(demoToken);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // 1: open the palette. 2: type with a mistake, which is explained in place.
  await openPalette(page);
  const field = palette(page).getByRole('combobox');
  await field.fill(
    `news taxonomy:"${taxonomy}" country:UKR,rusia published:last 3d -ceasefire colour:red`,
  );
  const notes = palette(page).getByRole('list', { name: 'Not understood' });
  await expect(notes).toContainText('“colour” is not a filter here.');
  await expect(palette(page).getByRole('list', { name: 'Filters understood' })).toContainText(
    'Country is any of Ukraine, Russia (“rusia” read as Russia)',
  );
  await testInfo.attach('palette with chips and an explanation', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });
  await page.screenshot({ path: testInfo.outputPath('palette-typed-filters.png') });
  // Enter does not open a view with a part left out.
  await field.press('Enter');
  await expect(palette(page)).toBeVisible();
  // 3: the query without the mistake. 4: Enter.
  await field.fill(`news taxonomy:"${taxonomy}" country:UKR,rusia published:last 3d -ceasefire`);
  await expect(palette(page).getByRole('option', { selected: true })).toContainText(
    'Open News with these 4 filters',
  );
  await field.press('Enter');
  await expect(page).toHaveURL(/\/news\?/);
  const address = new URL(page.url()).searchParams;
  expect(address.get('publishedWithin')).toBe('P3D');
  expect(address.get('countryCode')).toBe('in:UKR,RUS');
  expect(address.get('search')).toBe('neq:ceasefire');
  expect(address.get('taxonomyId')).toMatch(/^in:[0-9a-f-]{36}$/);
  // The feed's own bar shows the same filters in the same language.
  const bar = page.getByRole('combobox', { name: 'Filters of the news as text' });
  await expect(bar).toHaveValue(
    new RegExp(`^taxonomy:.+ country:UKR,RUS published:last 3d -ceasefire$`),
  );
  await expect(page.getByRole('button', { name: /Custom|3 days/ }).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('news-filter-bar.png') });

  // The recent query comes back in the palette.
  await openPalette(page);
  await expect(palette(page).getByRole('option', { name: /news taxonomy:/ })).toBeVisible();
});

test('incidents in a country with impact ≥ 4 in the last 7 days, newest first, in three steps; bar and panel in step', async ({
  page,
}, testInfo) => {
  await page.goto('/incidents');
  await expect(page.getByRole('heading', { name: 'Incidents', level: 1 })).toBeVisible();
  await openPalette(page);
  await palette(page)
    .getByRole('combobox')
    .fill('incidents country:ng impact>=4 last 7d sort:-started');
  await palette(page).getByRole('combobox').press('Enter');
  await expect(page).toHaveURL(
    /\/incidents\?startedInPeriod=eq:P7D&country=in:NGA&impact=gte:4&sort=startedAt:desc$/,
  );
  const bar = page.getByRole('combobox', { name: 'Filters of the incidents as text' });
  await expect(bar).toHaveValue('country:NGA impact>=4 started:last 7d sort:-started');

  // The panel writes, the bar follows.
  await page.getByLabel('Started within', { exact: true }).selectOption('P30D');
  await expect(bar).toHaveValue('country:NGA impact>=4 started:last 30d sort:-started');

  // The bar writes, the panel follows; what it cannot read is explained and nothing applies.
  await bar.fill('country:NGA,gh impact:2..4 started:last 3d ongoing tag:nosuchtag');
  await bar.press('Enter');
  await expect(page.getByRole('list', { name: 'Not understood' })).toContainText('No tag matches');
  await expect(page).toHaveURL(/impact=gte:4/);
  await page.screenshot({ path: testInfo.outputPath('explorer-filter-bar-explained.png') });
  await bar.fill('country:NGA,gh impact:2..4 started:last 3d ongoing');
  await bar.press('Enter');
  await expect(page).toHaveURL(/country=in:NGA;GHA/);
  await expect(page).toHaveURL(/impact=bt:2;4/);
  await expect(page).toHaveURL(/startedInPeriod=eq:P3D/);
  await expect(page).toHaveURL(/ongoing=eq:true/);
  await expect(page).not.toHaveURL(/sort=/);
  await expect(page.getByLabel('Started within', { exact: true })).toHaveValue('P3D');
  // The bar now reads the filters back as the view writes them.
  await expect(bar).toHaveValue('country:NGA,GHA impact:2..4 ongoing started:last 3d');
  await page.screenshot({ path: testInfo.outputPath('explorer-filter-bar.png') });
});

test('opening the Country picker leaves the filter panel where it is', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/incidents');
  const panel = page.getByRole('complementary', { name: 'Filters' });
  await expect(panel).toBeVisible();
  const country = page.locator('[data-filter="country"]');
  const place = async () => {
    const box = (await country.boundingBox())!;
    const scrollLeft = await panel.evaluate((element) => element.scrollLeft);
    return { x: box.x, width: box.width, scrollLeft };
  };
  const before = await place();
  await country.getByRole('button', { name: /Country/ }).click();
  await expect(country.locator('[cmdk-input]')).toBeFocused();
  const list = (await country.locator('[cmdk-root]').boundingBox())!;
  const aside = (await panel.boundingBox())!;
  // The list fits inside the panel, and nothing in the panel moved sideways.
  expect(list.x).toBeGreaterThanOrEqual(aside.x);
  expect(list.x + list.width).toBeLessThanOrEqual(aside.x + aside.width);
  expect(await place()).toEqual(before);
  // The Summary column has the room: at 1440 px it is the widest column.
  const widths = await page
    .locator('thead th')
    .evaluateAll((cells) =>
      cells.map((cell) => [cell.textContent, cell.getBoundingClientRect().width]),
    );
  const summary = widths.find(([name]) => String(name).startsWith('Summary'))![1] as number;
  for (const [, width] of widths) expect(summary).toBeGreaterThanOrEqual(width as number);
  expect(summary).toBeGreaterThan(250);
});

type LngLat = [number, number];
type MapHost = HTMLElement & {
  watchfloorMap: { project(point: LngLat): { x: number; y: number } };
};

test('an area drawn and a filter picked at once both stay in the address', async ({ page }) => {
  await page.goto('/incidents?layout=split&at=-5,47,3');
  const map = page.locator('[data-map-ready="true"]');
  await expect(map).toBeVisible({ timeout: 90_000 });
  // Fold the legend so every corner lands on the map.
  await page.getByText('Categories', { exact: true }).click();
  // In the map's right half, east of the view's centre: clear of the drawing controls and
  // their hints, which sit at its top left.
  const corners: LngLat[] = [
    [0, 44],
    [8, 44],
    [8, 52],
    [0, 52],
    [0, 44],
  ];
  const box = (await map.boundingBox())!;
  const points = await map.evaluate(
    (element, list) => list.map((place) => (element as MapHost).watchfloorMap.project(place)),
    corners,
  );
  await page.getByRole('button', { name: 'Draw an area' }).click();
  await expect(page.getByText('Click each corner')).toBeVisible();
  for (const { x, y } of points) await page.mouse.click(box.x + x, box.y + y);
  // No pause: the area's write is still loading when the filter is picked.
  await page.getByLabel('Started within', { exact: true }).selectOption('P30D');
  await expect(page).toHaveURL(/startedInPeriod=eq:P30D/);
  await expect(page).toHaveURL(/[?&]area=in:/);
  await expect(page).toHaveURL(/[?&]at=/);
  // Every corner was drawn: four and the closing one.
  const area = new URL(page.url()).searchParams.get('area')!;
  expect((JSON.parse(area.replace(/^in:/, '')) as LngLat[][])[0]).toHaveLength(5);
  await expect(page.getByRole('button', { name: 'Clear area' })).toBeVisible();
});

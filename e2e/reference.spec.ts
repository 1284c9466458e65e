import type { Page } from '@playwright/test';
import { incidentApi } from './support/api';
import { expect, signedInTest as test } from './support/session';

/** A tab, a term an analyst might type, and how the endpoint answers rows with that term. */
const SEARCHED_TABS = [
  { tab: 'countries', label: 'Countries', term: 'united', endpoint: '/geography/countries' },
  {
    tab: 'categories',
    label: 'Incident categories',
    term: 'weap',
    endpoint: '/incident-categories',
  },
  { tab: 'types', label: 'Incident types', term: 'missile', endpoint: '/incident-types' },
  { tab: 'impact-ratings', label: 'Impact ratings', term: 'deaths', endpoint: '/impact-ratings' },
  { tab: 'sectors', label: 'Sectors', term: 'port', endpoint: '/sectors' },
  { tab: 'sources', label: 'Sources', term: 'news', endpoint: '/sources' },
  { tab: 'source-media', label: 'Source media', term: 'news', endpoint: '/source-media' },
  { tab: 'tags', label: 'Tags', term: 'protest', endpoint: '/tags' },
] as const;

type Row = { name?: string; shortDescription?: string };
const rowsOf = (body: { data: Row[] | { countries: Row[] } }) =>
  Array.isArray(body.data) ? body.data : body.data.countries;

const bodyRows = (page: Page) => page.getByRole('tabpanel').locator('tbody tr');

for (const { tab, label, term, endpoint } of SEARCHED_TABS) {
  test(`the ${label} tab loads, and its search shows the endpoint's answer in order`, async ({
    page,
    demoToken,
  }) => {
    await page.goto(`/reference?tab=${tab}`);
    await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    await expect(bodyRows(page).first()).toBeVisible();
    await page.getByRole('tabpanel').getByRole('searchbox').fill(term);
    await expect(page).toHaveURL(new RegExp(`/reference\\?tab=${tab}&search=${term}$`));

    const expected = rowsOf(await incidentApi(demoToken, `${endpoint}?search=${term}`));
    expect(expected.length).toBeGreaterThan(0);
    await expect(bodyRows(page)).toHaveCount(expected.length);
    for (const [index, row] of expected.entries()) {
      await expect(bodyRows(page).nth(index)).toContainText(row.name ?? row.shortDescription!);
    }
  });
}

test('incident types filter by category chips, and each row opens its incidents', async ({
  page,
  demoToken,
}) => {
  const categories = await incidentApi<{ data: { id: string; name: string }[] }>(
    demoToken,
    '/incident-categories?search=cyber',
  );
  const cyber = categories.data[0]!;
  await page.goto('/reference?tab=types');
  await page.getByRole('button', { name: cyber.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`category=in:${cyber.id}$`));
  const types = await incidentApi<{ data: { id: string; name: string }[] }>(
    demoToken,
    `/incident-types?category=in:${cyber.id}`,
  );
  await expect(bodyRows(page)).toHaveCount(types.data.length);
  for (const row of await bodyRows(page).all()) await expect(row).toContainText(cyber.name);
  const first = types.data[0]!;
  await expect(
    page.getByRole('link', { name: `Incidents of the type ${first.name}` }),
  ).toHaveAttribute('href', `/incidents?type=in:${first.id}`);

  await page.getByRole('checkbox', { name: 'Exclude the chosen categories' }).check();
  await expect(page).toHaveURL(new RegExp(`category=nin:${cyber.id}$`));
  await expect(bodyRows(page).filter({ hasText: cyber.name })).toHaveCount(0);
});

test('tags come most used first; sorting by name asks the endpoint', async ({ page }) => {
  await page.goto('/reference?tab=tags');
  await expect(bodyRows(page).first()).toBeVisible();
  const uses = (await bodyRows(page).locator('td:nth-child(3)').allInnerTexts()).map(Number);
  expect(uses).toEqual([...uses].sort((a, b) => b - a));
  await page.getByRole('button', { name: 'Name' }).click();
  await expect(page).toHaveURL(/tab=tags&sort=asc$/);
  await expect(page.getByText('Sorted by name, A to Z')).toBeVisible();
  const names = await bodyRows(page).locator('td:first-child').allInnerTexts();
  expect(names.length).toBeGreaterThan(1);
});

test('countries narrow to a drawn area given in the address, and rows open incidents and news', async ({
  page,
}) => {
  const iberia = '[[[-10,36],[3.3,36],[3.3,43.8],[-10,43.8]]]';
  await page.goto(`/reference?tab=countries&area=in:${encodeURIComponent(iberia)}`);
  await expect(page.getByText(/Within an area:/)).toBeVisible();
  await expect(bodyRows(page).filter({ hasText: 'Spain' })).toHaveCount(1);
  await expect(bodyRows(page).filter({ hasText: 'Germany' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Incidents in Spain' })).toHaveAttribute(
    'href',
    '/incidents?country=in:ESP',
  );
  await expect(page.getByRole('link', { name: 'News about Spain' })).toHaveAttribute(
    'href',
    '/news?countryCode=in:ESP',
  );
});

type LngLat = [number, number];

/** SwiftShader draws slowly while other specs share the machine. */
const MAP_READY_TIMEOUT = 20_000;

const readyMap = (page: Page) => page.locator('[data-map-ready="true"]');

/** The live map on its container (see src/components/map/map-host.ts). */
type MapHost = HTMLElement & {
  watchfloorMap: {
    project(point: LngLat): { x: number; y: number };
    getSource(
      id: string,
    ): { getData(): Promise<{ features: { geometry: unknown }[] }> } | undefined;
  };
};

/** Clicks the map where these places are, as an analyst clicking corners would. */
async function clickPlaces(page: Page, places: readonly LngLat[]) {
  const map = readyMap(page);
  const pixels = await map.evaluate(
    (element, points) => points.map((point) => (element as MapHost).watchfloorMap.project(point)),
    places as LngLat[],
  );
  const box = (await map.boundingBox())!;
  for (const { x, y } of pixels) await page.mouse.click(box.x + x, box.y + y);
}

/** The polygon terra-draw shows on the map (its `drawing-polygon` source), if any. */
const drawnPolygons = (page: Page) =>
  readyMap(page).evaluate(async (element) => {
    const data = await (element as MapHost).watchfloorMap.getSource('drawing-polygon')?.getData();
    return (data?.features ?? []).map((feature) => feature.geometry);
  });

const areaInAddress = (page: Page): LngLat[][] | undefined => {
  const area = new URL(page.url()).searchParams.get('area');
  return area ? (JSON.parse(area.replace(/^in:/, '')) as LngLat[][]) : undefined;
};

const pointSet = (ring: readonly LngLat[]) => [...new Set(ring.map((p) => p.join(',')))].sort();

test('an area drawn on the map narrows the countries, comes back on reload and clears', async ({
  page,
  demoToken,
}) => {
  test.setTimeout(90_000);
  await page.goto('/reference?tab=countries');
  await expect(readyMap(page)).toBeVisible({ timeout: MAP_READY_TIMEOUT });
  await expect(bodyRows(page).filter({ hasText: 'Afghanistan' })).toHaveCount(1);

  // North Africa and the Mediterranean; the last click on the first corner finishes it.
  const corners: LngLat[] = [
    [-5, 20],
    [35, 20],
    [35, 42],
    [-5, 42],
  ];
  await page.getByRole('button', { name: 'Draw an area' }).click();
  await expect(page.getByText('Click each corner')).toBeVisible();
  await clickPlaces(page, [...corners, corners[0]!]);
  await expect(page).toHaveURL(/[?&]area=in:/);
  const area = areaInAddress(page)!;
  expect(area[0]).toHaveLength(5);
  for (const [index, [lng, lat]] of pointSet(area[0]!)
    .map((p) => p.split(',').map(Number))
    .entries()) {
    const near = corners.some(([x, y]) => Math.abs(x - lng!) < 2 && Math.abs(y - lat!) < 2);
    expect(near, `corner ${index} ${lng},${lat}`).toBe(true);
  }

  const expected = rowsOf(
    await incidentApi(
      demoToken,
      `/geography/countries?area=in:${encodeURIComponent(JSON.stringify(area))}`,
    ),
  );
  expect(expected.map((row) => row.name)).toContain('Libya');
  await expect(bodyRows(page)).toHaveCount(expected.length);
  await expect(bodyRows(page).locator('td:first-child')).toHaveText(
    expected.map((row) => row.name!),
  );
  await expect(bodyRows(page).filter({ hasText: 'Afghanistan' })).toHaveCount(0);
  await expect(page.getByText(/Within an area: 4 points/)).toBeVisible();

  await page.reload();
  await expect(readyMap(page)).toBeVisible({ timeout: MAP_READY_TIMEOUT });
  await expect(bodyRows(page)).toHaveCount(expected.length);
  const [redrawn] = (await drawnPolygons(page)) as { type: string; coordinates: LngLat[][] }[];
  expect(redrawn?.type).toBe('Polygon');
  expect(pointSet(redrawn!.coordinates[0]!)).toEqual(pointSet(area[0]!));

  // Cancelling a new drawing keeps the area; clearing removes it from the list and the map.
  await page.getByRole('button', { name: 'Draw a new area' }).click();
  await page.getByRole('button', { name: 'Cancel drawing' }).click();
  await expect.poll(() => drawnPolygons(page)).toHaveLength(1);
  await page.getByRole('button', { name: 'Clear the area' }).click();
  await expect(page).toHaveURL(/\/reference\?tab=countries$/);
  await expect(bodyRows(page).filter({ hasText: 'Afghanistan' })).toHaveCount(1);
  await expect.poll(() => drawnPolygons(page)).toEqual([]);

  // And a new one can be drawn after clearing (the camera still shows the old area).
  await page.getByRole('button', { name: 'Draw an area' }).click();
  await clickPlaces(page, [
    [22, 22],
    [38, 22],
    [30, 35],
    [22, 22],
  ]);
  await expect(page).toHaveURL(/[?&]area=in:/);
  await expect(bodyRows(page).filter({ hasText: 'Egypt' })).toHaveCount(1);
  await expect(bodyRows(page).filter({ hasText: 'Morocco' })).toHaveCount(0);

  // Leaving the map mid-drawing takes terra-draw down with it, and the page carries on.
  await page.getByRole('button', { name: 'Draw a new area' }).click();
  await page.getByRole('tab', { name: 'Sectors' }).click();
  await expect(bodyRows(page).first()).toBeVisible();
  await expect(page.getByText('This page could not be shown')).toHaveCount(0);
});

test('the news taxonomy tree filters by name, and each level links to the news feed', async ({
  page,
}) => {
  await page.goto('/reference?tab=taxonomies');
  const tree = page.getByRole('list', { name: 'News taxonomies' });
  await expect(tree.getByRole('heading', { name: 'Conflict' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search taxonomy names' }).fill('airstrike');
  await expect(page).toHaveURL(/tab=taxonomies&search=airstrike$/);
  await expect(tree.getByRole('heading')).toHaveText(['Conflict']);
  await expect(page.getByRole('link', { name: 'News in Airstrikes and Shelling' })).toHaveAttribute(
    'href',
    /^\/news\?taxonomyId=in:[0-9a-f-]{36}$/,
  );
});

test('a tab the page does not have is named in a notice and the countries show', async ({
  page,
}) => {
  await page.goto('/reference?tab=weather');
  await expect(page.getByRole('status')).toContainText('“weather” is not a tab of this page');
  await expect(page).toHaveURL(/\/reference$/);
  await expect(page.getByRole('tab', { name: 'Countries' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

// axe on every tab once loaded (the countries tab with its drawing map), in both themes, is in
// e2e/accessibility.spec.ts.

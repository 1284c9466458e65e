import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { incidentApi } from './support/api';
import { E2E_URLS } from './support/servers';
import {
  COLLEAGUE_USER,
  expect,
  signedInTest as test,
  signInCookie,
  storageWithCookie,
} from './support/session';

/**
 * Named areas shared by a team (issue 25, item 3): one analyst draws and saves an area, a
 * colleague in another browser picks it by name and gets the same incidents; an area gives the
 * news feed its countries; a changed area is said plainly; a bad GeoJSON file is refused with
 * the reason.
 */

type LngLat = [number, number];

/** Loading the incidents and drawing them on SwiftShader, on a machine other runs share. */
const MAP_READY_TIMEOUT = 90_000;

test.describe.configure({ timeout: 180_000 });

const readyMap = (page: Page) => page.locator('[data-map-ready="true"]');
const rows = (page: Page) => page.locator('tbody tr[data-incident-id]');

type MapHost = HTMLElement & {
  watchfloorMap: { project(point: LngLat): { x: number; y: number } };
};

async function clickPlaces(page: Page, places: readonly LngLat[]) {
  const map = readyMap(page);
  const points = await map.evaluate(
    (element, list) => list.map((place) => (element as MapHost).watchfloorMap.project(place)),
    places as LngLat[],
  );
  const box = (await map.boundingBox())!;
  for (const { x, y } of points) await page.mouse.click(box.x + x, box.y + y);
}

async function shownIds(page: Page, count: number): Promise<string[]> {
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
  return rows(page).evaluateAll(
    (elements, n) => elements.slice(0, n).map((row) => row.getAttribute('data-incident-id')!),
    count,
  );
}

/** A browser of its own for a team member, signed in through the Watchfloor server. */
async function contextFor(
  browser: Browser,
  user: { email: string; password: string },
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: E2E_URLS.dashboard,
    storageState: storageWithCookie(await signInCookie(user)),
  });
}

/** Saves an area through the server's API, as the signed-in user of `page`. */
async function saveArea(page: Page, name: string, shape: unknown) {
  const response = await page.request.post('/api/watchfloor/areas', {
    headers: { Origin: E2E_URLS.dashboard },
    data: { name, shape },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string; apiPolygon: LngLat[][] } }).data;
}

/** Light and dark, attached to the report and written beside it for a look. */
async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await testInfo.attach(`${name} (${colorScheme})`, {
      body: await page.screenshot({ path: testInfo.outputPath(`${name}-${colorScheme}.png`) }),
      contentType: 'image/png',
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Names are unique among the team's areas; every run and test makes its own. */
const unique = (name: string) => `${name} ${Date.now().toString(36)}`;

test('one analyst draws and saves an area; a colleague picks it by name and gets the same incidents', async ({
  page,
  browser,
}, testInfo) => {
  const name = unique('France and the Alps');
  // France and the Alps, in the middle of the map: clear of its buttons and its legend.
  await page.goto('/incidents?layout=split&at=10,46,4');
  await expect(readyMap(page)).toBeVisible({ timeout: MAP_READY_TIMEOUT });
  await page.getByRole('button', { name: 'Draw an area' }).click();
  const corners: LngLat[] = [
    [2, 43],
    [9, 43],
    [9, 48],
    [2, 48],
  ];
  await clickPlaces(page, [...corners, corners[0]!]);
  await expect(page).toHaveURL(/[?&]area=in:/);
  const drawn = JSON.parse(
    new URL(page.url()).searchParams.get('area')!.replace(/^in:/, ''),
  ) as LngLat[][];
  expect(drawn[0]).toHaveLength(5);
  await expect(page.getByText('Drawn area, not saved')).toBeVisible();

  await page.getByRole('button', { name: 'Save as a team area…' }).click();
  const form = page.getByRole('form', { name: 'Save this area' });
  await form.getByLabel('Name').fill(name);
  await form.getByRole('button', { name: 'Save area' }).click();
  await expect(page).toHaveURL(/[?&]areaId=[0-9a-f-]{36}/);
  await expect(page.locator('[data-area-status="saved"]')).toContainText(name);
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText(
    `Inside “${name}”`,
  );
  await expect(page.getByLabel('Filters of the incidents as text')).toHaveValue(`area:"${name}"`);
  const saved = new URL(page.url()).searchParams;
  const mine = await shownIds(page, 10);
  await screenshots(page, testInfo, 'explorer-saved-area');

  // The colleague, in another browser, types the area by name; its name is suggested.
  const colleague = await contextFor(browser, COLLEAGUE_USER);
  const other = await colleague.newPage();
  await other.goto('/incidents');
  await expect(rows(other).first()).toBeVisible({ timeout: 30_000 });
  const bar = other.getByLabel('Filters of the incidents as text');
  await bar.fill('area:');
  await expect(other.getByRole('option', { name: new RegExp(name) })).toBeVisible();
  await bar.fill(`area:"${name}"`);
  await bar.press('Enter');
  await expect(other).toHaveURL(/[?&]areaId=/);
  const theirs = new URL(other.url()).searchParams;
  // The API's own polygon travels in the address, so the link filters the same for anyone.
  expect(theirs.get('area')).toBe(saved.get('area'));
  expect(theirs.get('areaId')).toBe(saved.get('areaId'));
  await expect(other.getByRole('list', { name: 'Active filters' })).toContainText(
    `Inside “${name}”`,
  );
  await expect.poll(() => shownIds(other, 10)).toEqual(mine);

  // Picked from the map's list of the team's areas, it is the same filter again.
  await other.goto('/incidents?layout=map');
  await expect(readyMap(other)).toBeVisible({ timeout: MAP_READY_TIMEOUT });
  await other.getByRole('button', { name: 'Saved areas' }).click();
  const panel = other.getByRole('dialog', { name: 'The team’s saved areas' });
  await expect(panel.getByText(name)).toBeVisible();
  await screenshots(other, testInfo, 'explorer-areas-list');
  await panel.getByRole('button', { name: `Filter: ${name}` }).click();
  await expect(other).toHaveURL(/[?&]areaId=/);
  expect(new URL(other.url()).searchParams.get('area')).toBe(saved.get('area'));
  // Whose it is, by name: the colleague's screen does not say "You".
  const owner = (
    (await (await page.request.get(`/api/watchfloor/areas/${saved.get('areaId')}`)).json()) as {
      data: { owner: { name: string } };
    }
  ).data.owner.name;
  await expect(other.locator('[data-area-status="saved"]')).toContainText(owner);
  await colleague.close();
});

test('an area edited since a link was made is said plainly, with the way back to its saved shape', async ({
  page,
  browser,
}, testInfo) => {
  const name = unique('Gulf of Guinea');
  const area = await saveArea(page, name, {
    kind: 'polygon',
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [-4, 3],
          [9, 3],
          [9, 8],
          [-4, 8],
          [-4, 3],
        ],
      ],
    },
  });
  const link = `/incidents?layout=split&area=in:${encodeURIComponent(JSON.stringify(area.apiPolygon))}&areaId=${area.id}`;

  // A colleague changes the saved shape to a circle.
  const colleague = await contextFor(browser, COLLEAGUE_USER);
  const theirs = await colleague.newPage();
  const changed = await theirs.request.patch(`/api/watchfloor/areas/${area.id}`, {
    headers: { Origin: E2E_URLS.dashboard },
    data: { version: 1, shape: { kind: 'circle', center: [3.4, 6.5], radiusKm: 150 } },
  });
  // Only the owner or an admin may change it: the colleague is neither.
  expect(changed.status()).toBe(403);
  const byOwner = await page.request.patch(`/api/watchfloor/areas/${area.id}`, {
    headers: { Origin: E2E_URLS.dashboard },
    data: { version: 1, shape: { kind: 'circle', center: [3.4, 6.5], radiusKm: 150 } },
  });
  expect(byOwner.status()).toBe(200);
  await colleague.close();

  await page.goto(link);
  await expect(readyMap(page)).toBeVisible({ timeout: MAP_READY_TIMEOUT });
  const notice = page.locator('[data-area-status="changed"]');
  await expect(notice).toContainText(`Not the saved shape of “${name}”.`);
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText(
    `Inside “${name}” (changed)`,
  );
  await screenshots(page, testInfo, 'explorer-area-changed');
  await notice.getByRole('button', { name: 'Use the saved shape' }).click();
  await expect(page.locator('[data-area-status="saved"]')).toContainText(name);
  const ring = (
    JSON.parse(new URL(page.url()).searchParams.get('area')!.replace(/^in:/, '')) as LngLat[][]
  )[0]!;
  expect(ring).toHaveLength(65);
});

test('the news feed takes its countries from an area, as the reference API lists them', async ({
  page,
  demoToken,
}, testInfo) => {
  const name = unique('Lagos and Ogun');
  const area = await saveArea(page, name, {
    kind: 'polygon',
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [2.6, 6.2],
          [4.2, 6.2],
          [4.2, 7.4],
          [2.6, 7.4],
          [2.6, 6.2],
        ],
      ],
    },
  });
  const expected = await incidentApi<{ data: { countries: { code: string }[] } }>(
    demoToken,
    `/geography/countries?pageSize=1000&area=${encodeURIComponent(`in:${JSON.stringify(area.apiPolygon)}`)}`,
  );
  const codes = expected.data.countries.map((country) => country.code).sort();
  expect(codes).toContain('NGA');

  await page.goto('/news');
  await page.getByRole('button', { name: 'Countries from an area…' }).click();
  const picker = page.getByRole('dialog', { name: 'Countries of a team area' });
  await picker.getByRole('button', { name: `Use its countries: ${name}` }).click();
  await expect(page).toHaveURL(/[?&]countryCode=in:/);
  const written = new URL(page.url()).searchParams.get('countryCode')!.replace(/^in:/, '');
  expect(written.split(',').sort()).toEqual(codes);
  expect(new URL(page.url()).searchParams.get('areaId')).toBe(area.id);
  await expect(page.getByTestId('area-countries')).toHaveText(
    `${codes.length === 1 ? '1 country' : `${codes.length} countries`} touch “${name}”`,
  );
  await screenshots(page, testInfo, 'news-area-countries');
  await expect(
    page.getByRole('button', { name: `Countries of the area ${name}; change the area` }),
  ).toBeVisible();
});

test('a GeoJSON import with a self-intersecting polygon is refused with the reason; a deletion can be undone', async ({
  page,
}, testInfo) => {
  const good = unique('Accra');
  const bad = unique('Bow tie');
  const file = {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { name: bad },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [3, 6],
              [4, 7],
              [4, 6],
              [3, 7],
              [3, 6],
            ],
          ],
        },
      },
      {
        type: 'Feature',
        properties: { name: good },
        geometry: {
          type: 'Polygon',
          // Clockwise: turned round, and said.
          coordinates: [
            [
              [-0.3, 5.5],
              [-0.3, 5.7],
              [0, 5.7],
              [0, 5.5],
              [-0.3, 5.5],
            ],
          ],
        },
      },
    ],
  };
  await page.goto('/reference?tab=countries');
  const areas = page.getByRole('region', { name: 'Team areas' });
  await expect(areas.getByRole('button', { name: 'Import GeoJSON…' })).toBeVisible();
  await page.getByLabel('GeoJSON file of areas to import').setInputFiles({
    name: 'west-africa.geojson',
    mimeType: 'application/geo+json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  const dialog = page.getByRole('dialog', { name: 'Import areas from west-africa.geojson' });
  await expect(dialog).toContainText('2 shapes in the file; 1 cannot be imported');
  const refused = dialog
    .getByRole('listitem')
    .filter({ has: page.getByRole('textbox', { name: /1$/ }) });
  await expect(refused).toContainText(
    'Cannot be imported: The polygon’s edges cross each other near 3.5°E, 6.5°N: an area’s boundary may not cross itself.',
  );
  await expect(dialog.getByRole('checkbox', { name: `Import ${bad}` })).toBeDisabled();
  await expect(dialog).toContainText('they were turned round');
  await screenshots(page, testInfo, 'import-refused');

  // The server refuses it too, with the same reason, whatever the page did.
  const direct = await page.request.post('/api/watchfloor/areas/import', {
    headers: { Origin: E2E_URLS.dashboard },
    data: {
      areas: [{ name: bad, shape: { kind: 'polygon', geometry: file.features[0]!.geometry } }],
    },
  });
  expect(direct.status()).toBe(422);
  expect(await direct.json()).toEqual({
    status: 'fail',
    data: {
      'areas.0.shape.geometry':
        'The polygon’s edges cross each other near 3.5°E, 6.5°N: an area’s boundary may not cross itself.',
    },
  });

  await dialog.getByRole('button', { name: 'Import 1 area' }).click();
  await expect(dialog).toBeHidden();
  const row = areas.getByRole('listitem').filter({ hasText: good });
  await expect(row).toBeVisible();
  await expect(areas.getByText(bad)).toHaveCount(0);
  // Imported and used: the countries it touches are listed.
  await expect(page).toHaveURL(/[?&]areaId=/);
  await expect(page.getByRole('cell', { name: 'Ghana', exact: true })).toBeVisible();
  await expect(readyMap(page)).toBeVisible({ timeout: MAP_READY_TIMEOUT });
  await screenshots(page, testInfo, 'reference-areas');

  // Delete asks first, and Undo brings it back.
  await row.getByRole('button', { name: `Delete ${good}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete the area “${good}”?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(areas.getByText(good)).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`Restored the area “${good}”.`)).toBeVisible();
  await expect(areas.getByRole('listitem').filter({ hasText: good })).toBeVisible();
});

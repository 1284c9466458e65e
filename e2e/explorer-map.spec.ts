import type { Page, TestInfo } from '@playwright/test';
import { incidentApi } from './support/api';
import { axeScan, useColourScheme } from './support/axe';
import { expect, signedInTest as test } from './support/session';
import { stallAfterLines } from './support/stalled-stream';

/**
 * The explorer's map layout against the real service, drawn by SwiftShader: the points streamed
 * by the Watchfloor server (with progress and Stop), clusters, peeks, the area drawn with the
 * mouse, the viewport in the address, near, and what the table layout never downloads.
 */

type LngLat = [number, number];

/** Loading 5,000 incidents and drawing them on SwiftShader, on a machine other runs share. */
const MAP_READY_TIMEOUT = 90_000;

const readyMap = (page: Page) => page.locator('[data-map-ready="true"]');
const rows = (page: Page) => page.locator('tbody tr[data-incident-id]');

interface RenderedFeature {
  properties: Record<string, unknown>;
  geometry: { type: string; coordinates: LngLat };
}

/** The live map on its container (see src/components/map/map-host.ts). */
type MapHost = HTMLElement & {
  watchfloorMap: {
    project(point: LngLat): { x: number; y: number };
    getZoom(): number;
    getCenter(): { lng: number; lat: number };
    queryRenderedFeatures(
      pointOrOptions?: [number, number] | { layers: string[] },
      options?: { layers: string[] },
    ): RenderedFeature[];
    getSource(
      id: string,
    ): { getData(): Promise<{ features: { geometry: unknown }[] }> } | undefined;
  };
};

/** What a layer has drawn, read from the MapLibre instance on its container. */
const rendered = (page: Page, layer: string) =>
  readyMap(page).evaluate(
    (element, id) =>
      (element as MapHost).watchfloorMap
        .queryRenderedFeatures({ layers: [id] })
        .map(({ properties, geometry }) => ({ properties, geometry })),
    layer,
  );

const zoomOf = (page: Page) =>
  readyMap(page).evaluate((element) => (element as MapHost).watchfloorMap.getZoom());

/** Page coordinates of these places on the map. */
async function pixelsOf(page: Page, places: readonly LngLat[]) {
  const map = readyMap(page);
  const points = await map.evaluate(
    (element, list) => list.map((place) => (element as MapHost).watchfloorMap.project(place)),
    places as LngLat[],
  );
  const box = (await map.boundingBox())!;
  return points.map(({ x, y }) => ({ x: box.x + x, y: box.y + y }));
}

async function clickPlaces(page: Page, places: readonly LngLat[]) {
  for (const { x, y } of await pixelsOf(page, places)) await page.mouse.click(x, y);
}

const drawnPolygons = (page: Page) =>
  readyMap(page).evaluate(async (element) => {
    const data = await (element as MapHost).watchfloorMap.getSource('drawing-polygon')?.getData();
    return (data?.features ?? []).map((feature) => feature.geometry) as {
      coordinates: LngLat[][];
    }[];
  });

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

/** Every incident of a filtered set, as the map loads it. */
async function countAll(token: string, filters: string): Promise<number> {
  let total = 0;
  for (let page = 1; ; page += 1) {
    const body = await incidentApi<{ data: unknown[] }>(
      token,
      `/incidents?${filters}&pageSize=1000&page=${page}`,
    );
    total += body.data.length;
    if (body.data.length < 1000) return total;
  }
}

const onTheMap = (count: number) => `${count.toLocaleString('en')} incidents on the map.`;
const MAP_POINTS = '/api/watchfloor/map-points';

/** What the legend counts, in all: the incidents drawn. */
async function legendTotal(page: Page): Promise<number> {
  const legend = page.locator('details', { hasText: 'Categories' }).locator('li');
  const counts = await legend.evaluateAll((items) =>
    items.map((item) => Number(item.lastElementChild!.textContent.replace(/,/g, ''))),
  );
  return counts.reduce((a, b) => a + b, 0);
}

test.describe.configure({ timeout: 180_000 });

test('the map draws every incident clustered by category; a cluster click zooms in', async ({
  page,
  demoToken,
}, testInfo) => {
  const total = await countAll(demoToken, '');
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/incidents?layout=map');
  await expect(readyMap(page)).toBeVisible({ timeout: MAP_READY_TIMEOUT });
  await expect(page.getByText(onTheMap(total))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Map', pressed: true })).toBeVisible();
  // The points came from the Watchfloor server in one answer, not page after page of records.
  expect(requested.filter((url) => url.includes(MAP_POINTS))).toHaveLength(1);
  // Nor a page of full records for a table the map layout does not show.
  expect(requested.filter((url) => /\/api\/incidents\/incidents(\?|$)/.test(url))).toEqual([]);

  const clusters = await rendered(page, 'explorer-clusters');
  expect(clusters.length).toBeGreaterThan(5);
  // Each cluster carries its per-category counts, which decide its colour.
  const biggest = clusters.reduce((a, b) =>
    Number(b.properties.point_count) > Number(a.properties.point_count) ? b : a,
  );
  const perCategory = Object.entries(biggest.properties)
    .filter(([name]) => name.startsWith('category_'))
    .reduce((sum, [, count]) => sum + Number(count), 0);
  expect(perCategory).toBe(biggest.properties.point_count);
  const counts = await rendered(page, 'explorer-cluster-counts');
  expect(counts.length).toBeGreaterThan(5);
  // The legend's counts add up to the incidents drawn.
  expect(await legendTotal(page)).toBe(total);
  await attachScreenshot(page, testInfo, 'clusters');

  const before = await zoomOf(page);
  const [pixel] = await pixelsOf(page, [biggest.geometry.coordinates]);
  await page.mouse.click(pixel!.x, pixel!.y);
  await expect.poll(() => zoomOf(page)).toBeGreaterThan(before + 0.5);
  // The new view reaches the address (debounced, replacing the entry).
  await expect
    .poll(() => Number(new URL(page.url()).searchParams.get('at')?.split(',')[2]))
    .toBeGreaterThan(before + 0.5);
});

test('on a slow connection the points come in with progress; Stop keeps them, and the rest loads on demand', async ({
  page,
  demoToken,
}, testInfo) => {
  const total = await countAll(demoToken, '');
  // The connection stalls after the stream's opening line and its first 1,000 incidents.
  const stalled = await stallAfterLines(page, MAP_POINTS, 2);
  await page.goto('/incidents?layout=map');

  const loading = page.getByRole('status').filter({ hasText: /incidents loaded…$/ });
  await expect(loading).toHaveText('1,000 incidents loaded…', { timeout: MAP_READY_TIMEOUT });
  const progress = page.getByRole('progressbar', { name: 'Incidents loaded for the map' });
  expect(Number(await progress.getAttribute('value'))).toBeGreaterThan(0);
  // Those that came are drawn while the rest is awaited.
  const drawnClusters = () =>
    page.locator('[data-map-ready]').evaluate(
      (element) =>
        (element as MapHost).watchfloorMap.queryRenderedFeatures({
          layers: ['explorer-clusters'],
        }).length,
    );
  await expect.poll(drawnClusters, { timeout: MAP_READY_TIMEOUT }).toBeGreaterThan(0);
  // Seen in both themes, switched in place while the rest is awaited.
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: testInfo.outputPath(`map-progress-${scheme}.png`) });
    await attachScreenshot(page, testInfo, `progress (${scheme})`);
  }

  await page.getByRole('button', { name: 'Stop' }).click();
  const stopped = page.getByRole('status').filter({ hasText: /^Stopped at/ });
  await expect(stopped).toBeVisible();
  const kept = Number(
    /Stopped at ([\d,]+)/.exec((await stopped.textContent())!)![1]!.replace(/,/g, ''),
  );
  expect(kept).toBe(1000);
  expect(kept).toBeLessThan(total);
  // What came is drawn: the legend counts exactly those.
  await expect(readyMap(page)).toBeVisible({ timeout: MAP_READY_TIMEOUT });
  expect(await legendTotal(page)).toBe(kept);
  await attachScreenshot(page, testInfo, 'stopped (dark)');
  stalled.close();

  // The connection is back: the rest comes straight from the server.
  await page.getByRole('button', { name: 'Load the rest' }).click();
  await expect(page.getByText(onTheMap(total))).toBeVisible({ timeout: MAP_READY_TIMEOUT });
  await expect(readyMap(page)).toBeVisible({ timeout: MAP_READY_TIMEOUT });
  expect(await legendTotal(page)).toBe(total);
});

test('the server failing to read the points: said in place, and Try again loads them', async ({
  page,
  demoToken,
}) => {
  const total = await countAll(demoToken, 'impact=eq:5');
  let failing = true;
  await page.route(
    (url) => url.pathname === MAP_POINTS,
    (route) =>
      failing
        ? route.fulfill({
            status: 502,
            json: {
              status: 'error',
              message: 'The incident service cannot be reached right now. Try again in a moment.',
            },
          })
        : route.continue(),
  );
  await page.goto('/incidents?layout=map&impact=eq:5');
  const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
  await expect(alert).toHaveText(
    /The incidents for the map could not be loaded: The incident service cannot be reached right now\./,
  );
  failing = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(onTheMap(total))).toBeVisible({ timeout: MAP_READY_TIMEOUT });
  await expect(readyMap(page)).toBeVisible({ timeout: MAP_READY_TIMEOUT });
});

test('pointing at an incident says what it is; clicking it opens its overview', async ({
  page,
  demoToken,
}, testInfo) => {
  const {
    data: [incident],
  } = await incidentApi<{
    data: { id: string; location: { longitude: number; latitude: number } }[];
  }>(demoToken, '/incidents?pageSize=1&sort=startedAt:desc');
  const place: LngLat = [incident!.location.longitude, incident!.location.latitude];
  await page.goto(`/incidents?layout=map&at=${place[0]},${place[1]},15`);
  await expect(readyMap(page)).toBeVisible({ timeout: MAP_READY_TIMEOUT });
  const [pixel] = await pixelsOf(page, [place]);
  const box = (await readyMap(page).boundingBox())!;
  const under = await readyMap(page).evaluate(
    (element, point) =>
      (element as MapHost).watchfloorMap
        .queryRenderedFeatures(point, { layers: ['explorer-points'] })
        .map((feature) => String(feature.properties.id)),
    [pixel!.x - box.x, pixel!.y - box.y] as [number, number],
  );
  expect(under).toContain(incident!.id);

  // The card beside the pointer: the incident's id, impact, start and summary, as the API has them.
  await page.mouse.move(pixel!.x, pixel!.y);
  const card = page.getByTestId('map-point-card');
  await expect(card).toBeVisible();
  const cardId = (await card.locator('.font-mono').textContent())!;
  expect(under).toContain(cardId);
  const pointed = await incidentApi<{ summary: string; impact: { rating: number } }>(
    demoToken,
    `/incidents/${cardId}`,
  );
  await expect(card).toContainText(pointed.summary.slice(0, 40));
  await expect(card).toContainText(
    pointed.impact.rating < 0 ? 'Impact unknown' : `Impact ${pointed.impact.rating}`,
  );
  await attachScreenshot(page, testInfo, 'point card');

  await page.mouse.click(pixel!.x, pixel!.y);
  await expect(page).toHaveURL(/[?&]peek=IN-\d+/);
  const peeked = new URL(page.url()).searchParams.get('peek')!;
  expect(under).toContain(peeked);
  await expect(page.getByRole('complementary').getByText(peeked)).toBeVisible();
});

test('an area drawn with the mouse narrows the set like the API, and a reload keeps it and the view', async ({
  page,
  demoToken,
}, testInfo) => {
  const total = await countAll(demoToken, '');
  await page.goto('/incidents?layout=split&at=-5,47,3');
  await expect(readyMap(page)).toBeVisible({ timeout: MAP_READY_TIMEOUT });
  await expect(page.getByText(onTheMap(total))).toBeVisible();

  // The split map is narrow: fold the legend away so every corner lands on the map. The
  // corners lie east of the view's centre, clear of the drawing controls at its top left.
  await page.getByText('Categories', { exact: true }).click();
  const corners: LngLat[] = [
    [0, 44],
    [8, 44],
    [8, 52],
    [0, 52],
  ];
  await page.getByRole('button', { name: 'Draw an area' }).click();
  await expect(page.getByText('Click each corner')).toBeVisible();
  await clickPlaces(page, [...corners, corners[0]!]);
  await expect(page).toHaveURL(/[?&]area=in:/);
  const written = new URL(page.url()).searchParams.get('area')!;
  const ring = (JSON.parse(written.replace(/^in:/, '')) as LngLat[][])[0]!;
  expect(ring).toHaveLength(5);
  for (const [lng, lat] of corners) {
    expect(ring.some(([x, y]) => Math.abs(x - lng) < 1 && Math.abs(y - lat) < 1)).toBe(true);
  }

  const inside = await countAll(demoToken, `area=${encodeURIComponent(written)}`);
  expect(inside).toBeGreaterThan(0);
  expect(inside).toBeLessThan(total);
  await expect(readyMap(page)).toBeVisible({ timeout: MAP_READY_TIMEOUT });
  await expect(page.getByText(onTheMap(inside))).toBeVisible();
  // The table beside it follows the same filter.
  const firstPage = await incidentApi<{ data: { id: string }[] }>(
    demoToken,
    `/incidents?area=${encodeURIComponent(written)}`,
  );
  await expect(rows(page).first()).toHaveAttribute('data-incident-id', firstPage.data[0]!.id);
  await attachScreenshot(page, testInfo, 'area in split layout');

  // Outside: the complement.
  await page.getByRole('button', { name: 'Outside' }).click();
  await expect(page).toHaveURL(/[?&]area=nin:/);
  await expect(page.getByText(onTheMap(total - inside))).toBeVisible({
    timeout: MAP_READY_TIMEOUT,
  });
  await page.getByRole('button', { name: 'Inside' }).click();
  await expect(page.getByText(onTheMap(inside))).toBeVisible({ timeout: MAP_READY_TIMEOUT });

  await page.getByText('Area as GeoJSON').click();
  await expect(page.getByLabel('The area as GeoJSON')).toContainText('"Polygon"');

  await page.reload();
  await expect(readyMap(page)).toBeVisible({ timeout: MAP_READY_TIMEOUT });
  const [redrawn] = await drawnPolygons(page);
  expect(JSON.stringify(redrawn?.coordinates)).toBe(written.replace(/^in:/, ''));
  const view = await readyMap(page).evaluate((element) => {
    const map = (element as MapHost).watchfloorMap;
    return { ...map.getCenter(), zoom: map.getZoom() };
  });
  expect(view.lng).toBeCloseTo(-5, 3);
  expect(view.lat).toBeCloseTo(47, 3);
  expect(view.zoom).toBeCloseTo(3, 3);

  // Editing: drag the south-east corner out to the east, through open map (a drag that ends
  // over the legend or a control never reaches the map); the address follows. The legend, open
  // again after the reload, is folded first.
  await page.getByText('Categories', { exact: true }).click();
  await page.getByRole('button', { name: 'Edit corners' }).click();
  await expect(page.getByText('Drag a corner')).toBeVisible();
  const [from, to] = await pixelsOf(page, [
    [8, 44],
    [12, 46],
  ]);
  await page.mouse.move(from!.x, from!.y);
  await page.mouse.down();
  await page.mouse.move(to!.x, to!.y, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => new URL(page.url()).searchParams.get('area')).not.toBe(written);
  const edited = JSON.parse(
    new URL(page.url()).searchParams.get('area')!.replace(/^in:/, ''),
  ) as LngLat[][];
  expect(edited[0]!.some(([lng, lat]) => Math.abs(lng - 12) < 1 && Math.abs(lat - 46) < 1)).toBe(
    true,
  );
  await page.getByRole('button', { name: 'Done editing' }).click();

  await page.getByRole('button', { name: 'Clear area' }).click();
  await expect(page).not.toHaveURL(/[?&]area=/);
  // The whole set loads again (the reload emptied the cache).
  await expect(page.getByText(onTheMap(total))).toBeVisible({ timeout: MAP_READY_TIMEOUT });
  await expect(readyMap(page)).toBeVisible({ timeout: MAP_READY_TIMEOUT });
  expect(await drawnPolygons(page)).toEqual([]);
});

test('the table layout never downloads the map; choosing the map does', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/incidents');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Table', pressed: true })).toBeVisible();
  const mapChunks = () => requested.filter((url) => /maplibre|explorer-map|terra-draw/.test(url));
  expect(mapChunks()).toEqual([]);

  await page.getByRole('button', { name: 'Map' }).click();
  await expect(page).toHaveURL(/[?&]layout=map/);
  await expect(readyMap(page)).toBeVisible({ timeout: MAP_READY_TIMEOUT });
  expect(mapChunks().some((url) => url.includes('maplibre'))).toBe(true);
});

test('a near link draws the source incident’s features and the radius around them', async ({
  page,
  demoToken,
}) => {
  const { data } = await incidentApi<{
    data: { id: string; map: { id: string; features: unknown[] } }[];
  }>(demoToken, '/incidents?pageSize=50&sort=startedAt:desc');
  const source = data.find((incident) => incident.map.features.length > 0)!;
  const near = `in:${source.map.id};150`;
  await page.goto(
    `/incidents?layout=map&near=${encodeURIComponent(near)}&nearIncident=${source.id}`,
  );
  await expect(readyMap(page)).toBeVisible({ timeout: MAP_READY_TIMEOUT });
  await expect(
    page.getByText(`Incidents within 150 km of ${source.id}'s map features`),
  ).toBeVisible();
  expect((await rendered(page, 'explorer-near-radius-outline')).length).toBeGreaterThan(0);
  const features = [
    ...(await rendered(page, 'explorer-near-feature-points')),
    ...(await rendered(page, 'explorer-near-feature-lines')),
    ...(await rendered(page, 'explorer-near-feature-areas')),
  ];
  expect(features.length).toBeGreaterThan(0);
  const expected = await countAll(demoToken, `near=${encodeURIComponent(near)}`);
  await expect(page.getByText(onTheMap(expected))).toBeVisible();

  // A hand-written link without the source incident: the results, and a word about it.
  await page.goto(`/incidents?layout=map&near=${encodeURIComponent(near)}`);
  await expect(readyMap(page)).toBeVisible({ timeout: MAP_READY_TIMEOUT });
  await expect(
    page.getByText(/the incident that map belongs to is not in the address/),
  ).toBeVisible();
  await expect(page.getByText(onTheMap(expected))).toBeVisible();
});

test('malformed layout, view and layer leave the link with a notice', async ({ page }) => {
  await page.goto('/incidents?layout=grid&at=500,0,2&mapLayer=dots&country=in:FRA');
  await expect(page.getByText('layout: "grid" is not table, map or split')).toBeVisible();
  await expect(page.getByText(/at: "500,0,2" is not a map view/)).toBeVisible();
  await expect(page.getByText('mapLayer: "dots" is not points or heat')).toBeVisible();
  await expect(page).toHaveURL(/\/incidents\?country=in:FRA$/);
  await expect(page.getByRole('button', { name: 'Table', pressed: true })).toBeVisible();
});

test('the map layout has no accessibility violations, light and dark', async ({ page }) => {
  await page.goto(
    `/incidents?layout=map&area=${encodeURIComponent('in:[[[0,40],[25,40],[25,55],[0,55],[0,40]]]')}`,
  );
  await expect(readyMap(page)).toBeVisible({ timeout: MAP_READY_TIMEOUT });
  await page.getByText('Area as GeoJSON').click();
  // Both themes on the same page: the scheme switches in place, the map stays.
  for (const scheme of ['light', 'dark'] as const) {
    await useColourScheme(page, scheme);
    const { violations } = await axeScan(page);
    expect(violations, scheme).toEqual([]);
  }
});

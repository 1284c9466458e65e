import { test, type Browser, type Page } from '@playwright/test';
import {
  ADMIN_USER,
  COLLEAGUE_USER,
  DEMO_USER,
  expect,
  fetchDemoToken,
  signInCookie,
  storageWithCookie,
  type SessionCookie,
} from './support/session';
import { E2E_URLS } from './support/servers';

/**
 * Sites, as a team uses them: one analyst places a site by clicking the map and a colleague
 * sees it with the incidents near it; an import with three bad rows names exactly those three;
 * the incident page and the explorer's overview name the nearest sites; a stale edit gets 409
 * and the screen shows what changed.
 */

interface PlacedIncident {
  id: string;
  summary: string;
  location: { longitude: number; latitude: number };
}

/** A recent incident, read from the upstream itself, to place sites on. */
async function recentIncident(offset = 0): Promise<PlacedIncident> {
  const token = await fetchDemoToken();
  const response = await fetch(
    `${E2E_URLS.incident}/incidents?startedInPeriod=eq:P2D&sort=impact:desc&pageSize=20`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  const body = (await response.json()) as { data: PlacedIncident[] };
  return body.data[offset]!;
}

const cookieHeader = (cookie: SessionCookie) => `${cookie.name}=${cookie.value}`;

/** The API as a page of the dashboard calls it, for arranging what a test starts from. */
async function api<T>(cookie: SessionCookie, method: string, path: string, body?: unknown) {
  const response = await fetch(`${E2E_URLS.dashboard}${path}`, {
    method,
    headers: {
      cookie: cookieHeader(cookie),
      origin: E2E_URLS.dashboard,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.ok, `${method} ${path} answered ${response.status}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function pageAs(browser: Browser, cookie: SessionCookie): Promise<Page> {
  const context = await browser.newContext({ storageState: storageWithCookie(cookie) });
  return context.newPage();
}

const unique = (what: string) =>
  `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The live map on its container (see src/components/map/map-host.ts). */
type MapHost = HTMLElement & {
  watchfloorMap: {
    jumpTo(options: { center: [number, number]; zoom: number }): void;
    once(event: 'idle', listener: () => void): void;
    project(point: [number, number]): { x: number; y: number };
  };
};

/** The first map on the page, once it has drawn. */
const readyMap = (page: Page) => page.locator('[data-map-ready="true"]').first();

test('an analyst places a site by clicking the map; a colleague sees it and the incidents near it', async ({
  browser,
}) => {
  // Two analysts, two maps and the site's incidents from the vendor: more than the default 30 s.
  test.setTimeout(90_000);
  const incident = await recentIncident();
  const analyst = await pageAs(browser, await signInCookie(DEMO_USER));
  const colleague = await pageAs(browser, await signInCookie(COLLEAGUE_USER));
  const name = unique('Harbour office');

  await analyst.goto('/sites');
  await analyst.getByRole('button', { name: 'Add a site' }).click();
  await expect(analyst.getByRole('form', { name: 'New site' })).toBeVisible();
  const map = readyMap(analyst);
  await expect(map).toBeVisible({ timeout: 20_000 });
  // Zoom to the incident, then click exactly where it happened.
  const point = await map.evaluate(async (element, { longitude, latitude }) => {
    const live = (element as MapHost).watchfloorMap;
    live.jumpTo({ center: [longitude, latitude], zoom: 11 });
    await new Promise<void>((done) => live.once('idle', () => done()));
    return live.project([longitude, latitude]);
  }, incident.location);
  await map.locator('canvas').click({ position: { x: point.x, y: point.y } });
  // One pixel at zoom 11 is some 50 m: the typed position is the incident's, near enough.
  await expect
    .poll(async () => Number(await analyst.getByLabel('Latitude').inputValue()))
    .toBeCloseTo(incident.location.latitude, 2);
  await expect
    .poll(async () => Number(await analyst.getByLabel('Longitude').inputValue()))
    .toBeCloseTo(incident.location.longitude, 2);
  await analyst.getByLabel('Name', { exact: true }).fill(name);
  await analyst.getByLabel('Tags').fill('port, e2e');
  await analyst.getByRole('button', { name: 'Add the site' }).click();

  await expect(analyst.getByRole('heading', { level: 1, name })).toBeVisible();
  const inside = analyst.getByRole('list', { name: 'Incidents inside the radius' });
  await expect(inside.getByRole('link', { name: incident.summary }).first()).toBeVisible({
    timeout: 15_000,
  });
  const siteUrl = analyst.url();

  await colleague.goto(`/sites?q=${encodeURIComponent(name)}`);
  const row = colleague.getByRole('list', { name: /^Sites/ }).getByRole('link', { name });
  await expect(row).toBeVisible();
  await row.click();
  await expect(colleague).toHaveURL(siteUrl);
  await expect(colleague.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(
    colleague
      .getByRole('list', { name: 'Incidents inside the radius' })
      .getByRole('link', { name: incident.summary })
      .first(),
  ).toBeVisible({ timeout: 15_000 });
  // Not the colleague's to change.
  await expect(colleague.getByRole('button', { name: 'Edit' })).toHaveCount(0);
});

test('an import of 10,000 rows with three bad ones names exactly those three and stores nothing', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const cookie = await signInCookie(DEMO_USER);
  const page = await pageAs(browser, cookie);
  const prefix = unique('Imported');
  const lines = ['name,latitude,longitude,address,tags'];
  for (let index = 0; index < 10_000; index += 1) {
    const latitude = (-29.95 + (index % 100) * 0.6).toFixed(4);
    const longitude = (-10 + Math.floor(index / 100) * 0.4).toFixed(4);
    lines.push(`${prefix} ${index + 1},${latitude},${longitude},Street ${index + 1},depot`);
  }
  lines[1234 - 1] = `${prefix} bad,123.5,7.25,,`;
  lines[5678 - 1] = ',10.5,7.25,Nameless,';
  lines[9876 - 1] = lines[9875 - 1]!;

  await page.goto('/sites');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import sites' });
  await dialog.getByLabel('File to import').setInputFiles({
    name: 'sites.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\n')),
  });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText(
    '3 rows of 10,000 have problems, so nothing was imported: fix them, or import only the 9,997 good rows.',
    { timeout: 30_000 },
  );
  const problems = alert.getByRole('list', { name: 'Rows with problems' }).getByRole('listitem');
  await expect(problems).toHaveCount(3);
  await expect(problems.nth(0)).toHaveText(
    /^Line 1234\s*The latitude 123\.5 is outside -90 to 90 \(are latitude and longitude swapped\?\)\.$/,
  );
  await expect(problems.nth(1)).toHaveText(/^Line 5678\s*The name is missing\.$/);
  await expect(problems.nth(2)).toHaveText(
    /^Line 9876\s*Repeats line 9875: the same name at the same position\.$/,
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  const stored = await api<{ columns: { name: string[] } }>(cookie, 'GET', '/api/watchfloor/sites');
  expect(stored.columns.name.filter((site) => site.startsWith(prefix))).toEqual([]);

  // A small file, keeping its good rows: markup in a name stays text.
  const small = [
    'name,latitude,longitude',
    `<b>${prefix}</b> kept,51.5,-0.12`,
    `${prefix} second,48.85,2.35`,
    `${prefix} wrong,north,2.35`,
  ].join('\n');
  await page.getByRole('button', { name: 'Import' }).click();
  await dialog.getByLabel('File to import').setInputFiles({
    name: 'few.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(small),
  });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('1 row of 3 has a problem');
  await dialog.getByRole('button', { name: 'Import only the good rows' }).click();
  await expect(dialog.getByRole('status')).toContainText('Imported 2 of 3 sites.');
  await expect(dialog.getByRole('status')).toContainText('Line 4');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(
    page.getByRole('list', { name: /^Sites/ }).getByRole('link', { name: `<b>${prefix}</b> kept` }),
  ).toBeVisible();
});

test('the incident page and the explorer’s overview name the nearest sites and whose radius it is in', async ({
  browser,
}) => {
  const incident = await recentIncident(1);
  const cookie = await signInCookie(DEMO_USER);
  const name = unique('Depot beside');
  await api(cookie, 'POST', '/api/watchfloor/sites', {
    name,
    latitude: incident.location.latitude,
    longitude: incident.location.longitude,
  });
  const page = await pageAs(browser, cookie);

  await page.goto(`/incidents/${incident.id}`);
  const section = page.getByRole('region', { name: 'Nearest sites' });
  await expect(section).toContainText(/Inside the radius of \d+ sites?/, { timeout: 15_000 });
  await expect(
    section
      .getByRole('list', { name: 'Sites whose radius the incident falls inside' })
      .getByRole('link', { name }),
  ).toBeVisible();
  await expect(section.getByRole('list', { name: 'Nearest sites, closest first' })).toContainText(
    name,
  );

  await page.goto(`/incidents?peek=${incident.id}`);
  const peek = page.getByRole('complementary', { name: incident.summary });
  await expect(peek.getByRole('link', { name }).first()).toBeVisible({ timeout: 15_000 });
});

test('a stale edit gets 409 and the page shows what changed', async ({ browser }) => {
  const analystCookie = await signInCookie(DEMO_USER);
  const leadCookie = await signInCookie(ADMIN_USER);
  const name = unique('Consulate');
  const site = await api<{ id: string; version: number }>(
    analystCookie,
    'POST',
    '/api/watchfloor/sites',
    { name, latitude: 9.0579, longitude: 7.4951, address: 'Central Area' },
  );
  const page = await pageAs(browser, analystCookie);
  await page.goto(`/sites/${site.id}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: `Edit ${name}` });
  await form.getByLabel('Address').fill('Plot 42, Central Area');

  // Meanwhile the team's lead renames it.
  await api(leadCookie, 'PATCH', `/api/watchfloor/sites/${site.id}`, {
    version: site.version,
    name: `${name} (closed)`,
  });
  await form.getByRole('button', { name: 'Save' }).click();

  const notice = form.getByRole('alert').filter({ hasText: 'changed this since you opened it' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('row', { name: /^Name/ })).toContainText(`${name} (closed)`);
  await expect(notice.getByRole('row', { name: /^Address/ })).toContainText(
    'Plot 42, Central Area',
  );
  await notice.getByRole('button', { name: 'Save mine over theirs' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'About the site' })).toContainText(
    'Plot 42, Central Area',
  );
  await expect(page.getByRole('region', { name: 'History' })).toContainText(/changed .*address/);
});

test('the Sites page lists its first screen, most exposed first, before the whole list lands, and nothing moves when it does', async ({
  browser,
}) => {
  const analyst = await signInCookie(DEMO_USER);
  const touched = await recentIncident(0);
  const exposed = await api<{ id: string }>(analyst, 'POST', '/api/watchfloor/sites', {
    name: unique('Zulu, on an incident'),
    latitude: touched.location.latitude,
    longitude: touched.location.longitude,
  });
  // First by name, last by exposure: at the pole of inaccessibility, far from any incident.
  const quiet = await api<{ id: string }>(analyst, 'POST', '/api/watchfloor/sites', {
    name: unique('Aardvark, far from everything'),
    latitude: -48.8767,
    longitude: -123.3933,
  });
  const page = await pageAs(browser, analyst);
  // The whole table is held back until the first screen has been looked at.
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route(
    (url) => url.pathname === '/api/watchfloor/sites',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto('/sites');

  const list = page.getByRole('list', { name: 'Sites, most exposed first' });
  const rows = list.locator('li[data-site-id]');
  await expect(rows.first()).toBeVisible();
  const total = (await api<{ count: number }>(analyst, 'GET', '/api/watchfloor/sites')).count;
  await expect(
    page.getByText(`${total.toLocaleString('en')} sites`, { exact: true }),
  ).toBeVisible();
  // With its counts, most exposed first: every site touched this week before any untouched one.
  const firstScreen = await rows.evaluateAll((items) =>
    items.map((item) => ({
      id: item.getAttribute('data-site-id'),
      week: item.children[2]?.textContent?.trim() ?? '',
    })),
  );
  const touchedThisWeek = firstScreen.map((row) => !row.week.startsWith('0'));
  expect(firstScreen.find((row) => row.id === exposed.id)?.week).toMatch(/^[1-9]/);
  const at = (id: string) => firstScreen.findIndex((row) => row.id === id);
  expect(at(exposed.id)).toBeGreaterThanOrEqual(0);
  // Past the rows drawn (other tests' sites) or after the exposed one.
  const quietAt = at(quiet.id);
  expect(quietAt === -1 || quietAt > at(exposed.id)).toBe(true);
  const firstQuiet = touchedThisWeek.indexOf(false);
  expect(firstQuiet === -1 || touchedThisWeek.slice(firstQuiet).every((touched) => !touched)).toBe(
    true,
  );
  await expect(rows.first()).toHaveAttribute('aria-setsize', String(total));
  // Without the whole table there is no map yet.
  await expect(page.locator('[data-sites-map] [data-map-ready]')).toHaveCount(0);

  release();
  await expect(readyMap(page)).toBeVisible({ timeout: 30_000 });
  const whole = await rows.evaluateAll((items) =>
    items.map((item) => item.getAttribute('data-site-id')),
  );
  expect(whole.slice(0, firstScreen.length)).toEqual(firstScreen.map((row) => row.id));
  await page.context().close();
});

import type { Browser, Locator, Page, Route } from '@playwright/test';
import { E2E_PROXIED_URLS, isProxied } from './support/servers';
import { expect, sampleRecords, signedInTest as test, signInWithForm } from './support/session';

/**
 * The service misbehaving under each main view: an error answer, a body that is not JSON, JSON
 * of the wrong shape, a slow answer, and no answer at all in the middle of a session. Each time
 * the view explains the failure in place with a retry that works once the service is back, and
 * the rest of the page (the navigation, the theme switch) keeps working.
 */

interface View {
  name: string;
  path: string;
  /** The view's own data request; the failure is put on this one only. */
  request: (url: URL) => boolean;
  /** Something only a successful answer shows. */
  loaded: (page: Page) => Locator;
}

type Records = Awaited<ReturnType<typeof sampleRecords>>;

/** A request the browser sends through the server's proxy to one API's path. */
const on = (base: string, pathname: string) => (url: URL) =>
  `${url.origin}${url.pathname}` === `${base}${pathname}`;

const VIEW_NAMES = [
  'news',
  'explorer',
  'incident detail',
  'themes',
  'theme detail',
  'reference',
] as const;

const viewNamed = (name: (typeof VIEW_NAMES)[number], records: Records) =>
  views(records).find((view) => view.name === name)!;

const views = ({ incident, theme }: Records): View[] => [
  {
    name: 'news',
    path: '/news',
    request: on(E2E_PROXIED_URLS.news, '/news'),
    loaded: (page) => page.getByRole('listbox', { name: 'News items' }).getByRole('option').first(),
  },
  {
    name: 'explorer',
    path: '/incidents',
    request: on(E2E_PROXIED_URLS.incidents, '/incidents'),
    loaded: (page) => page.getByRole('table').getByRole('link').first(),
  },
  {
    name: 'incident detail',
    path: `/incidents/${incident.id}`,
    request: on(E2E_PROXIED_URLS.incidents, `/incidents/${incident.id}`),
    loaded: (page) => page.getByRole('heading', { level: 1, name: incident.summary }),
  },
  {
    name: 'themes',
    path: '/themes',
    request: on(E2E_PROXIED_URLS.incidents, '/themes'),
    loaded: (page) => page.getByRole('table').getByRole('link', { name: theme.name }).first(),
  },
  {
    name: 'theme detail',
    path: `/themes/${theme.id}`,
    request: on(E2E_PROXIED_URLS.incidents, `/themes/${theme.id}`),
    loaded: (page) => page.getByRole('heading', { level: 1, name: theme.name }),
  },
  {
    name: 'reference',
    path: '/reference?tab=countries',
    request: on(E2E_PROXIED_URLS.incidents, '/geography/countries'),
    loaded: (page) => page.getByRole('table').getByRole('row').nth(1),
  },
];

/** How the service misbehaves, as a route handler. */
const FAILURES = {
  'a 500 answer': (route: Route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ status: 'error', message: 'Internal failure' }),
    }),
  'a body that is not JSON': (route: Route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: '{"status":"success","data":[{"id":',
    }),
  'JSON of the wrong shape': (route: Route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ status: 'success', data: { items: 'none', total: '∞' }, meta: [] }),
    }),
  'the service gone mid-session': (route: Route) => route.abort('connectionrefused'),
} as const;

/** Moves the running app to an address as the back button would, without reloading it. */
async function moveInApp(page: Page, url: string) {
  await page.evaluate((next) => {
    const state = { __TSR_index: 1000, key: 'moved', __TSR_key: 'moved' };
    history.pushState(state, '', next);
    dispatchEvent(new PopStateEvent('popstate', { state }));
  }, url);
}

/** The rest of the page still answers: the navigation is there and the theme switch works. */
async function expectShellWorks(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const switcher = page.getByRole('group', { name: 'Colour theme' });
  const dark = switcher.getByRole('button', { name: 'Dark theme' });
  const light = switcher.getByRole('button', { name: 'Light theme' });
  const target = (await dark.getAttribute('aria-pressed')) === 'true' ? light : dark;
  await target.click();
  await expect(target).toHaveAttribute('aria-pressed', 'true');
}

type Failure = keyof typeof FAILURES;

/**
 * One view under one failure, in a browser context of its own (signed in, as `page` would be):
 * the error in place with its retry, the rest of the page working, then the answer once the
 * service is back, and no page error on the way.
 */
async function failAndRecover(browser: Browser, view: View, failure: Failure) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const faults: string[] = [];
    page.on('pageerror', (error) => faults.push(error.message));
    let failing = true;
    await page.route(
      (url) => view.request(url),
      (route) => (failing ? FAILURES[failure](route) : route.continue()),
    );
    if (failure === 'the service gone mid-session') {
      // The session is under way (the overview loaded) when the service goes away. Six pages
      // start the app at once here, beside another worker's test: on a slower two-core machine
      // some were still "Loading Watchfloor…" after the default 10 s, so this waits as long as
      // the checks below.
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 }), view.name).toBeVisible({
        timeout: 30_000,
      });
      await moveInApp(page, view.path);
    } else {
      await page.goto(view.path);
    }

    const retry = page.getByRole('button', { name: 'Try again' }).first();
    await expect(retry, view.name).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('alert').first(), view.name).toBeVisible();
    await expectShellWorks(page);

    failing = false;
    await retry.click();
    await expect(view.loaded(page), view.name).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Try again' }), view.name).toHaveCount(0);
    expect(faults, view.name).toEqual([]);
  } finally {
    await context.close();
  }
}

/**
 * Each failure on the six views side by side. Most of each view's check is waiting: the app
 * asks twice more, a second and then two apart, before it calls a 500 or a lost connection a
 * failure. One view after another, that wait kept a core idle; side by side, the waits overlap.
 * Every view still starts in a fresh browser context and is checked whole; a view that fails
 * is named with its error, after the others have finished.
 */
for (const failure of Object.keys(FAILURES) as Failure[]) {
  test(`${failure} on each main view: an error in place, a retry that works, the page intact`, async ({
    browser,
    demoToken,
  }) => {
    test.setTimeout(150_000);
    const records = await sampleRecords(demoToken);
    const outcomes = await Promise.allSettled(
      VIEW_NAMES.map((name) => failAndRecover(browser, viewNamed(name, records), failure)),
    );
    const failed = outcomes.flatMap((outcome, index) =>
      outcome.status === 'rejected' ? [`${VIEW_NAMES[index]}: ${String(outcome.reason)}`] : [],
    );
    expect(failed, `${failure}: the views that failed`).toEqual([]);
  });
}

/**
 * The service answering each view's request only after 10 s. The six views are opened one after
 * another, each in a browser of its own (a theme switch in one would reach the others through
 * storage), and their waits run side by side: the wait is what is tested, and waiting for each
 * in turn only kept a worker idle. An answer is held until the checks of its view's waiting
 * state are done, as well as for 10 s: on a busy machine those checks take longer than 10 s.
 */
test('a slow service: every view shows that it is loading, stays usable for 10 s, then shows the answer', async ({
  browser,
  demoToken,
}) => {
  test.setTimeout(120_000);
  const records = await sampleRecords(demoToken);
  let release = () => {};
  const checked = new Promise<void>((resolve) => (release = resolve));
  const waiting: { view: View; page: Page; started: number }[] = [];
  for (const name of VIEW_NAMES) {
    const view = viewNamed(name, records);
    // A context made here takes the fixtures' options: signed in, as `page` would be.
    const page = await (await browser.newContext()).newPage();
    const started = Date.now();
    await page.route(
      (url) => view.request(url),
      async (route) => {
        await Promise.all([new Promise((resolve) => setTimeout(resolve, 10_000)), checked]);
        await route.continue().catch(() => undefined);
      },
    );
    await page.goto(view.path);
    await expect(page.locator('[aria-busy="true"]').first(), view.name).toBeVisible();
    await expectShellWorks(page);
    await expect(view.loaded(page), view.name).not.toBeVisible();
    waiting.push({ view, page, started });
  }
  release();
  for (const { view, page, started } of waiting) {
    await expect(view.loaded(page), view.name).toBeVisible({ timeout: 20_000 });
    expect(Date.now() - started, view.name).toBeGreaterThanOrEqual(10_000);
    await page.context().close();
  }
});

test('a 401 in the middle of a session leads to the login page and, signed in again, back to the same address', async ({
  page,
}) => {
  await page.goto('/themes?search=war');
  await expect(page.getByRole('heading', { level: 1, name: 'Themes' })).toBeVisible();
  // The service stops accepting the session between two requests.
  await page.route(
    (url) => isProxied(url, 'incidents'),
    (route) =>
      route.fulfill({
        status: 401,
        json: { status: 'fail', errors: [{ message: 'The access token has been revoked' }] },
      }),
  );
  const address = '/incidents?country=in:FRA;GBR&sort=impact:desc&page=2';
  await moveInApp(page, address);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByRole('status')).toContainText('no longer accepts your session');
  await page.unrouteAll();
  await signInWithForm(page);
  await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
  const { pathname, search } = new URL(page.url());
  expect(decodeURIComponent(pathname + search)).toBe(address);
});

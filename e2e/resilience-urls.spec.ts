import type { Page } from '@playwright/test';
import {
  DEFAULT_RESILIENCE_SEED,
  DEFAULT_URLS_PER_ROUTE,
  droppedNames,
  mangledUrls,
  RESILIENCE_ROUTES,
} from './support/mangled-urls';
import { expect, sampleRecords, signedInTest as test, storageWithCookie } from './support/session';

/**
 * Hostile addresses on every route: for each, URLS_PER_ROUTE generated addresses (broken
 * operators, huge numbers, bad ids, garbage polygons, unicode, percent junk, repeats, long
 * values). The page must never throw, stay usable, and name every parameter it drops.
 *
 * Every address goes through the views' reading of the address in
 * src/test/mangled-addresses.test.tsx (each parameter dropped is named; ids and the login
 * redirect land somewhere): the same generator, seed and count. Here the real app in front of
 * the real service drives a sample spread over the generator's whole range: every DRIVE_EVERY-th
 * address, and each one the full suite loads afresh or follows with a click on a link (every
 * FULL_LOAD_EVERY-th, and the one before it), so those stay exactly as they were.
 * RESILIENCE_DRIVE_EVERY=1 drives them all.
 * RESILIENCE_SEED reproduces a run; every test prints the seed it used.
 */
const SEED = Number(process.env.RESILIENCE_SEED) || DEFAULT_RESILIENCE_SEED;
const URLS_PER_ROUTE = Number(process.env.RESILIENCE_URLS) || DEFAULT_URLS_PER_ROUTE;
const DRIVE_EVERY = Number(process.env.RESILIENCE_DRIVE_EVERY) || 10;
/** Every twentieth address is a full load (the app starting on it); the rest are in-app moves. */
const FULL_LOAD_EVERY = 20;
const fullLoad = (index: number) => index % FULL_LOAD_EVERY === 0;
/** The address before each full load is followed by a click on a link of the navigation. */
const thenFollowLink = (index: number) => index % FULL_LOAD_EVERY === FULL_LOAD_EVERY - 1;
const drive = (index: number) =>
  index % DRIVE_EVERY === 0 || fullLoad(index) || thenFollowLink(index);

/** Console errors the browser itself writes for a refused request; the page says so in place. */
const EXPECTED_CONSOLE = [
  /^Failed to load resource: the server responded with a status of 4\d\d/,
  // Avatars in the generated data live on outside hosts, which this offline run cannot reach.
  /^Failed to load resource: net::ERR_NAME_NOT_RESOLVED/,
];

/**
 * A static host refuses an address whose path does not decode, or that is longer than its
 * request line allows (8 KB is common), before the app is ever asked; those are moved to in-app.
 */
const loadable = (url: string) => {
  try {
    decodeURIComponent(url.split('?')[0]!);
    return url.length <= 8_000;
  } catch {
    return false;
  }
};

/** An address short enough for a failure message. */
const shown = (url: string) =>
  url.length > 240 ? `${url.slice(0, 240)}… (${url.length} characters)` : url;

/** Moves the running app to an address as the back button would, without reloading it. */
async function moveInApp(page: Page, url: string) {
  await page.evaluate((next) => {
    const index = ((history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0) + 1;
    const state = { __TSR_index: index, key: String(index), __TSR_key: String(index) };
    history.pushState(state, '', next);
    dispatchEvent(new PopStateEvent('popstate', { state }));
  }, url);
}

/** The address stops changing once the view has dropped what it could not read. */
async function settle(page: Page) {
  await expect
    .poll(
      async () => {
        const before = page.url();
        await page.waitForTimeout(50);
        return before === page.url();
      },
      { intervals: [0], timeout: 5_000 },
    )
    .toBe(true);
}

for (const [routeIndex, route] of RESILIENCE_ROUTES.entries()) {
  const driven = Array.from({ length: URLS_PER_ROUTE }, (_, index) => index).filter(drive).length;
  test(`${driven} of ${URLS_PER_ROUTE} mangled addresses on ${route.title}: no crash, usable, dropped settings named`, async ({
    browser,
    demoToken,
    sessionCookie,
  }, testInfo) => {
    // Each address loads a view from the service; a busy machine takes seconds for some.
    // The Sites page starts its map for each one: allow twice that.
    test.setTimeout(driven * 8_000);
    const { incident, theme } = await sampleRecords(demoToken);
    const validId = route.names === 'theme' ? theme.id : incident.id;
    const seed = SEED + routeIndex;
    const urls = [...mangledUrls(route, URLS_PER_ROUTE, seed, validId).entries()].filter(
      ([index]) => drive(index),
    );
    console.log(`[resilience] ${route.title}: seed ${seed} (RESILIENCE_SEED=${SEED})`);
    testInfo.annotations.push({ type: 'seed', description: String(seed) });

    // A context made in a test takes the fixtures' options: the login page's starts signed out.
    const context = await browser.newContext({
      storageState: route.signedIn
        ? storageWithCookie(sessionCookie)
        : { cookies: [], origins: [] },
    });
    const page = await context.newPage();
    const faults: string[] = [];
    let current = '';
    page.on('pageerror', (error) => faults.push(`page error at ${current}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (EXPECTED_CONSOLE.some((pattern) => pattern.test(message.text()))) return;
      faults.push(`console error at ${current}: ${message.text()}`);
    });
    const heading = page.getByRole('heading', { level: 1 }).first();
    const notice = page.getByRole('status').filter({ hasText: /in this link (was|were) ignored/ });
    // The app starts on a clean address, so even a first address a static host refuses is met.
    await page.goto(route.signedIn ? '/' : '/login');
    await expect(heading).toBeVisible();
    const started = Date.now();

    for (const [index, url] of urls) {
      current = shown(url);
      if (fullLoad(index) && loadable(url)) await page.goto(url);
      else await moveInApp(page, url);
      await settle(page);
      await expect(heading, current).toBeVisible();
      if (route.signedIn) {
        await expect(page.getByRole('navigation', { name: 'Main' }), current).toBeVisible();
      } else {
        await expect(page.getByLabel('Email'), current).toBeVisible();
      }
      expect(faults, current).toEqual([]);

      // Whatever left the address must be named in the notice.
      const dropped = droppedNames(url, page.url());
      // The login page reads only `redirect`, and a bad one just means "after sign-in, the
      // overview" (safeRedirect); there is nothing on the page a notice would explain.
      if (dropped.length > 0 && route.names !== 'login') {
        await expect(notice.first(), `${current} dropped ${dropped.join(', ')}`).toBeVisible();
        const named = (await notice.allInnerTexts()).join('\n');
        for (const name of dropped) expect(named, `${current} dropped ${name}`).toContain(name);
      }
      while ((await notice.count()) > 0) {
        await notice
          .first()
          .getByRole('button', { name: /Dismiss/ })
          .click();
      }

      // Now and then, a link still leads somewhere.
      if (route.signedIn && thenFollowLink(index)) {
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Themes' })
          .click();
        await expect(page).toHaveURL(/\/themes$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Themes' })).toBeVisible();
      }
    }
    console.log(
      `[resilience] ${route.title}: ${urls.length} addresses in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    await context.close();
  });
}

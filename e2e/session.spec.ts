import { test } from '@playwright/test';
import { decodeJwt } from 'jose';
import { axeScan } from './support/axe';
import { E2E_URLS } from './support/servers';
import {
  expect,
  fetchDemoToken,
  mintToken,
  sampleRecords,
  sessionCookieFor,
  signedInTest,
  signInCookie,
  signInWithForm,
  storageWithCookie,
} from './support/session';

const pathOf = (url: string) => {
  const { pathname, search, hash } = new URL(url);
  return pathname + search + hash;
};

test('an expiring session warns first, then ends with a notice, and sign-in returns to the same URL', async ({
  browser,
}) => {
  const { theme } = await sampleRecords(await fetchDemoToken());
  // Inside the five-minute warning window from the start, expiring a few seconds later: the
  // server never lets a session outlive its vendor token.
  const cookie = await sessionCookieFor(await mintToken({ seconds: 8 }), { absoluteSeconds: 8 });
  const context = await browser.newContext({ storageState: storageWithCookie(cookie) });
  const page = await context.newPage();
  const deepLink = `/themes/${theme.id}?panel=casualties`;
  await page.goto(deepLink);
  await expect(page.getByRole('heading', { level: 1, name: theme.name })).toBeVisible();

  const warning = page.getByRole('status', { name: 'Session ending' });
  await expect(warning).toContainText('Your session ends at');
  // The page stays usable under the notice.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await expect(page).toHaveURL(/\/login\?redirect=/, { timeout: 15_000 });
  await expect(page.getByRole('status')).toContainText('Your session expired at');
  await signInWithForm(page);
  await expect(page.getByRole('heading', { level: 1, name: theme.name })).toBeVisible();
  expect(pathOf(page.url())).toBe(deepLink);
  await context.close();
});

test('a 401 from a data endpoint ends the session, says why, and sign-in comes back', async ({
  browser,
}) => {
  const { incident } = await sampleRecords(await fetchDemoToken());
  // A live session whose vendor token the service never signed: the incident API answers 401,
  // which the server passes on.
  const cookie = await sessionCookieFor(await mintToken({ seconds: 3600, forged: true }));
  const context = await browser.newContext({ storageState: storageWithCookie(cookie) });
  const page = await context.newPage();
  const deepLink = `/incidents/${incident.id}?tab=references`;
  await page.goto(deepLink);

  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByRole('status')).toContainText('no longer accepts your session');
  await signInWithForm(page);
  await expect(page.getByRole('heading', { level: 1, name: incident.summary })).toBeVisible();
  expect(pathOf(page.url())).toBe(deepLink);
  await context.close();
});

test('a session cookie the server does not know counts as signed out', async ({ browser }) => {
  const known = await signInCookie();
  const context = await browser.newContext({
    storageState: storageWithCookie({ ...known, value: `${known.value.slice(0, -4)}AAAA` }),
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await context.close();
});

test('a token an earlier version left in storage is removed, and never used', async ({
  browser,
}) => {
  const token = await fetchDemoToken();
  const context = await browser.newContext({
    storageState: {
      cookies: [],
      origins: [
        {
          origin: E2E_URLS.dashboard,
          localStorage: [{ name: 'watchfloor.session', value: JSON.stringify({ token }) }],
        },
      ],
    },
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain(token);
  await context.close();
});

signedInTest(
  'the page never holds the session: the cookie is HttpOnly and storage has no token',
  async ({ page, context, demoToken }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    const [cookie] = await context.cookies();
    expect(cookie?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).toBe('');
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toMatch(/eyJ/);
    expect(stored).not.toContain(demoToken.split('.')[2]!);
  },
);

signedInTest('signing out in one tab signs out every tab', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/');
  await second.goto('/?view=second-tab');
  await expect(second.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  await first.getByRole('button', { name: 'Sign out' }).click();
  await expect(first.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(first.getByRole('status')).toContainText('You signed out');

  await expect(second.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(second.getByRole('status')).toContainText('You signed out in another tab');
  // Signing back in there returns that tab to where it was.
  await signInWithForm(second);
  await expect(second).toHaveURL(/\/\?view=second-tab$/);
  // ... and the first tab follows the sign-in on its own.
  await expect(first.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
});

signedInTest(
  'the shell shows who is signed in and has no accessibility violations',
  async ({ page, demoToken }) => {
    const { name } = decodeJwt(demoToken);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto('/');
      const header = page.getByRole('banner');
      await expect(header).toContainText(String(name));
      await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
      const results = await axeScan(page);
      expect(results.violations, colorScheme).toEqual([]);
    }
  },
);

signedInTest(
  'a 1280×720 laptop shows the whole shell without horizontal scrolling',
  async ({ page }) => {
    for (const viewport of [
      { width: 1280, height: 720 },
      { width: 768, height: 1024 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${viewport.width}×${viewport.height}`).toBe(0);
    }
  },
);

test('a sign-in survives a reload and reaches a new tab', async ({ page, context }) => {
  await page.goto('/login');
  await signInWithForm(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(second).toHaveTitle('Overview · Watchfloor');
});

test('"Sign in again" on the expiry banner renews the session and keeps the place', async ({
  browser,
}) => {
  const { incident } = await sampleRecords(await fetchDemoToken());
  const cookie = await sessionCookieFor(await mintToken({ seconds: 120 }), {
    absoluteSeconds: 120,
  });
  const context = await browser.newContext({ storageState: storageWithCookie(cookie) });
  const page = await context.newPage();
  const deepLink = `/incidents/${incident.id}?note=renew`;
  await page.goto(deepLink);
  const warning = page.getByRole('status', { name: 'Session ending' });
  await expect(warning).toContainText(/in (1:\d\d|2:00)/);
  await warning.getByRole('button', { name: 'Sign in again' }).click();
  // The old session is ended on the server first, then the login page opens.
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByRole('status')).toContainText('Sign in again to renew your session');
  await signInWithForm(page);
  await expect(page.getByRole('heading', { level: 1, name: incident.summary })).toBeVisible();
  expect(pathOf(page.url())).toBe(deepLink);
  // The new session lasts as long as a fresh vendor token, so the banner is gone.
  await expect(page.getByRole('status', { name: 'Session ending' })).toBeHidden();
  await context.close();
});

signedInTest(
  'a failing incident API shows the error in place, keeps the shell, and retries',
  async ({ page, demoToken }) => {
    const { incident } = await sampleRecords(demoToken);
    // The incident API's answer for the record, not the dashboard's own page of the same path.
    const recordRequest = (url: URL) =>
      url.origin === E2E_URLS.dashboard &&
      url.pathname === `/api/incidents/incidents/${incident.id}`;
    await page.route(recordRequest, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"id": 42' }),
    );
    await page.goto(`/incidents/${incident.id}`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(`Incident ${incident.id} could not be loaded`);
    await expect(alert).toContainText('unexpected answer');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await page.unroute(recordRequest);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: incident.summary })).toBeVisible();
    await expect(page).toHaveTitle(`${incident.id} ${incident.summary} · Watchfloor`);
  },
);

signedInTest(
  'a signed-in analyst opening a login link goes straight to its destination',
  async ({ page, demoToken }) => {
    const { theme } = await sampleRecords(demoToken);
    await page.goto(`/login?redirect=${encodeURIComponent(`/themes/${theme.id}`)}`);
    await expect(page.getByRole('heading', { level: 1, name: theme.name })).toBeVisible();
    expect(pathOf(page.url())).toBe(`/themes/${theme.id}`);
  },
);

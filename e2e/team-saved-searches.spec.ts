import { test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { axeScan } from './support/axe';
import { E2E_URLS } from './support/servers';
import { openSavedSearches, saveView } from './support/saved-searches';
import {
  ADMIN_USER,
  COLLEAGUE_USER,
  DEMO_USER,
  expect,
  signInCookie,
  signInWithForm,
  storageWithCookie,
} from './support/session';

/**
 * Saved searches kept by the Watchfloor server for the team (issue 25, item 2): two analysts in
 * two browsers, the import of what an earlier version kept in one browser, and a stale rename.
 * Names carry a suffix of their own: other tests save searches for the same users meanwhile.
 */

type User = { email: string; password: string };

const suffix = () => Math.random().toString(36).slice(2, 7);

async function signedIn(browser: Browser, user: User) {
  const cookie = await signInCookie(user);
  const context = await browser.newContext({ storageState: storageWithCookie(cookie) });
  return { context, page: await context.newPage(), name: await nameOf(cookie.value, cookie.name) };
}

/** The name the server knows a user by (the vendor token's), as the menu shows owners. */
async function nameOf(value: string, cookieName: string): Promise<string> {
  const response = await fetch(`${E2E_URLS.dashboard}/session`, {
    headers: { Cookie: `${cookieName}=${value}` },
  });
  const body = (await response.json()) as { data: { user: { name: string } } };
  return body.data.user.name;
}

const rowOf = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Saved searches' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

const sectionOf = (page: Page, title: 'Pinned' | 'Mine' | 'Team') =>
  page.getByRole('region', { name: 'Saved searches' }).getByRole('region', { name: title });

async function closeAll(...contexts: BrowserContext[]) {
  for (const context of contexts) await context.close();
}

test('one analyst saves an explorer and a news search; a colleague sees them, opens them and gets the same view; a private one stays private', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const id = suffix();
  const ana = await signedIn(browser, DEMO_USER);
  const colleague = await signedIn(browser, COLLEAGUE_USER);

  const explorerAddress = '/incidents?impact=gte:3&ongoing=eq:false&sort=reportedAt:desc';
  await ana.page.goto(`${explorerAddress}&page=2`);
  await expect(ana.page.locator('tbody tr[data-incident-id]').first()).toBeVisible({
    timeout: 15_000,
  });
  await saveView(ana.page, `Closed, impact 3+ ${id}`);
  await saveView(ana.page, `Private ${id}`, 'Only me');
  await expect(
    rowOf(ana.page, `Private ${id}`).getByRole('img', { name: 'Private', exact: true }),
  ).toBeVisible();

  const newsAddress = '/news?countryCode=in:FRA,GBR&publishedWithin=P7D';
  await ana.page.goto(newsAddress);
  await expect(ana.page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
  const newsMenu = await saveView(ana.page, `France and UK, 7 days ${id}`);
  // Each view lists its own searches.
  await expect(newsMenu.getByRole('link', { name: `Private ${id}` })).toHaveCount(0);

  // The colleague, in another browser.
  await colleague.page.goto('/incidents');
  await openSavedSearches(colleague.page);
  const shared = rowOf(colleague.page, `Closed, impact 3+ ${id}`);
  await expect(
    sectionOf(colleague.page, 'Team').getByRole('link', { name: `Closed, impact 3+ ${id}` }),
  ).toBeVisible();
  await expect(shared).toContainText(ana.name);
  await expect(shared.getByRole('img', { name: 'Shared with the team' })).toBeVisible();
  await expect(colleague.page.getByRole('link', { name: `Private ${id}` })).toHaveCount(0);
  await shared.getByRole('button', { name: `More for Closed, impact 3+ ${id}` }).click();
  await expect(shared).toContainText(`${ana.name} owns it`);
  await shared.getByRole('link', { name: `Closed, impact 3+ ${id}` }).click();
  // The same view, without the page the analyst happened to be on.
  await expect(colleague.page).toHaveURL(`${E2E_URLS.dashboard}${explorerAddress}`);
  await expect(colleague.page.getByRole('list', { name: 'Active filters' })).toContainText(
    'Impact from / at least 3',
  );

  await colleague.page.goto('/news');
  await openSavedSearches(colleague.page);
  await colleague.page.getByRole('link', { name: `France and UK, 7 days ${id}` }).click();
  await expect(colleague.page).toHaveURL(`${E2E_URLS.dashboard}${newsAddress}`);
  await expect(colleague.page.getByRole('status').filter({ hasText: /last 7 days/ })).toBeVisible();

  await closeAll(ana.context, colleague.context);
});

test('searches an earlier version kept in this browser move to the server exactly once', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const id = suffix();
  const local = [
    {
      id: `local-${id}-1`,
      name: `Local Sahel ${id}`,
      search: '?country=in:MLI;BFA;NER&impact=gte:4',
      savedAt: Date.now() - 86_400_000,
      lastOpenedAt: Date.now() - 3_600_000,
    },
    {
      id: `local-${id}-2`,
      name: `Local retired ${id}`,
      // A parameter the explorer no longer knows: kept, and dropped with a notice on opening.
      search: '?retiredFilter=1&impact=gte:4',
      savedAt: Date.now() - 86_400_000,
      lastOpenedAt: Date.now() - 3_600_000,
    },
  ];
  const storage = {
    cookies: [],
    origins: [
      {
        origin: E2E_URLS.dashboard,
        localStorage: [{ name: 'watchfloor.saved-searches', value: JSON.stringify(local) }],
      },
    ],
  };
  const context = await browser.newContext({ storageState: storage });
  const page = await context.newPage();
  const localCopy = () => page.evaluate(() => localStorage.getItem('watchfloor.saved-searches'));

  await page.goto('/incidents');
  await expect(page).toHaveURL(/\/login/);
  await signInWithForm(page, COLLEAGUE_USER.email, COLLEAGUE_USER.password);
  await expect(page).toHaveURL(/\/incidents$/);
  // The import's code loads only in a browser that has something to import: give it time.
  await expect(page.getByText('Moved 2 saved searches from this browser')).toBeVisible({
    timeout: 15_000,
  });
  await expect.poll(localCopy).toBeNull();

  const menu = await openSavedSearches(page);
  for (const one of local) {
    const row = rowOf(page, one.name);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('img', { name: 'Private', exact: true })).toBeVisible();
    await expect(sectionOf(page, 'Mine').getByRole('link', { name: one.name })).toBeVisible();
  }

  // A reload, then signing out and in again with the same old copy back in storage (another
  // tab wrote it back): the server imports each key once, so still one of each.
  await page.reload();
  await openSavedSearches(page);
  await expect(rowOf(page, local[0]!.name)).toHaveCount(1);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.evaluate(
    (value) => localStorage.setItem('watchfloor.saved-searches', value),
    JSON.stringify(local),
  );
  await signInWithForm(page, COLLEAGUE_USER.email, COLLEAGUE_USER.password);
  await expect(page).toHaveURL(/\/$|\/incidents/);
  await expect(page.getByText('already in your workspace')).toBeVisible({ timeout: 15_000 });
  await expect.poll(localCopy).toBeNull();
  await page.goto('/incidents');
  await openSavedSearches(page);
  for (const one of local) await expect(rowOf(page, one.name)).toHaveCount(1);

  // Its address no longer parses in full: it opens with the notice naming what was dropped.
  await menu.getByRole('link', { name: local[1]!.name }).click();
  await expect(page.getByRole('status').filter({ hasText: 'was ignored' })).toContainText(
    'retiredFilter is not a setting of this view',
  );
  await expect(page).toHaveURL(/\/incidents\?impact=gte:4$/);

  await context.close();
});

test('a stale rename gets 409 and the screen shows what changed', async ({ browser }) => {
  test.setTimeout(90_000);
  const id = suffix();
  const ana = await signedIn(browser, DEMO_USER);
  const lead = await signedIn(browser, ADMIN_USER);

  await ana.page.goto('/incidents?country=in:NGA');
  await saveView(ana.page, `Lagos ${id}`);
  const mine = rowOf(ana.page, `Lagos ${id}`);
  await mine.getByRole('button', { name: `More for Lagos ${id}` }).click();
  await mine.getByRole('button', { name: 'Rename' }).click();

  // Meanwhile the team lead (an admin) renames it in their browser.
  await lead.page.goto('/incidents');
  await openSavedSearches(lead.page);
  const theirs = rowOf(lead.page, `Lagos ${id}`);
  await theirs.getByRole('button', { name: `More for Lagos ${id}` }).click();
  await theirs.getByRole('button', { name: 'Rename' }).click();
  await lead.page.getByLabel(`New name for Lagos ${id}`).fill(`Lagos and Abuja ${id}`);
  await lead.page.getByLabel(`New name for Lagos ${id}`).press('Enter');
  await expect(lead.page.getByRole('link', { name: `Lagos and Abuja ${id}` })).toBeVisible();

  // The analyst's rename was made from the version before: refused, and both are shown.
  // The list may refresh meanwhile (the window's focus); the field keeps the version it began from.
  const field = ana.page
    .getByRole('region', { name: 'Saved searches' })
    .getByRole('textbox', { name: /^New name for/ });
  await field.fill(`Nigeria ${id}`);
  await field.press('Enter');
  const notice = ana.page
    .getByRole('alert')
    .filter({ hasText: 'changed this since you opened it' });
  await expect(notice).toContainText(`${lead.name} changed this since you opened it.`);
  await expect(notice.getByRole('row', { name: /Name/ })).toContainText(`Lagos and Abuja ${id}`);
  await expect(notice.getByRole('row', { name: /Name/ })).toContainText(`Nigeria ${id}`);
  await ana.page
    .getByRole('region', { name: 'Saved searches' })
    .screenshot({ path: 'test-results/saved-searches-conflict.png' });
  await notice.getByRole('button', { name: 'Keep theirs' }).click();
  await expect(ana.page.getByRole('link', { name: `Lagos and Abuja ${id}` })).toBeVisible();
  await expect(notice).toHaveCount(0);

  await closeAll(ana.context, lead.context);
});

test('a search saved while the menu’s list is still loading is in the list once saved', async ({
  browser,
}) => {
  const name = `While loading ${suffix()}`;
  const ana = await signedIn(browser, DEMO_USER);
  await ana.page.goto('/incidents?country=in:NGA');
  await expect(ana.page.getByRole('button', { name: 'Saved searches' })).toBeVisible();

  // The menu's first list is read by the server at once, and its answer held back until the
  // save has been answered: a slow first load that a save overtakes.
  let answerList = () => {};
  const listHeld = new Promise<void>((resolve) => (answerList = resolve));
  let lists = 0;
  await ana.page.route(/\/api\/watchfloor\/saved-searches\?/, async (route) => {
    lists += 1;
    if (lists > 1) return route.continue();
    const response = await route.fetch();
    await listHeld;
    // The page may have given up on it meanwhile; then there is nothing to answer.
    await route.fulfill({ response }).catch(() => undefined);
  });

  const menu = await openSavedSearches(ana.page);
  await expect(menu.getByText('Loading saved searches…')).toBeVisible();
  await menu.getByPlaceholder(/e\.g\./).fill(name);
  const saved = ana.page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/api/watchfloor/saved-searches',
  );
  await menu.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(201);
  answerList();

  await expect(menu.getByRole('status')).toContainText(`Saved “${name}” for the team.`);
  await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  await closeAll(ana.context);
});

test('the menu, light and dark: pinned, mine and the team’s; no accessibility violations', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const id = suffix();
  const colleague = await signedIn(browser, COLLEAGUE_USER);
  await colleague.page.goto('/incidents?country=in:SDN;SSD&impact=gte:4');
  await saveView(colleague.page, `Ports and shipping ${id}`);

  const ana = await signedIn(browser, DEMO_USER);
  await ana.page.setViewportSize({ width: 1400, height: 900 });
  await ana.page.goto('/incidents?impact=gte:4&ongoing=eq:true');
  await saveView(ana.page, `Ongoing, impact 4+ ${id}`);
  await saveView(ana.page, `<b>Sahel</b> watch ${id}`, 'Only me');
  await rowOf(ana.page, `Ports and shipping ${id}`)
    .getByRole('button', { name: `Pin Ports and shipping ${id}` })
    .click();
  await expect(
    sectionOf(ana.page, 'Pinned').getByRole('link', { name: `Ports and shipping ${id}` }),
  ).toBeVisible();

  const menu = ana.page.getByRole('region', { name: 'Saved searches' });
  for (const colorScheme of ['light', 'dark'] as const) {
    await ana.page.emulateMedia({ colorScheme });
    await expect(menu.getByText('…')).toHaveCount(0);
    await menu.screenshot({ path: `test-results/saved-searches-menu-${colorScheme}.png` });
    const results = await axeScan(ana.page, 'div[role="region"]');
    expect(
      results.violations.map((v) => `${v.id}: ${v.help}`),
      colorScheme,
    ).toEqual([]);
  }
  await closeAll(ana.context, colleague.context);
});

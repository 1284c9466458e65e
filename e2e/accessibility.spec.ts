import { test as plainTest, type Locator, type Page } from '@playwright/test';
import { expectNoViolations, useColourScheme } from './support/axe';
import { REFERENCE_TAB_IDS } from './support/mangled-urls';
import { expect, sampleRecords, signedInTest as test } from './support/session';

/**
 * axe on every route, in the light and the dark theme, with the popovers and menus that are a
 * view's main interaction opened too; and each main view worked from the keyboard alone, with
 * a visible focus indicator on everything the Tab key reaches.
 */

const SCHEMES = ['light', 'dark'] as const;

type Records = Awaited<ReturnType<typeof sampleRecords>>;

interface Screen {
  name: string;
  path: (records: Records) => string;
  /** What shows once the screen has its content, if more than its heading: the first scan waits for it. */
  ready?: (page: Page) => Promise<void>;
  /** Waits for the content and opens what the screen is about; axe runs after each step. */
  steps?: ((page: Page) => Promise<void>)[];
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first();

const SCREENS: Screen[] = [
  { name: 'overview', path: () => '/' },
  {
    name: 'news, an item open, a filter open',
    path: () => '/news',
    steps: [
      async (page) => {
        await page.getByRole('listbox', { name: 'News items' }).getByRole('option').first().click();
        await expect(page.getByRole('article')).toBeVisible();
      },
      async (page) => {
        await page.getByRole('button', { name: /^Countries:/ }).click();
        await expect(page.getByRole('combobox', { name: 'Search countries' })).toBeVisible();
      },
    ],
  },
  {
    name: 'explorer, a filter open',
    path: () => '/incidents',
    steps: [
      async (page) => {
        await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
      },
      async (page) => {
        await page
          .getByRole('button', { name: /^Country:|^Countries:/ })
          .first()
          .click();
        await expect(page.getByRole('listbox').first()).toBeVisible();
      },
    ],
  },
  {
    name: 'incident detail',
    path: ({ incident }) => `/incidents/${incident.id}`,
    steps: [
      async (page) => {
        await expect(page.locator('[data-map-ready="true"]')).toBeVisible({ timeout: 20_000 });
      },
    ],
  },
  { name: 'triage queue', path: () => '/queue' },
  { name: 'themes', path: () => '/themes' },
  { name: 'theme detail', path: ({ theme }) => `/themes/${theme.id}` },
  { name: 'sites', path: () => '/sites' },
  {
    name: 'watches, the new-watch form open',
    path: () => '/watches?new=true',
    ready: async (page: Page) => {
      await expect(page.getByRole('form', { name: 'New watch' })).toBeVisible();
    },
  },
  // Alerts listed are scanned in watch-alerts.spec.ts; here the centre as it first loads.
  { name: 'alerts', path: () => '/alerts' },
  ...REFERENCE_TAB_IDS.map((tab) => ({
    name: `reference, ${tab}`,
    path: () => `/reference?tab=${tab}`,
    // The list loaded; on the countries tab, its drawing map and controls too.
    ready: async (page: Page) => {
      const panel = page.getByRole('tabpanel');
      await expect(
        tab === 'taxonomies'
          ? panel.getByRole('list', { name: 'News taxonomies' })
          : panel.locator('tbody tr').first(),
      ).toBeVisible();
      if (tab === 'countries') {
        await expect(page.locator('[data-map-ready="true"]')).toBeVisible({ timeout: 20_000 });
      }
    },
  })),
  {
    name: 'command palette',
    path: () => '/',
    steps: [
      async (page) => {
        await page.keyboard.press('Control+k');
        await expect(page.getByRole('dialog')).toBeVisible();
      },
    ],
  },
  { name: 'unknown path', path: () => '/no/such/page' },
  { name: 'missing incident', path: () => '/incidents/IN-999999999' },
];

/** axe in each theme, on the page as it stands: the theme switches without a reload. */
async function expectNoViolationsInEitherTheme(page: Page, what: string) {
  for (const colorScheme of SCHEMES) {
    await useColourScheme(page, colorScheme);
    await expectNoViolations(page, `${what} (${colorScheme})`);
  }
}

for (const screen of SCREENS) {
  test(`axe: ${screen.name}, light and dark`, async ({ page, demoToken }) => {
    // axe reads every node twice over; a long list with a map takes a while on a busy machine.
    test.setTimeout(120_000);
    const records = await sampleRecords(demoToken);
    await page.goto(screen.path(records));
    await expect(heading(page)).toBeVisible();
    await screen.ready?.(page);
    await expectNoViolationsInEitherTheme(page, screen.name);
    for (const [index, step] of (screen.steps ?? []).entries()) {
      await step(page);
      await expectNoViolationsInEitherTheme(page, `${screen.name} step ${index + 1}`);
    }
  });
}

plainTest('axe: login, light and dark', async ({ page }) => {
  plainTest.setTimeout(60_000);
  await page.goto('/login');
  await expect(heading(page)).toBeVisible();
  await expectNoViolationsInEitherTheme(page, 'login');
});

/** What the focused element looks like: a visible outline or a ring (box-shadow). */
const FOCUS_STATE = `(() => {
  const element = document.activeElement;
  if (!element || element === document.body) return null;
  const style = getComputedStyle(element);
  // On the calendar button inside a date-time field the field itself is not :focus; the
  // browser draws its own ring around that button, out of reach of getComputedStyle.
  const pickerButton = /^(date|datetime-local|time|month|week)$/.test(element.type) && !element.matches(':focus');
  const outline = pickerButton || (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0);
  const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
  const box = element.getBoundingClientRect();
  const label = (element.getAttribute('aria-label') || element.textContent || '').trim().slice(0, 40);
  return {
    what: element.tagName.toLowerCase() + ' "' + label + '"' + (outline || ring ? '' : ' without a focus indicator') + (box.width > 0 && box.height > 0 ? '' : ' of no size'),
    indicated: outline || ring,
    visible: box.width > 0 && box.height > 0,
  };
})()`;

interface FocusState {
  what: string;
  indicated: boolean;
  visible: boolean;
}

/** Tabs through the page `count` times; every stop must show where the focus is. */
async function tabThrough(page: Page, count: number) {
  const unmarked: string[] = [];
  for (let step = 0; step < count; step++) {
    await page.keyboard.press('Tab');
    const state = await page.evaluate<FocusState | null>(FOCUS_STATE);
    if (state && (!state.indicated || !state.visible)) unmarked.push(state.what);
  }
  expect(unmarked).toEqual([]);
}

/**
 * Presses Tab (Shift+Tab when the target comes earlier in the page) until the target has the
 * focus, as an analyst without a mouse would.
 */
async function tabTo(page: Page, target: Locator, limit = 120) {
  const before = await target.evaluate(
    (element) =>
      document.activeElement !== null &&
      (element.compareDocumentPosition(document.activeElement) &
        Node.DOCUMENT_POSITION_FOLLOWING) !==
        0,
  );
  for (let step = 0; step < limit; step++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      return;
    }
    await page.keyboard.press(before ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

for (const screen of SCREENS.filter((one) =>
  ['overview', 'incident detail', 'themes', 'theme detail', 'reference, countries'].includes(
    one.name,
  ),
)) {
  test(`keyboard: every stop on ${screen.name} shows the focus`, async ({ page, demoToken }) => {
    await page.goto(screen.path(await sampleRecords(demoToken)));
    await expect(heading(page)).toBeVisible();
    await tabThrough(page, 40);
  });
}

test('keyboard: the explorer filtered, sorted, paged and an incident opened without a mouse', async ({
  page,
}) => {
  // Tab walks the whole filter panel to reach the table: many stops, each one checked.
  test.setTimeout(120_000);
  await page.goto('/incidents');
  await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
  await tabThrough(page, 40);

  const next = page.getByRole('button', { name: /Next/ }).first();
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/page=2/);

  const sort = page.getByRole('columnheader', { name: /Impact/ }).getByRole('button');
  await tabTo(page, sort);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=impact/);

  // Back up the page to the filter panel.
  const countryFilter = page.getByRole('button', { name: /^Country:/ });
  await tabTo(page, countryFilter);
  await page.keyboard.press('Enter');
  await expect(page.getByPlaceholder(/^Search/)).toBeFocused();
  await page.keyboard.type('ukraine');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/country=in:/);
  // The table keeps the previous rows until the filtered ones arrive: read the id after that.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  const first = page
    .getByRole('table')
    .getByRole('link', { name: /^IN-\d+$/ })
    .first();
  const id = (await first.textContent())!.trim();
  await tabTo(page, first);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/incidents/${id}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('keyboard: news filtered, an item read, the next page, without a mouse', async ({ page }) => {
  await page.goto('/news');
  const items = page.getByRole('listbox', { name: 'News items' }).getByRole('option');
  await expect(items.first()).toBeVisible();
  await tabThrough(page, 40);

  await tabTo(page, page.getByRole('button', { name: /^Countries:/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Search countries' })).toBeFocused();
  await page.keyboard.type('ukraine');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/countryCode=in:UKR/);

  await tabTo(page, page.getByRole('listbox', { name: 'News items' }));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article')).toBeVisible();
});

test('keyboard: signing out without a mouse', async ({ page }) => {
  await page.goto('/');
  await expect(heading(page)).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Sign out' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('motion: asked for less, the watch floor holds still; otherwise its Live mark pulses three times and rests', async ({
  page,
}) => {
  // Every context of this suite asks for reduced motion (playwright.config.ts).
  await page.goto('/');
  const live = page
    .getByRole('status')
    .filter({ hasText: 'Live: new alerts appear as they happen' });
  await expect(live).toBeVisible();
  // Loading shapes included: nothing on the page animates.
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const iterations = () =>
    live.evaluate((status) =>
      status.getAnimations({ subtree: true }).map((a) => a.effect?.getComputedTiming().iterations),
    );
  await expect.poll(iterations).toEqual([3]);
});

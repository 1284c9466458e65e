import type { Page } from '@playwright/test';
import { axeScan, useColourScheme } from './support/axe';
import { expect, signedInTest, signInCookie, storageWithCookie } from './support/session';
import { E2E_URLS } from './support/servers';

interface NewsItem {
  id: string;
  title: string;
  publishedAt: number;
  incidentId: string | null;
  countries: { code: string; name: string }[];
  taxonomy: { id: string };
}
interface NewsAnswer {
  data: { news: NewsItem[]; meta: { total: number; page: number; pages: number } };
}

/** The news API asked directly, as the dashboard would. */
async function apiNews(token: string, query: Record<string, string>): Promise<NewsAnswer> {
  const response = await fetch(`${E2E_URLS.news}/news?${new URLSearchParams(query)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await response.json()) as NewsAnswer;
}

async function taxonomyNamed(token: string, name: string): Promise<{ id: string }> {
  const response = await fetch(`${E2E_URLS.news}/taxonomies`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: { taxonomies: { id: string; name: string }[] } };
  return body.data.taxonomies.find((taxonomy) => taxonomy.name === name)!;
}

const list = (page: Page) => page.getByRole('listbox', { name: 'News items' });
const rows = (page: Page) => list(page).getByRole('option');

/** The titles of the first rows on screen, in order. */
async function firstTitles(page: Page, count: number): Promise<string[]> {
  await expect(rows(page).first()).toBeVisible();
  const titles = await rows(page).evaluateAll((options) =>
    options
      .sort(
        (a, b) => Number(a.getAttribute('aria-posinset')) - Number(b.getAttribute('aria-posinset')),
      )
      .map((option) => option.querySelector('span')?.textContent ?? ''),
  );
  return titles.slice(0, count);
}

const DAY = 86_400;

signedInTest(
  'filtering by country and taxonomy through the pickers writes the API form and shows only matching items',
  async ({ page, demoToken }) => {
    const conflict = await taxonomyNamed(demoToken, 'Conflict');
    // An absolute window, so the API can be asked the very same question below.
    const since = Math.floor(Date.now() / 1000) - 7 * DAY;
    await page.goto(`/news?publishedAt=gte:${since}`);
    await expect(rows(page).first()).toBeVisible();

    await page.getByRole('button', { name: 'Countries: Any' }).click();
    await page.getByRole('combobox', { name: 'Search countries' }).fill('ukraine');
    await page
      .getByRole('listbox', { name: 'Countries' })
      .getByRole('option', { name: /Ukraine/ })
      .click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/countryCode=in:UKR/);

    await page.getByRole('button', { name: 'Taxonomies: Any' }).click();
    await page.getByRole('checkbox', { name: 'Conflict' }).check();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`taxonomyId=in:${conflict.id}`));

    const answer = await apiNews(demoToken, {
      countryCode: 'in:UKR',
      taxonomyId: `in:${conflict.id}`,
      publishedAt: `gte:${since}`,
    });
    const total = answer.data.meta.total;
    expect(total).toBeGreaterThan(2);
    await expect(page.getByRole('status').filter({ hasText: 'items ·' })).toContainText(
      `${total.toLocaleString('en-US')} items · since`,
    );
    // Every item shown is about Ukraine and classed as conflict.
    const pane = page.getByRole('article');
    for (const step of [0, 1, 2]) {
      if (step > 0) await page.keyboard.press('j');
      await expect(pane.getByText(/Ukraine \(UKR\)/)).toBeVisible();
      await expect(pane.locator('dd').first()).toContainText('Conflict');
    }
  },
);

signedInTest(
  'a link copied "as of now" opens the same items in a fresh page',
  async ({ page, context, browser }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: E2E_URLS.dashboard,
    });
    // The service's default window (last 24 hours), newest first.
    await page.goto('/news?countryCode=in:USA,GBR&sort=publishedAt_desc');
    const shown = await firstTitles(page, 8);
    const count = await page.getByText(/^Items 1–/).textContent();

    await page.getByRole('button', { name: 'Copy link as of now' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toContainText(
      'Copied: items published',
    );
    const copied = await page.evaluate('navigator.clipboard.readText()');
    expect(copied).toMatch(/publishedAt=bt:\d+,\d+/);
    expect(copied).toContain('countryCode=in:USA,GBR');

    const fresh = await browser.newContext({
      storageState: storageWithCookie(await signInCookie()),
    });
    const other = await fresh.newPage();
    await other.goto(String(copied));
    expect(await firstTitles(other, 8)).toEqual(shown);
    await expect(other.getByText(/^Items 1–/)).toHaveText(count!);
    await expect(other.getByRole('button', { name: /^Custom range: / })).toBeVisible();
    await fresh.close();
  },
);

signedInTest("an item's incident opens from the reading pane", async ({ page, demoToken }) => {
  const now = Math.floor(Date.now() / 1000);
  const { data } = await apiNews(demoToken, {
    publishedAt: `gte:${now - 7 * DAY}`,
    limit: '1000',
  });
  const linked = data.news.find((item) => item.incidentId !== null)!;
  // Two minutes around it: an hour can hold more items than the list draws (it renders only
  // what its height and overscan show), and a row that is not drawn cannot be clicked.
  const window = `bt:${linked.publishedAt - 60},${linked.publishedAt + 60}`;
  await page.goto(`/news?publishedAt=${window}`);
  // By its id: titles repeat across the generated feed, and a row's name holds its summary too.
  await list(page).locator(`[role="option"][id$="-${linked.id}"]`).click();
  const pane = page.getByRole('article', { name: linked.title, exact: true });
  await pane.getByRole('link', { name: `Open incident ${linked.incidentId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/incidents/${linked.incidentId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(linked.incidentId!).first()).toBeVisible();
});

signedInTest(
  '5000 items render with a bounded number of rows, from the first to the last',
  async ({ page, demoToken }) => {
    // The default seed spreads 20000 items over three months: 30 days hold well over 5000.
    const { data } = await apiNews(demoToken, {
      publishedAt: `gte:${Math.floor(Date.now() / 1000) - 30 * DAY}`,
      limit: '1',
    });
    expect(data.meta.total).toBeGreaterThan(5000);

    await page.goto('/news?publishedWithin=P30D&limit=5000');
    await expect(page.getByText(/^Items 1–5,000 of/)).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    expect(await rows(page).count()).toBeLessThan(150);
    await expect(rows(page).first()).toHaveAttribute('aria-setsize', '5000');

    await list(page).focus();
    await page.keyboard.press('End');
    const last = list(page).locator('[role="option"][aria-posinset="5000"]');
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(last).toBeInViewport();
    expect(await rows(page).count()).toBeLessThan(150);
    await expect(page.getByText('Item 5,000 of 5,000 on this page')).toBeVisible();
  },
);

signedInTest('the news feed has no accessibility violations, light and dark', async ({ page }) => {
  // Each state scanned in both themes, switched in place: the page, then each picker open.
  signedInTest.setTimeout(90_000);
  const scan = async (what: string) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await useColourScheme(page, colorScheme);
      expect((await axeScan(page)).violations, `${what} (${colorScheme})`).toEqual([]);
    }
  };
  await page.goto('/news?publishedWithin=P7D');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('img', { name: /^Items per day/ })).toBeVisible();
  await scan('page');

  await page.getByRole('button', { name: 'Countries: Any' }).click();
  await page.getByRole('combobox', { name: 'Search countries' }).fill('fr');
  await scan('countries');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Taxonomies: Any' }).click();
  await page.getByRole('button', { name: 'Conflict: sub-taxonomies' }).click();
  await scan('taxonomy');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Custom…' }).click();
  await scan('custom range');
});

import { expect, test, type Page } from '@playwright/test';
import { signedInTest } from './support/session';
import { E2E_PROXIED_URLS, E2E_URLS } from './support/servers';

const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

signedInTest(
  'the dashboard loads its runtime configuration and renders the layout',
  async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Watchfloor' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    // Every API is reached through the Watchfloor server on the page's own origin.
    const connections = page.getByRole('region', { name: 'Connections' });
    await expect(connections).toContainText(E2E_PROXIED_URLS.news);
    await expect(connections).toContainText(E2E_PROXIED_URLS.incidents);
    await expect(connections).toContainText(`${E2E_URLS.dashboard}/session`);
    await expect(connections).not.toContainText(E2E_URLS.incident);
  },
);

signedInTest(
  'a new page opens at its top, its title in sight, with focus on its content',
  async ({ page }) => {
    await page.goto('/watches');
    await expect(page.getByRole('heading', { level: 1, name: 'Watches' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Overview' })
      .click();
    const title = page.getByRole('heading', { level: 1, name: 'Overview' });
    await expect(page.locator('#main')).toBeFocused();
    await expect(title).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  },
);

signedInTest(
  'the theme follows the system until the analyst picks one, and remembers it',
  async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    const themes = page.getByRole('group', { name: 'Colour theme' });
    await expect(themes.getByRole('button', { name: 'System theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(html).not.toHaveClass(/dark/);
    const lightBackground = await pageBackground(page);

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveClass(/dark/);

    await page.emulateMedia({ colorScheme: 'light' });
    await themes.getByRole('button', { name: 'Dark theme' }).click();
    await expect(html).toHaveClass(/dark/);
    expect(await pageBackground(page)).not.toBe(lightBackground);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(html).toHaveClass(/dark/);
    await expect(
      page.getByRole('group', { name: 'Colour theme' }).getByRole('button', { name: 'Dark theme' }),
    ).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Light theme' }).click();
    await expect(html).not.toHaveClass(/dark/);
    expect(await pageBackground(page)).toBe(lightBackground);
  },
);

signedInTest('an unknown address keeps the shell and offers a way back', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the overview' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
});

test('a malformed config.json is explained on a full page that names the bad key', async ({
  page,
}) => {
  await page.route('**/config.json', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ mapStyleUrl: 'tiles-server', mapIncidentLimt: 100 }),
    }),
  );
  await page.goto('/');
  const alert = page.getByRole('alert');
  await expect(
    alert.getByRole('heading', { name: 'Watchfloor cannot start: its configuration is invalid' }),
  ).toBeVisible();
  // Each item starts with the key it names (another item may list the known keys).
  await expect(alert.getByRole('listitem').filter({ hasText: /^\s*mapStyleUrl/ })).toContainText(
    '"tiles-server"',
  );
  await expect(
    alert.getByRole('listitem').filter({ hasText: /^\s*mapIncidentLimt/ }),
  ).toContainText('is not a known key');
});

test('a missing config.json is explained instead of a blank page', async ({ page }) => {
  await page.route('**/config.json', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText('answered HTTP 404');
});

signedInTest(
  'while the first view’s code loads the page says so, not a blank page, and the notice goes with it',
  async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/-views-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const asked = page.waitForRequest(/\/assets\/-views-[^/]*\.js$/);
    await page.goto('/incidents', { waitUntil: 'commit' });
    // The app has started (it asked for the view's code) and draws nothing yet: the notice stays.
    await asked;
    const notice = page.getByRole('status').filter({ hasText: 'Loading Watchfloor…' });
    for (let check = 0; check < 5; check += 1) {
      await expect(notice).toBeVisible();
      await page.waitForTimeout(200);
    }
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Incidents' })).toBeVisible();
    await expect(notice).toBeHidden();
  },
);

signedInTest(
  'the page reaches the APIs on its own origin, and their JSend answers pass through',
  async ({ page }) => {
    await page.goto('/');
    const answers = await page.evaluate(async () => {
      const probe = async (path: string) => {
        const response = await fetch(path);
        return { status: response.status, body: (await response.json()) as { status: string } };
      };
      return Promise.all([
        probe('/api/news/no-such-endpoint'),
        probe('/api/incidents/no-such-endpoint'),
        probe('/api/watchfloor/no-such-endpoint'),
      ]);
    });
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body.status).toBe('fail');
    }
  },
);

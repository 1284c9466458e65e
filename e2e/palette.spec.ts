import type { Page } from '@playwright/test';
import { RECENT_ITEMS_STORAGE_KEY } from '../src/lib/recent/recent-items.ts';
import { axeScan } from './support/axe';
import { E2E_PROXIED_URLS } from './support/servers';
import { expect, sampleRecords, signedInTest as test } from './support/session';

/** Keys pressed before the app has rendered go nowhere, as for an analyst. */
async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
}

async function openPalette(page: Page) {
  await page.keyboard.press('Control+K');
  await expect(page.getByRole('dialog').getByRole('combobox')).toBeFocused();
}

test('Ctrl+K jumps to an incident by its id, keyboard only', async ({ page, demoToken }) => {
  const { incident } = await sampleRecords(demoToken);
  await openHome(page);

  await openPalette(page);
  const palette = page.getByRole('dialog');
  // The bare number works as well as IN-123.
  await page.keyboard.type(incident.id.replace('IN-', ''));
  const jump = palette.getByRole('option', { name: new RegExp(`Open incident ${incident.id}`) });
  await expect(jump).toContainText(incident.summary);
  await page.keyboard.press('Enter');

  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/incidents/${incident.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: incident.summary })).toBeVisible();
  // The new page has the focus, so the keyboard starts from its content.
  await expect(page.getByRole('main')).toBeFocused();

  // The incident is now a recent item, offered as soon as the palette opens again.
  await page.keyboard.press('Control+K');
  await expect(
    palette.getByRole('group', { name: 'Recent' }).getByRole('option', { name: incident.summary }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
});

test('a theme id jumps to the theme; an unknown id says so', async ({ page, demoToken }) => {
  const { theme } = await sampleRecords(demoToken);
  await openHome(page);
  await openPalette(page);
  const palette = page.getByRole('dialog');
  await page.keyboard.type('IN-999999999');
  await expect(palette.getByRole('option', { name: /Open incident IN-999999999/ })).toContainText(
    'No incident IN-999999999',
  );
  await palette.getByRole('combobox').fill(theme.id);
  await expect(
    palette.getByRole('option', { name: new RegExp(`Open theme ${theme.id}`) }),
  ).toContainText(theme.name);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: theme.name })).toBeVisible();
});

test('actions: the palette switches the theme and signs out', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openHome(page);
  await openPalette(page);
  await page.keyboard.type('dark');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveClass(/dark/);

  await openPalette(page);
  await page.keyboard.type('sign out');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('? opens the keyboard-shortcut sheet, which Escape closes', async ({ page }) => {
  await openHome(page);
  await page.keyboard.press('?');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText('Open the command palette');
  const results = await axeScan(page, 'dialog');
  expect(results.violations).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
});

test('the open palette has no accessibility violations', async ({ page }) => {
  await openHome(page);
  await page.keyboard.press('Control+K');
  await expect(page.getByRole('dialog')).toBeVisible();
  const results = await axeScan(page);
  expect(results.violations).toEqual([]);
});

test('an unknown incident id opens a 404 page inside the shell', async ({ page }) => {
  await page.goto('/incidents/IN-999999999');
  await expect(
    page.getByRole('heading', { name: 'Incident IN-999999999 does not exist' }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('pointing at a recent incident fetches it before the click, so it opens at once', async ({
  page,
  demoToken,
}) => {
  const { incident } = await sampleRecords(demoToken);
  await page.addInitScript(
    ([key, id, label]) =>
      localStorage.setItem(
        key,
        JSON.stringify([{ kind: 'incident', id, label, visitedAt: Date.now() }]),
      ),
    [RECENT_ITEMS_STORAGE_KEY, incident.id, incident.summary] as const,
  );
  // The incident page reads the full record (GET /incidents/{id}).
  const recordRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url() === `${E2E_PROXIED_URLS.incidents}/incidents/${incident.id}`) {
      recordRequests.push(request.url());
    }
  });
  await openHome(page);
  const link = page
    .getByRole('region', { name: 'Recently opened' })
    // A substring, not a pattern: summaries hold brackets and dots ("APT28 (Fancy Bear) …").
    .getByRole('link', { name: incident.summary.slice(0, 30) });
  // The overview's other sections may still be arriving and move the link from under a
  // pointer that rested on it, so the pointer comes back to the link until the record is asked
  // for (a pointer that stays put would never enter it again).
  await expect(async () => {
    await page.mouse.move(0, 0);
    await link.hover();
    await expect.poll(() => recordRequests.length, { timeout: 2_000 }).toBeGreaterThan(0);
  }).toPass();
  expect(recordRequests).toHaveLength(1);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: incident.summary })).toBeVisible();
  expect(recordRequests).toHaveLength(1);
});

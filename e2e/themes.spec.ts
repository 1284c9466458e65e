import type { Page } from '@playwright/test';
import { axeScan, useColourScheme } from './support/axe';
import { incidentApi } from './support/api';
import { expect, sampleRecords, signedInTest as test } from './support/session';

interface ThemeItem {
  id: string;
  name: string;
}

const themeLinks = (page: Page) =>
  page.getByRole('table').getByRole('link').filter({ hasNotText: /^\d+$/ });

test('searching and sorting themes through the address shows what the service answers, in its order', async ({
  page,
  demoToken,
}) => {
  const expected = await incidentApi<{ data: ThemeItem[] }>(
    demoToken,
    '/themes?search=war&sort=name:desc',
  );
  expect(expected.data.length).toBeGreaterThan(1);
  await page.goto('/themes?search=war&sort=name:desc');
  await expect(page.getByRole('searchbox', { name: 'Search themes' })).toHaveValue('war');
  await expect(page.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(themeLinks(page)).toHaveText(expected.data.map((theme) => theme.name));
});

test('typing a search and pressing a header move the address, and the rows follow', async ({
  page,
  demoToken,
}) => {
  await page.goto('/themes');
  await expect(themeLinks(page).first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search themes' }).fill('piracy');
  await expect(page).toHaveURL(/\/themes\?search=piracy$/);
  await page.getByRole('button', { name: 'Id', exact: true }).click();
  await expect(page).toHaveURL(/\/themes\?search=piracy&sort=id:asc$/);
  const expected = await incidentApi<{ data: ThemeItem[] }>(
    demoToken,
    '/themes?search=piracy&sort=id:asc',
  );
  await expect(themeLinks(page)).toHaveText(expected.data.map((theme) => theme.name));
  // Back returns to the unsorted search, as the address says.
  await page.goBack();
  await expect(page).toHaveURL(/\/themes\?search=piracy$/);
  await expect(page.getByRole('columnheader', { name: 'Id', exact: true })).toHaveAttribute(
    'aria-sort',
    'none',
  );
});

test('a theme opens from the list, and its incidents open in the explorer filtered by it', async ({
  page,
  demoToken,
}) => {
  const { theme } = await sampleRecords(demoToken);
  await page.goto(`/themes?search=${encodeURIComponent(theme.name)}`);
  await page.getByRole('link', { name: theme.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/themes/${theme.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: theme.name })).toBeVisible();

  // The theme's incidents, in the explorer's table, as the service lists them.
  const expected = await incidentApi<{ data: { id: string }[] }>(
    demoToken,
    `/incidents?theme=eq:${theme.id}&page=1&pageSize=100`,
  );
  const table = page.getByRole('table', { name: `Incidents of ${theme.name}` });
  const firstIds = expected.data.slice(0, 5).map((incident) => incident.id);
  await expect(table.locator('tbody tr[data-incident-id]').first()).toBeVisible();
  const shownIds = await table
    .locator('tbody tr[data-incident-id]')
    .evaluateAll((rows) => rows.slice(0, 5).map((row) => row.getAttribute('data-incident-id')));
  expect(shownIds).toEqual(firstIds);
  await table.getByRole('button', { name: /Started/ }).click();
  await expect(page).toHaveURL(new RegExp(`/themes/${theme.id}\\?sort=startedAt:desc$`));
  await expect(page.getByRole('link', { name: 'Open in the explorer' })).toHaveAttribute(
    'href',
    `/incidents?theme=eq:${theme.id}&sort=startedAt:desc`,
  );

  const explorer = page.getByRole('link', { name: 'Open its incidents in the explorer' });
  await expect(explorer).toHaveAttribute('href', `/incidents?theme=eq:${theme.id}`);
  await explorer.click();
  await expect(page).toHaveURL(new RegExp(`/incidents\\?theme=eq:${theme.id}$`));
});

test('an unknown theme shows a 404 page inside the shell with a way back to the themes', async ({
  page,
}) => {
  await page.goto('/themes/TH-999999999');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Theme TH-999999999 does not exist' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Browse all themes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Themes' })).toBeVisible();
});

test('the themes list and a theme have no accessibility violations, light and dark', async ({
  page,
  demoToken,
}) => {
  // Each page scanned in both themes, switched in place.
  const scanBoth = async (what: string) => {
    for (const scheme of ['light', 'dark'] as const) {
      await useColourScheme(page, scheme);
      expect((await axeScan(page)).violations, `${what} (${scheme})`).toEqual([]);
    }
  };
  await page.goto('/themes');
  await expect(themeLinks(page).first()).toBeVisible();
  await scanBoth('themes');

  const { theme } = await sampleRecords(demoToken);
  await page.goto(`/themes/${theme.id}`);
  await expect(page.getByRole('heading', { level: 1, name: theme.name })).toBeVisible();
  await expect(page.getByRole('img', { name: /per period/ })).toBeVisible();
  await scanBoth('theme');
});

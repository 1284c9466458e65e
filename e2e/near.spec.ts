import type { Page } from '@playwright/test';
import { axeScan } from './support/axe';
import { E2E_URLS } from './support/servers';
import { expect, signedInTest as test } from './support/session';

interface MappedIncident {
  id: string;
  map: { id: string; features: unknown[] };
}

async function api<T>(token: string, query: string): Promise<T[]> {
  const response = await fetch(`${E2E_URLS.incident}/incidents?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: T[] }).data;
}

/**
 * A recent incident with map features: something to measure from. `filters` narrows the choice so
 * that the incident itself answers a query made with the same filters, whatever the seed's clock.
 */
async function mappedIncident(token: string, filters = ''): Promise<MappedIncident> {
  const incidents = await api<MappedIncident>(
    token,
    `pageSize=50&sort=reportedAt:desc${filters ? `&${filters}` : ''}`,
  );
  const found = incidents.find((incident) => incident.map.features.length > 0);
  if (!found) throw new Error('no incident with map features in the seed');
  return found;
}

const rows = (page: Page) => page.locator('tbody tr[data-incident-id]');

/**
 * The explorer's rows compared with the API's first page for the same query: the first rows in
 * order (the table renders only what is in view), and the whole count when the page is short.
 */
async function expectRowsOf(page: Page, token: string, query: string) {
  const expected = (await api<{ id: string }>(token, query)).map((incident) => incident.id);
  expect(expected.length).toBeGreaterThan(0);
  await expect(rows(page).first()).toBeVisible();
  const head = Math.min(expected.length, 15);
  await expect
    .poll(() =>
      rows(page).evaluateAll(
        (elements, n) => elements.slice(0, n).map((row) => row.getAttribute('data-incident-id')),
        head,
      ),
    )
    .toEqual(expected.slice(0, head));
  if (expected.length < 15) await expect(rows(page)).toHaveCount(expected.length);
}

const searchOf = (page: Page) => new URL(page.url()).searchParams;

test('from a record, 100 km opens the explorer on the API’s rows near its map', async ({
  page,
  demoToken,
}) => {
  const incident = await mappedIncident(demoToken);
  await page.goto(`/incidents/${incident.id}`);
  await page.getByRole('button', { name: 'Incidents near this' }).click();
  await page.getByRole('button', { name: '100 km' }).click();
  await page.getByRole('button', { name: 'Go', exact: true }).click();

  await expect(page).toHaveURL(/\/incidents\?/);
  expect(Object.fromEntries(searchOf(page))).toEqual({
    near: `in:${incident.map.id};100`,
    nearIncident: incident.id,
    layout: 'split',
  });
  await expect(page.getByText(/in this link (was|were) ignored/)).toHaveCount(0);
  await expectRowsOf(page, demoToken, `near=in:${incident.map.id};100`);
  // The source incident is within any radius of its own map.
  await expect(rows(page).filter({ hasText: incident.id }).first()).toBeAttached();
});

test('the exclusion toggle asks for incidents not near the map, typed from the keyboard', async ({
  page,
  demoToken,
}) => {
  const incident = await mappedIncident(demoToken);
  await page.goto(`/incidents/${incident.id}`);
  const action = page.getByRole('button', { name: 'Incidents near this' });
  await action.focus();
  await page.keyboard.press('Enter');
  const radius = page.getByRole('spinbutton', { name: /Radius/ });
  await expect(radius).toBeFocused();
  await radius.fill('0');
  await expect(page.getByText('The radius must be from 0.001 to 20,000 km.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go', exact: true })).toBeDisabled();
  await radius.fill('250');
  await page.getByRole('checkbox', { name: /Exclude/ }).check();
  await radius.press('Enter');

  await expect(page).toHaveURL(/near=nin:/);
  expect(searchOf(page).get('near')).toBe(`nin:${incident.map.id};250`);
  await expectRowsOf(page, demoToken, `near=nin:${incident.map.id};250`);
});

test('from the peek, the explorer’s filters stay, near is replaced and the page resets', async ({
  page,
  demoToken,
}) => {
  const incident = await mappedIncident(demoToken, 'impact=gte:2');
  const otherMap = '6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f';
  await page.goto(
    `/incidents?impact=gte:2&near=in:${otherMap};5&sort=startedAt:desc&page=2&peek=${incident.id}`,
  );
  const peek = page.getByRole('complementary', { name: /./ }).filter({ hasText: incident.id });
  await peek.getByRole('button', { name: 'Incidents near this' }).click();
  await page.getByRole('button', { name: '250 km' }).click();
  await page.getByRole('button', { name: 'Go', exact: true }).click();

  await expect(page).toHaveURL(/nearIncident=/);
  expect(Object.fromEntries(searchOf(page))).toEqual({
    impact: 'gte:2',
    near: `in:${incident.map.id};250`,
    sort: 'startedAt:desc',
    nearIncident: incident.id,
    layout: 'split',
  });
  await expectRowsOf(
    page,
    demoToken,
    `impact=gte:2&near=in:${incident.map.id};250&sort=startedAt:desc`,
  );
});

test('the open form has no accessibility violations, light and dark', async ({
  page,
  demoToken,
}) => {
  const incident = await mappedIncident(demoToken);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto(`/incidents/${incident.id}`);
    await page.getByRole('button', { name: 'Incidents near this' }).click();
    await page.getByRole('spinbutton', { name: /Radius/ }).fill('');
    await expect(page.getByText('Enter a radius from 0.001 to 20,000 km.')).toBeVisible();
    const results = await axeScan(page, '[role="dialog"][aria-label="Incidents near this"]');
    expect(results.violations, colorScheme).toEqual([]);
  }
});

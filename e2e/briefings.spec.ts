import { writeFileSync } from 'node:fs';
import { test, type Browser, type Page } from '@playwright/test';
import { expectNoViolations, useColourScheme } from './support/axe';
import { E2E_URLS } from './support/servers';
import {
  DEMO_USER,
  expect,
  fetchDemoToken,
  signInCookie,
  storageWithCookie,
  type SessionCookie,
} from './support/session';

/**
 * A briefing made in the browser from a site: its page (axe in both themes), its print layout
 * (an A4 PDF from Chromium, the app's frame hidden, rows kept whole) and the saved briefing
 * opened again showing the same content.
 */
test.describe.configure({ timeout: 120_000 });

interface PlacedIncident {
  id: string;
  summary: string;
  location: { longitude: number; latitude: number };
}

/** A recent incident of the last day, read from the upstream itself, to place a site on. */
async function recentIncident(): Promise<PlacedIncident> {
  const token = await fetchDemoToken();
  const response = await fetch(
    `${E2E_URLS.incident}/incidents?startedInPeriod=eq:P1D&sort=impact:desc&pageSize=5`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  const body = (await response.json()) as { data: PlacedIncident[] };
  return body.data[0]!;
}

async function api<T>(cookie: SessionCookie, method: string, path: string, body?: unknown) {
  const response = await fetch(`${E2E_URLS.dashboard}${path}`, {
    method,
    headers: {
      cookie: `${cookie.name}=${cookie.value}`,
      origin: E2E_URLS.dashboard,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.ok, `${method} ${path} answered ${response.status}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function pageAs(browser: Browser, cookie: SessionCookie): Promise<Page> {
  const context = await browser.newContext({
    storageState: storageWithCookie(cookie),
    viewport: { width: 1280, height: 900 },
  });
  return context.newPage();
}

const unique = (what: string) =>
  `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a briefing made from a site: its page, its A4 print and the saved copy', async ({
  browser,
}, testInfo) => {
  const incident = await recentIncident();
  const cookie = await signInCookie(DEMO_USER);
  const siteName = unique('Briefed depot');
  await api(cookie, 'POST', '/api/watchfloor/sites', {
    name: siteName,
    latitude: incident.location.latitude,
    longitude: incident.location.longitude,
  });
  const page = await pageAs(browser, cookie);
  const title = unique('Morning brief');

  await page.goto('/briefings');
  await expect(page.getByRole('heading', { level: 1, name: 'Briefings' })).toBeVisible();
  const form = page.getByRole('form', { name: 'New briefing' });
  // Nothing chosen to read: the form says so beside the field.
  await form.getByLabel('Title').fill(title);
  await form.getByRole('button', { name: 'Create briefing' }).click();
  await expect(form.getByText('Choose a saved search or at least one site.')).toBeVisible();

  await form.getByRole('button', { name: /^Sites/ }).click();
  await page.getByRole('combobox', { name: 'Search sites' }).fill(siteName);
  await page
    .getByRole('listbox', { name: 'Sites' })
    .getByRole('option', { name: siteName })
    .click();
  await page.keyboard.press('Escape');
  await expect(form.getByLabel('Period')).toHaveValue('24');
  await page.screenshot({ path: testInfo.outputPath('briefings-form.png'), fullPage: true });
  await form.getByRole('button', { name: 'Create briefing' }).click();

  await expect(page).toHaveURL(/\/briefings\/[0-9a-f-]{36}$/);
  const briefingUrl = new URL(page.url()).pathname;
  const report = page.getByRole('article', { name: title });
  await expect(report.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const site = report.getByRole('region', { name: siteName });
  await expect(site).toBeVisible();
  // The incident the site stands on is in the period, near it, and links back to itself.
  await expect(site.locator(`a[href="/incidents/${incident.id}"]`).first()).toBeVisible();
  await expect(report.getByRole('list', { name: 'Top incidents by impact' })).toBeVisible();
  await expect(report.getByRole('figure', { name: /^Map of the incidents/ })).toBeVisible();

  await useColourScheme(page, 'light');
  await page.screenshot({ path: testInfo.outputPath('briefing-light.png'), fullPage: true });
  await expectNoViolations(page, 'the briefing, light');
  await useColourScheme(page, 'dark');
  await page.screenshot({ path: testInfo.outputPath('briefing-dark.png'), fullPage: true });
  await expectNoViolations(page, 'the briefing, dark');

  // Printed (still in the dark theme on screen): light, the frame and the buttons hidden.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(report.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(report.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const paper = await page.evaluate(
    () => getComputedStyle(document.documentElement).backgroundColor,
  );
  expect(paper).toBe('rgb(255, 255, 255)');
  const breakable = await report.evaluate((article) =>
    [...article.querySelectorAll('tr, li')]
      .filter((row) => getComputedStyle(row).breakInside !== 'avoid')
      .map((row) => row.outerHTML.slice(0, 80)),
  );
  expect(breakable, 'rows a page break may cut').toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('briefing-print.png'), fullPage: true });

  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  writeFileSync(testInfo.outputPath('briefing.pdf'), pdf);
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
  expect(pages).toBeGreaterThan(0);
  testInfo.annotations.push({ type: 'A4 pages', description: String(pages) });
  // A4 portrait: 595 × 842 points.
  expect(pdf.toString('latin1')).toMatch(/\/MediaBox\s*\[\s*0 0 59[45]\.\d* 84[12]\.\d*\s*\]/);
  await page.emulateMedia({ media: 'screen' });
  const shown = await report.innerText();

  // Saved: the list shows it first, and opening it again shows the same report.
  await page.goto('/briefings');
  await page.getByRole('link', { name: title }).first().click();
  await expect(page).toHaveURL(new RegExp(`${briefingUrl}$`));
  await expect(report.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(report.getByRole('region', { name: siteName })).toBeVisible();
  expect(await report.innerText()).toBe(shown);
});

test('a period with nothing in it says so plainly', async ({ browser }, testInfo) => {
  const cookie = await signInCookie(DEMO_USER);
  // Far from every incident of the reference service.
  const site = await api<{ id: string }>(cookie, 'POST', '/api/watchfloor/sites', {
    name: unique('Polar station'),
    latitude: -89.9,
    longitude: 0,
  });
  const title = unique('Quiet brief');
  const { briefing } = await api<{ briefing: { id: string } }>(
    cookie,
    'POST',
    '/api/watchfloor/briefings',
    { title, siteIds: [site.id], periodHours: 12 },
  );
  const page = await pageAs(browser, cookie);
  await page.goto(`/briefings/${briefing.id}`);
  const report = page.getByRole('article', { name: title });
  await expect(report.getByText(/Nothing happened in this period/)).toBeVisible();
  await expect(report).toContainText('The 12 hours from');
  await expect(report.getByRole('list', { name: 'Top incidents by impact' })).toHaveCount(0);
  await expect(report.getByText(/more incidents? not listed/)).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('briefing-empty.png'), fullPage: true });
  await expectNoViolations(page, 'an empty briefing');
});

test('an unknown briefing says it does not exist, with a way back', async ({ browser }) => {
  const page = await pageAs(browser, await signInCookie(DEMO_USER));
  await page.goto('/briefings/00000000-0000-4000-8000-000000000000');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This briefing does not exist' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'All briefings' }).click();
  await expect(page).toHaveURL(/\/briefings$/);
});

test('a daily schedule made in the browser: listed with its time and zone, paused, resumed, deleted', async ({
  browser,
}, testInfo) => {
  const cookie = await signInCookie(DEMO_USER);
  const siteName = unique('Scheduled depot');
  await api(cookie, 'POST', '/api/watchfloor/sites', {
    name: siteName,
    latitude: 6.45,
    longitude: 3.39,
  });
  const page = await pageAs(browser, cookie);
  const title = unique('Daily brief');
  await page.goto('/briefings');
  const form = page.getByRole('form', { name: 'New briefing' });
  await form.getByLabel('Title').fill(title);
  await form.getByRole('button', { name: /^Sites/ }).click();
  await page.getByRole('combobox', { name: 'Search sites' }).fill(siteName);
  await page
    .getByRole('listbox', { name: 'Sites' })
    .getByRole('option', { name: siteName })
    .click();
  await page.keyboard.press('Escape');
  await form.getByLabel('Period').selectOption({ label: 'The last 7 days' });
  await form.getByRole('button', { name: 'Send daily…' }).click();
  await form.getByLabel('Time', { exact: true }).fill('06:30');
  await form.getByLabel('Time zone').fill('Africa/Lagos');
  await form.getByLabel('Recipients').fill('desk@example.com, not-an-address');
  await form.getByRole('button', { name: 'Schedule daily' }).click();
  await expect(form.getByLabel('Recipients')).toHaveAccessibleDescription(
    /“not-an-address” is not an email address/,
  );
  await form.getByLabel('Recipients').fill('desk@example.com');
  await form.getByRole('button', { name: 'Schedule daily' }).click();

  const schedules = page.getByRole('table', { name: 'Briefings sent daily' });
  const row = schedules.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Daily at 06:30');
  await expect(row).toContainText('Africa/Lagos');
  await expect(row).toContainText('desk@example.com');
  await expect(row).toContainText('The last 7 days');
  await expect(row).toContainText('Active');

  await useColourScheme(page, 'light');
  await expectNoViolations(page, 'the briefings page, light');
  await page.screenshot({ path: testInfo.outputPath('briefings-page-light.png'), fullPage: true });
  await useColourScheme(page, 'dark');
  await expectNoViolations(page, 'the briefings page, dark');
  await page.screenshot({ path: testInfo.outputPath('briefings-page-dark.png'), fullPage: true });

  await row.getByRole('button', { name: `Pause ${title}` }).click();
  await expect(row).toContainText('Stopped');
  await expect(row).toContainText('Paused: nothing is sent until it is resumed.');
  await row.getByRole('button', { name: `Resume ${title}` }).click();
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete this schedule?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(schedules.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});

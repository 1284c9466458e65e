import { test as base, type Browser, type Page } from '@playwright/test';
import { incidentApi } from './support/api';
import { insertAlert } from './support/alerts';
import { expectNoViolations, useColourScheme } from './support/axe';
import { E2E_URLS } from './support/servers';
import {
  COLLEAGUE_USER,
  DEMO_USER,
  expect,
  fetchDemoToken,
  signInCookie,
  storageWithCookie,
} from './support/session';

/**
 * Watches and their alerts in the app: the bell and the notification centre fed live by the
 * alert stream, working an alert, and a colleague seeing the team's watch. Alerts are written
 * straight into the server's database (support/alerts.ts): the run's incidents hold still.
 */
base.describe.configure({ mode: 'default', timeout: 120_000 });

async function analystPage(browser: Browser, user: { email: string; password: string }) {
  const cookie = await signInCookie(user);
  const context = await browser.newContext({
    storageState: storageWithCookie(cookie),
    viewport: { width: 1280, height: 860 },
  });
  return context.newPage();
}

const test = base.extend<{ ana: Page; chidi: Page; token: string }>({
  ana: async ({ browser }, use) => {
    const page = await analystPage(browser, DEMO_USER);
    await use(page);
    await page.context().close();
  },
  chidi: async ({ browser }, use) => {
    const page = await analystPage(browser, COLLEAGUE_USER);
    await use(page);
    await page.context().close();
  },
  // eslint-disable-next-line no-empty-pattern
  token: async ({}, use) => use(await fetchDemoToken()),
});

/** Makes a watch through the server's API, as the signed-in analyst of `page`. */
async function createWatch(page: Page, body: Record<string, unknown>) {
  const response = await page.request.post('/api/watchfloor/watches', {
    data: body,
    headers: { Origin: E2E_URLS.dashboard },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: string; name: string } }).data;
}

async function recentIncidents(token: string) {
  const body = await incidentApi<{ data: { id: string; summary: string }[] }>(
    token,
    '/incidents?sort=reportedAt:desc&pageSize=14',
  );
  return body.data;
}

const bellOf = (page: Page) => page.getByRole('link', { name: /^Alerts/ });
const bellName = (unread: number) => (unread > 0 ? `Alerts, ${unread} unread` : 'Alerts');

test('a watch made from the explorer brings its alerts to the bell and the centre, live', async ({
  ana,
  chidi,
  token,
}, testInfo) => {
  const name = `Port watch ${testInfo.workerIndex}-${Date.now()}`;
  await ana.goto('/incidents?impact=gte:1');
  await ana.getByRole('button', { name: 'Saved searches' }).click();
  await ana.getByRole('link', { name: 'Watch this search' }).click();
  const form = ana.getByRole('form', { name: 'New watch' });
  await expect(form.getByLabel('Explorer address')).toHaveValue('/incidents?impact=gte:1');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Minimum impact').selectOption({ label: '1 and up' });
  await ana.screenshot({ path: testInfo.outputPath('watch-form-light.png'), fullPage: true });
  await form.getByRole('button', { name: 'Create watch' }).click();
  const row = ana.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('At once');
  await expect(row).toContainText('Watching');
  const watch = { id: (await row.getAttribute('data-watch-id'))!, name };
  await expectNoViolations(ana, 'the watches page, light');
  await ana.screenshot({ path: testInfo.outputPath('watches-light.png') });
  await useColourScheme(ana, 'dark');
  await expectNoViolations(ana, 'the watches page, dark');
  await ana.screenshot({ path: testInfo.outputPath('watches-dark.png') });
  await useColourScheme(ana, 'light');

  const [first, second, third, fourth] = (await recentIncidents(token)).slice(8, 12);

  await ana.goto('/incidents');
  const bell = bellOf(ana);
  await expect(bell).toBeVisible();
  // The header holds every item at 1280 px: nothing scrolled out of the navigation.
  const nav = ana.getByRole('navigation', { name: 'Main' });
  expect(await nav.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const counted = await ana.request.get('/api/watchfloor/alerts/unread-count');
  const unreadBefore = ((await counted.json()) as { data: { unread: number } }).data.unread;

  await insertAlert(token, {
    watchId: watch.id,
    incidentId: first!.id,
    reasons: [{ type: 'site', id: watch.id, name: 'Lagos depot', distanceMetres: 1800 }],
  });
  await expect(bell).toHaveAccessibleName(`Alerts, ${unreadBefore + 1} unread`, {
    timeout: 15_000,
  });
  await ana.locator('header').screenshot({ path: testInfo.outputPath('header-bell-light.png') });

  await bell.click();
  await expect(ana).toHaveURL(/\/alerts$/);
  const list = ana.getByRole('list', { name: 'Alerts' });
  const firstRow = list.getByRole('listitem').filter({ hasText: first!.id });
  await expect(firstRow).toContainText('1.8 km from Lagos depot');
  await expect(firstRow).toContainText(watch.name);

  // A revision arrives while the centre is open: on top, without a reload.
  await insertAlert(token, {
    watchId: watch.id,
    incidentId: second!.id,
    kind: 'updated',
    changes: ['impact', 'position'],
  });
  const secondRow = list.getByRole('listitem').filter({ hasText: second!.id });
  await expect(secondRow).toContainText('Changed: impact, location', { timeout: 15_000 });
  await expect(list.getByRole('listitem').first()).toContainText(second!.id);
  await expect(bell).toHaveAccessibleName(`Alerts, ${unreadBefore + 2} unread`);

  await expectNoViolations(ana, 'the notification centre, light');
  await ana.screenshot({ path: testInfo.outputPath('alerts-light.png') });
  await useColourScheme(ana, 'dark');
  await expectNoViolations(ana, 'the notification centre, dark');
  await ana.screenshot({ path: testInfo.outputPath('alerts-dark.png') });
  await ana.locator('header').screenshot({ path: testInfo.outputPath('header-bell-dark.png') });
  await useColourScheme(ana, 'light');

  // Acknowledge with a disposition and a note: the incident's triage, for the team.
  await firstRow.getByRole('button', { name: 'Acknowledge…' }).click();
  const ackForm = firstRow.getByRole('form', { name: `Acknowledge ${first!.id}` });
  await ackForm.getByLabel('Disposition').selectOption({ label: 'Duplicate' });
  await ackForm.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(ackForm.getByRole('alert')).toHaveText(
    'Name the incident this duplicates, as IN-<number>.',
  );
  await ackForm.getByLabel('Disposition').selectOption({ label: 'Relevant' });
  await ackForm.getByLabel(/Note for the team/).fill('Our depot is near.');
  await ackForm.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(firstRow).toContainText('Triage: Relevant');
  await expect(firstRow).toContainText('acknowledged by you');
  // Acknowledging reads it: the bell counts one fewer.
  await expect(bell).toHaveAccessibleName(bellName(unreadBefore + 1));

  // Assign it to me.
  await firstRow.getByLabel(`Assign ${first!.id} to`).selectOption({ label: 'Me' });
  await expect(firstRow).toContainText('assigned to');

  // Snooze the revision until the incident is revised again: it leaves the list.
  await secondRow
    .getByLabel(`Snooze the alert on ${second!.id}`)
    .selectOption({ label: 'Until the incident is revised' });
  await expect(secondRow).toHaveCount(0);
  await expect(bell).toHaveAccessibleName(bellName(unreadBefore));
  await expect(ana.getByText(`Snoozed the alert on ${second!.id}`)).toBeVisible();

  // Opening an alert marks it read.
  await insertAlert(token, { watchId: watch.id, incidentId: third!.id });
  const thirdRow = list.getByRole('listitem').filter({ hasText: third!.id });
  await expect(thirdRow).toHaveAttribute('data-read', 'false', { timeout: 15_000 });
  await thirdRow.getByRole('link', { name: new RegExp(third!.id) }).click();
  await expect(ana).toHaveURL(new RegExp(`/incidents/${third!.id}$`));
  await ana.goBack();
  await expect(
    ana.getByRole('list', { name: 'Alerts' }).getByRole('listitem').filter({ hasText: third!.id }),
  ).toHaveAttribute('data-read', 'true');

  // Acknowledging read the first; one more arrives, then every one is marked read at once.
  await insertAlert(token, { watchId: watch.id, incidentId: fourth!.id });
  await expect(bell).toHaveAccessibleName(/^Alerts, [1-9][0-9]* unread$/, { timeout: 15_000 });
  await ana.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell).toHaveAccessibleName('Alerts');
  await expect(ana.getByTestId('unread-count')).toHaveCount(0);

  // The colleague sees the team's watch and its alerts, with their own unread marks.
  await chidi.goto('/alerts');
  await expect(chidi.getByLabel('Watch')).toContainText(watch.name);
  await chidi.getByLabel('Watch').selectOption({ label: watch.name });
  await expect(chidi).toHaveURL(new RegExp(`watch=${watch.id}`));
  const theirs = chidi.getByRole('list', { name: 'Alerts' }).getByRole('listitem');
  await expect(theirs.filter({ hasText: first!.id })).toHaveAttribute('data-read', 'false');
  await expect(theirs.filter({ hasText: first!.id })).toContainText('Triage: Relevant');
  // Snoozed by Ana only: the colleague still sees it.
  await expect(theirs.filter({ hasText: second!.id })).toBeVisible();
  await chidi.goto('/watches');
  const shared = chidi.getByRole('row').filter({ hasText: name });
  await expect(shared).toContainText('Watching');
  await expect(shared.getByRole('button', { name: `Edit ${name}` })).toHaveCount(0);
});

test('a watch edited from a stale version shows what changed; deleting it can be undone', async ({
  ana,
}, testInfo) => {
  const watch = await createWatch(ana, {
    name: `Stale watch ${testInfo.workerIndex}-${Date.now()}`,
    filters: '/incidents?impact=gte:4',
  });
  await ana.goto(`/watches?edit=${watch.id}`);
  const form = ana.getByRole('form', { name: `Edit ${watch.name}` });
  await expect(form.getByLabel('Name')).toHaveValue(watch.name);
  // A colleague's change lands meanwhile.
  const changed = await ana.request.patch(`/api/watchfloor/watches/${watch.id}`, {
    data: { version: 1, paused: true },
    headers: { Origin: E2E_URLS.dashboard },
  });
  expect(changed.status()).toBe(200);
  await form.getByLabel('Name').fill(`${watch.name} (renamed)`);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  const conflict = form.getByRole('alert').filter({ hasText: 'since you opened it' });
  await expect(conflict).toContainText('Name');
  await expect(conflict).toContainText('Paused');
  await conflict.getByRole('button', { name: 'Save mine over theirs' }).click();
  const row = ana.getByRole('row').filter({ hasText: `${watch.name} (renamed)` });
  await expect(row).toContainText('Watching');

  await row.getByRole('button', { name: `Delete ${watch.name} (renamed)` }).click();
  const dialog = ana.getByRole('dialog', { name: /Delete the watch/ });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  await ana.getByRole('button', { name: 'Undo' }).click();
  await expect(ana.getByText(/Restored the watch/)).toBeVisible();
  await expect(row).toBeVisible();
});

test('a webhook is refused where it would reach this network, kept with its secret otherwise, and its test says what happened', async ({
  ana,
}, testInfo) => {
  const watch = await createWatch(ana, {
    name: `Hooked watch ${testInfo.workerIndex}-${Date.now()}`,
    filters: '/incidents?impact=gte:4',
  });
  await ana.goto(`/watches?edit=${watch.id}`);
  const form = ana.getByRole('form', { name: `Edit ${watch.name}` });
  const webhooks = form.getByLabel('Webhook endpoints');
  await webhooks.fill('http://127.0.0.1:9/hook');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(webhooks).toHaveAccessibleDescription(/loopback|private|this network/i);

  // A public address (an IP literal: the run has no name resolution to the outside).
  await webhooks.fill('https://93.184.215.14/watchfloor');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  const row = ana.getByRole('row').filter({ hasText: watch.name });
  await expect(row).toContainText('Also to 1 webhook');

  await ana.goto(`/watches?edit=${watch.id}`);
  const saved = ana.getByRole('form', { name: `Edit ${watch.name}` });
  await expect(saved.getByRole('list', { name: 'Signing secrets' })).toContainText(/whsec_\S+/);
  const delivery = saved.getByRole('region', { name: 'Delivery' });
  await expect(delivery).toContainText('No delivery failed in the last 7 days.');
  await delivery.getByRole('button', { name: 'Send a test' }).click();
  const results = delivery.getByRole('list', { name: 'Test results' });
  // Nothing answers there from this machine: the result says so rather than pretending.
  await expect(results).toContainText('https://93.184.215.14/watchfloor', { timeout: 30_000 });
  await expect(results).toContainText('Failed');
});

test('“Watch this site” opens the form with the site picked', async ({ ana }, testInfo) => {
  const response = await ana.request.post('/api/watchfloor/sites', {
    data: { name: `Depot ${testInfo.workerIndex}-${Date.now()}`, latitude: 6.45, longitude: 3.39 },
    headers: { Origin: E2E_URLS.dashboard },
  });
  expect(response.status()).toBe(201);
  const site = ((await response.json()) as { data: { id: string; name: string } }).data;
  await ana.goto(`/sites/${site.id}`);
  await ana.getByRole('link', { name: 'Watch this site' }).click();
  const form = ana.getByRole('form', { name: 'New watch' });
  await expect(form.getByRole('button', { name: `Sites: ${site.name}` })).toBeVisible();
});

test('a failed action says why in place', async ({ ana, token }, testInfo) => {
  const watch = await createWatch(ana, {
    name: `Failing watch ${testInfo.workerIndex}-${Date.now()}`,
    filters: '/incidents',
  });
  const [incident] = (await recentIncidents(token)).slice(12, 13);
  await insertAlert(token, { watchId: watch.id, incidentId: incident!.id });
  await ana.goto(`/alerts?watch=${watch.id}`);
  const row = ana.getByRole('listitem').filter({ hasText: incident!.id });
  await expect(row).toBeVisible();
  // The watch is deleted meanwhile: its alerts are gone (404).
  const deleted = await ana.request.delete(`/api/watchfloor/watches/${watch.id}`, {
    headers: { Origin: E2E_URLS.dashboard },
  });
  expect(deleted.status()).toBe(200);
  await row.getByRole('button', { name: 'Mark read' }).click();
  await row
    .getByLabel(`Snooze the alert on ${incident!.id}`)
    .selectOption({ label: 'For an hour' });
  await expect(row.getByRole('alert')).toHaveText(
    'This alert is gone: its watch was deleted or made private. Reload the list.',
  );
  // The network down: said as such, not an error page.
  await ana.route('**/api/watchfloor/alerts/*/acknowledge', (route) => route.abort());
  await row.getByRole('button', { name: 'Acknowledge…' }).click();
  await row.getByRole('button', { name: 'Acknowledge', exact: true }).click();
  await expect(row.getByRole('alert').last()).toContainText(/reach|network|connect/i);
});

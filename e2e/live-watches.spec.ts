import { test, type Page } from '@playwright/test';
import { liveStackForFile } from './support/live-stack';
import {
  busiestPlace,
  kmBetween,
  liveFeedIncidents,
  liveVendorToken,
  signedInLivePage,
  type Place,
} from './support/live-feed';
import { expect } from './support/session';

/**
 * A watch on a site, end to end over a live feed: the reference service adds an incident about
 * every second and revises others; two Watchfloor server instances poll it every second on one
 * database. The analyst makes the watch in the browser with a webhook and an email address; each
 * alert reaches the bell and the centre live, a signed webhook (verified as a receiver would) and
 * an email (read from the local sink), once each, for incidents inside the site's radius and
 * none outside, revisions as "updated". Both instances are killed while a webhook is in flight
 * and started again: still exactly one of each. It starts servers of its own (a live stack in
 * lane 3) and runs beside the other tests: it mostly waits on the feed, the watcher and a job's
 * expiry, and its instances are its own to kill.
 */

const RADIUS_KM = 500;
/** Incidents this far from the site (twice its radius) match it by no feature either. */
const FAR_KM = 2 * RADIUS_KM;

interface FeedIncident {
  id: string;
  reportedAt: number;
  location: Place;
}

interface AlertRow {
  id: string;
  incidentId: string;
  incidentUpdatedAt: number;
  kind: 'new' | 'updated';
  createdAt: string;
  reasons: { type: string; id: string; distanceMetres: number }[];
}

interface DeliveryRow {
  id: string;
  channel: 'webhook' | 'email';
  alertId: string | null;
  status: string;
}

test.describe.configure({ timeout: 420_000 });

const stack = liveStackForFile({ lane: 3 });

/**
 * Where the feed is busiest: the recent incident with the most others within the radius, so
 * that in a minute some new incidents and revisions fall inside it and others far outside.
 */
async function placeToWatch(token: string) {
  const recent = await liveFeedIncidents<FeedIncident>(
    stack(),
    token,
    'sort=reportedAt:desc&pageSize=500',
  );
  return busiestPlace(recent, recent, RADIUS_KM);
}

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${stack().url}${path}`);
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

test('a site watch alerts in the app, by signed webhook and by email, once each, through a crash of both instances', async ({
  browser,
}, testInfo) => {
  const token = await liveVendorToken(stack());
  const place = await placeToWatch(token);
  const { page, post } = await signedInLivePage(browser, stack());

  // The site, with one radius for every category and impact.
  const site = await post<{ id: string }>('/api/watchfloor/sites', {
    name: 'Regional office',
    latitude: place.latitude,
    longitude: place.longitude,
    radius: {
      allKm: RADIUS_KM,
      categories: {},
      impacts: { '-1': 1, '1': 1, '2': 1, '3': 1, '4': 1, '5': 1 },
    },
  });

  // The watch, made in the browser from the site's page.
  await page.goto(`${stack().url}/sites/${site.id}`);
  await page.getByRole('link', { name: 'Watch this site' }).click();
  const form = page.getByRole('form', { name: 'New watch' });
  await expect(form.getByRole('button', { name: 'Sites: Regional office' })).toBeVisible();
  await form.getByLabel('Name').fill('Near the regional office');
  await form.getByLabel('Webhook endpoints').fill(stack().receiver.url);
  await form.getByLabel('Email addresses').fill('desk@watchfloor.example');
  await form.getByRole('button', { name: 'Create watch' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Near the regional office' });
  await expect(row).toContainText('Watching');
  const watchId = (await row.getAttribute('data-watch-id'))!;
  const watch = await api<{ createdAt: string; webhooks: { secret: string | null }[] }>(
    page,
    `/api/watchfloor/watches/${watchId}`,
  );
  const secret = watch.webhooks[0]!.secret!;
  expect(secret).toMatch(/^whsec_/);
  const watchedFrom = Math.floor(Date.parse(watch.createdAt) / 1000);

  // Alerts arrive live in the open centre.
  await page.goto(`${stack().url}/alerts?watch=${watchId}`);
  const list = page.getByRole('list', { name: 'Alerts' });
  const bell = page.getByRole('link', { name: /^Alerts/ });
  await expect(list.getByRole('listitem').first()).toBeVisible({ timeout: 90_000 });
  await expect(bell).toHaveAccessibleName(/^Alerts, [1-9][0-9]* unread$/);

  const alerts = () =>
    api<{ alerts: AlertRow[] }>(page, `/api/watchfloor/alerts?watch=${watchId}&limit=200`);
  // Wait for a revision too, and for the channels to have carried something.
  await expect
    .poll(async () => (await alerts()).alerts.some((alert) => alert.kind === 'updated'), {
      timeout: 120_000,
      intervals: [1000],
    })
    .toBe(true);
  await expect.poll(() => stack().sink.messages.length, { timeout: 30_000 }).toBeGreaterThan(0);

  // Both instances die outright while a webhook is in flight; both start again.
  stack().receiver.script.push('hang');
  let killed: Promise<void> | undefined;
  stack().receiver.onRequest = () => {
    stack().receiver.onRequest = undefined;
    killed = stack().killServers();
  };
  await expect.poll(() => killed !== undefined, { timeout: 60_000 }).toBe(true);
  await killed;
  stack().receiver.release();
  await stack().startServers();

  // The centre's stream reconnects by itself: an alert made after the restart shows without a
  // reload.
  const restartedAt = Date.now();
  let afterRestart: AlertRow | undefined;
  await expect
    .poll(
      async () =>
        (afterRestart = (await alerts()).alerts.find(
          (alert) => Date.parse(alert.createdAt) > restartedAt,
        )),
      { timeout: 90_000, intervals: [1000] },
    )
    .toBeDefined();
  await expect(
    list.getByRole('listitem').filter({ hasText: afterRestart!.incidentId }).first(),
  ).toBeVisible({
    timeout: 15_000,
  });

  // The watch is paused: what it alerted so far is the whole story to check.
  const version = (await api<{ version: number }>(page, `/api/watchfloor/watches/${watchId}`))
    .version;
  const paused = await page.request.patch(`${stack().url}/api/watchfloor/watches/${watchId}`, {
    headers: { Origin: stack().url },
    data: { version, paused: true },
  });
  expect(paused.status()).toBe(200);
  const pausedAtMs = Date.now();
  const pausedAt = Math.floor(pausedAtMs / 1000);
  // A poll under way at the pause may still store alerts; the second to succeed after it began
  // after it, and saw the watch paused.
  const succeeded = new Set<string>();
  await expect
    .poll(
      async () => {
        const { succeededAt } = await api<{ succeededAt: string | null }>(
          page,
          '/api/watchfloor/watcher',
        );
        if (succeededAt && Date.parse(succeededAt) > pausedAtMs) succeeded.add(succeededAt);
        return succeeded.size;
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBeGreaterThanOrEqual(2);

  const { alerts: stored } = await alerts();
  const deliveries = async () =>
    (
      await api<{ deliveries: DeliveryRow[] }>(
        page,
        `/api/watchfloor/watches/${watchId}/deliveries`,
      )
    ).deliveries;
  await expect
    .poll(
      async () => (await deliveries()).filter((delivery) => delivery.status === 'delivered').length,
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe(stored.length * 2);
  const byId = new Map((await deliveries()).map((delivery) => [delivery.id, delivery]));

  // Each revision of each incident alerted once.
  const revisions = stored.map((alert) => `${alert.incidentId}@${alert.incidentUpdatedAt}`);
  expect(new Set(revisions).size).toBe(stored.length);
  // Every alert is inside the site's radius, and says by how far.
  for (const alert of stored) {
    const reason = alert.reasons.find((candidate) => candidate.id === site.id);
    expect(reason, alert.incidentId).toBeDefined();
    expect(reason!.distanceMetres).toBeLessThanOrEqual(RADIUS_KM * 1000);
  }
  expect(stored.some((alert) => alert.kind === 'new')).toBe(true);
  expect(stored.some((alert) => alert.kind === 'updated')).toBe(true);

  // Webhooks: signed with the watch's secret; one webhook-id per alert (a repeat after the crash
  // carries the same id, for the receiver to drop).
  const webhookIds = new Set<string>();
  for (const webhook of stack().receiver.received) {
    const payload = stack().receiver.verify(webhook, secret);
    expect(payload.type).toBe('watch.alert');
    const delivery = byId.get(webhook.id);
    expect(delivery?.channel).toBe('webhook');
    webhookIds.add(webhook.id);
  }
  expect([...webhookIds].map((id) => byId.get(id)!.alertId).sort()).toEqual(
    stored.map((alert) => alert.id).sort(),
  );
  // Emails: one Message-ID per alert, each linking to its incident.
  const emailIds = new Map<string, string>();
  for (const message of stack().sink.messages) {
    const deliveryId = /^<([^@]+)@/.exec(message.messageId)?.[1] ?? '';
    const delivery = byId.get(deliveryId);
    expect(delivery?.channel).toBe('email');
    const alert = stored.find((candidate) => candidate.id === delivery!.alertId)!;
    expect(message.html).toContain(`${stack().url}/incidents/${alert.incidentId}`);
    emailIds.set(deliveryId, alert.id);
  }
  expect([...emailIds.values()].sort()).toEqual(stored.map((alert) => alert.id).sort());

  // None for incidents reported far outside the radius while the watch ran.
  const arrived = await liveFeedIncidents<FeedIncident>(
    stack(),
    token,
    `reportedAt=gte:${watchedFrom}&sort=reportedAt:desc&pageSize=500`,
  );
  const far = arrived.filter(
    (incident) => incident.reportedAt <= pausedAt && kmBetween(place, incident.location) > FAR_KM,
  );
  expect(far.length).toBeGreaterThan(0);
  const alerted = new Set(stored.map((alert) => alert.incidentId));
  expect(far.filter((incident) => alerted.has(incident.id))).toEqual([]);

  console.log(
    `[live] ${stored.length} alerts (${stored.filter((a) => a.kind === 'updated').length} revisions); ${stack().receiver.received.length} webhook requests for ${webhookIds.size} ids; ${stack().sink.messages.length} emails; ${far.length} incidents far away, none alerted`,
  );

  // The centre lists the newest page of them, each once, revisions marked.
  await page.reload();
  const firstPage = stored.slice(0, 25);
  await expect(list.getByRole('listitem')).toHaveCount(firstPage.length);
  const updated = firstPage.find((alert) => alert.kind === 'updated');
  if (updated) {
    await expect(
      list.getByRole('listitem').filter({ hasText: updated.incidentId }).first(),
    ).toContainText('Updated');
  }
  await page.screenshot({ path: testInfo.outputPath('live-alerts.png') });
  await page.context().close();
});

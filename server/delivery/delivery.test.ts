import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Delivery, Watch } from '../../contract/resources/watches.ts';
import { readServerConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { feedIncident, FEED_CLIENT, startFakeFeed, type FakeFeed } from '../testing/fake-feed.ts';
import { startMailSink, type MailSink } from '../testing/mail-sink.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createTestServer, type TestServer } from '../testing/test-server.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver.ts';
import { signedInCookie } from '../testing/workspace-users.ts';
import { applicationToken } from '../watches/application-token.ts';
import { pollOnce, type WatcherDeps } from '../watches/watcher.ts';
import { insertWatch, type WatchValues } from '../watches/watch-store.ts';
import { attemptDelivery, startDelivery, type RunningDelivery } from './delivery-worker.ts';
import { pruneDeliveries } from './delivery-store.ts';
import { createMailer } from './email-send.ts';
import { sendWebhook } from './webhook-send.ts';
import { sampleMessage } from './alert-message.ts';
import { lastEndedPeriod } from './digest-period.ts';
import { inTransaction } from '../workspace/audit.ts';
import { insertAlerts } from '../watches/watch-store.ts';
import { snapshotOf } from '../../contract/triage/snapshot.ts';
import { everythingWatch } from '../testing/watch-values.ts';

/**
 * Alerts delivered by webhook and email through the pg-boss queue, in process: the watcher
 * records deliveries with its alerts, the worker sends them, retries, and records each attempt.
 */

const OWNER = 'ana@team.example';
const PUBLIC_URL = 'https://watchfloor.example.com';

let database: TestDatabase;
let feed: FakeFeed;
let sink: MailSink;
let receiver: WebhookReceiver;
let delivery: RunningDelivery;
let server: TestServer;
let ana: string;

const env = () => ({
  WATCHFLOOR_WEBHOOK_ALLOW: '127.0.0.1',
  SMTP_URL: sink.smtpUrl,
  WEBHOOK_TIMEOUT_SECONDS: '1',
  DELIVERY_RETRY_SECONDS: '1',
});

beforeAll(async () => {
  [database, feed, sink, receiver] = await Promise.all([
    createTestDatabase(),
    startFakeFeed(),
    startMailSink(),
    startWebhookReceiver(),
  ]);
  const config = readServerConfig({ WATCHFLOOR_DIST: 'server/testing/no-dist', ...env() });
  delivery = await startDelivery({
    databaseUrl: database.url,
    db: database.pool,
    log: createLogger('silent'),
    now: () => new Date(),
    config: config.delivery,
    publicUrl: PUBLIC_URL,
    pollingSeconds: 0.5,
  });
}, 60_000);

afterAll(async () => {
  await delivery.stop();
  await Promise.all([database.drop(), feed.close(), sink.close(), receiver.close()]);
});

beforeEach(async () => {
  await database.pool.query('TRUNCATE watches, alerts, sessions, users CASCADE');
  await database.pool.query('UPDATE watcher_cursor SET polled_through = NULL');
  feed.incidents.length = 0;
  receiver.received.length = 0;
  receiver.script.length = 0;
  sink.messages.length = 0;
  sink.refuse.times = 0;
  server = createTestServer(database.pool, env());
  ana = await signedInCookie(database.pool, OWNER, 'Ana Analyst');
});

function watcherDeps(): WatcherDeps {
  const now = () => new Date();
  return {
    db: database.pool,
    log: createLogger('silent'),
    now,
    incidentUrl: feed.url,
    pollSeconds: 60,
    timeoutMs: 5000,
    delivery,
    token: applicationToken({
      authUrl: feed.url,
      origin: 'http://watchfloor.test',
      clientId: FEED_CLIENT.clientId,
      secret: FEED_CLIENT.secret,
      timeoutMs: 5000,
      now,
    }),
  };
}

async function watchWith(
  channels: Pick<WatchValues, 'webhooks' | 'emails'> & Partial<WatchValues>,
) {
  const values = everythingWatch({ timeZone: 'Europe/Paris', ...channels });
  const row = await insertWatch(database.pool, OWNER, values, new Date(Date.now() - 60_000));
  const secret = row.channels.find((channel) => channel.kind === 'webhook')?.secret ?? '';
  return { id: row.id, secret };
}

/** A new incident in the feed, and one poll that alerts for it. */
async function incidentAlerted() {
  const incident = feedIncident({
    longitude: 2.35,
    latitude: 48.86,
    at: Math.floor(Date.now() / 1000),
    category: 'Crime',
    impact: 4,
  });
  feed.incidents.push(incident);
  await pollOnce(watcherDeps());
  return incident;
}

async function deliveries(watchId: string): Promise<Delivery[]> {
  const response = await server.request(`/api/watchfloor/watches/${watchId}/deliveries`, {
    cookie: ana,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { deliveries: Delivery[] } }).data.deliveries;
}

const settle = { timeout: 20_000, interval: 200 };

describe('an alert of an instant watch', () => {
  test('is POSTed signed to its webhook and emailed, with the incident’s link; each once', async () => {
    const watch = await watchWith({ webhooks: [receiver.url], emails: ['desk@team.example'] });
    const incident = await incidentAlerted();

    await expect.poll(() => receiver.received.length, settle).toBe(1);
    const [webhook] = receiver.received;
    const payload = receiver.verify(webhook!, watch.secret);
    expect(payload.type).toBe('watch.alert');
    expect(payload.data).toMatchObject({
      id: webhook!.id,
      watch: { id: watch.id, name: 'Everything' },
      incident: {
        id: incident.id,
        category: 'Crime',
        impact: { rating: 4 },
        url: `${PUBLIC_URL}/incidents/${incident.id}`,
      },
    });
    expect(() =>
      receiver.verify(webhook!, 'whsec_' + Buffer.alloc(32).toString('base64')),
    ).toThrow();

    await expect.poll(() => sink.messages.length, settle).toBe(1);
    const [email] = sink.messages;
    expect(email!.to).toEqual(['desk@team.example']);
    expect(email!.subject).toContain(incident.summary);
    expect(email!.html).toContain(`${PUBLIC_URL}/incidents/${incident.id}`);
    expect(email!.text).toContain('UTC');

    await expect
      .poll(async () => (await deliveries(watch.id)).map((d) => d.status), settle)
      .toEqual(['delivered', 'delivered']);
    const list = await deliveries(watch.id);
    const byChannel = Object.fromEntries(list.map((d) => [d.channel, d]));
    expect(byChannel.webhook!.id).toBe(webhook!.id);
    expect(email!.messageId).toBe(`<${byChannel.email!.id}@watchfloor.delivery>`);
    expect(byChannel.webhook!.attempts).toMatchObject([{ succeeded: true, responseCode: 200 }]);

    // The next poll overlaps the last: no new alert, nothing sent again.
    await pollOnce(watcherDeps());
    await new Promise((done) => setTimeout(done, 1500));
    expect(receiver.received).toHaveLength(1);
    expect(sink.messages).toHaveLength(1);
  });

  test('answered 500 is retried with the same webhook-id; one success is recorded', async () => {
    const watch = await watchWith({ webhooks: [receiver.url], emails: [] });
    receiver.script.push(500);
    await incidentAlerted();
    await expect
      .poll(async () => (await deliveries(watch.id))[0]?.status, settle)
      .toBe('delivered');
    expect(receiver.received).toHaveLength(2);
    expect(new Set(receiver.received.map((webhook) => webhook.id)).size).toBe(1);
    const [only] = await deliveries(watch.id);
    expect(only!.attempts).toMatchObject([
      { succeeded: false, responseCode: 500, error: 'The endpoint answered 500' },
      { succeeded: true, responseCode: 200, error: null },
    ]);
  });

  test('answered 410 Gone stops the endpoint at once; the watch shows it', async () => {
    const watch = await watchWith({ webhooks: [receiver.url], emails: [] });
    receiver.script.push(410);
    await incidentAlerted();
    await expect.poll(async () => (await deliveries(watch.id))[0]?.status, settle).toBe('failed');
    const [gone] = await deliveries(watch.id);
    expect(gone!.failure).toMatch(/410 Gone/);
    const shown = (await (
      await server.request(`/api/watchfloor/watches/${watch.id}`, { cookie: ana })
    ).json()) as { data: Watch };
    expect(shown.data.webhooks[0]!.goneAt).not.toBeNull();
    expect(shown.data.deliveryHealth).toEqual({
      failed: 1,
      retrying: 0,
      lastFailure: 'The endpoint answered 410 Gone: nothing more is sent to it.',
    });

    // A later alert is not sent to it.
    await incidentAlerted();
    await new Promise((done) => setTimeout(done, 1500));
    expect(receiver.received).toHaveLength(1);
    expect(await deliveries(watch.id)).toHaveLength(1);
  });

  test('an endpoint that does not answer in time is retried; the failure shows meanwhile', async () => {
    const watch = await watchWith({ webhooks: [receiver.url], emails: [] });
    receiver.script.push('hang', 'hang');
    await incidentAlerted();
    await expect
      .poll(async () => (await deliveries(watch.id))[0]?.failure, settle)
      .toBe('No answer within 1 s');
    expect((await deliveries(watch.id))[0]!.status).toBe('pending');
    await expect
      .poll(async () => (await deliveries(watch.id))[0]?.status, { ...settle, timeout: 30_000 })
      .toBe('delivered');
    receiver.release();
    const [done] = await deliveries(watch.id);
    expect(done!.attempts.map((attempt) => attempt.error)).toEqual([
      'No answer within 1 s',
      'No answer within 1 s',
      null,
    ]);
    expect(new Set(receiver.received.map((webhook) => webhook.id)).size).toBe(1);
  }, 40_000);

  test('a mail server refusing for a while is retried; the failure shows, then the email arrives', async () => {
    const watch = await watchWith({ webhooks: [], emails: ['desk@team.example'] });
    sink.refuse.times = 1;
    await incidentAlerted();
    await expect
      .poll(async () => (await deliveries(watch.id))[0]?.attempts.length, settle)
      .toBeGreaterThanOrEqual(1);
    const [first] = await deliveries(watch.id);
    expect(first!.attempts[0]).toMatchObject({ succeeded: false, responseCode: 451 });
    await expect.poll(() => sink.messages.length, settle).toBe(1);
    await expect
      .poll(async () => (await deliveries(watch.id))[0]?.status, settle)
      .toBe('delivered');
  });

  test('a mail server that is down: the attempt fails, is recorded and shown, and will be retried', async () => {
    const watch = await watchWith({ webhooks: [], emails: ['desk@team.example'] });
    // Made by hand rather than by the poll, so the running worker does not take it first.
    const { rows } = await database.pool.query<{ id: string }>(
      `INSERT INTO alerts (watch_id, incident_id, incident_updated_at, kind, snapshot, created_at,
                           sequence)
       VALUES ($1, 'IN-1', 1, 'new', $2, now(), nextval('alert_events_seq')) RETURNING id`,
      [watch.id, JSON.stringify(snapshotOf(feedIncident({ longitude: 2, latitude: 48, at: 1 })))],
    );
    await database.pool.query(
      `INSERT INTO deliveries (watch_id, alert_id, channel_id, created_at)
       SELECT $1, $2, id, now() FROM watch_channels WHERE watch_id = $1`,
      [watch.id, rows[0]!.id],
    );
    const [pending] = await deliveries(watch.id);
    const down = readServerConfig({ SMTP_URL: 'smtp://127.0.0.1:9', WEBHOOK_TIMEOUT_SECONDS: '1' });
    const mailer = createMailer(down.delivery.smtpUrl!, 1000);
    await expect(
      attemptDelivery(
        {
          db: database.pool,
          log: createLogger('silent'),
          now: () => new Date(),
          config: down.delivery,
          publicUrl: PUBLIC_URL,
        },
        () => mailer,
        pending!.id,
      ),
    ).rejects.toThrow(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    mailer.close();
    const [shown] = await deliveries(watch.id);
    expect(shown).toMatchObject({ status: 'pending', attempts: [{ succeeded: false }] });
    expect(shown!.failure).toMatch(/^The mail server did not take it/);
  });

  test('a mail server down past 24 h marks the delivery failed', async () => {
    const watch = await watchWith({ webhooks: [], emails: ['desk@team.example'] });
    // Recorded a day ago: the next failure is the last.
    sink.refuse.times = 100;
    await incidentAlerted();
    await database.pool.query(
      `UPDATE deliveries SET created_at = now() - interval '25 hours' WHERE watch_id = $1`,
      [watch.id],
    );
    await expect.poll(async () => (await deliveries(watch.id))[0]?.status, settle).toBe('failed');
    const [failed] = await deliveries(watch.id);
    expect(failed!.failure).toMatch(/^Gave up after 24 h: The mail server did not take it/);
    expect(sink.messages).toHaveLength(0);
  });

  test('a held alert is delivered when its quiet hours end, not before', async () => {
    const watch = await watchWith({ webhooks: [receiver.url], emails: [] });
    await database.pool.query(
      `UPDATE watches SET quiet_start = '00:00', quiet_end = '23:59', time_zone = 'UTC' WHERE id = $1`,
      [watch.id],
    );
    const now = new Date();
    const minutes = now.getUTCHours() * 60 + now.getUTCMinutes();
    if (minutes >= 23 * 60 + 58) return; // Too close to the end of these quiet hours to tell.
    await incidentAlerted();
    await new Promise((done) => setTimeout(done, 1500));
    expect(receiver.received).toHaveLength(0);
    await database.pool.query(`UPDATE alerts SET held_until = now() WHERE watch_id = $1`, [
      watch.id,
    ]);
    await pollOnce(watcherDeps());
    await expect.poll(() => receiver.received.length, settle).toBe(1);
  });
});

describe('housekeeping', () => {
  test('forgets finished deliveries after 30 days, keeping pending ones and recent ones', async () => {
    const watch = await watchWith({ webhooks: [receiver.url], emails: [] });
    await incidentAlerted();
    await incidentAlerted();
    await incidentAlerted();
    // Two delivered and one still pending (being retried), all made 31 days ago; then one made now.
    await expect
      .poll(
        async () => (await deliveries(watch.id)).filter((d) => d.status === 'delivered').length,
        {
          timeout: 30_000,
          interval: 250,
        },
      )
      .toBe(3);
    const [pending] = await deliveries(watch.id);
    await database.pool.query(`UPDATE deliveries SET status = 'pending' WHERE id = $1`, [
      pending!.id,
    ]);
    await database.pool.query(`UPDATE deliveries SET created_at = now() - interval '31 days'`);
    await incidentAlerted();
    await expect.poll(async () => (await deliveries(watch.id)).length, settle).toBe(4);

    expect(await pruneDeliveries(database.pool, new Date())).toBe(2);
    const kept = await deliveries(watch.id);
    expect(kept.map((d) => d.id)).toContain(pending!.id);
    expect(kept).toHaveLength(2);
    const { rows } = await database.pool.query<{ count: string }>(
      `SELECT count(*)::text AS count FROM delivery_attempts t
        WHERE NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.id = t.delivery_id)`,
    );
    expect(rows[0]!.count).toBe('0');
  });
});

describe('the Test button', () => {
  test('sends a sample to each channel and answers what each did', async () => {
    const refused = 'http://127.0.0.1:9/closed';
    const watch = await watchWith({
      webhooks: [receiver.url, refused],
      emails: ['desk@team.example'],
    });
    const response = await server.request(`/api/watchfloor/watches/${watch.id}/test`, {
      cookie: ana,
      method: 'POST',
    });
    expect(response.status).toBe(200);
    const { results } = (
      (await response.json()) as {
        data: { results: { target: string; succeeded: boolean; error: string | null }[] };
      }
    ).data;
    expect(results).toMatchObject([
      { target: receiver.url, succeeded: true, responseCode: 200 },
      { target: refused, succeeded: false, error: expect.stringMatching(/ECONNREFUSED/) as string },
      { target: 'desk@team.example', succeeded: true },
    ]);
    expect(receiver.verify(receiver.received[0]!, watch.secret).type).toBe('watch.test');
    expect(sink.messages[0]!.subject).toMatch(/^\[Test\]/);

    const ben = await signedInCookie(database.pool, 'ben@team.example');
    const forbidden = await server.request(`/api/watchfloor/watches/${watch.id}/test`, {
      cookie: ben,
      method: 'POST',
    });
    expect(forbidden.status).toBe(403);
  });
});

describe('at send time', () => {
  const message = sampleMessage(
    '5b3f8f4e-3c1e-4d4e-9d7a-2f1f6a1b2c3d',
    { id: '5b3f8f4e-3c1e-4d4e-9d7a-2f1f6a1b2c3d', name: 'W', timeZone: 'UTC' },
    PUBLIC_URL,
    new Date(),
  );
  const send = (url: string, allow: string[]) =>
    sendWebhook({
      url,
      secret: `whsec_${Buffer.alloc(32, 1).toString('base64')}`,
      message,
      allow,
      timeoutMs: 1000,
      now: new Date(),
    });

  test('a name that resolves to a private address is refused, unless allowed', async () => {
    const port = new URL(receiver.url).port;
    const refused = await send(`http://localhost:${port}/hook`, []);
    expect(refused).toMatchObject({ succeeded: false, responseCode: null });
    expect(refused.error).toMatch(/resolved to .*a private address: not sent/);
    expect(await send(`http://127.0.0.1:${port}/hook`, [])).toMatchObject({
      succeeded: false,
      error: '127.0.0.1 is a private address: not sent',
    });
    expect(receiver.received).toHaveLength(0);

    expect(await send(`http://localhost:${port}/hook`, ['localhost'])).toMatchObject({
      succeeded: true,
      responseCode: 200,
    });
    expect(receiver.received).toHaveLength(1);
  });

  test('a redirect is not followed', async () => {
    receiver.script.push(302);
    expect(await send(receiver.url, ['127.0.0.1'])).toMatchObject({
      succeeded: false,
      responseCode: 302,
      error: 'The endpoint answered 302 (a redirect, not followed)',
    });
  });
});

describe('a daily digest', () => {
  test('goes out once at its time in its zone, with counts, top incidents and a section per site', async () => {
    const watch = await watchWith({
      webhooks: [receiver.url],
      emails: ['desk@team.example'],
      cadence: 'daily',
      digestTime: '08:00',
      timeZone: 'America/New_York',
    });
    const site = { type: 'site', id: '0b0b0b0b-0000-4000-8000-000000000001', name: 'NY office' };
    const at = (iso: string) => new Date(iso);
    const alertOf = (category: string, impact: number, reasons: unknown[]) => {
      const incident = feedIncident({
        longitude: -74,
        latitude: 40.7,
        at: 1_795_000_000,
        category,
        impact,
      });
      return {
        watchId: watch.id,
        incidentId: incident.id,
        incidentUpdatedAt: incident.updatedAt,
        kind: 'new' as const,
        changes: [],
        reasons,
        snapshot: snapshotOf(incident),
        silent: false,
        heldUntil: null,
      };
    };
    // 10:00 in New York on the 27th: in the period from the 27th 08:00 to the 28th 08:00.
    await insertAlerts(
      database.pool,
      [
        alertOf('Crime', 4, [{ ...site, distanceMetres: 800 }]),
        alertOf('Crime', 2, []),
        alertOf('Civil Unrest', 5, [{ ...site, distanceMetres: 2500 }]),
      ],
      at('2026-11-27T15:00:00Z'),
    );
    const digestAt = (iso: string) =>
      inTransaction(database.pool, (client) => delivery.enqueueDigests(client, at(iso)));

    // 07:59 in New York: the period that ended last (26th–27th) was empty: nothing.
    expect(await digestAt('2026-11-28T12:59:00Z')).toBe(0);
    // 08:00 there: the digest, to both channels; asked again, or by another instance, never twice.
    expect(await digestAt('2026-11-28T13:00:00Z')).toBe(2);
    expect(await digestAt('2026-11-28T13:00:00Z')).toBe(0);
    expect(await digestAt('2026-11-28T20:00:00Z')).toBe(0);

    await expect.poll(() => receiver.received.length, settle).toBe(1);
    await expect.poll(() => sink.messages.length, settle).toBe(1);
    const { type, data } = receiver.verify(receiver.received[0]!, watch.secret);
    expect(type).toBe('watch.digest');
    expect(data).toMatchObject({
      period: {
        start: '2026-11-27T13:00:00.000Z',
        end: '2026-11-28T13:00:00.000Z',
        timeZone: 'America/New_York',
      },
      incidents: 3,
      byCategory: [
        { category: 'Crime', count: 2 },
        { category: 'Civil Unrest', count: 1 },
      ],
      byImpact: [
        { rating: 5, count: 1 },
        { rating: 4, count: 1 },
        { rating: 2, count: 1 },
      ],
      sites: [
        { name: 'NY office', incidents: [{ impact: { rating: 5 } }, { impact: { rating: 4 } }] },
      ],
    });
    expect((data.top as { impact: { rating: number } }[]).map((i) => i.impact.rating)).toEqual([
      5, 4, 2,
    ]);
    expect(sink.messages[0]!.subject).toBe('Digest: 3 incidents · Everything');
    expect(sink.messages[0]!.html).toContain('NY office');
    expect(sink.messages[0]!.text).toContain('America/New_York');
  });

  test('an hourly digest is made by the watcher’s poll once its hour has ended', async () => {
    const watch = await watchWith({ webhooks: [receiver.url], emails: [], cadence: 'hourly' });
    const incident = await incidentAlerted();
    await new Promise((done) => setTimeout(done, 1000));
    expect(receiver.received).toHaveLength(0);
    const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000);
    await pollOnce({ ...watcherDeps(), now: inAnHour });
    await pollOnce({ ...watcherDeps(), now: inAnHour });
    await expect.poll(() => receiver.received.length, settle).toBe(1);
    const { type, data } = receiver.verify(receiver.received[0]!, watch.secret);
    expect(type).toBe('watch.digest');
    expect(data).toMatchObject({ incidents: 1, top: [{ id: incident.id }] });
    await new Promise((done) => setTimeout(done, 1000));
    expect(receiver.received).toHaveLength(1);
  });

  test('hours missed while no server ran are caught up in one digest, once, losing nothing', async () => {
    const watch = await watchWith({ webhooks: [receiver.url], emails: [], cadence: 'hourly' });
    const at = (iso: string) => new Date(iso);
    const alertAt = async (iso: string) => {
      const incident = feedIncident({ longitude: 2.35, latitude: 48.86, at: 1_795_000_000 });
      await insertAlerts(
        database.pool,
        [
          {
            watchId: watch.id,
            incidentId: incident.id,
            incidentUpdatedAt: incident.updatedAt,
            kind: 'new' as const,
            changes: [],
            reasons: [],
            snapshot: snapshotOf(incident),
            silent: false,
            heldUntil: null,
          },
        ],
        at(iso),
      );
      return incident.id;
    };
    const digestAt = (iso: string) =>
      inTransaction(database.pool, (client) => delivery.enqueueDigests(client, at(iso)));

    const first = await alertAt('2026-11-28T09:10:00Z');
    expect(await digestAt('2026-11-28T10:00:05Z')).toBe(1);
    // No server runs from 10:00 to 13:05 (Paris is UTC+1): two alerts are stored in that time
    // (by a watcher that stopped before its digests), in the hours 10–11 and 12–13.
    const missed = [await alertAt('2026-11-28T10:20:00Z'), await alertAt('2026-11-28T12:30:00Z')];
    // Back at 13:05: one digest for all three hours; asked again, nothing more.
    expect(await digestAt('2026-11-28T13:05:00Z')).toBe(1);
    expect(await digestAt('2026-11-28T13:06:00Z')).toBe(0);
    // An ordinary hour after that is its own period again.
    const later = await alertAt('2026-11-28T13:30:00Z');
    expect(await digestAt('2026-11-28T14:00:01Z')).toBe(1);

    await expect.poll(() => receiver.received.length, settle).toBe(3);
    const digests = receiver.received
      .map((webhook) => receiver.verify(webhook, watch.secret).data)
      .sort((a, b) =>
        String((a.period as { start: string }).start).localeCompare(
          String((b.period as { start: string }).start),
        ),
      );
    const idsOf = (data: Record<string, unknown>) =>
      (data.top as { id: string }[]).map((incident) => incident.id).sort();
    expect(digests.map((data) => data.period)).toMatchObject([
      { start: '2026-11-28T09:00:00.000Z', end: '2026-11-28T10:00:00.000Z' },
      { start: '2026-11-28T10:00:00.000Z', end: '2026-11-28T13:00:00.000Z' },
      { start: '2026-11-28T13:00:00.000Z', end: '2026-11-28T14:00:00.000Z' },
    ]);
    expect(digests.map(idsOf)).toEqual([[first], [...missed].sort(), [later]]);
  });

  test('periods follow the local clock across daylight-saving changes', () => {
    // Paris springs forward on 29 March 2026: that day's period is 23 hours.
    expect(lastEndedPeriod(at('2026-03-29T06:00:00Z'), 'daily', 'Europe/Paris', '08:00')).toEqual({
      start: at('2026-03-28T07:00:00Z'),
      end: at('2026-03-29T06:00:00Z'),
    });
    // Just before 08:00 local: the period before.
    expect(lastEndedPeriod(at('2026-03-29T05:59:00Z'), 'daily', 'Europe/Paris', '08:00')).toEqual({
      start: at('2026-03-27T07:00:00Z'),
      end: at('2026-03-28T07:00:00Z'),
    });
    // New York falls back at 02:00 on 1 November 2026: the period ending that morning is 25 hours.
    expect(
      lastEndedPeriod(at('2026-11-01T14:00:00Z'), 'daily', 'America/New_York', '08:00'),
    ).toEqual({ start: at('2026-10-31T12:00:00Z'), end: at('2026-11-01T13:00:00Z') });
    // Hourly, in a zone half an hour off UTC: whole local hours.
    expect(lastEndedPeriod(at('2026-11-28T10:10:00Z'), 'hourly', 'Asia/Kolkata', null)).toEqual({
      start: at('2026-11-28T08:30:00Z'),
      end: at('2026-11-28T09:30:00Z'),
    });
  });
});

const at = (iso: string) => new Date(iso);

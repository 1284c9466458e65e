import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { feedIncident, FEED_CLIENT, startFakeFeed, type FakeFeed } from '../testing/fake-feed.ts';
import { startMailSink, type MailSink } from '../testing/mail-sink.ts';
import { startServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver.ts';
import { signedInCookie } from '../testing/workspace-users.ts';
import { insertWatch } from '../watches/watch-store.ts';
import { everythingWatch } from '../testing/watch-values.ts';

/**
 * Watchfloor server processes on one database, as deployed: two at once send each delivery
 * once; one killed in the middle of sending comes back and the receiver sees one webhook-id.
 */

let database: TestDatabase;
let feed: FakeFeed;
let sink: MailSink;
let receiver: WebhookReceiver;
let servers: ServerProcess[] = [];
let secret = '';

const env = () => ({
  DATABASE_URL: database.url,
  AUTH_URL: feed.url,
  NEWS_URL: feed.url,
  INCIDENT_URL: feed.url,
  WATCHFLOOR_DIST: 'server/testing/no-dist',
  WATCHFLOOR_CLIENT_ID: FEED_CLIENT.clientId,
  WATCHFLOOR_CLIENT_SECRET: FEED_CLIENT.secret,
  WATCHFLOOR_POLL_SECONDS: '1',
  WATCHFLOOR_WEBHOOK_ALLOW: '127.0.0.1',
  WEBHOOK_TIMEOUT_SECONDS: '1',
  DELIVERY_RETRY_SECONDS: '1',
  SMTP_URL: sink.smtpUrl,
});

beforeAll(async () => {
  [database, feed, sink, receiver] = await Promise.all([
    createTestDatabase(),
    startFakeFeed(),
    startMailSink(),
    startWebhookReceiver(),
  ]);
  await signedInCookie(database.pool, 'ana@team.example');
  const row = await insertWatch(
    database.pool,
    'ana@team.example',
    everythingWatch({ webhooks: [receiver.url], emails: ['desk@team.example'] }),
    new Date(Date.now() - 60_000),
  );
  secret = row.channels.find((channel) => channel.kind === 'webhook')!.secret!;
}, 90_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all([database.drop(), feed.close(), sink.close(), receiver.close()]);
});

beforeEach(() => {
  receiver.received.length = 0;
  sink.messages.length = 0;
});

const newIncident = () => {
  const incident = feedIncident({
    longitude: 2.35,
    latitude: 48.85,
    at: Math.floor(Date.now() / 1000),
  });
  feed.incidents.push(incident);
  return incident;
};

const delivered = async () =>
  (
    await database.pool.query<{ count: string }>(
      `SELECT count(*)::text AS count FROM deliveries WHERE status = 'delivered'`,
    )
  ).rows[0]!.count;

test('two instances on one database send each delivery once', async () => {
  servers = await Promise.all([startServerProcess(env()), startServerProcess(env())]);
  const incidents = [newIncident(), newIncident(), newIncident()];
  await expect
    .poll(delivered, { timeout: 60_000, interval: 250 })
    .toBe(String(incidents.length * 2));
  // A few more polls and job fetches by both: still once each.
  await new Promise((done) => setTimeout(done, 3000));
  expect(receiver.received).toHaveLength(3);
  expect(new Set(receiver.received.map((webhook) => webhook.id)).size).toBe(3);
  const about = receiver.received
    .map((webhook) => (receiver.verify(webhook, secret).data.incident as { id: string }).id)
    .sort();
  expect(about).toEqual(incidents.map((incident) => incident.id).sort());
  expect(sink.messages).toHaveLength(3);
  expect(new Set(sink.messages.map((message) => message.messageId)).size).toBe(3);
  await Promise.all(servers.map((server) => server.stop()));
  servers = [];
}, 90_000);

test('a server killed while sending comes back and sends again with the same webhook-id', async () => {
  const before = Number(await delivered());
  const first = await startServerProcess(env());
  servers = [first];
  // The first request is held; the server is killed (no clean stop) as it arrives.
  receiver.script.push('hang');
  let killed: Promise<void> | undefined;
  receiver.onRequest = () => {
    receiver.onRequest = undefined;
    killed = first.kill();
  };
  newIncident();
  await expect.poll(() => receiver.received.length, { timeout: 40_000 }).toBe(1);
  await killed;
  receiver.release();

  servers = [await startServerProcess(env())];
  // Sent again once its job expires (13 s here) and the queue's next check finds it (5 s apart):
  // ~25 s with the start. A check left at pg-boss's default of a minute took ~75 s.
  await expect.poll(delivered, { timeout: 60_000, interval: 500 }).toBe(String(before + 2));
  expect(receiver.received.length).toBeGreaterThanOrEqual(2);
  expect(new Set(receiver.received.map((webhook) => webhook.id)).size).toBe(1);
  const { rows } = await database.pool.query<{ succeeded: boolean }>(
    `SELECT t.succeeded FROM delivery_attempts t JOIN deliveries d ON d.id = t.delivery_id
      WHERE d.id = $1`,
    [receiver.received[0]!.id],
  );
  // The killed attempt was never recorded: one attempt, the successful one.
  expect(rows).toEqual([{ succeeded: true }]);
}, 150_000);

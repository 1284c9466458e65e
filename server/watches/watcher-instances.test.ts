import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { feedIncident, FEED_CLIENT, startFakeFeed, type FakeFeed } from '../testing/fake-feed.ts';
import { startServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { signedInCookie } from '../testing/workspace-users.ts';
import { insertWatch } from './watch-store.ts';
import { everythingWatch } from '../testing/watch-values.ts';

/**
 * Two Watchfloor server processes on one database, as behind a load balancer, each starting the
 * watcher: one polls, each incident alerts exactly once, and stopping that one hands over.
 */

let database: TestDatabase;
let feed: FakeFeed;
let servers: ServerProcess[] = [];
let serverEnv: Record<string, string>;

beforeAll(async () => {
  [database, feed] = await Promise.all([createTestDatabase(), startFakeFeed()]);
  await signedInCookie(database.pool, 'ana@team.example');
  await insertWatch(database.pool, 'ana@team.example', everythingWatch(), new Date());
  serverEnv = {
    DATABASE_URL: database.url,
    AUTH_URL: feed.url,
    NEWS_URL: feed.url,
    INCIDENT_URL: feed.url,
    WATCHFLOOR_DIST: 'server/testing/no-dist',
    WATCHFLOOR_CLIENT_ID: FEED_CLIENT.clientId,
    WATCHFLOOR_CLIENT_SECRET: FEED_CLIENT.secret,
    WATCHFLOOR_POLL_SECONDS: '1',
  };
  servers = await Promise.all([startServerProcess(serverEnv), startServerProcess(serverEnv)]);
}, 90_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all([database.drop(), feed.close()]);
});

const alertedIncidents = async () =>
  (
    await database.pool.query<{ incident_id: string }>(
      'SELECT incident_id FROM alerts ORDER BY incident_id',
    )
  ).rows.map((row) => row.incident_id);

const leaders = () =>
  servers.filter((server) =>
    server.lines.some((line) => line.includes('this instance runs the watcher')),
  );

test('one instance polls; each incident alerts once; stopping it hands the watcher over', async () => {
  const now = () => Math.floor(Date.now() / 1000);
  const first = feedIncident({ longitude: 2.35, latitude: 48.85, at: now() });
  feed.incidents.push(first);
  await expect.poll(alertedIncidents, { timeout: 20_000, interval: 250 }).toEqual([first.id]);
  expect(leaders()).toHaveLength(1);

  const [leader] = leaders();
  await leader!.stop();
  const second = feedIncident({ longitude: 2.35, latitude: 48.85, at: now() });
  feed.incidents.push(second);
  await expect
    .poll(alertedIncidents, { timeout: 20_000, interval: 250 })
    .toEqual([first.id, second.id].sort());
  expect(leaders()).toHaveLength(2);
  // A few more polls by the new one repeat the overlapping window: still once each.
  await new Promise((done) => setTimeout(done, 3000));
  expect(await alertedIncidents()).toEqual([first.id, second.id].sort());
}, 60_000);

test('a watcher killed outright (no shutdown) hands over too, and its window alerts nothing twice', async () => {
  const now = () => Math.floor(Date.now() / 1000);
  const running = servers.filter(
    (server) => server.child.exitCode === null && server.child.signalCode === null,
  );
  expect(running).toHaveLength(1);
  const replacement = await startServerProcess(serverEnv);
  servers.push(replacement);
  const [leader] = running;
  expect(leader).toBeDefined();
  // SIGKILL: no handler runs; PostgreSQL ends the dead connection and with it the advisory lock.
  // tsx runs the server in a child node process: that one is killed first, then tsx.
  const exited = new Promise((done) => leader!.child.once('exit', done));
  execFileSync('pkill', ['-KILL', '-P', String(leader!.child.pid)]);
  leader!.child.kill('SIGKILL');
  await exited;
  servers = servers.filter((server) => server !== leader);
  const third = feedIncident({ longitude: 2.35, latitude: 48.85, at: now() });
  feed.incidents.push(third);
  await expect.poll(alertedIncidents, { timeout: 30_000, interval: 250 }).toContain(third.id);
  expect(replacement.lines.some((line) => line.includes('this instance runs the watcher'))).toBe(
    true,
  );
  await new Promise((done) => setTimeout(done, 3000));
  const alerted = await alertedIncidents();
  expect(alerted).toHaveLength(new Set(alerted).size);
  expect(alerted).toHaveLength(3);
}, 60_000);

import { afterAll, beforeAll, expect, test } from 'vitest';
import type { IncidentSnapshot } from '../../contract/triage/snapshot.ts';
import { createLogger } from '../logger.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { signedInCookie } from '../testing/workspace-users.ts';
import { listenForAlerts, type AlertSignal } from './alert-signal.ts';
import { insertAlerts, insertWatch } from './watch-store.ts';
import { everythingWatch } from '../testing/watch-values.ts';

let database: TestDatabase;
let signal: AlertSignal;
let watchId: string;
let serial = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  await signedInCookie(database.pool, 'ana@team.example');
  ({ id: watchId } = await insertWatch(
    database.pool,
    'ana@team.example',
    everythingWatch(),
    new Date(),
  ));
  signal = listenForAlerts(database.pool, createLogger('silent'));
  while (!signal.listening()) await new Promise((done) => setTimeout(done, 50));
});
afterAll(async () => {
  await signal.stop();
  await database.drop();
});

const writeAlert = () =>
  insertAlerts(
    database.pool,
    [
      {
        watchId,
        incidentId: `IN-${(serial += 1)}`,
        incidentUpdatedAt: 1,
        kind: 'new',
        changes: [],
        reasons: [],
        snapshot: { summary: 'x' } as IncidentSnapshot,
        silent: false,
        heldUntil: null,
      },
    ],
    new Date(),
  );

/** How long a wait of a minute lasts when an alert is written just after it starts. */
async function wokenAfterWrite(): Promise<number> {
  const started = Date.now();
  const woken = signal.wait(60_000);
  await writeAlert();
  await woken;
  return Date.now() - started;
}

test('a stream waiting for alerts wakes as soon as one is written, not at its next read', async () => {
  expect(await wokenAfterWrite()).toBeLessThan(5_000);
});

test('a wait with nothing written ends at its time', async () => {
  const started = Date.now();
  await signal.wait(200);
  expect(Date.now() - started).toBeGreaterThanOrEqual(150);
});

test('the listening connection lost (a database restart) comes back and wakes streams again', async () => {
  await database.pool.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE query ILIKE 'LISTEN%' AND pid <> pg_backend_pid() AND datname = current_database()`,
  );
  await expect.poll(() => signal.listening(), { timeout: 5_000 }).toBe(false);
  await expect.poll(() => signal.listening(), { timeout: 10_000 }).toBe(true);
  expect(await wokenAfterWrite()).toBeLessThan(5_000);
});

import type pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { createLogger } from '../logger.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createSessionCache, type SessionCache } from './session-cache.ts';
import {
  createSession,
  deleteSession,
  deleteUserSessions,
  findSession,
  sessionKeyOf,
} from './session-store.ts';

/**
 * The cache answers the proxy's reads without a query, and every way a session ends in
 * PostgreSQL reaches it: each test ends a session through the pool, as another instance would,
 * never through the cache.
 */

let database: TestDatabase;
let cache: SessionCache;
const start = new Date('2026-12-01T08:00:00Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});
beforeEach(async () => {
  cache = createSessionCache(database.pool, createLogger('silent'));
  await expect.poll(() => cache.listening(), { timeout: 5_000 }).toBe(true);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await cache.stop();
});

const newSession = (email = 'ana@team.example', lifetimeSeconds = 8 * 3600, idle = 3600) =>
  createSession(database.pool, {
    email,
    name: 'Ana',
    vendorToken: `token-of-${email}`,
    expiresAt: at(lifetimeSeconds),
    idleTimeoutSeconds: idle,
    now: start,
  });

/** The queries the cache sends through the pool (the listening connection is not the pool's). */
const countQueries = () => vi.spyOn(database.pool, 'query');

test('a session is read from the database once, then served from memory', async () => {
  const id = await newSession();
  const queries = countQueries();
  expect((await cache.find(id, at(1)))?.vendorToken).toBe('token-of-ana@team.example');
  expect((await cache.find(id, at(2)))?.email).toBe('ana@team.example');
  expect((await cache.find(id, at(3)))?.name).toBe('Ana');
  expect(queries).toHaveBeenCalledTimes(1);
});

test('a sign-out through another instance ends the session here as soon as PostgreSQL says so', async () => {
  const id = await newSession();
  await cache.find(id, at(1));
  expect(await deleteSession(database.pool, id)).toBe(true);
  await expect.poll(() => cache.find(id, at(2)), { timeout: 2_000 }).toBeNull();
});

test('signing out everywhere ends every kept session of that user, and no one else’s', async () => {
  const [one, two, other] = await Promise.all([
    newSession(),
    newSession(),
    newSession('bo@team.example'),
  ]);
  for (const id of [one, two, other]) await cache.find(id, at(1));
  await deleteUserSessions(database.pool, 'ana@team.example');
  await expect.poll(() => cache.find(one, at(2)), { timeout: 2_000 }).toBeNull();
  await expect.poll(() => cache.find(two, at(2)), { timeout: 2_000 }).toBeNull();
  expect((await cache.find(other, at(2)))?.email).toBe('bo@team.example');
});

test('a session changed in the database (a new vendor token) is read again', async () => {
  const id = await newSession();
  await cache.find(id, at(1));
  await database.pool.query(
    `UPDATE sessions SET vendor_token = 'rotated' WHERE id_hash = decode($1, 'hex')`,
    [sessionKeyOf(id)],
  );
  await expect
    .poll(async () => (await cache.find(id, at(2)))?.vendorToken, { timeout: 2_000 })
    .toBe('rotated');
});

test('forgetting a session here drops it at once, before any notification', async () => {
  const id = await newSession();
  await cache.find(id, at(1));
  cache.forget(id);
  const queries = countQueries();
  await cache.find(id, at(2));
  expect(queries).toHaveBeenCalledTimes(1);
});

test('a kept copy is not trusted past the session’s end', async () => {
  const id = await newSession('ana@team.example', 600);
  expect(await cache.find(id, at(1))).not.toBeNull();
  expect(await cache.find(id, at(600))).toBeNull();
});

test('an idle end moved on by another instance is honoured: the copy is read again, not refused', async () => {
  const id = await newSession('ana@team.example', 8 * 3600, 120);
  await cache.find(id, at(1));
  // Another instance serves the analyst at 100 s, which moves the idle end to 220 s.
  expect(await findSession(database.pool, id, at(100))).not.toBeNull();
  expect((await cache.find(id, at(150)))?.email).toBe('ana@team.example');
  expect(await cache.find(id, at(221))).toBeNull();
});

test('using a kept session moves its idle end on in the database, once a minute', async () => {
  const id = await newSession();
  await cache.find(id, at(1));
  await cache.find(id, at(30));
  const lastUse = async () =>
    (
      await database.pool.query<{ at: Date }>(
        `SELECT last_used_at AS at FROM sessions WHERE id_hash = decode($1, 'hex')`,
        [sessionKeyOf(id)],
      )
    ).rows[0]!.at;
  expect(await lastUse()).toEqual(start);
  await cache.find(id, at(61));
  expect(await lastUse()).toEqual(at(61));
});

test('while the notifications cannot be heard, nothing is kept and every read asks the database', async () => {
  const id = await newSession();
  await database.pool.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE query = 'LISTEN watchfloor_sessions' AND datname = current_database()`,
  );
  await expect.poll(() => cache.listening(), { timeout: 5_000 }).toBe(false);
  expect(await cache.find(id, at(1))).not.toBeNull();
  await deleteSession(database.pool, id);
  expect(await cache.find(id, at(2))).toBeNull();

  // Listening again (it retries every two seconds), it keeps sessions again.
  await expect.poll(() => cache.listening(), { timeout: 10_000 }).toBe(true);
  const next = await newSession();
  await cache.find(next, at(3));
  const queries = countQueries();
  await cache.find(next, at(4));
  expect(queries).not.toHaveBeenCalled();
});

test('a read that overlapped the session’s end does not keep what it read', async () => {
  const id = await newSession();
  let overlapped = false;
  // The cache's pool, whose session read is answered, then the session ended and its
  // notification heard, before the answer reaches the cache.
  const racing = new Proxy(database.pool, {
    get(target, property) {
      if (property !== 'query') {
        const value = Reflect.get(target, property) as unknown;
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      }
      return async (...args: Parameters<pg.Pool['query']>) => {
        const answer = await (target.query as (...a: unknown[]) => Promise<unknown>)(...args);
        if (!overlapped && String(args[0]).includes('FROM sessions s JOIN users')) {
          overlapped = true;
          await deleteSession(target, id);
          await new Promise((done) => setTimeout(done, 500));
        }
        return answer;
      };
    },
  });
  const racingCache = createSessionCache(racing, createLogger('silent'));
  try {
    await expect.poll(() => racingCache.listening(), { timeout: 5_000 }).toBe(true);
    expect(await racingCache.find(id, at(1))).not.toBeNull();
    expect(await racingCache.find(id, at(2))).toBeNull();
  } finally {
    await racingCache.stop();
  }
});

test('ids that are not ids are refused without a query', async () => {
  const queries = countQueries();
  expect(await cache.find('not-an-id', at(1))).toBeNull();
  expect(await cache.find(`${'a'.repeat(43)}'; DROP TABLE sessions; --`, at(1))).toBeNull();
  expect(queries).not.toHaveBeenCalled();
});

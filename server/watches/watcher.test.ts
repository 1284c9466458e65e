import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createLogger } from '../logger.ts';
import { feedIncident, FEED_CLIENT, startFakeFeed, type FakeFeed } from '../testing/fake-feed.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { signedInCookie } from '../testing/workspace-users.ts';
import { DEFAULT_RADIUS_RULE } from '../../contract/sites/radius-rules.ts';
import { insertSite } from '../workspace/sites/site-store.ts';
import { applicationToken } from './application-token.ts';
import {
  backoffSeconds,
  pollOnce,
  RateLimited,
  startWatcher,
  type WatcherDeps,
} from './watcher.ts';
import { insertWatch, type WatchValues } from './watch-store.ts';
import { everythingWatch } from '../testing/watch-values.ts';

let database: TestDatabase;
let feed: FakeFeed;
const clock = { now: new Date('2026-11-28T12:00:00Z') };
const seconds = () => Math.floor(clock.now.getTime() / 1000);
const OWNER = 'ana@team.example';
/** The Paris office; 0.01° of latitude is about 1.1 km. */
const PARIS = { longitude: 2.3522, latitude: 48.8566 };

beforeAll(async () => {
  [database, feed] = await Promise.all([createTestDatabase(), startFakeFeed()]);
});
afterAll(() => Promise.all([database.drop(), feed.close()]));
beforeEach(async () => {
  await database.pool.query('TRUNCATE watches, alerts, sites, sessions, users CASCADE');
  await database.pool.query('UPDATE watcher_cursor SET polled_through = NULL');
  feed.incidents.length = 0;
  feed.rateLimit.times = 0;
  feed.answerDelayMs = 0;
  clock.now = new Date('2026-11-28T12:00:00Z');
  await signedInCookie(database.pool, OWNER);
});

function watcherDeps(pool = database.pool, pollSeconds = 60): WatcherDeps {
  const now = () => clock.now;
  return {
    db: pool,
    log: createLogger('silent'),
    now,
    incidentUrl: feed.url,
    pollSeconds,
    timeoutMs: 5000,
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

async function watchOnParis(values: Partial<WatchValues> = {}) {
  const site = await insertSite(
    database.pool,
    OWNER,
    {
      name: 'Paris office',
      ...PARIS,
      address: '',
      tags: [],
      visibility: 'team',
      timeZone: 'Europe/Paris',
      radius: DEFAULT_RADIUS_RULE,
    },
    clock.now,
  );
  return insertWatch(
    database.pool,
    OWNER,
    everythingWatch({
      name: 'Paris',
      siteIds: [site.id],
      timeZone: 'Europe/Paris',
      ...values,
    }),
    clock.now,
  );
}

/** An incident `km` north of the office, reported now. Civil unrest reaches 10 km at impact 3. */
function reportNorth(km: number) {
  const incident = feedIncident({
    ...PARIS,
    latitude: PARIS.latitude + km / 111.195,
    at: seconds(),
  });
  feed.incidents.push(incident);
  return incident;
}

async function alerts() {
  const { rows } = await database.pool.query<{
    incident_id: string;
    kind: string;
    changes: string[];
    reasons: { name: string; distanceMetres: number }[];
    sequence: string | null;
  }>(
    'SELECT incident_id, kind, changes, reasons, sequence FROM alerts ORDER BY created_at, incident_updated_at',
  );
  return rows;
}

const later = (s: number) => {
  clock.now = new Date(clock.now.getTime() + s * 1000);
};

describe('the watcher', () => {
  test('alerts for an incident inside a site’s radius, with the distance, and none outside', async () => {
    await watchOnParis();
    const inside = reportNorth(8);
    reportNorth(12);
    await pollOnce(watcherDeps());
    const found = await alerts();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ incident_id: inside.id, kind: 'new' });
    expect(found[0]!.reasons[0]!.distanceMetres).toBeCloseTo(8000, -2);
  });

  test('a revision alerts once as updated, listing what changed; a repeat never', async () => {
    await watchOnParis();
    const incident = reportNorth(1);
    const deps = watcherDeps();
    await pollOnce(deps);
    later(60);
    await pollOnce(deps);
    expect(await alerts()).toHaveLength(1);
    later(30);
    Object.assign(incident, { summary: 'Now a riot', updatedAt: seconds() });
    later(30);
    await pollOnce(deps);
    later(60);
    await pollOnce(deps);
    const found = await alerts();
    expect(found.map((alert) => [alert.kind, alert.changes])).toEqual([
      ['new', []],
      ['updated', ['summary']],
    ]);
  });

  test('a new watch tells of what happens from its making on, not of the minutes the poll overlaps', async () => {
    const before = reportNorth(1);
    later(60);
    await watchOnParis();
    later(10);
    const after = reportNorth(2);
    later(10);
    await pollOnce(watcherDeps());
    const found = (await alerts()).map((alert) => alert.incident_id);
    expect(found).toEqual([after.id]);
    expect(found).not.toContain(before.id);
  });

  test('a late incident (reported before the last poll, published after it) is still caught', async () => {
    await watchOnParis();
    const deps = watcherDeps();
    await pollOnce(deps);
    later(3600);
    await pollOnce(deps);
    later(60);
    const late = reportNorth(2);
    Object.assign(late, { reportedAt: seconds() - 3000 });
    later(60);
    await pollOnce(deps);
    expect((await alerts()).map((alert) => alert.incident_id)).toEqual([late.id]);
  });

  test('a 429 waits for its Retry-After, moves no cursor, and loses nothing', async () => {
    await watchOnParis();
    const incident = reportNorth(1);
    feed.rateLimit = { times: 1, retryAfter: '120' };
    const deps = watcherDeps();
    const failure = await pollOnce(deps).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RateLimited);
    expect(backoffSeconds(failure, 1, 60)).toBe(120);
    expect(backoffSeconds(new Error('502'), 3, 60)).toBe(480);
    later(120);
    await pollOnce(deps);
    expect((await alerts()).map((alert) => alert.incident_id)).toEqual([incident.id]);
  });

  test('a refused token (401) is renewed and the poll goes on', async () => {
    await watchOnParis();
    const deps = watcherDeps();
    await pollOnce(deps);
    const signIns = feed.issued.length;
    feed.revoked.add(feed.issued.at(-1)!);
    const incident = reportNorth(1);
    later(60);
    await pollOnce(deps);
    expect(feed.issued.length).toBe(signIns + 1);
    expect((await alerts()).map((alert) => alert.incident_id)).toEqual([incident.id]);
  });

  test('a crash after storing alerts but before moving the cursor repeats the window harmlessly', async () => {
    await watchOnParis();
    const incident = reportNorth(1);
    await pollOnce(watcherDeps());
    // As if the instance died before its cursor update: the next one, new, reads the same window.
    await database.pool.query('UPDATE watcher_cursor SET polled_through = polled_through - 600');
    later(60);
    const fresh = await pollOnce(watcherDeps());
    expect(fresh.incidents).toBe(1);
    expect(fresh.alerts).toBe(0);
    expect((await alerts()).map((alert) => alert.incident_id)).toEqual([incident.id]);
  });

  test('this server’s clock jumping an hour ahead, then back, loses nothing the vendor reports meanwhile', async () => {
    await watchOnParis();
    // `clock` is the vendor's (the incidents' timestamps); the server reads its own.
    const server = { now: clock.now };
    const deps = { ...watcherDeps(), now: () => server.now };
    const both = (s: number) => {
      later(s);
      server.now = new Date(server.now.getTime() + s * 1000);
    };
    const first = reportNorth(1);
    await pollOnce(deps);
    // The server's clock jumps an hour ahead, and stays so for ten minutes.
    server.now = new Date(clock.now.getTime() + 3600_000);
    both(5);
    const duringAhead = reportNorth(2);
    await pollOnce(deps);
    both(300);
    const laterStill = reportNorth(3);
    await pollOnce(deps);
    both(300);
    await pollOnce(deps);
    // Set right again: it finds what comes next, and repeats nothing.
    server.now = clock.now;
    both(5);
    const afterCorrection = reportNorth(4);
    await pollOnce(deps);
    await pollOnce(deps);
    const found = (await alerts()).map((alert) => alert.incident_id);
    expect(found.sort()).toEqual(
      [first.id, duringAhead.id, laterStill.id, afterCorrection.id].sort(),
    );
  });

  test('a vendor timestamp a year ahead does not carry the cursor past what comes next', async () => {
    await watchOnParis();
    const deps = watcherDeps();
    const misdated = reportNorth(1);
    Object.assign(misdated, { reportedAt: seconds() + 365 * 86_400 });
    Object.assign(misdated, { updatedAt: seconds() + 365 * 86_400 });
    await pollOnce(deps);
    later(600);
    const next = reportNorth(2);
    later(5);
    await pollOnce(deps);
    expect((await alerts()).map((alert) => alert.incident_id)).toContain(next.id);
  });

  test('quiet hours hold an instant alert, and the poll after they end releases it', async () => {
    // 12:00 UTC is 13:00 in Paris: quiet from 12:30 to 14:00 there.
    await watchOnParis({ quietHours: { start: '12:30', end: '14:00' } });
    reportNorth(1);
    const deps = watcherDeps();
    await pollOnce(deps);
    expect((await alerts())[0]!.sequence).toBeNull();
    later(1800);
    await pollOnce(deps);
    expect((await alerts())[0]!.sequence).toBeNull();
    later(1800);
    await pollOnce(deps);
    expect((await alerts())[0]!.sequence).not.toBeNull();
  });

  test('a watch paused while a poll is under way gets no alert from that poll', async () => {
    await watchOnParis();
    reportNorth(1);
    // The pause lands after the poll has read the watches and before it stores their alerts.
    const pool = database.pool;
    const pausingMidPoll = Object.assign(Object.create(pool) as pg.Pool, {
      query: async (text: string, values?: unknown[]) => {
        if (text.includes('FROM alerts WHERE incident_id')) {
          await pool.query('UPDATE watches SET paused = true');
        }
        return pool.query(text, values);
      },
    });
    const result = await pollOnce({ ...watcherDeps(), db: pausingMidPoll });
    expect(result.alerts).toBe(0);
    expect(await alerts()).toEqual([]);
  });

  test('alerts held by quiet hours stay held while their watch is paused, and come on resuming', async () => {
    const watch = await watchOnParis({ quietHours: { start: '12:30', end: '14:00' } });
    reportNorth(1);
    const deps = watcherDeps();
    await pollOnce(deps);
    await database.pool.query('UPDATE watches SET paused = true WHERE id = $1', [watch.id]);
    later(3600);
    expect((await pollOnce(deps)).released).toBe(0);
    expect((await alerts())[0]!.sequence).toBeNull();
    await database.pool.query('UPDATE watches SET paused = false WHERE id = $1', [watch.id]);
    later(5);
    expect((await pollOnce(deps)).released).toBe(1);
    expect((await alerts())[0]!.sequence).not.toBeNull();
  });

  test('held alerts are released at the end of quiet hours even while the vendor is down', async () => {
    await watchOnParis({ quietHours: { start: '12:30', end: '14:00' } });
    reportNorth(1);
    const pools = [new pg.Pool({ connectionString: database.url, max: 2 })];
    await pollOnce(watcherDeps());
    later(3600);
    feed.rateLimit = { times: 1000, retryAfter: '1' };
    const watcher = startWatcher(watcherDeps(pools[0], 1));
    try {
      await expect
        .poll(async () => (await alerts())[0]!.sequence, { timeout: 5000 })
        .not.toBeNull();
      const { rows } = await database.pool.query<{ failure: string }>(
        'SELECT failure FROM watcher_cursor',
      );
      expect(rows[0]!.failure).toMatch(/429/);
    } finally {
      await watcher.stop();
      await pools[0]!.end();
    }
  });
});

describe('the poll interval', () => {
  test('polls start every interval even when the vendor takes seconds to answer', async () => {
    await watchOnParis();
    feed.answerDelayMs = 600;
    const from = feed.requests.length;
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    const watcher = startWatcher(watcherDeps(pool, 3));
    try {
      // Each poll asks twice (reported, then updated), 1.2 s or more in all.
      await expect
        .poll(
          () =>
            feed.requests.slice(from).filter((url) => url.searchParams.has('reportedAt')).length,
          { timeout: 20_000, interval: 100 },
        )
        .toBeGreaterThanOrEqual(4);
    } finally {
      await watcher.stop();
      await pool.end();
    }
    const starts = feed.requests
      .map((url, index) => ({ url, at: feed.requestedAt[index]! }))
      .slice(from)
      .filter(({ url }) => url.searchParams.has('reportedAt'))
      .map(({ at }) => at);
    const gaps = starts.slice(1).map((at, index) => at - starts[index]!);
    const median = [...gaps].sort((a, b) => a - b)[gaps.length >> 1]!;
    // An interval after the last poll ended would be 3 s + 1.2 s or more.
    expect(median).toBeLessThan(3_800);
    expect(median).toBeGreaterThan(2_500);
  }, 30_000);
});

describe('two instances on one database', () => {
  test('one polls at a time; stopping it hands over, with each alert exactly once', async () => {
    await watchOnParis();
    const pools = [0, 1].map(() => new pg.Pool({ connectionString: database.url, max: 4 }));
    const [first, second] = pools.map((pool) => startWatcher(watcherDeps(pool, 1)));
    try {
      reportNorth(1);
      await expect.poll(async () => (await alerts()).length, { timeout: 10_000 }).toBe(1);
      expect([first!.isLeader(), second!.isLeader()].filter(Boolean)).toHaveLength(1);
      const [leader, other] = first!.isLeader() ? [first!, second!] : [second!, first!];
      await leader.stop();
      later(5);
      const next = reportNorth(2);
      await expect
        .poll(async () => (await alerts()).map((alert) => alert.incident_id), { timeout: 10_000 })
        .toContain(next.id);
      expect(other.isLeader()).toBe(true);
      later(5);
      await new Promise((done) => setTimeout(done, 2500));
      expect(await alerts()).toHaveLength(2);
    } finally {
      await Promise.all([first!.stop(), second!.stop()]);
      await Promise.all(pools.map((pool) => pool.end()));
    }
  });
});

import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { compileRadiusRule, type RadiusRule } from '../../contract/sites/radius-rules.ts';
import {
  changedSnapshotFields,
  snapshotOf,
  type SnapshotSource,
} from '../../contract/triage/snapshot.ts';
import type { RunningDelivery } from '../delivery/delivery-worker.ts';
import type { Logger } from '../logger.ts';
import { inTransaction } from '../workspace/audit.ts';
import type { ApplicationToken } from './application-token.ts';
import {
  compileFilters,
  matchIncident,
  type CompiledWatch,
  type WatchedIncident,
} from './match-incident.ts';
import { quietUntil } from './quiet-hours.ts';
import {
  activeWatches,
  effectiveFilters,
  insertAlerts,
  previousRevisions,
  releaseHeldAlerts,
  type NewAlert,
  type WatchRow,
} from './watch-store.ts';

/**
 * The watcher (issue 26 §2): reads the vendor's incident feed with the application token, every
 * WATCHFLOOR_POLL_SECONDS, and records an alert per (watch, incident, revision).
 *
 * Windows: each poll asks for incidents whose `reportedAt` and, separately, whose `updatedAt`
 * is at or after a little before where the last successful poll got (the cursor row, shared by
 * instances, in the vendor's timestamps: this server's clock may jump), paging each to the end.
 * An incident that arrives late (reported long ago, published just now) has a new `updatedAt`
 * and is caught by the second window; the overlap catches what the vendor committed just behind
 * the previous poll. Repeats are free: the alerts' unique key skips them. The cursor moves only
 * after a poll's alerts are stored, so a crash repeats a window rather than losing one.
 *
 * One watcher across instances: each instance tries a PostgreSQL advisory lock on a connection
 * of its own; the one that holds it polls, the others keep trying each interval and take over
 * when its connection ends (a stopped or killed instance). Even two pollers at once (a lock
 * lost mid-poll) could not alert twice: the unique key decides.
 *
 * Delivery beyond the app (webhooks, email): each alert that becomes visible, at once or when
 * its quiet hours end, is handed to server/delivery in the transaction that stores it.
 */

/** The advisory lock's key: "WFWATCH" as a number. */
const WATCHER_LOCK = 0x5746574154_4348;
const PAGE_SIZE = 1000;
/** At most this many pages per window per poll: the rest waits for the next poll. */
const MAX_PAGES = 50;
const MAX_BACKOFF_SECONDS = 15 * 60;

export interface WatcherDeps {
  db: pg.Pool;
  log: Logger;
  now: () => Date;
  incidentUrl: string;
  token: ApplicationToken;
  pollSeconds: number;
  timeoutMs: number;
  fetch?: typeof fetch;
  /** Delivery beyond the app (server/delivery): absent, alerts stay in the app. */
  delivery?: Pick<RunningDelivery, 'enqueue' | 'enqueueDigests'>;
}

/** The vendor answered 429: wait this long before asking again. */
export class RateLimited extends Error {
  override name = 'RateLimited';
  constructor(readonly retryAfterSeconds: number) {
    super(`the incident service asked to wait ${retryAfterSeconds} s (429)`);
  }
}

type FeedIncident = WatchedIncident & SnapshotSource;

/** Seconds of `Retry-After` (delta or HTTP date), or undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now: Date): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

async function readPage(deps: WatcherDeps, query: URLSearchParams): Promise<FeedIncident[]> {
  const send = deps.fetch ?? fetch;
  for (let attempt = 0; ; attempt += 1) {
    const token = await deps.token.get();
    const response = await send(`${deps.incidentUrl}/incidents?${query.toString()}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(deps.timeoutMs),
    });
    if (response.status === 401 && attempt === 0) {
      await response.body?.cancel();
      deps.token.refused(token);
      continue;
    }
    if (response.status === 429) {
      await response.body?.cancel();
      throw new RateLimited(
        retryAfterSeconds(response.headers.get('retry-after'), deps.now()) ?? deps.pollSeconds,
      );
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`the incident service answered ${response.status}`);
    }
    const body = (await response.json()) as { data?: unknown };
    if (!Array.isArray(body.data)) throw new Error('the incident service answered no data list');
    return body.data as FeedIncident[];
  }
}

/** Every incident whose `field` falls in [from, to], all pages. */
/** What one window read: its incidents, and how far in the vendor's time it got. */
interface WindowRead {
  incidents: FeedIncident[];
  /**
   * The vendor timestamp everything up to which was read: the last row's when the window was
   * cut at MAX_PAGES (the rest is read from there next time), the newest row's otherwise; null
   * for an empty window (nothing new: no reason to move).
   */
  readThrough: number | null;
}

async function readWindow(
  deps: WatcherDeps,
  field: 'reportedAt' | 'updatedAt',
  from: number,
): Promise<WindowRead> {
  const incidents: FeedIncident[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const query = new URLSearchParams({
      [field]: `gte:${from}`,
      sort: `${field}:asc`,
      page: String(page),
      pageSize: String(PAGE_SIZE),
    });
    const rows = await readPage(deps, query);
    incidents.push(...rows);
    if (rows.length < PAGE_SIZE) {
      const newest = incidents.reduce<number | null>(
        (max, incident) => Math.max(max ?? -Infinity, incident[field]),
        null,
      );
      return { incidents, readThrough: newest };
    }
  }
  deps.log.warn({ field, from }, 'watcher window cut: more pages than read per poll');
  return { incidents, readThrough: incidents.at(-1)![field] };
}

async function compileWatches(db: pg.Pool, rows: WatchRow[]): Promise<CompiledWatch[]> {
  const siteIds = [...new Set(rows.flatMap((row) => row.site_ids))];
  const areaIds = [...new Set(rows.flatMap((row) => row.area_ids))];
  const sites = await db.query<{
    id: string;
    name: string;
    latitude: number;
    longitude: number;
    radius: RadiusRule;
  }>(
    `SELECT id::text, name, latitude, longitude, radius FROM sites
      WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL`,
    [siteIds],
  );
  const areas = await db.query<{ id: string; name: string; api_polygon: number[][][] }>(
    `SELECT id::text, name, api_polygon FROM areas WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL`,
    [areaIds],
  );
  const siteById = new Map(
    sites.rows.map((site) => [site.id, { ...site, rule: compileRadiusRule(site.radius) }]),
  );
  const areaById = new Map(
    areas.rows.map((area) => [area.id, { id: area.id, name: area.name, rings: area.api_polygon }]),
  );
  return rows.map((row) => ({
    id: row.id,
    ...compileFilters(effectiveFilters(row)),
    minImpact: row.min_impact,
    triggers: row.triggers,
    sites: row.site_ids.flatMap((id) => siteById.get(id) ?? []),
    areas: row.area_ids.flatMap((id) => areaById.get(id) ?? []),
    limitedToPlaces: row.site_ids.length + row.area_ids.length > 0,
  }));
}

/** The alerts these incidents make for these watches (pure but for the revisions passed in). */
export function alertsFor(
  watches: readonly { compiled: CompiledWatch; row: WatchRow }[],
  incidents: readonly FeedIncident[],
  previous: Awaited<ReturnType<typeof previousRevisions>>,
  at: Date,
): NewAlert[] {
  const alerts: NewAlert[] = [];
  // Worked out once per watch, not once per (watch, incident) pair: a poll may hold a million.
  const prepared = watches.map(({ compiled, row }) => ({
    compiled,
    row,
    createdSeconds: Math.floor(row.created_at.getTime() / 1000),
    quiet: row.quiet_start && row.quiet_end ? { start: row.quiet_start, end: row.quiet_end } : null,
  }));
  const seenBefore = new Set([...previous.keys()].map((key) => key.slice(key.indexOf('|') + 1)));
  for (const incident of incidents) {
    const snapshot = snapshotOf(incident);
    const revisited = seenBefore.has(incident.id);
    for (const { compiled, row, createdSeconds, quiet } of prepared) {
      const before = revisited ? previous.get(`${row.id}|${incident.id}`) : undefined;
      if (before && before.updatedAt >= incident.updatedAt) continue;
      // A watch tells of what happens from its making on: the poll's overlap with the minutes
      // before it would otherwise greet a new watch with a burst of older incidents.
      if (incident.updatedAt < createdSeconds) continue;
      const outcome = matchIncident(compiled, incident, before !== undefined);
      if (!outcome.matches) continue;
      alerts.push({
        watchId: row.id,
        incidentId: incident.id,
        incidentUpdatedAt: incident.updatedAt,
        kind: before ? 'updated' : 'new',
        changes: before ? changedSnapshotFields(before.snapshot, snapshot) : [],
        reasons: outcome.reasons,
        snapshot,
        silent: !outcome.wanted,
        heldUntil: row.cadence === 'instant' ? quietUntil(at, quiet, row.time_zone) : null,
      });
    }
  }
  return alerts;
}

export interface PollResult {
  incidents: number;
  alerts: number;
  released: number;
  /** From where both windows read, and how far they got (null: nothing new). */
  window: { from: number; to: number | null };
}

/** One poll: read both windows, match, store, move the cursor. Throws on a vendor failure. */
export async function pollOnce(deps: WatcherDeps): Promise<PollResult> {
  const at = deps.now();
  const now = Math.floor(at.getTime() / 1000);
  const overlap = Math.max(120, 2 * deps.pollSeconds);
  const { rows } = await deps.db.query<{ polled_through: string | null }>(
    'SELECT polled_through::text AS polled_through FROM watcher_cursor',
  );
  const through = rows[0]?.polled_through ? Number(rows[0].polled_through) : now;
  const from = through - overlap;
  await deps.db.query('UPDATE watcher_cursor SET attempted_at = $1', [at]);

  const byId = new Map<string, FeedIncident>();
  const reads: WindowRead[] = [];
  for (const field of ['reportedAt', 'updatedAt'] as const) {
    const read = await readWindow(deps, field, from);
    reads.push(read);
    for (const incident of read.incidents) {
      const known = byId.get(incident.id);
      if (!known || known.updatedAt < incident.updatedAt) byId.set(incident.id, incident);
    }
  }
  const incidents = [...byId.values()].sort((a, b) => a.updatedAt - b.updatedAt);
  const watchRows = await activeWatches(deps.db);
  const compiled = await compileWatches(deps.db, watchRows);
  const watches = watchRows.map((row, index) => ({ row, compiled: compiled[index]! }));
  const previous = await previousRevisions(
    deps.db,
    incidents.map((incident) => incident.id),
  );
  const alerts = alertsFor(watches, incidents, previous, at);
  const { stored, released } = await storeAlerts(deps, alerts, at);
  const reached = readThrough(reads, now);
  await deps.db.query(
    `UPDATE watcher_cursor
        SET polled_through = GREATEST(COALESCE(polled_through, 0), $1), succeeded_at = $2,
            failure = NULL`,
    [reached ?? through, at],
  );
  return { incidents: incidents.length, alerts: stored, released, window: { from, to: reached } };
}

/**
 * Where the next poll's windows start (less the overlap), in the vendor's time: as far as both
 * windows read. The cursor follows the vendor's timestamps, not this server's clock, so a clock
 * that jumps ahead skips nothing. It never passes this server's clock either: a timestamp ahead
 * of it (a clock set back, a vendor's misdated record) would skip what comes before it; the
 * windows are open-ended, so what lies ahead is read again, harmlessly, until the clock gets there.
 */
function readThrough(reads: readonly WindowRead[], now: number): number | null {
  const reached = reads
    .map((read) => read.readThrough)
    .filter((value): value is number => value !== null);
  if (reached.length === 0) return null;
  return Math.min(...reached, now);
}

/**
 * Stores new alerts and releases those whose quiet hours ended, in one transaction with the
 * deliveries (webhooks, email) of every alert that became visible: a crash keeps all or none.
 */
async function storeAlerts(
  deps: Pick<WatcherDeps, 'db' | 'delivery'>,
  alerts: readonly NewAlert[],
  at: Date,
): Promise<{ stored: number; released: number }> {
  return inTransaction(deps.db, async (client) => {
    const inserted = await insertAlerts(client, alerts, at);
    const released = await releaseHeldAlerts(client, at);
    await deps.delivery?.enqueue(client, [...inserted.visibleIds, ...released], at);
    await deps.delivery?.enqueueDigests(client, at);
    return { stored: inserted.ids.length, released: released.length };
  });
}

/** Seconds until the next poll after a failure: the vendor's Retry-After, or doubling. */
export function backoffSeconds(error: unknown, failures: number, pollSeconds: number): number {
  if (error instanceof RateLimited) return Math.max(1, error.retryAfterSeconds);
  return Math.min(MAX_BACKOFF_SECONDS, pollSeconds * 2 ** Math.min(failures, 10));
}

export interface RunningWatcher {
  /** Whether this instance holds the watcher lock. */
  isLeader(): boolean;
  stop(): Promise<void>;
}

/** Runs the watcher on this instance: polls while it holds the lock, else keeps trying. */
export function startWatcher(deps: WatcherDeps): RunningWatcher {
  let lockClient: pg.PoolClient | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let failures = 0;

  async function holdLock(): Promise<boolean> {
    if (lockClient) return true;
    const client = await deps.db.connect();
    try {
      const { rows } = await client.query<{ held: boolean }>(
        'SELECT pg_try_advisory_lock($1) AS held',
        [WATCHER_LOCK],
      );
      if (rows[0]?.held) {
        client.on('error', () => {
          lockClient?.release(true);
          lockClient = undefined;
        });
        lockClient = client;
        deps.log.info('this instance runs the watcher');
        return true;
      }
    } catch (error) {
      client.release(true);
      throw error;
    }
    client.release();
    return false;
  }

  async function tick(): Promise<number> {
    if (!(await holdLock())) return deps.pollSeconds;
    const started = performance.now();
    try {
      const result = await pollOnce(deps);
      failures = 0;
      if (result.alerts > 0 || result.released > 0) deps.log.info(result, 'watcher poll');
      // Polls start every interval, not an interval after the last one ended: a poll that takes
      // seconds (a busy vendor) would otherwise stretch every alert's wait by as much.
      return Math.max(0, deps.pollSeconds - (performance.now() - started) / 1000);
    } catch (error) {
      failures += 1;
      const message = (error as Error).message;
      const wait = backoffSeconds(error, failures, deps.pollSeconds);
      deps.log.warn({ err: message, retryInSeconds: wait }, 'watcher poll failed');
      await deps.db
        .query('UPDATE watcher_cursor SET failed_at = $1, failure = $2', [deps.now(), message])
        .catch(() => {});
      // Quiet hours end whether or not the vendor answers.
      await storeAlerts(deps, [], deps.now()).catch(() => {});
      return wait;
    }
  }

  function schedule(seconds: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick()
        .catch((error: Error) => {
          deps.log.warn({ err: error.message }, 'watcher could not run');
          return deps.pollSeconds;
        })
        .then(schedule);
    }, seconds * 1000);
    timer.unref();
  }
  schedule(0);

  return {
    isLeader: () => lockClient !== undefined,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      if (lockClient) {
        await lockClient.query('SELECT pg_advisory_unlock($1)', [WATCHER_LOCK]).catch(() => {});
        lockClient.release();
        lockClient = undefined;
      }
    },
  };
}

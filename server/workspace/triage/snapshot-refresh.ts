import type { SnapshotRefresh } from '../../../contract/resources/triage.ts';
import type { ServerDeps } from '../../deps.ts';
import { storeSnapshots, touchSnapshot } from './triage-store.ts';
import { readRevised, readSnapshot, type VendorCall } from './vendor-incidents.ts';

/**
 * Keeps the triage snapshots in step with the vendor's revisions. The vendor's API cannot be
 * asked "these 300 ids" (it has no id filter), but it can be asked which incidents it revised
 * in a window (`updatedAt=bt:<from>;<to>`): one request a minute usually covers every revision
 * since the last, however many incidents the team has triaged. The window is read oldest
 * revision first, moving its start to the last revision read rather than turning pages, so
 * revisions landing meanwhile never shift an unread one out of sight.
 *
 * Bounded: at most `MAX_PAGES` requests within `BUDGET_MS` per refresh; beyond that the rest is
 * read next time (`behind`). A failing vendor never fails the queue: the answer says the flags
 * are as of the last good check (`failed`), and the next load a minute later tries again.
 */

/** Snapshots checked within this long are current: no vendor request for them. */
export const REFRESH_AFTER_SECONDS = 60;
/** Revisions are read again this far back, for clocks that differ and late writes. */
const OVERLAP_SECONDS = 120;
/** The vendor's clock may run ahead of ours by this much. */
const AHEAD_SECONDS = 60;
const PAGE_SIZE = 200;
const MAX_PAGES = 3;
const BUDGET_MS = 6_000;

export type RefreshOutcome = { kind: 'done'; refresh: SnapshotRefresh } | { kind: 'unauthorized' };

interface RefreshRow {
  revised_through: Date | null;
  succeeded_at: Date | null;
  failed_at: Date | null;
  failure: string | null;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** How the last refresh went, for an answer that did not refresh itself. */
function statusOf(row: RefreshRow | undefined): SnapshotRefresh {
  const checkedAt = row?.succeeded_at?.toISOString() ?? null;
  if (row?.failed_at && (!row.succeeded_at || row.failed_at > row.succeeded_at)) {
    return { status: 'failed', checkedAt, message: failedMessage(row.failure, checkedAt) };
  }
  if (row?.revised_through && row.succeeded_at && row.revised_through < row.succeeded_at) {
    return { status: 'behind', checkedAt, message: behindMessage(row.revised_through) };
  }
  return { status: 'current', checkedAt, message: null };
}

const behindMessage = (through: Date) =>
  `The incident service revised more incidents than one refresh reads; revisions up to ${through.toISOString()} are in, the rest follow on the next refresh.`;

const failedMessage = (reason: string | null, checkedAt: string | null) =>
  `Could not check the incident service for revisions: ${reason ?? 'it failed to answer.'} ` +
  (checkedAt
    ? '“Updated since triage” is as of the last good check.'
    : '“Updated since triage” shows only what was known when each incident was triaged.');

async function readState(deps: ServerDeps) {
  const { rows } = await deps.db.query<RefreshRow>(
    'SELECT revised_through, succeeded_at, failed_at, failure FROM triage_refresh',
  );
  return rows[0];
}

/**
 * Claims the minute's refresh for this request: across tabs and server instances, one asks the
 * vendor and the others answer with the snapshots as they are.
 */
async function claim(deps: ServerDeps, now: Date) {
  const { rows } = await deps.db.query<{ read_from: string | null }>(
    `INSERT INTO triage_refresh (singleton, attempted_at) VALUES (true, $1)
     ON CONFLICT (singleton) DO UPDATE SET attempted_at = $1
      WHERE triage_refresh.attempted_at IS NULL
         OR triage_refresh.attempted_at <= $1 - make_interval(secs => $2)
     RETURNING read_from`,
    [now, REFRESH_AFTER_SECONDS],
  );
  return rows[0];
}

const current = (now: Date): RefreshOutcome => ({
  kind: 'done',
  refresh: { status: 'current', checkedAt: now.toISOString(), message: null },
});

async function recordSuccess(
  deps: ServerDeps,
  read: { through: Date; readFrom: number | null; now: Date },
) {
  await deps.db.query(
    `UPDATE triage_refresh SET revised_through = $1, read_from = $2, succeeded_at = $3,
            failed_at = NULL, failure = NULL`,
    [read.through, read.readFrom, read.now],
  );
}

/** Brings every snapshot up to date with the vendor's revisions, at most once a minute. */
export async function refreshRevisions(call: VendorCall, now: Date): Promise<RefreshOutcome> {
  const { deps } = call;
  const claimed = await claim(deps, now);
  if (!claimed) return { kind: 'done', refresh: statusOf(await readState(deps)) };

  let cursor = claimed.read_from === null ? undefined : Number(claimed.read_from);
  if (cursor === undefined) {
    // Never refreshed: the snapshots are as fresh as their triage.
    const { rows } = await deps.db.query<{ oldest: Date | null }>(
      'SELECT min(snapshot_checked_at) AS oldest FROM triage',
    );
    if (!rows[0]?.oldest) {
      // Nothing triaged yet: nothing to ask the vendor about.
      await recordSuccess(deps, { through: now, readFrom: null, now });
      return current(now);
    }
    cursor = seconds(rows[0].oldest) - OVERLAP_SECONDS;
  }
  const toSeconds = seconds(now) + AHEAD_SECONDS;
  let page = 1;
  const started = Date.now();
  for (let request = 0; request < MAX_PAGES; request += 1) {
    const remaining = BUDGET_MS - (Date.now() - started);
    if (remaining <= 0) break;
    const read = await readRevised(
      { ...call, timeoutMs: remaining },
      { fromSeconds: cursor, toSeconds, page, pageSize: PAGE_SIZE },
    );
    if (read.kind === 'unauthorized') return read;
    if (read.kind !== 'ok') {
      const reason = read.kind === 'missing' ? 'it has no incident list.' : read.message;
      await deps.db.query(
        'UPDATE triage_refresh SET failed_at = $1, failure = $2, attempted_at = $1',
        [now, reason],
      );
      return { kind: 'done', refresh: statusOf(await readState(deps)) };
    }
    await storeSnapshots(deps.db, read.value, now);
    if (read.value.length < PAGE_SIZE) {
      await recordSuccess(deps, { through: now, readFrom: seconds(now) - OVERLAP_SECONDS, now });
      return current(now);
    }
    // Start the next read at the last revision read; only a full page of one second's
    // revisions (no progress) needs the next page of the same window.
    const last = read.value.at(-1)!.snapshot.updatedAt;
    if (last > cursor) {
      cursor = last;
      page = 1;
    } else {
      page += 1;
    }
  }
  // More revisions than one refresh reads: keep what was read and continue from there.
  const through = new Date(cursor * 1000);
  await recordSuccess(deps, { through, readFrom: cursor, now });
  return {
    kind: 'done',
    refresh: {
      status: 'behind',
      checkedAt: now.toISOString(),
      message: behindMessage(through),
    },
  };
}

/**
 * One incident's snapshot, for its triage panel: current when the incident or the team-wide
 * refresh was checked within the minute, otherwise read from the vendor now (`GET
 * /incidents/{id}`).
 */
export async function refreshOne(
  call: VendorCall,
  incidentId: string,
  checkedAt: Date,
  now: Date,
): Promise<RefreshOutcome> {
  const { deps } = call;
  const state = await readState(deps);
  // Every revision up to `revised_through` is in the snapshots.
  const teamChecked = state?.revised_through ?? null;
  const latest = teamChecked && teamChecked > checkedAt ? teamChecked : checkedAt;
  if (now.getTime() - latest.getTime() < REFRESH_AFTER_SECONDS * 1000) {
    return {
      kind: 'done',
      refresh: { status: 'current', checkedAt: latest.toISOString(), message: null },
    };
  }
  const read = await readSnapshot({ ...call, timeoutMs: BUDGET_MS }, incidentId);
  if (read.kind === 'unauthorized') return read;
  if (read.kind === 'ok') {
    await storeSnapshots(deps.db, [{ id: incidentId, snapshot: read.value }], now);
    await touchSnapshot(deps.db, incidentId, now);
    return current(now);
  }
  return {
    kind: 'done',
    refresh: {
      status: 'failed',
      checkedAt: latest.toISOString(),
      message:
        read.kind === 'missing'
          ? `The incident service no longer has ${incidentId}; the triage keeps what it last read.`
          : `Could not check the incident service for a revision: ${read.message}`,
    },
  };
}

import type pg from 'pg';
import type { AlertReason } from '../../contract/resources/watches.ts';
import type { IncidentSnapshot } from '../../contract/triage/snapshot.ts';

/** The SQL of deliveries and their attempts, bound parameters only. */

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/**
 * Records one delivery per (alert, channel) for these alerts, of instant watches, once they are
 * visible (not held, not silent). The unique key skips what was recorded before, so calling it
 * twice for an alert records nothing new. Answers the new deliveries' ids.
 */
export async function recordDeliveries(
  db: Queryable,
  alertIds: readonly string[],
  at: Date,
): Promise<string[]> {
  if (alertIds.length === 0) return [];
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO deliveries (watch_id, alert_id, channel_id, created_at)
     SELECT a.watch_id, a.id, ch.id, $2
       FROM alerts a
       JOIN watches w ON w.id = a.watch_id AND w.deleted_at IS NULL AND NOT w.paused
                     AND w.cadence = 'instant'
       JOIN watch_channels ch ON ch.watch_id = a.watch_id AND ch.gone_at IS NULL
      WHERE a.id = ANY($1::uuid[]) AND a.sequence IS NOT NULL AND NOT a.silent
      ORDER BY a.sequence, ch.created_at
     ON CONFLICT (alert_id, channel_id) DO NOTHING
     RETURNING id`,
    [alertIds, at],
  );
  return rows.map((row) => row.id);
}

export interface DeliveryWork {
  id: string;
  digest_id: string | null;
  period_start: Date | null;
  period_end: Date | null;
  watch_time_zone: string;
  status: 'pending' | 'delivered' | 'failed';
  created_at: Date;
  kind: 'webhook' | 'email';
  channel_id: string;
  target: string;
  secret: string | null;
  gone_at: Date | null;
  watch_id: string;
  watch_name: string;
  watch_deleted: boolean;
  /** The alert's fields are null for a digest. */
  alert_id: string;
  incident_id: string;
  alert_kind: 'new' | 'updated';
  changes: string[];
  reasons: AlertReason[];
  snapshot: IncidentSnapshot;
  alert_created_at: Date;
  /** Time zones of the sites among the reasons, by site id. */
  site_zones: Record<string, string>;
}

/** What a worker needs to send one delivery. */
export async function findDeliveryWork(
  db: Queryable,
  id: string,
): Promise<DeliveryWork | undefined> {
  const { rows } = await db.query<DeliveryWork>(
    `SELECT d.id, d.status, d.created_at, ch.kind, ch.id AS channel_id, ch.target, ch.secret,
            ch.gone_at, w.id AS watch_id, w.name AS watch_name, w.time_zone AS watch_time_zone,
            d.digest_id, g.period_start, g.period_end,
            w.deleted_at IS NOT NULL AS watch_deleted, a.id AS alert_id, a.incident_id,
            a.kind AS alert_kind, a.changes, a.reasons, a.snapshot,
            a.created_at AS alert_created_at,
            COALESCE((SELECT json_object_agg(s.id, s.time_zone) FROM sites s
                       WHERE s.id::text IN (SELECT r->>'id' FROM jsonb_array_elements(a.reasons) r
                                             WHERE r->>'type' = 'site')), '{}'::json)
              AS site_zones
       FROM deliveries d
       JOIN watch_channels ch ON ch.id = d.channel_id
       JOIN watches w ON w.id = d.watch_id
       LEFT JOIN alerts a ON a.id = d.alert_id
       LEFT JOIN digests g ON g.id = d.digest_id
      WHERE d.id = $1`,
    [id],
  );
  return rows[0];
}

export interface Attempt {
  startedAt: Date;
  durationMs: number;
  succeeded: boolean;
  responseCode: number | null;
  error: string | null;
}

export async function recordAttempt(db: Queryable, deliveryId: string, attempt: Attempt) {
  await db.query(
    `INSERT INTO delivery_attempts (delivery_id, started_at, duration_ms, succeeded,
                                    response_code, error)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      deliveryId,
      attempt.startedAt,
      Math.round(attempt.durationMs),
      attempt.succeeded,
      attempt.responseCode,
      attempt.error,
    ],
  );
}

export async function markDelivered(db: Queryable, deliveryId: string, at: Date) {
  await db.query(
    `UPDATE deliveries SET status = 'delivered', delivered_at = $2, failure = NULL
      WHERE id = $1 AND status = 'pending'`,
    [deliveryId, at],
  );
}

export async function markFailed(db: Queryable, deliveryId: string, at: Date, failure: string) {
  await db.query(
    `UPDATE deliveries SET status = 'failed', failed_at = $2, failure = $3
      WHERE id = $1 AND status = 'pending'`,
    [deliveryId, at, failure],
  );
}

/** The last failure of a delivery still being retried, shown on the watch. */
export async function noteFailure(db: Queryable, deliveryId: string, failure: string) {
  await db.query(`UPDATE deliveries SET failure = $2 WHERE id = $1 AND status = 'pending'`, [
    deliveryId,
    failure,
  ]);
}

/** A 410 Gone: this endpoint takes nothing more; its other pending deliveries fail too. */
export async function markEndpointGone(db: Queryable, channelId: string, at: Date) {
  await db.query('UPDATE watch_channels SET gone_at = $2 WHERE id = $1 AND gone_at IS NULL', [
    channelId,
    at,
  ]);
  await db.query(
    `UPDATE deliveries SET status = 'failed', failed_at = $2,
            failure = 'The endpoint answered 410 Gone: nothing more is sent to it.'
      WHERE channel_id = $1 AND status = 'pending'`,
    [channelId, at],
  );
}

export interface DeliveryListRow {
  id: string;
  kind: 'webhook' | 'email';
  target: string;
  alert_id: string | null;
  incident_id: string | null;
  period_start: Date | null;
  period_end: Date | null;
  status: 'pending' | 'delivered' | 'failed';
  created_at: Date;
  delivered_at: Date | null;
  failed_at: Date | null;
  failure: string | null;
  attempts: {
    started_at: string;
    duration_ms: number;
    succeeded: boolean;
    response_code: number | null;
    error: string | null;
  }[];
}

/** A watch's latest deliveries, newest first, with every attempt. */
export async function listDeliveries(
  db: Queryable,
  watchId: string,
  limit: number,
): Promise<DeliveryListRow[]> {
  const { rows } = await db.query<DeliveryListRow>(
    `SELECT d.id, ch.kind, ch.target, d.alert_id, a.incident_id, g.period_start, g.period_end,
            d.status, d.created_at,
            d.delivered_at, d.failed_at, d.failure,
            COALESCE((SELECT json_agg(json_build_object(
                                'started_at', t.started_at, 'duration_ms', t.duration_ms,
                                'succeeded', t.succeeded, 'response_code', t.response_code,
                                'error', t.error) ORDER BY t.started_at, t.id)
                        FROM delivery_attempts t WHERE t.delivery_id = d.id), '[]'::json)
              AS attempts
       FROM deliveries d
       JOIN watch_channels ch ON ch.id = d.channel_id
       LEFT JOIN alerts a ON a.id = d.alert_id
       LEFT JOIN digests g ON g.id = d.digest_id
      WHERE d.watch_id = $1
      ORDER BY d.created_at DESC, d.id
      LIMIT $2`,
    [watchId, limit],
  );
  return rows;
}

/** Live, unpaused digest watches that have somewhere to send to. */
export async function digestWatches(db: Queryable) {
  const { rows } = await db.query<{
    id: string;
    cadence: 'hourly' | 'daily';
    time_zone: string;
    digest_time: string | null;
  }>(
    `SELECT w.id, w.cadence, w.time_zone, w.digest_time FROM watches w
      WHERE w.deleted_at IS NULL AND NOT w.paused AND w.cadence <> 'instant'
        AND EXISTS (SELECT 1 FROM watch_channels ch
                     WHERE ch.watch_id = w.id AND ch.gone_at IS NULL)`,
  );
  return rows;
}

/** How far back a digest catches up on periods missed while no server ran. */
const DIGEST_CATCH_UP_DAYS = 7;

/**
 * Alerts of a watch that no message has carried yet: not in a digest, and not delivered on their
 * own (an instant watch's, before its cadence changed).
 */
const UNCARRIED_ALERTS = `a.watch_id = $1 AND NOT a.silent AND a.sequence IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.alert_id = a.id)`;

/**
 * Makes the watch's digest for the period that ended last, once (the unique key decides across
 * instances and restarts), if alerts are waiting for it, with a delivery per channel. Periods
 * missed while no server ran (up to DIGEST_CATCH_UP_DAYS) are caught up in this one digest,
 * which then covers everything since the previous digest ended: nothing is lost, and an analyst
 * back from an outage gets one message, not one per hour missed. Answers the deliveries' ids;
 * none when it existed already or nothing waited.
 */
export async function recordDigest(
  db: Queryable,
  watchId: string,
  period: { start: Date; end: Date },
  at: Date,
): Promise<string[]> {
  const earliest = new Date(period.end.getTime() - DIGEST_CATCH_UP_DAYS * 24 * 60 * 60 * 1000);
  const { rows } = await db.query<{ id: string }>(
    `WITH covered AS (
       -- Alerts before this were carried by the previous digest (or, for the first, predate it).
       SELECT GREATEST(COALESCE(max(period_end), $2), $5) AS since
         FROM digests WHERE watch_id = $1),
     waiting AS (
       SELECT min(a.created_at) AS first FROM alerts a, covered
        WHERE ${UNCARRIED_ALERTS}
          AND a.created_at >= covered.since AND a.created_at < $3),
     made AS (
       INSERT INTO digests (watch_id, period_start, period_end, created_at)
       -- A catch-up covers every period since the previous digest; otherwise the one period.
       SELECT $1,
              CASE WHEN waiting.first < $2 THEN covered.since ELSE GREATEST(covered.since, $2) END,
              $3, $4
         FROM waiting, covered
        WHERE waiting.first IS NOT NULL
       ON CONFLICT (watch_id, period_start) DO NOTHING
       RETURNING id)
     INSERT INTO deliveries (watch_id, digest_id, channel_id, created_at)
     SELECT $1, made.id, ch.id, $4 FROM made
       JOIN watch_channels ch ON ch.watch_id = $1 AND ch.gone_at IS NULL
     RETURNING id`,
    [watchId, period.start, period.end, at, earliest],
  );
  return rows.map((row) => row.id);
}

/** The alerts a digest carries (those of its period no other message did), oldest first. */
export async function digestAlerts(db: Queryable, watchId: string, start: Date, end: Date) {
  const { rows } = await db.query<{
    incident_id: string;
    kind: 'new' | 'updated';
    reasons: AlertReason[];
    snapshot: IncidentSnapshot;
  }>(
    `SELECT a.incident_id, a.kind, a.reasons, a.snapshot FROM alerts a
      WHERE ${UNCARRIED_ALERTS}
        AND a.created_at >= $2 AND a.created_at < $3
      ORDER BY a.created_at, a.incident_updated_at`,
    [watchId, start, end],
  );
  return rows;
}

/** How long a finished delivery (and its attempts, and a digest) is kept for the watch's page. */
export const DELIVERY_RETENTION_DAYS = 30;

/**
 * Deletes deliveries finished (delivered or given up) more than DELIVERY_RETENTION_DAYS ago,
 * their attempts with them, and digests as old; run by the server's housekeeping so the tables
 * stay the size of a month, however long the server runs. Pending ones stay whatever their age.
 */
export async function pruneDeliveries(db: Queryable, at: Date): Promise<number> {
  const before = new Date(at.getTime() - DELIVERY_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const deliveries = await db.query(
    `DELETE FROM deliveries WHERE status <> 'pending' AND created_at < $1`,
    [before],
  );
  const digests = await db.query(
    `DELETE FROM digests g WHERE g.period_end < $1
        AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.digest_id = g.id)`,
    [before],
  );
  return (deliveries.rowCount ?? 0) + (digests.rowCount ?? 0);
}

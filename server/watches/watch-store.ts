import type pg from 'pg';
import type { Watch } from '../../contract/resources/watches.ts';
import type { IncidentSnapshot } from '../../contract/triage/snapshot.ts';
import { newSigningSecret } from '../delivery/signing-secret.ts';
import type { WorkspaceUser } from '../workspace/workspace-user.ts';

/** The SQL of watches and alerts, bound parameters only. */

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

export interface WatchValues {
  name: string;
  visibility: 'team' | 'private';
  paused: boolean;
  filters: string;
  savedSearchId: string | null;
  siteIds: string[];
  areaIds: string[];
  triggers: 'new' | 'revised' | 'both';
  minImpact: number | null;
  cadence: 'instant' | 'hourly' | 'daily';
  digestTime: string | null;
  timeZone: string;
  quietHours: { start: string; end: string } | null;
  /** Webhook endpoint URLs. */
  webhooks: string[];
  emails: string[];
}

export interface ChannelRow {
  id: string;
  kind: 'webhook' | 'email';
  target: string;
  secret: string | null;
  gone_at: string | null;
}

export interface WatchRow {
  id: string;
  owner_email: string;
  owner_name: string;
  visibility: 'team' | 'private';
  version: number;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  name: string;
  paused: boolean;
  filters: string;
  saved_search_id: string | null;
  /** The saved search's address while it lives and the owner may see it. */
  saved_search_address: string | null;
  site_ids: string[];
  area_ids: string[];
  triggers: WatchValues['triggers'];
  min_impact: number | null;
  cadence: WatchValues['cadence'];
  digest_time: string | null;
  time_zone: string;
  quiet_start: string | null;
  quiet_end: string | null;
  /** Its webhook endpoints and email addresses, in the order they were added. */
  channels: ChannelRow[];
  /** Its deliveries of the last 7 days that failed or are being retried after a failure. */
  delivery_health: { failed: number; retrying: number; lastFailure: string | null };
}

const WATCH_SELECT = `
  SELECT w.id, w.owner_email, u.name AS owner_name, w.visibility, w.version, w.created_at,
         w.updated_at, w.deleted_at, w.name, w.paused, w.filters, w.saved_search_id,
         ss.address AS saved_search_address, w.site_ids::text[] AS site_ids,
         w.area_ids::text[] AS area_ids, w.triggers, w.min_impact, w.cadence, w.digest_time,
         w.time_zone, w.quiet_start, w.quiet_end,
         COALESCE((SELECT json_agg(json_build_object('id', ch.id, 'kind', ch.kind,
                                                     'target', ch.target, 'secret', ch.secret,
                                                     'gone_at', ch.gone_at)
                                   ORDER BY ch.created_at, ch.target)
                     FROM watch_channels ch WHERE ch.watch_id = w.id), '[]'::json) AS channels,
         (SELECT json_build_object(
                   'failed', count(*) FILTER (WHERE d.status = 'failed'),
                   'retrying', count(*) FILTER (WHERE d.status = 'pending' AND d.failure IS NOT NULL),
                   'lastFailure', (array_agg(d.failure ORDER BY COALESCE(d.failed_at, d.created_at) DESC)
                                     FILTER (WHERE d.failure IS NOT NULL))[1])
            FROM deliveries d
           WHERE d.watch_id = w.id AND d.created_at > now() - interval '7 days') AS delivery_health
    FROM watches w
    JOIN users u ON u.email = w.owner_email
    LEFT JOIN saved_searches ss
      ON ss.id = w.saved_search_id AND ss.deleted_at IS NULL
     AND (ss.visibility = 'team' OR ss.owner_email = w.owner_email)`;

export const valuesOf = (row: WatchRow): WatchValues => ({
  name: row.name,
  visibility: row.visibility,
  paused: row.paused,
  filters: row.filters,
  savedSearchId: row.saved_search_id,
  siteIds: row.site_ids,
  areaIds: row.area_ids,
  triggers: row.triggers,
  minImpact: row.min_impact,
  cadence: row.cadence,
  digestTime: row.digest_time,
  timeZone: row.time_zone,
  quietHours:
    row.quiet_start && row.quiet_end ? { start: row.quiet_start, end: row.quiet_end } : null,
  webhooks: row.channels.filter((ch) => ch.kind === 'webhook').map((ch) => ch.target),
  emails: row.channels.filter((ch) => ch.kind === 'email').map((ch) => ch.target),
});

/** The address the watch matches with: its saved search's while that lives, else its own. */
export const effectiveFilters = (row: WatchRow) => row.saved_search_address ?? row.filters;

export function watchOf(
  row: WatchRow,
  user: WorkspaceUser,
  problems: Record<string, string>,
): Watch {
  const mayChange = user.admin || user.email === row.owner_email;
  return {
    id: row.id,
    owner: { email: row.owner_email, name: row.owner_name },
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    mayChange,
    ...valuesOf(row),
    filters: effectiveFilters(row),
    // The signing secrets only to those who may change the watch (they set up the receiver).
    webhooks: row.channels
      .filter((ch) => ch.kind === 'webhook')
      .map((ch) => ({
        url: ch.target,
        secret: mayChange ? ch.secret : null,
        goneAt: ch.gone_at ? new Date(ch.gone_at).toISOString() : null,
      })),
    deliveryHealth: row.delivery_health,
    problems,
  };
}

export async function findWatch(
  db: Queryable,
  id: string,
  options: { lock?: boolean } = {},
): Promise<WatchRow | undefined> {
  const { rows } = await db.query<WatchRow>(
    `${WATCH_SELECT} WHERE w.id = $1${options.lock ? ' FOR UPDATE OF w' : ''}`,
    [id],
  );
  return rows[0];
}

export async function visibleWatches(db: Queryable, userEmail: string): Promise<WatchRow[]> {
  const { rows } = await db.query<WatchRow>(
    `${WATCH_SELECT}
      WHERE w.deleted_at IS NULL AND (w.visibility = 'team' OR w.owner_email = $1)
      ORDER BY lower(w.name), w.id`,
    [userEmail],
  );
  return rows;
}

/** Every live, unpaused watch: what the watcher matches against. */
export async function activeWatches(db: Queryable): Promise<WatchRow[]> {
  const { rows } = await db.query<WatchRow>(
    `${WATCH_SELECT} WHERE w.deleted_at IS NULL AND NOT w.paused`,
  );
  return rows;
}

const writeParameters = (values: WatchValues) => [
  values.name,
  values.visibility,
  values.paused,
  values.filters,
  values.savedSearchId,
  values.siteIds,
  values.areaIds,
  values.triggers,
  values.minImpact,
  values.cadence,
  values.digestTime,
  values.timeZone,
  values.quietHours?.start ?? null,
  values.quietHours?.end ?? null,
];

export async function insertWatch(
  db: Queryable,
  ownerEmail: string,
  values: WatchValues,
  at: Date,
): Promise<WatchRow> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO watches (name, visibility, paused, filters, saved_search_id, site_ids, area_ids,
                          triggers, min_impact, cadence, digest_time, time_zone, quiet_start,
                          quiet_end, owner_email, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6::uuid[], $7::uuid[], $8, $9, $10, $11, $12, $13, $14, $15,
             $16, $16)
     RETURNING id`,
    [...writeParameters(values), ownerEmail, at],
  );
  await writeChannels(db, rows[0]!.id, values, at);
  return (await findWatch(db, rows[0]!.id))!;
}

/**
 * Makes the watch's channels these: removes the others (their pending deliveries go with
 * them), adds new ones (a webhook with a fresh signing secret), keeps the rest with their
 * secrets, and lifts the 410 Gone stop: saving the watch is taking the endpoint
 * back.
 */
async function writeChannels(db: Queryable, watchId: string, values: WatchValues, at: Date) {
  const wanted = [
    ...values.webhooks.map((target) => ({ kind: 'webhook', target, secret: newSigningSecret() })),
    ...values.emails.map((target) => ({ kind: 'email', target, secret: null })),
  ];
  await db.query(
    `DELETE FROM watch_channels ch
      WHERE ch.watch_id = $1
        AND NOT EXISTS (SELECT 1 FROM jsonb_to_recordset($2::jsonb) AS w(kind text, target text)
                         WHERE w.kind = ch.kind AND w.target = ch.target)`,
    [watchId, JSON.stringify(wanted)],
  );
  await db.query(
    `INSERT INTO watch_channels (watch_id, kind, target, secret, created_at)
     SELECT $1, e.item->>'kind', e.item->>'target', e.item->>'secret',
            $3::timestamptz + e.n * interval '1 microsecond'
       FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS e(item, n)
     ON CONFLICT (watch_id, kind, target) DO UPDATE SET gone_at = NULL`,
    [watchId, JSON.stringify(wanted), at],
  );
}

/** Writes the values if the row is still at `version`; undefined when it moved on. */
export async function updateWatch(
  db: Queryable,
  id: string,
  version: number,
  values: WatchValues,
  at: Date,
): Promise<WatchRow | undefined> {
  const { rowCount } = await db.query(
    `UPDATE watches
        SET name = $1, visibility = $2, paused = $3, filters = $4, saved_search_id = $5,
            site_ids = $6::uuid[], area_ids = $7::uuid[], triggers = $8, min_impact = $9,
            cadence = $10, digest_time = $11, time_zone = $12, quiet_start = $13,
            quiet_end = $14, updated_at = $15, version = version + 1
      WHERE id = $16 AND version = $17 AND deleted_at IS NULL`,
    [...writeParameters(values), at, id, version],
  );
  if (!rowCount) return undefined;
  await writeChannels(db, id, values, at);
  return findWatch(db, id);
}

export async function markWatchDeleted(db: Queryable, id: string, actor: string, at: Date) {
  await db.query(
    `UPDATE watches SET deleted_at = $3, deleted_by = $2, updated_at = $3, version = version + 1
      WHERE id = $1 AND deleted_at IS NULL`,
    [id, actor, at],
  );
}

/** Undoes a deletion: the watch matches again from now on. */
export async function markWatchRestored(db: Queryable, id: string, at: Date) {
  await db.query(
    `UPDATE watches SET deleted_at = NULL, deleted_by = NULL, updated_at = $2, version = version + 1
      WHERE id = $1`,
    [id, at],
  );
}

/** Which of these sites and areas still live, by id, with their names. */
export async function livePlaces(db: Queryable, siteIds: string[], areaIds: string[]) {
  const { rows } = await db.query<{ kind: 'site' | 'area'; id: string }>(
    `SELECT 'site' AS kind, id::text AS id FROM sites
      WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL
     UNION ALL
     SELECT 'area', id::text FROM areas WHERE id = ANY($2::uuid[]) AND deleted_at IS NULL`,
    [siteIds, areaIds],
  );
  return new Set(rows.map((row) => `${row.kind}:${row.id}`));
}

/** One alert to record; see insertAlerts. */
export interface NewAlert {
  watchId: string;
  incidentId: string;
  incidentUpdatedAt: number;
  kind: 'new' | 'updated';
  changes: string[];
  reasons: unknown[];
  snapshot: IncidentSnapshot;
  silent: boolean;
  heldUntil: Date | null;
}

/**
 * Records alerts, each at most once per (watch, incident, revision): a repeat is skipped by the
 * unique key, whichever instance or restart tries it. A visible alert that is not held takes its
 * stream sequence at once. Answers the new rows' ids, and which of them are visible now.
 *
 * Only for watches still running when they are stored: a poll reads the watches, then the feed's
 * matches are stored, and a watch paused or deleted in between gets nothing (its deliveries,
 * recorded in the same transaction, would be skipped, leaving an alert in the app that no
 * webhook or email ever carried). The watch's row is share-locked until the caller's
 * transaction ends, so a pause waits for it rather than landing between the two.
 */
export async function insertAlerts(
  db: Queryable,
  alerts: readonly NewAlert[],
  at: Date,
): Promise<{ ids: string[]; visibleIds: string[] }> {
  if (alerts.length === 0) return { ids: [], visibleIds: [] };
  const { rows } = await db.query<{ id: string; visible: boolean }>(
    `INSERT INTO alerts (watch_id, incident_id, incident_updated_at, kind, changes, reasons,
                         snapshot, silent, held_until, created_at, sequence)
     SELECT a."watchId", a."incidentId", a."incidentUpdatedAt", a.kind,
            ARRAY(SELECT jsonb_array_elements_text(a.changes)), a.reasons, a.snapshot, a.silent,
            a."heldUntil", $2,
            CASE WHEN a.silent OR a."heldUntil" > $2 THEN NULL
                 ELSE nextval('alert_events_seq') END
       FROM jsonb_to_recordset($1::jsonb) AS a(
              "watchId" uuid, "incidentId" text, "incidentUpdatedAt" bigint, kind text,
              changes jsonb, reasons jsonb, snapshot jsonb, silent boolean,
              "heldUntil" timestamptz)
       JOIN watches w ON w.id = a."watchId" AND w.deleted_at IS NULL AND NOT w.paused
     ORDER BY a."incidentUpdatedAt", a."incidentId", a."watchId"
     FOR SHARE OF w
     ON CONFLICT (watch_id, incident_id, incident_updated_at) DO NOTHING
     RETURNING id, sequence IS NOT NULL AS visible`,
    [JSON.stringify(alerts), at],
  );
  return {
    ids: rows.map((row) => row.id),
    visibleIds: rows.filter((row) => row.visible).map((row) => row.id),
  };
}

/**
 * Alerts whose quiet hours ended: they take their stream sequence now. Answers their ids. Those
 * of a paused watch stay held until it resumes ("no alerts until resumed"), as insertAlerts
 * stores none for it; their watch's row is share-locked like there.
 */
export async function releaseHeldAlerts(db: Queryable, at: Date): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE alerts SET sequence = nextval('alert_events_seq')
      WHERE id IN (SELECT a.id FROM alerts a
                     JOIN watches w ON w.id = a.watch_id AND NOT w.paused
                    WHERE a.sequence IS NULL AND NOT a.silent AND a.held_until <= $1
                    ORDER BY a.created_at, a.id
                    FOR UPDATE OF a SKIP LOCKED
                    FOR SHARE OF w)
      RETURNING id`,
    [at],
  );
  return rows.map((row) => row.id);
}

/** The latest revision each watch already recorded for these incidents, with its snapshot. */
export async function previousRevisions(db: Queryable, incidentIds: readonly string[]) {
  const { rows } = await db.query<{
    watch_id: string;
    incident_id: string;
    incident_updated_at: string;
    snapshot: IncidentSnapshot;
  }>(
    `SELECT DISTINCT ON (watch_id, incident_id) watch_id, incident_id,
            incident_updated_at::text AS incident_updated_at, snapshot
       FROM alerts WHERE incident_id = ANY($1::text[])
      ORDER BY watch_id, incident_id, incident_updated_at DESC`,
    [incidentIds],
  );
  return new Map(
    rows.map((row) => [
      `${row.watch_id}|${row.incident_id}`,
      { updatedAt: Number(row.incident_updated_at), snapshot: row.snapshot },
    ]),
  );
}

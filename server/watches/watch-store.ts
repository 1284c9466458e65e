import type pg from 'pg';
import type { Watch } from '../../contract/resources/watches.ts';
import type { IncidentSnapshot } from '../../contract/triage/snapshot.ts';
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
}

const WATCH_SELECT = `
  SELECT w.id, w.owner_email, u.name AS owner_name, w.visibility, w.version, w.created_at,
         w.updated_at, w.deleted_at, w.name, w.paused, w.filters, w.saved_search_id,
         ss.address AS saved_search_address, w.site_ids::text[] AS site_ids,
         w.area_ids::text[] AS area_ids, w.triggers, w.min_impact, w.cadence, w.digest_time,
         w.time_zone, w.quiet_start, w.quiet_end
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
});

/** The address the watch matches with: its saved search's while that lives, else its own. */
export const effectiveFilters = (row: WatchRow) => row.saved_search_address ?? row.filters;

export const isVisibleTo = (user: WorkspaceUser, row: WatchRow) =>
  row.visibility === 'team' || row.owner_email === user.email;

export function watchOf(
  row: WatchRow,
  user: WorkspaceUser,
  problems: Record<string, string>,
): Watch {
  return {
    id: row.id,
    owner: { email: row.owner_email, name: row.owner_name },
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    mayChange: user.admin || user.email === row.owner_email,
    ...valuesOf(row),
    filters: effectiveFilters(row),
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
  return (await findWatch(db, rows[0]!.id))!;
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
  return rowCount ? findWatch(db, id) : undefined;
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
 * stream sequence at once. Answers how many rows were new.
 */
export async function insertAlerts(
  db: Queryable,
  alerts: readonly NewAlert[],
  at: Date,
): Promise<number> {
  if (alerts.length === 0) return 0;
  const { rowCount } = await db.query(
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
     ORDER BY a."incidentUpdatedAt", a."incidentId", a."watchId"
     ON CONFLICT (watch_id, incident_id, incident_updated_at) DO NOTHING`,
    [JSON.stringify(alerts), at],
  );
  return rowCount ?? 0;
}

/** Alerts whose quiet hours ended: they take their stream sequence now. */
export async function releaseHeldAlerts(db: Queryable, at: Date): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE alerts SET sequence = nextval('alert_events_seq')
      WHERE id IN (SELECT id FROM alerts
                    WHERE sequence IS NULL AND NOT silent AND held_until <= $1
                    ORDER BY created_at, id)`,
    [at],
  );
  return rowCount ?? 0;
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

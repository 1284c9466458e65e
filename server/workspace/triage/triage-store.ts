import type pg from 'pg';
import type {
  ImpactOnUs,
  Triage,
  TriageState,
  TriageStatus,
} from '../../../contract/resources/triage.ts';
import type { IncidentSnapshot } from '../../../contract/triage/snapshot.ts';

/**
 * The triage table's SQL, bound parameters only. Rows come back as the contract's objects, names
 * joined from the team, so every answer says who did what.
 */

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

interface TriageRow {
  incident_id: string;
  status: TriageStatus;
  duplicate_of: string | null;
  impact_on_us: ImpactOnUs | null;
  assignee_email: string | null;
  assignee_name: string | null;
  notes: string;
  version: number;
  created_at: Date;
  created_by: string;
  created_by_name: string;
  changed_at: Date;
  changed_by: string;
  changed_by_name: string;
  snapshot: IncidentSnapshot;
  incident_updated_at: string;
  snapshot_checked_at: Date;
  seen_snapshot: IncidentSnapshot;
  seen_revision: string;
  seen_at: Date;
  seen_by: string;
  seen_by_name: string;
}

export const TRIAGE_SELECT = `
  SELECT t.incident_id, t.status, t.duplicate_of, t.impact_on_us, t.assignee_email,
         a.name AS assignee_name, t.notes, t.version,
         t.created_at, t.created_by, cr.name AS created_by_name,
         t.changed_at, t.changed_by, ch.name AS changed_by_name,
         t.snapshot, t.incident_updated_at, t.snapshot_checked_at,
         t.seen_snapshot, t.seen_revision, t.seen_at, t.seen_by, se.name AS seen_by_name
    FROM triage t
    LEFT JOIN users a ON a.email = t.assignee_email
    JOIN users cr ON cr.email = t.created_by
    JOIN users ch ON ch.email = t.changed_by
    JOIN users se ON se.email = t.seen_by`;

export function triageOf(row: TriageRow): Triage {
  return {
    ...stateOf({ ...row, has_notes: row.notes.length > 0 }),
    notes: row.notes,
    createdAt: row.created_at.toISOString(),
    createdBy: { email: row.created_by, name: row.created_by_name },
    snapshot: row.snapshot,
    seenSnapshot: row.seen_snapshot,
    seenAt: row.seen_at.toISOString(),
    seenBy: { email: row.seen_by, name: row.seen_by_name },
    snapshotCheckedAt: row.snapshot_checked_at.toISOString(),
  };
}

/** The columns a row's state needs. */
type StateRow = Pick<
  TriageRow,
  | 'incident_id'
  | 'status'
  | 'duplicate_of'
  | 'impact_on_us'
  | 'assignee_email'
  | 'assignee_name'
  | 'version'
  | 'changed_at'
  | 'changed_by'
  | 'changed_by_name'
  | 'incident_updated_at'
  | 'seen_revision'
> & { has_notes: boolean };

function stateOf(row: StateRow): TriageState {
  return {
    incidentId: row.incident_id,
    status: row.status,
    duplicateOf: row.duplicate_of,
    impactOnUs: row.impact_on_us,
    assignee:
      row.assignee_email === null
        ? null
        : { email: row.assignee_email, name: row.assignee_name ?? row.assignee_email },
    hasNotes: row.has_notes,
    updatedSinceTriage: Number(row.incident_updated_at) > Number(row.seen_revision),
    version: row.version,
    changedAt: row.changed_at.toISOString(),
    changedBy: { email: row.changed_by, name: row.changed_by_name },
  };
}

export async function findTriage(db: Queryable, incidentId: string): Promise<Triage | null> {
  const { rows } = await db.query<TriageRow>(`${TRIAGE_SELECT} WHERE t.incident_id = $1`, [
    incidentId,
  ]);
  return rows[0] ? triageOf(rows[0]) : null;
}

/** The states of a page of rows: no notes or snapshots read, only what a row shows. */
export async function findStates(db: Queryable, incidentIds: readonly string[]) {
  const { rows } = await db.query<StateRow>(
    `SELECT t.incident_id, t.status, t.duplicate_of, t.impact_on_us, t.assignee_email,
            a.name AS assignee_name, t.notes <> '' AS has_notes, t.version,
            t.changed_at, t.changed_by, ch.name AS changed_by_name,
            t.incident_updated_at, t.seen_revision
       FROM triage t
       LEFT JOIN users a ON a.email = t.assignee_email
       JOIN users ch ON ch.email = t.changed_by
      WHERE t.incident_id = ANY($1::text[])
      ORDER BY t.incident_id`,
    [incidentIds],
  );
  return rows.map(stateOf);
}

/** The triage's own fields, as one write leaves them. */
export type TriageFields = {
  status: TriageStatus;
  duplicateOf: string | null;
  impactOnUs: ImpactOnUs | null;
  assignee: string | null;
  notes: string;
};

export const TRIAGE_FIELD_NAMES = [
  'status',
  'duplicateOf',
  'impactOnUs',
  'assignee',
  'notes',
] as const satisfies readonly (keyof TriageFields)[];

export const fieldsOf = (triage: Triage): TriageFields => ({
  status: triage.status,
  duplicateOf: triage.duplicateOf,
  impactOnUs: triage.impactOnUs,
  assignee: triage.assignee?.email ?? null,
  notes: triage.notes,
});

/**
 * The first triage of an incident, with the vendor's snapshot as both the current and the seen
 * revision. Null when someone else triaged it first (the caller answers 409).
 */
export async function insertTriage(
  db: Queryable,
  input: {
    incidentId: string;
    fields: TriageFields;
    snapshot: IncidentSnapshot;
    actorEmail: string;
    now: Date;
  },
): Promise<boolean> {
  const { fields, snapshot } = input;
  const result = await db.query(
    `INSERT INTO triage (incident_id, status, duplicate_of, impact_on_us, assignee_email, notes,
                         version, created_at, created_by, changed_at, changed_by,
                         snapshot, incident_updated_at, incident_started_at, incident_impact,
                         snapshot_checked_at, seen_snapshot, seen_revision, seen_at, seen_by)
     VALUES ($1, $2, $3, $4, $5, $6, 1, $7, $8, $7, $8, $9, $10, $11, $12, $7, $9, $10, $7, $8)
     ON CONFLICT (incident_id) DO NOTHING`,
    [
      input.incidentId,
      fields.status,
      fields.duplicateOf,
      fields.impactOnUs,
      fields.assignee,
      fields.notes,
      input.now,
      input.actorEmail,
      JSON.stringify(snapshot),
      snapshot.updatedAt,
      snapshot.startedAt,
      snapshot.impact.rating,
    ],
  );
  return result.rowCount === 1;
}

/** A change made from `version`; false when the version is stale (the caller answers 409). */
export async function updateTriageFields(
  db: Queryable,
  input: {
    incidentId: string;
    version: number;
    fields: TriageFields;
    actorEmail: string;
    now: Date;
  },
): Promise<boolean> {
  const { fields } = input;
  const result = await db.query(
    `UPDATE triage
        SET status = $3, duplicate_of = $4, impact_on_us = $5, assignee_email = $6, notes = $7,
            version = version + 1, changed_at = $8, changed_by = $9
      WHERE incident_id = $1 AND version = $2`,
    [
      input.incidentId,
      input.version,
      fields.status,
      fields.duplicateOf,
      fields.impactOnUs,
      fields.assignee,
      fields.notes,
      input.now,
      input.actorEmail,
    ],
  );
  return result.rowCount === 1;
}

/**
 * Someone looked at the vendor's revision `revision`: it becomes the seen one, unless the
 * snapshot has moved past it since (false: the caller answers 409). Not a change of the
 * triage's own fields, so the version stays and nobody's edit in progress is made stale.
 */
export async function markSeen(
  db: Queryable,
  input: { incidentId: string; revision: number; actorEmail: string; now: Date },
): Promise<boolean> {
  const result = await db.query(
    `UPDATE triage
        SET seen_snapshot = snapshot, seen_revision = incident_updated_at,
            seen_at = $3, seen_by = $4
      WHERE incident_id = $1 AND incident_updated_at <= $2`,
    [input.incidentId, input.revision, input.now, input.actorEmail],
  );
  return result.rowCount === 1;
}

/**
 * Keeps the vendor's newer revisions of triaged incidents (the others are left alone, and an
 * older answer never replaces a newer snapshot). Answers how many snapshots moved.
 */
export async function storeSnapshots(
  db: Queryable,
  snapshots: readonly { id: string; snapshot: IncidentSnapshot }[],
  now: Date,
): Promise<number> {
  if (snapshots.length === 0) return 0;
  const result = await db.query(
    `UPDATE triage t
        SET snapshot = v.snapshot, incident_updated_at = (v.snapshot->>'updatedAt')::bigint,
            incident_started_at = (v.snapshot->>'startedAt')::bigint,
            incident_impact = (v.snapshot->'impact'->>'rating')::integer,
            snapshot_checked_at = $3
       FROM unnest($1::text[], $2::jsonb[]) AS v(incident_id, snapshot)
      WHERE t.incident_id = v.incident_id
        AND t.incident_updated_at < (v.snapshot->>'updatedAt')::bigint`,
    [snapshots.map((one) => one.id), snapshots.map((one) => JSON.stringify(one.snapshot)), now],
  );
  return result.rowCount ?? 0;
}

/** The vendor was asked about this incident just now (whatever it answered). */
export async function touchSnapshot(db: Queryable, incidentId: string, now: Date) {
  await db.query('UPDATE triage SET snapshot_checked_at = $2 WHERE incident_id = $1', [
    incidentId,
    now,
  ]);
}

/** The incident `incidentId` is marked a duplicate of, if any. */
export async function duplicateTargetOf(db: Queryable, incidentId: string) {
  const { rows } = await db.query<{ duplicate_of: string | null }>(
    'SELECT duplicate_of FROM triage WHERE incident_id = $1',
    [incidentId],
  );
  return rows[0] ? rows[0].duplicate_of : undefined;
}

export async function isTeamMember(db: Queryable, email: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM users WHERE email = $1', [email]);
  return rowCount === 1;
}

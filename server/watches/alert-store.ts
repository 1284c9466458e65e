import type pg from 'pg';
import type { Alert } from '../../contract/resources/watches.ts';
import type { IncidentSnapshot } from '../../contract/triage/snapshot.ts';

/**
 * Reading alerts for one user: only those of watches they may see, only once visible (not
 * silent, released from quiet hours), and not while they snooze them. Bound parameters only.
 */

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

interface AlertRow {
  id: string;
  sequence: string;
  watch_id: string;
  watch_name: string;
  incident_id: string;
  incident_updated_at: string;
  kind: 'new' | 'updated';
  changes: string[];
  reasons: Alert['reasons'];
  snapshot: IncidentSnapshot;
  created_at: Date;
  read_at: Date | null;
  acknowledged_at: Date | null;
  snoozed_until: Date | null;
  snoozed_until_revised: boolean | null;
  triage_status: string | null;
  triage_version: number | null;
  assignee_email: string | null;
  assignee_name: string | null;
}

/** $1 is the user's email, $2 the time now. */
const VISIBLE_ALERTS = `
  SELECT a.id, a.sequence::text AS sequence, a.watch_id, w.name AS watch_name, a.incident_id,
         a.incident_updated_at::text AS incident_updated_at, a.kind, a.changes, a.reasons,
         a.snapshot, a.created_at, m.read_at, m.acknowledged_at, m.snoozed_until,
         m.snoozed_until_revised, t.status AS triage_status, t.version AS triage_version,
         t.assignee_email, au.name AS assignee_name
    FROM alerts a
    JOIN watches w ON w.id = a.watch_id AND w.deleted_at IS NULL
                  AND (w.visibility = 'team' OR w.owner_email = $1)
    LEFT JOIN alert_marks m ON m.alert_id = a.id AND m.user_email = $1
    LEFT JOIN triage t ON t.incident_id = a.incident_id
    LEFT JOIN users au ON au.email = t.assignee_email
   WHERE a.sequence IS NOT NULL AND $2::timestamptz IS NOT NULL`;

/** Snoozed for this user: until a time still ahead, or until a revision not yet alerted. */
const NOT_SNOOZED = `
     AND (m.snoozed_until IS NULL OR m.snoozed_until <= $2)
     AND NOT (COALESCE(m.snoozed_until_revised, false) AND NOT EXISTS (
           SELECT 1 FROM alerts later
            WHERE later.watch_id = a.watch_id AND later.incident_id = a.incident_id
              AND later.incident_updated_at > a.incident_updated_at
              AND later.sequence IS NOT NULL))`;

function alertOf(row: AlertRow): Alert {
  const { snapshot } = row;
  return {
    id: row.id,
    sequence: row.sequence,
    watch: { id: row.watch_id, name: row.watch_name },
    incidentId: row.incident_id,
    incidentUpdatedAt: Number(row.incident_updated_at),
    kind: row.kind,
    changes: row.changes,
    reasons: row.reasons,
    incident: {
      summary: snapshot.summary,
      category: snapshot.category,
      impact: snapshot.impact,
      position: snapshot.position,
    },
    createdAt: row.created_at.toISOString(),
    read: row.read_at !== null,
    acknowledged: row.acknowledged_at !== null,
    snoozedUntil: row.snoozed_until?.toISOString() ?? null,
    snoozedUntilRevised: row.snoozed_until_revised ?? false,
    triage: row.triage_status
      ? {
          status: row.triage_status,
          version: row.triage_version!,
          assignee: row.assignee_email
            ? { email: row.assignee_email, name: row.assignee_name! }
            : null,
        }
      : null,
  };
}

export async function listAlerts(
  db: Queryable,
  input: {
    userEmail: string;
    now: Date;
    unreadOnly: boolean;
    watchId?: string;
    before?: string;
    limit: number;
  },
): Promise<{ alerts: Alert[]; nextBefore: string | null }> {
  const { rows } = await db.query<AlertRow>(
    `${VISIBLE_ALERTS} ${NOT_SNOOZED}
       AND ($3::boolean IS FALSE OR m.read_at IS NULL)
       AND ($4::uuid IS NULL OR a.watch_id = $4)
       AND ($5::bigint IS NULL OR a.sequence < $5)
     ORDER BY a.sequence DESC
     LIMIT $6`,
    [
      input.userEmail,
      input.now,
      input.unreadOnly,
      input.watchId ?? null,
      input.before ?? null,
      input.limit + 1,
    ],
  );
  const page = rows.slice(0, input.limit).map(alertOf);
  return {
    alerts: page,
    nextBefore: rows.length > input.limit ? page[page.length - 1]!.sequence : null,
  };
}

/** The alerts after a sequence, oldest first: what the live stream sends next. */
export async function alertsAfter(
  db: Queryable,
  userEmail: string,
  now: Date,
  after: string,
  limit = 100,
): Promise<Alert[]> {
  const { rows } = await db.query<AlertRow>(
    `${VISIBLE_ALERTS} AND a.sequence > $3 ORDER BY a.sequence LIMIT $4`,
    [userEmail, now, after, limit],
  );
  return rows.map(alertOf);
}

export async function findVisibleAlert(
  db: Queryable,
  userEmail: string,
  now: Date,
  id: string,
): Promise<Alert | undefined> {
  const { rows } = await db.query<AlertRow>(`${VISIBLE_ALERTS} AND a.id = $3`, [
    userEmail,
    now,
    id,
  ]);
  return rows[0] ? alertOf(rows[0]) : undefined;
}

export async function unreadCount(db: Queryable, userEmail: string, now: Date): Promise<number> {
  const { rows } = await db.query<{ count: string }>(
    `SELECT count(*)::text AS count FROM (${VISIBLE_ALERTS} ${NOT_SNOOZED}
       AND m.read_at IS NULL) visible`,
    [userEmail, now],
  );
  return Number(rows[0]!.count);
}

type Mark =
  | { readAt: Date }
  | { acknowledgedAt: Date }
  | { snoozedUntil: Date | null | undefined; snoozedUntilRevised: boolean | undefined };

/** Sets this user's marks on alerts (the caller checked they may see them). */
export async function markAlerts(
  db: Queryable,
  userEmail: string,
  alertIds: readonly string[],
  mark: Mark,
): Promise<void> {
  const read = 'readAt' in mark ? mark.readAt : null;
  const acknowledged = 'acknowledgedAt' in mark ? mark.acknowledgedAt : null;
  const snooze = 'snoozedUntil' in mark ? mark : undefined;
  await db.query(
    `INSERT INTO alert_marks (alert_id, user_email, read_at, acknowledged_at, snoozed_until,
                              snoozed_until_revised)
     SELECT id, $2, $3, $4, $6, COALESCE($7, false) FROM unnest($1::uuid[]) AS id
     ON CONFLICT (alert_id, user_email) DO UPDATE
        SET read_at = COALESCE(alert_marks.read_at, EXCLUDED.read_at),
            acknowledged_at = COALESCE(EXCLUDED.acknowledged_at, alert_marks.acknowledged_at),
            snoozed_until = CASE WHEN $5 THEN EXCLUDED.snoozed_until
                                 ELSE alert_marks.snoozed_until END,
            snoozed_until_revised = COALESCE($7, alert_marks.snoozed_until_revised)`,
    [
      alertIds,
      userEmail,
      read ?? (acknowledged ? acknowledged : null),
      acknowledged,
      snooze?.snoozedUntil !== undefined,
      snooze?.snoozedUntil ?? null,
      snooze?.snoozedUntilRevised ?? null,
    ],
  );
}

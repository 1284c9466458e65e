import type pg from 'pg';

export type AuditAction = 'created' | 'updated' | 'deleted' | 'restored' | 'imported';

export interface AuditEventInput {
  objectType: string;
  objectId: string;
  action: AuditAction;
  actorEmail: string;
  at: Date;
  changes: Record<string, unknown>;
}

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/** Records one change; call it in the same transaction as the change itself. */
export async function recordAudit(db: Queryable, event: AuditEventInput): Promise<void> {
  await db.query(
    `INSERT INTO audit_events (object_type, object_id, action, actor_email, at, changes)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      event.objectType,
      event.objectId,
      event.action,
      event.actorEmail,
      event.at,
      JSON.stringify(event.changes),
    ],
  );
}

/** `{ field: { from, to } }` for the fields whose JSON differs. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
  fields: readonly (keyof T & string)[],
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of fields) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) {
      changes[field] = { from: before[field] ?? null, to: after[field] ?? null };
    }
  }
  return changes;
}

export interface AuditEventRow {
  id: string;
  action: AuditAction;
  actor: { email: string; name: string };
  at: string;
  changes: Record<string, unknown>;
}

/** An object's history, newest first. */
export async function auditHistory(
  db: Queryable,
  objectType: string,
  objectId: string,
  limit = 200,
): Promise<AuditEventRow[]> {
  const { rows } = await db.query<{
    id: string;
    action: AuditAction;
    actor_email: string;
    actor_name: string;
    at: Date;
    changes: Record<string, unknown>;
  }>(
    `SELECT a.id::text AS id, a.action, a.actor_email, u.name AS actor_name, a.at, a.changes
       FROM audit_events a JOIN users u ON u.email = a.actor_email
      WHERE a.object_type = $1 AND a.object_id = $2
      ORDER BY a.at DESC, a.id DESC
      LIMIT $3`,
    [objectType, objectId, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    actor: { email: row.actor_email, name: row.actor_name },
    at: row.at.toISOString(),
    changes: row.changes,
  }));
}

/** Runs `work` in one transaction on one pooled connection. */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

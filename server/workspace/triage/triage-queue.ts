import type pg from 'pg';
import type { TriageQueueQuery } from '../../../contract/filters/triage.ts';
import { ASSIGNEE_MINE, ASSIGNEE_NOBODY } from '../../../contract/filters/triage.ts';
import type { Triage } from '../../../contract/resources/triage.ts';
import { TRIAGE_SELECT, triageOf } from './triage-store.ts';

/**
 * The queue's SQL: the triage table filtered by the team's own state (which the vendor cannot
 * filter by) and sorted by it or by the snapshots' fields. Values are bound, never spliced; the
 * ORDER BY clauses are this file's constants, chosen by the grammar's closed set of sorts.
 */

const ORDER_BY: Record<NonNullable<TriageQueueQuery['sort']>, string> = {
  'changedAt:desc': 't.changed_at DESC',
  'changedAt:asc': 't.changed_at ASC',
  'updatedAt:desc': 't.incident_updated_at DESC',
  'startedAt:desc': 't.incident_started_at DESC',
  'impact:desc': 't.incident_impact DESC, t.changed_at DESC',
  'impactOnUs:desc': `CASE t.impact_on_us WHEN 'high' THEN 4 WHEN 'medium' THEN 3
                        WHEN 'low' THEN 2 WHEN 'none' THEN 1 ELSE 0 END DESC, t.changed_at DESC`,
};

/** `%`, `_` and `\` taken literally inside ILIKE. */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function queueOf(
  db: Pick<pg.Pool, 'query'>,
  query: TriageQueueQuery,
  me: string,
  paging: { page: number; pageSize: number },
): Promise<{ items: Triage[]; total: number }> {
  const where: string[] = [];
  const values: unknown[] = [];
  const bind = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };

  if (query.status) {
    const list = bind(query.status.values);
    where.push(
      query.status.op === 'in' ? `t.status = ANY(${list})` : `NOT (t.status = ANY(${list}))`,
    );
  }
  if (query.impactOnUs) {
    const list = bind(query.impactOnUs.values);
    where.push(
      query.impactOnUs.op === 'in'
        ? `t.impact_on_us = ANY(${list})`
        : `(t.impact_on_us IS NULL OR NOT (t.impact_on_us = ANY(${list})))`,
    );
  }
  if (query.assignee) {
    const who = query.assignee.value;
    where.push(
      who === ASSIGNEE_NOBODY
        ? 't.assignee_email IS NULL'
        : `t.assignee_email = ${bind(who === ASSIGNEE_MINE ? me : who)}`,
    );
  }
  if (query.updatedSinceTriage) {
    where.push(
      query.updatedSinceTriage.value
        ? 't.incident_updated_at > t.seen_revision'
        : 't.incident_updated_at <= t.seen_revision',
    );
  }
  for (const word of (query.search ?? '').split(/\s+/).filter(Boolean).slice(0, 10)) {
    const pattern = bind(likePattern(word));
    where.push(
      `(t.incident_id ILIKE ${pattern} OR t.snapshot->>'summary' ILIKE ${pattern} OR t.notes ILIKE ${pattern})`,
    );
  }

  const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const order = ORDER_BY[query.sort ?? 'changedAt:desc'];
  const counted = await db.query<{ total: string }>(
    `SELECT count(*) AS total FROM triage t ${filter}`,
    values,
  );
  // A count alone (page size 0) reads no rows.
  if (paging.pageSize === 0) return { items: [], total: Number(counted.rows[0]?.total ?? 0) };
  const limit = bind(paging.pageSize);
  const offset = bind((paging.page - 1) * paging.pageSize);
  const { rows } = await db.query<Parameters<typeof triageOf>[0]>(
    `${TRIAGE_SELECT} ${filter} ORDER BY ${order}, t.incident_id LIMIT ${limit} OFFSET ${offset}`,
    values,
  );
  return { items: rows.map(triageOf), total: Number(counted.rows[0]?.total ?? 0) };
}

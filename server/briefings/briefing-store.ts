import { TZDate } from '@date-fns/tz';
import type pg from 'pg';
import type {
  Briefing,
  BriefingContent,
  BriefingListItem,
  BriefingSchedule,
} from '../../contract/resources/briefings.ts';
import { sharedFieldsOf, type SharedObjectRow } from '../workspace/shared-object.ts';
import type { WorkspaceUser } from '../workspace/workspace-user.ts';
import type { BriefingParamsValue } from './briefing-compute.ts';

/** Briefings and their schedules in PostgreSQL (server/migrations/…_briefings.sql). */

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

export interface BriefingRow {
  id: string;
  owner_email: string;
  owner_name: string;
  visibility: 'team' | 'private';
  created_at: Date;
  params: BriefingParamsValue;
  content: BriefingContent;
  schedule_id: string | null;
}

export interface ScheduleRow extends SharedObjectRow {
  params: BriefingParamsValue;
  run_time: string;
  time_zone: string;
  recipients: string[];
  active: boolean;
  stopped_reason: string | null;
  last_run_at: Date | null;
  next_run_at: Date | null;
}

export function briefingOf(row: BriefingRow): Briefing {
  return {
    id: row.id,
    owner: { email: row.owner_email, name: row.owner_name },
    createdAt: row.created_at.toISOString(),
    params: row.params,
    content: row.content,
    scheduleId: row.schedule_id,
  };
}

export function briefingListItemOf(
  row: Omit<BriefingRow, 'content'> & {
    period: BriefingContent['period'];
    totals: BriefingContent['totals'];
  },
): BriefingListItem {
  return {
    id: row.id,
    title: row.params.title,
    owner: { email: row.owner_email, name: row.owner_name },
    createdAt: row.created_at.toISOString(),
    period: row.period,
    totals: row.totals,
    scheduleId: row.schedule_id,
  };
}

export function scheduleOf(row: ScheduleRow, user: WorkspaceUser): BriefingSchedule {
  return {
    ...sharedFieldsOf(row, user),
    params: row.params,
    time: row.run_time,
    timeZone: row.time_zone,
    recipients: row.recipients,
    active: row.active,
    stoppedReason: row.stopped_reason,
    lastRunAt: row.last_run_at?.toISOString() ?? null,
    nextRunAt: row.active ? (row.next_run_at?.toISOString() ?? null) : null,
  };
}

/** The first moment after `after` when the local clock of `timeZone` reads `time` (HH:MM). */
export function nextRunAfter(after: Date, time: string, timeZone: string): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  for (let days = 0; days < 3; days += 1) {
    const local = new TZDate(after.getTime(), timeZone);
    local.setDate(local.getDate() + days);
    local.setHours(hours, minutes, 0, 0);
    if (local.getTime() > after.getTime()) return new Date(local.getTime());
  }
  return new Date(after.getTime() + 24 * 3600 * 1000);
}

const BRIEFING_COLUMNS = `b.id, b.owner_email, u.name AS owner_name, b.visibility, b.created_at,
  b.params, b.schedule_id`;

export async function insertBriefing(
  db: Queryable,
  input: {
    ownerEmail: string;
    visibility: 'team' | 'private';
    params: BriefingParamsValue;
    content: BriefingContent;
    scheduleId: string | null;
    at: Date;
  },
): Promise<BriefingRow> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO briefings (owner_email, visibility, created_at, params, content, schedule_id)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      input.ownerEmail,
      input.visibility,
      input.at,
      JSON.stringify(input.params),
      JSON.stringify(input.content),
      input.scheduleId,
    ],
  );
  return (await findBriefing(db, rows[0]!.id))!;
}

export async function findBriefing(db: Queryable, id: string): Promise<BriefingRow | undefined> {
  const { rows } = await db.query<BriefingRow>(
    `SELECT ${BRIEFING_COLUMNS}, b.content FROM briefings b JOIN users u ON u.email = b.owner_email
      WHERE b.id = $1 AND b.deleted_at IS NULL`,
    [id],
  );
  return rows[0];
}

export async function visibleBriefings(db: Queryable, userEmail: string) {
  const { rows } = await db.query<
    Omit<BriefingRow, 'content'> & {
      period: BriefingContent['period'];
      totals: BriefingContent['totals'];
    }
  >(
    `SELECT ${BRIEFING_COLUMNS}, b.content->'period' AS period, b.content->'totals' AS totals
       FROM briefings b JOIN users u ON u.email = b.owner_email
      WHERE b.deleted_at IS NULL AND (b.visibility = 'team' OR b.owner_email = $1)
      ORDER BY b.created_at DESC, b.id
      LIMIT 500`,
    [userEmail],
  );
  return rows;
}

export async function markBriefingDeleted(db: Queryable, id: string, at: Date) {
  await db.query('UPDATE briefings SET deleted_at = $2 WHERE id = $1', [id, at]);
}

const SCHEDULE_COLUMNS = `s.id, s.owner_email, u.name AS owner_name, s.visibility, s.version,
  s.created_at, s.updated_at, s.deleted_at, s.params, s.run_time, s.time_zone, s.recipients,
  s.active, s.stopped_reason, s.last_run_at, s.next_run_at`;

export async function findSchedule(
  db: Queryable,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ScheduleRow | undefined> {
  const { rows } = await db.query<ScheduleRow>(
    `SELECT ${SCHEDULE_COLUMNS} FROM briefing_schedules s JOIN users u ON u.email = s.owner_email
      WHERE s.id = $1 AND s.deleted_at IS NULL${options.lock ? ' FOR UPDATE OF s' : ''}`,
    [id],
  );
  return rows[0];
}

export async function visibleSchedules(db: Queryable, userEmail: string): Promise<ScheduleRow[]> {
  const { rows } = await db.query<ScheduleRow>(
    `SELECT ${SCHEDULE_COLUMNS} FROM briefing_schedules s JOIN users u ON u.email = s.owner_email
      WHERE s.deleted_at IS NULL AND (s.visibility = 'team' OR s.owner_email = $1)
      ORDER BY s.created_at DESC, s.id`,
    [userEmail],
  );
  return rows;
}

export interface ScheduleValues {
  visibility: 'team' | 'private';
  params: BriefingParamsValue;
  time: string;
  timeZone: string;
  recipients: string[];
  active: boolean;
}

export async function insertSchedule(
  db: Queryable,
  ownerEmail: string,
  values: ScheduleValues,
  at: Date,
): Promise<ScheduleRow> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO briefing_schedules (owner_email, visibility, created_at, updated_at, params,
       run_time, time_zone, recipients, active, next_run_at)
     VALUES ($1, $2, $3, $3, $4, $5, $6, $7, true, $8) RETURNING id`,
    [
      ownerEmail,
      values.visibility,
      at,
      JSON.stringify(values.params),
      values.time,
      values.timeZone,
      values.recipients,
      nextRunAfter(at, values.time, values.timeZone),
    ],
  );
  return (await findSchedule(db, rows[0]!.id))!;
}

export async function updateSchedule(
  db: Queryable,
  id: string,
  version: number,
  values: ScheduleValues,
  clearReason: boolean,
  at: Date,
): Promise<ScheduleRow | undefined> {
  const { rowCount } = await db.query(
    `UPDATE briefing_schedules
        SET visibility = $3, params = $4, run_time = $5, time_zone = $6, recipients = $7,
            active = $8, next_run_at = $9, updated_at = $10, version = version + 1,
            stopped_reason = CASE WHEN $11 THEN NULL ELSE stopped_reason END
      WHERE id = $1 AND version = $2 AND deleted_at IS NULL`,
    [
      id,
      version,
      values.visibility,
      JSON.stringify(values.params),
      values.time,
      values.timeZone,
      values.recipients,
      values.active,
      values.active ? nextRunAfter(at, values.time, values.timeZone) : null,
      at,
      clearReason,
    ],
  );
  return rowCount ? findSchedule(db, id) : undefined;
}

export async function markScheduleDeleted(db: Queryable, id: string, at: Date) {
  await db.query(
    'UPDATE briefing_schedules SET deleted_at = $2, next_run_at = NULL WHERE id = $1',
    [id, at],
  );
}

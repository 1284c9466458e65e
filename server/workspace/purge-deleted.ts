import type pg from 'pg';
import { UNDO_WINDOW_SECONDS } from './undo-window.ts';

/**
 * The tables whose rows are deleted softly (`deleted_at`) and can be restored within the undo
 * window. Each workspace area adds its table here; the names are code, never input.
 */
export const SOFT_DELETED_TABLES: readonly string[] = [
  'saved_searches',
  'areas',
  'sites',
  'watches',
];

/** Housekeeping: rows deleted longer ago than the undo window go for good. */
export async function purgeDeleted(
  db: Pick<pg.Pool, 'query'>,
  now: Date,
  tables: readonly string[] = SOFT_DELETED_TABLES,
): Promise<number> {
  const cutoff = new Date(now.getTime() - UNDO_WINDOW_SECONDS * 1000);
  let purged = 0;
  for (const table of tables) {
    if (!/^[a-z_]+$/.test(table)) throw new Error(`Not a table name: ${table}`);
    const result = await db.query(`DELETE FROM ${table} WHERE deleted_at < $1`, [cutoff]);
    purged += result.rowCount ?? 0;
  }
  return purged;
}

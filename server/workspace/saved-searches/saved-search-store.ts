import type pg from 'pg';
import type { SavedSearch, SavedSearchView } from '../../../contract/resources/saved-searches.ts';
import type { Visibility } from '../../../contract/resources/workspace.ts';
import { sharedFieldsOf, type SharedObjectRow } from '../shared-object.ts';
import type { WorkspaceUser } from '../workspace-user.ts';
import { UUID } from '../../../contract/formats.ts';

/** The SQL of saved searches, bound parameters only. Routes decide who may do what. */

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

export const AUDIT_TYPE = 'saved-search';

export interface SavedSearchRow extends SharedObjectRow {
  name: string;
  view: SavedSearchView;
  address: string;
  pinned: boolean;
  looked_at: Date | null;
}

/** The fields a change may touch, as the audit history records them. */
export const EDITABLE_FIELDS = ['name', 'address', 'visibility'] as const;

const SELECT = `
  SELECT s.id, s.owner_email, u.name AS owner_name, s.visibility, s.version, s.created_at,
         s.updated_at, s.deleted_at, s.name, s.view, s.address,
         coalesce(m.pinned, false) AS pinned, m.looked_at
    FROM saved_searches s
    JOIN users u ON u.email = s.owner_email
    LEFT JOIN saved_search_marks m ON m.saved_search_id = s.id AND m.user_email = $1`;

/** An id PostgreSQL can compare: anything else names no saved search (404, not a 500). */
export const isSavedSearchId = (id: string) => UUID.test(id);

export function toSavedSearch(row: SavedSearchRow, user: WorkspaceUser): SavedSearch {
  return {
    ...sharedFieldsOf(row, user),
    name: row.name,
    address: row.address,
    view: row.view,
    pinned: row.pinned,
    lookedAt: row.looked_at?.toISOString() ?? null,
    mine: row.owner_email === user.email,
  };
}

/** What the user sees: their own searches and the team's, not deleted, by name. */
export async function listVisible(
  db: Queryable,
  email: string,
  view: SavedSearchView | undefined,
): Promise<SavedSearchRow[]> {
  const { rows } = await db.query<SavedSearchRow>(
    `${SELECT}
      WHERE s.deleted_at IS NULL
        AND (s.visibility = 'team' OR s.owner_email = $1)
        AND ($2::text IS NULL OR s.view = $2)
      ORDER BY lower(s.name), s.created_at, s.id`,
    [email, view ?? null],
  );
  return rows;
}

/**
 * One search by id, whoever may see it (the caller checks), with the viewer's marks.
 * `lock` holds the row for the rest of the transaction, so a check and its write see one state.
 */
export async function findById(
  db: Queryable,
  viewerEmail: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<SavedSearchRow | undefined> {
  const { rows } = await db.query<SavedSearchRow>(
    `${SELECT} WHERE s.id = $2${options.lock ? ' FOR UPDATE OF s' : ''}`,
    [viewerEmail, id],
  );
  return rows[0];
}

export async function insertSavedSearch(
  db: Queryable,
  input: {
    ownerEmail: string;
    name: string;
    view: SavedSearchView;
    address: string;
    visibility: Visibility;
    importKey?: string;
    at: Date;
  },
): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO saved_searches
       (owner_email, name, view, address, visibility, import_key, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
     ON CONFLICT (owner_email, import_key) WHERE import_key IS NOT NULL DO NOTHING
     RETURNING id`,
    [
      input.ownerEmail,
      input.name,
      input.view,
      input.address,
      input.visibility,
      input.importKey ?? null,
      input.at,
    ],
  );
  return rows[0]?.id;
}

/** Writes the change if `version` is still the current one; undefined when it is not. */
export async function updateIfVersion(
  db: Queryable,
  id: string,
  version: number,
  next: { name: string; address: string; view: SavedSearchView; visibility: Visibility },
  at: Date,
): Promise<boolean> {
  const result = await db.query(
    `UPDATE saved_searches
        SET name = $3, address = $4, view = $5, visibility = $6, updated_at = $7,
            version = version + 1
      WHERE id = $1 AND version = $2 AND deleted_at IS NULL`,
    [id, version, next.name, next.address, next.view, next.visibility, at],
  );
  return result.rowCount === 1;
}

export async function markDeleted(db: Queryable, id: string, by: string, at: Date) {
  await db.query(
    'UPDATE saved_searches SET deleted_at = $2, deleted_by = $3 WHERE id = $1 AND deleted_at IS NULL',
    [id, at, by],
  );
}

export async function markRestored(db: Queryable, id: string, at: Date) {
  await db.query(
    `UPDATE saved_searches SET deleted_at = NULL, deleted_by = NULL, updated_at = $2
      WHERE id = $1`,
    [id, at],
  );
}

/** The user's own marks: `pinned` and `lookedAt` are set when given, kept otherwise. */
export async function setMarks(
  db: Queryable,
  id: string,
  email: string,
  marks: { pinned?: boolean; lookedAt?: Date },
) {
  await db.query(
    `INSERT INTO saved_search_marks (saved_search_id, user_email, pinned, looked_at)
     VALUES ($1, $2, coalesce($3, false), $4)
     ON CONFLICT (saved_search_id, user_email) DO UPDATE
       SET pinned = coalesce($3, saved_search_marks.pinned),
           looked_at = coalesce($4, saved_search_marks.looked_at)`,
    [id, email, marks.pinned ?? null, marks.lookedAt ?? null],
  );
}

/** The search an earlier import made from this key, deleted or not. */
export async function findImported(
  db: Queryable,
  ownerEmail: string,
  key: string,
): Promise<{ id: string; live: boolean } | undefined> {
  const { rows } = await db.query<{ id: string; live: boolean }>(
    `SELECT id, deleted_at IS NULL AS live FROM saved_searches
      WHERE owner_email = $1 AND import_key = $2`,
    [ownerEmail, key],
  );
  return rows[0];
}

/** A live search of this owner with exactly this name and address (the same search, saved twice). */
export async function findSame(
  db: Queryable,
  ownerEmail: string,
  name: string,
  address: string,
): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM saved_searches
      WHERE owner_email = $1 AND name = $2 AND address = $3 AND deleted_at IS NULL
      ORDER BY created_at LIMIT 1`,
    [ownerEmail, name, address],
  );
  return rows[0]?.id;
}

import type pg from 'pg';
import type { AreaShape, PolygonRings } from '../../../contract/areas/area-geometry.ts';
import type { Area } from '../../../contract/resources/areas.ts';
import type { Queryable } from '../../db/pool.ts';
import { sharedFieldsOf, type SharedObjectRow } from '../shared-object.ts';
import type { WorkspaceUser } from '../workspace-user.ts';

/** The SQL of named areas, bound parameters only. */

interface AreaRow extends SharedObjectRow {
  name: string;
  shape: AreaShape;
  api_polygon: PolygonRings;
  vertex_count: number;
  simplified_from: number | null;
}

export interface StoredArea {
  row: AreaRow;
  /** The area as the API answers it to this user. */
  area: Area;
}

const SELECT = `SELECT a.id, a.owner_email, u.name AS owner_name, a.name, a.visibility, a.shape,
       a.api_polygon, a.vertex_count, a.simplified_from, a.version, a.created_at, a.updated_at,
       a.deleted_at
  FROM areas a JOIN users u ON u.email = a.owner_email`;

/** What a user may see: the team's areas and their own private ones (admins included). */
const VISIBLE = `(a.visibility = 'team' OR a.owner_email = $1)`;

export function toArea(row: AreaRow, user: WorkspaceUser): Area {
  return {
    ...sharedFieldsOf(row, user),
    name: row.name,
    shape: row.shape,
    apiPolygon: row.api_polygon,
    vertexCount: row.vertex_count,
    simplifiedFrom: row.simplified_from,
  };
}

const stored = (row: AreaRow, user: WorkspaceUser): StoredArea => ({
  row,
  area: toArea(row, user),
});

export async function listVisibleAreas(db: Queryable, user: WorkspaceUser): Promise<Area[]> {
  const { rows } = await db.query<AreaRow>(
    `${SELECT} WHERE a.deleted_at IS NULL AND ${VISIBLE} ORDER BY lower(a.name), a.id`,
    [user.email],
  );
  return rows.map((row) => toArea(row, user));
}

/**
 * One area this user may see; `deleted` also finds one in the bin (for restore and history).
 * `lock` holds the row for the transaction's write.
 */
export async function findVisibleArea(
  db: Queryable,
  user: WorkspaceUser,
  id: string,
  { deleted = false, lock = false } = {},
): Promise<StoredArea | undefined> {
  const { rows } = await db.query<AreaRow>(
    `${SELECT} WHERE a.id = $2 AND ${VISIBLE} ${deleted ? '' : 'AND a.deleted_at IS NULL'}
     ${lock ? 'FOR UPDATE OF a' : ''}`,
    [user.email, id],
  );
  return rows[0] ? stored(rows[0], user) : undefined;
}

/**
 * Names must read back as one area in `area:"…"`: a team area's name is unique among all live
 * areas, a private one's among the team's and its owner's. Hold `lockAreaNames` first.
 */
export async function nameTaken(
  db: Queryable,
  name: string,
  { owner, visibility, except }: { owner: string; visibility: string; except?: string },
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM areas a
      WHERE a.deleted_at IS NULL AND lower(a.name) = lower($1) AND a.id IS DISTINCT FROM $2
        AND ($3 = 'team' OR a.visibility = 'team' OR a.owner_email = $4)
      LIMIT 1`,
    [name, except ?? null, visibility, owner],
  );
  return rows.length > 0;
}

/** Serialises the writes that choose names, so two people cannot take one name at once. */
export const lockAreaNames = (client: pg.PoolClient) =>
  client.query(`SELECT pg_advisory_xact_lock(hashtext('watchfloor.areas.names'))`);

export interface AreaValues {
  name: string;
  visibility: 'team' | 'private';
  shape: AreaShape;
  apiPolygon: PolygonRings;
  vertexCount: number;
  simplifiedFrom: number | null;
}

export async function insertArea(
  client: pg.PoolClient,
  owner: string,
  values: AreaValues,
  at: Date,
): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO areas (owner_email, name, visibility, shape, api_polygon, vertex_count,
                        simplified_from, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
    [
      owner,
      values.name,
      values.visibility,
      JSON.stringify(values.shape),
      JSON.stringify(values.apiPolygon),
      values.vertexCount,
      values.simplifiedFrom,
      at,
    ],
  );
  return rows[0]!.id;
}

/** The write, only if the row is still at `version`: false means someone else got there first. */
export async function updateAreaAt(
  client: pg.PoolClient,
  id: string,
  version: number,
  values: AreaValues,
  at: Date,
): Promise<boolean> {
  const result = await client.query(
    `UPDATE areas SET name = $3, visibility = $4, shape = $5, api_polygon = $6, vertex_count = $7,
            simplified_from = $8, updated_at = $9, version = version + 1
      WHERE id = $1 AND version = $2 AND deleted_at IS NULL`,
    [
      id,
      version,
      values.name,
      values.visibility,
      JSON.stringify(values.shape),
      JSON.stringify(values.apiPolygon),
      values.vertexCount,
      values.simplifiedFrom,
      at,
    ],
  );
  return result.rowCount === 1;
}

export async function markDeleted(
  client: pg.PoolClient,
  id: string,
  by: string,
  at: Date,
): Promise<void> {
  await client.query(
    `UPDATE areas SET deleted_at = $3, deleted_by = $2, version = version + 1 WHERE id = $1`,
    [id, by, at],
  );
}

export async function markRestored(client: pg.PoolClient, id: string, at: Date): Promise<void> {
  await client.query(
    `UPDATE areas SET deleted_at = NULL, deleted_by = NULL, updated_at = $2, version = version + 1
      WHERE id = $1`,
    [id, at],
  );
}

import type pg from 'pg';
import type { RadiusRule } from '../../../contract/sites/radius-rules.ts';
import { SITE_COLUMNS, SITES_WITH_OWNER, type SiteRow } from './site-rows.ts';

/** The SQL of sites, with bound parameters only. */

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

export interface SiteValues {
  name: string;
  latitude: number;
  longitude: number;
  address: string;
  tags: string[];
  visibility: 'team' | 'private';
  timeZone: string;
  radius: RadiusRule;
}

/** A site by id, deleted or not; `lock` holds it for the rest of the transaction. */
export async function findSite(
  db: Queryable,
  id: string,
  options: { lock?: boolean } = {},
): Promise<SiteRow | undefined> {
  const { rows } = await db.query<SiteRow>(
    `SELECT ${SITE_COLUMNS} FROM ${SITES_WITH_OWNER} WHERE s.id = $1${options.lock ? ' FOR UPDATE OF s' : ''}`,
    [id],
  );
  return rows[0];
}

/** Every live site: the in-memory catalog's source. */
export async function liveSites(db: Queryable): Promise<SiteRow[]> {
  const { rows } = await db.query<SiteRow>(
    `SELECT ${SITE_COLUMNS} FROM ${SITES_WITH_OWNER} WHERE s.deleted_at IS NULL`,
  );
  return rows;
}

/** Every live site a user may see, by name: what an export writes. */
export async function visibleSiteRows(db: Queryable, userEmail: string): Promise<SiteRow[]> {
  const { rows } = await db.query<SiteRow>(
    `SELECT ${SITE_COLUMNS} FROM ${SITES_WITH_OWNER}
      WHERE s.deleted_at IS NULL AND (s.visibility = 'team' OR s.owner_email = $1)
      ORDER BY lower(s.name), s.id`,
    [userEmail],
  );
  return rows;
}

/** The counter every change to `sites` moves (see the migration). */
export async function sitesRevision(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ revision: string }>(
    'SELECT revision::text AS revision FROM sites_revision',
  );
  return rows[0]?.revision ?? '0';
}

export async function insertSite(
  db: Queryable,
  ownerEmail: string,
  values: SiteValues,
  at: Date,
): Promise<SiteRow> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO sites (owner_email, visibility, name, latitude, longitude, address, tags,
                        time_zone, radius, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
     RETURNING id`,
    [
      ownerEmail,
      values.visibility,
      values.name,
      values.latitude,
      values.longitude,
      values.address,
      values.tags,
      values.timeZone,
      JSON.stringify(values.radius),
      at,
    ],
  );
  return (await findSite(db, rows[0]!.id))!;
}

/** Writes the new values if the row is still at `version`; undefined when it moved on. */
export async function updateSite(
  db: Queryable,
  id: string,
  version: number,
  values: SiteValues,
  at: Date,
): Promise<SiteRow | undefined> {
  const { rowCount } = await db.query(
    `UPDATE sites SET name = $3, latitude = $4, longitude = $5, address = $6, tags = $7,
            visibility = $8, time_zone = $9, radius = $10, updated_at = $11,
            version = version + 1
      WHERE id = $1 AND version = $2 AND deleted_at IS NULL`,
    [
      id,
      version,
      values.name,
      values.latitude,
      values.longitude,
      values.address,
      values.tags,
      values.visibility,
      values.timeZone,
      JSON.stringify(values.radius),
      at,
    ],
  );
  return rowCount ? findSite(db, id) : undefined;
}

export async function markDeleted(
  db: Queryable,
  id: string,
  actorEmail: string,
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE sites SET deleted_at = $3, deleted_by = $2, updated_at = $3, version = version + 1
      WHERE id = $1 AND deleted_at IS NULL`,
    [id, actorEmail, at],
  );
}

export async function markRestored(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query(
    `UPDATE sites SET deleted_at = NULL, deleted_by = NULL, updated_at = $2, version = version + 1
      WHERE id = $1`,
    [id, at],
  );
}

/**
 * Many sites in one statement, each with its `imported` audit event, for a file of thousands of
 * rows: one JSON parameter unpacked by PostgreSQL, so the cost is one round trip, not one per row.
 */
export async function insertSites(
  db: Queryable,
  ownerEmail: string,
  sites: readonly SiteValues[],
  at: Date,
): Promise<number> {
  if (sites.length === 0) return 0;
  const { rowCount } = await db.query(
    `WITH incoming AS (
       SELECT r.* FROM jsonb_to_recordset($1::jsonb) AS r(
         name text, latitude float8, longitude float8, address text, tags jsonb,
         visibility text, "timeZone" text, radius jsonb)
     ), inserted AS (
       INSERT INTO sites (owner_email, visibility, name, latitude, longitude, address, tags,
                          time_zone, radius, created_at, updated_at)
       SELECT $2, visibility, name, latitude, longitude, address,
              ARRAY(SELECT jsonb_array_elements_text(tags)), "timeZone", radius, $3, $3
         FROM incoming
       RETURNING id, name, latitude, longitude, address, tags, visibility, time_zone, radius
     )
     INSERT INTO audit_events (object_type, object_id, action, actor_email, at, changes)
     SELECT 'site', id::text, 'imported', $2, $3,
            jsonb_build_object('name', name, 'latitude', latitude, 'longitude', longitude,
                               'address', address, 'tags', to_jsonb(tags),
                               'visibility', visibility, 'radius', radius,
                               'timeZone', time_zone)
       FROM inserted`,
    [JSON.stringify(sites), ownerEmail, at],
  );
  return rowCount ?? 0;
}

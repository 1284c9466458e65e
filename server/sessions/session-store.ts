import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/pool.ts';

/**
 * Sessions in PostgreSQL (DESIGN §4b, ASVS V3). The cookie carries a random 256-bit id; the
 * table keeps only its SHA-256, so neither a log nor a copy of the database can sign anyone in.
 * Every instance reads the same rows: a sign-out anywhere holds everywhere at once.
 */

export interface SessionRecord {
  email: string;
  name: string;
  vendorToken: string;
  createdAt: Date;
  lastUsedAt: Date;
  idleTimeoutSeconds: number;
  expiresAt: Date;
}

export interface NewSession {
  email: string;
  name: string;
  vendorToken: string;
  /** Never later than the vendor token's expiry. */
  expiresAt: Date;
  idleTimeoutSeconds: number;
  now: Date;
}

/** Moving last_used_at on at most once a minute keeps reads from writing on every request. */
const TOUCH_AFTER_MS = 60_000;

export const newSessionId = () => randomBytes(32).toString('base64url');

const hashOf = (id: string) => createHash('sha256').update(id, 'utf8').digest();

/** How a session is named outside its row (the cache, the notifications): its id's hash in hex. */
export const sessionKeyOf = (id: string) => hashOf(id).toString('hex');

/** Ids are 43 base64url characters; anything else is not worth a query. */
export const looksLikeId = (id: string) => /^[A-Za-z0-9_-]{43}$/.test(id);

export const idleEndOf = (session: Pick<SessionRecord, 'lastUsedAt' | 'idleTimeoutSeconds'>) =>
  new Date(session.lastUsedAt.getTime() + session.idleTimeoutSeconds * 1000);

/** Records the user and a new session; returns the id for the cookie (shown nowhere else). */
export async function createSession(db: Queryable, input: NewSession): Promise<string> {
  const id = newSessionId();
  const email = input.email.toLowerCase();
  await db.query(
    `WITH member AS (
       INSERT INTO users (email, name, first_seen_at, last_seen_at) VALUES ($1, $2, $3, $3)
       ON CONFLICT (email) DO UPDATE SET name = EXCLUDED.name, last_seen_at = EXCLUDED.last_seen_at
       RETURNING email
     )
     INSERT INTO sessions (id_hash, user_email, vendor_token, created_at, last_used_at,
                           idle_timeout_seconds, expires_at)
     SELECT $4, email, $5, $3, $3, $6, $7 FROM member`,
    [
      email,
      input.name,
      input.now,
      hashOf(id),
      input.vendorToken,
      input.idleTimeoutSeconds,
      input.expiresAt,
    ],
  );
  return id;
}

interface SessionRow {
  email: string;
  name: string;
  vendor_token: string;
  created_at: Date;
  last_used_at: Date;
  idle_timeout_seconds: number;
  expires_at: Date;
}

const toRecord = (row: SessionRow): SessionRecord => ({
  email: row.email,
  name: row.name,
  vendorToken: row.vendor_token,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
  idleTimeoutSeconds: row.idle_timeout_seconds,
  expiresAt: row.expires_at,
});

/**
 * The live session with this id, or null when it is unknown, signed out, idle too long or past
 * its end. Using it moves its idle end on.
 */
export async function findSession(
  db: Queryable,
  id: string,
  now: Date,
): Promise<SessionRecord | null> {
  const session = await readLiveSession(db, id, now);
  if (session) await touchSessionIfDue(db, id, session, now);
  return session;
}

/** The live session with this id, as stored: `findSession` without moving its idle end. */
export async function readLiveSession(
  db: Queryable,
  id: string,
  now: Date,
): Promise<SessionRecord | null> {
  if (!looksLikeId(id)) return null;
  const { rows } = await db.query<SessionRow>(
    `SELECT u.email, u.name, s.vendor_token, s.created_at, s.last_used_at,
            s.idle_timeout_seconds, s.expires_at
       FROM sessions s JOIN users u ON u.email = s.user_email
      WHERE s.id_hash = $1
        AND s.expires_at > $2
        AND s.last_used_at + make_interval(secs => s.idle_timeout_seconds) > $2`,
    [hashOf(id), now],
  );
  const row = rows[0];
  return row ? toRecord(row) : null;
}

/** Moves the idle end on when the last move is a minute old; updates `session` to match. */
export async function touchSessionIfDue(
  db: Queryable,
  id: string,
  session: SessionRecord,
  now: Date,
): Promise<void> {
  if (now.getTime() - session.lastUsedAt.getTime() < TOUCH_AFTER_MS) return;
  await db.query(
    'UPDATE sessions SET last_used_at = GREATEST(last_used_at, $2) WHERE id_hash = $1',
    [hashOf(id), now],
  );
  session.lastUsedAt = now;
}

/** Whether the session, as this copy of it says, is past its end or idle too long at `now`. */
export const hasEnded = (session: SessionRecord, now: Date) =>
  session.expiresAt.getTime() <= now.getTime() || idleEndOf(session).getTime() <= now.getTime();

/** Ends one session; true when it existed. */
export async function deleteSession(db: Queryable, id: string): Promise<boolean> {
  if (!looksLikeId(id)) return false;
  const result = await db.query('DELETE FROM sessions WHERE id_hash = $1', [hashOf(id)]);
  return (result.rowCount ?? 0) > 0;
}

/** Ends every session of one user ("sign out everywhere"); returns how many ended. */
export async function deleteUserSessions(db: Queryable, email: string): Promise<number> {
  const result = await db.query('DELETE FROM sessions WHERE user_email = $1', [
    email.toLowerCase(),
  ]);
  return result.rowCount ?? 0;
}

/** Removes sessions that can no longer be used, so the table does not grow for ever. */
export async function deleteEndedSessions(db: Queryable, now: Date): Promise<number> {
  const result = await db.query(
    `DELETE FROM sessions
      WHERE expires_at <= $1
         OR last_used_at + make_interval(secs => idle_timeout_seconds) <= $1`,
    [now],
  );
  return result.rowCount ?? 0;
}

/** Whether the session is still live, without moving its idle end (a long-lived stream asks). */
export async function isSessionLive(db: Queryable, id: string, now: Date): Promise<boolean> {
  if (!looksLikeId(id)) return false;
  const { rowCount } = await db.query(
    `SELECT 1 FROM sessions s
      WHERE s.id_hash = $1 AND s.expires_at > $2
        AND s.last_used_at + make_interval(secs => s.idle_timeout_seconds) > $2`,
    [hashOf(id), now],
  );
  return rowCount === 1;
}

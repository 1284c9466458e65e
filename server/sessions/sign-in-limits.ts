import type { Queryable } from '../db/pool.ts';

/**
 * Sign-in attempts counted per client address and per account in fixed windows, in the shared
 * database so every instance counts together. These sit on top of the vendor's own lockout:
 * they stop one address from spraying passwords across many accounts, and spare the vendor
 * (and its lockout of a real analyst) from a flood.
 */

export interface SignInLimits {
  perIp: number;
  perAccount: number;
  windowSeconds: number;
}

export interface LimitVerdict {
  allowed: boolean;
  /** Seconds until the window ends, when not allowed. */
  retryAfterSeconds: number;
}

const ALLOWED: LimitVerdict = { allowed: true, retryAfterSeconds: 0 };

export const ipKey = (address: string) => `ip:${address}`;
export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;

/** Counts one attempt under `key` and says whether it is within `limit` for the window. */
export async function countAttempt(
  db: Queryable,
  key: string,
  limit: number,
  windowSeconds: number,
  now: Date,
): Promise<LimitVerdict> {
  const { rows } = await db.query<{ attempts: number; window_start: Date }>(
    `INSERT INTO sign_in_attempts AS a (key, window_start, attempts) VALUES ($1, $2::timestamptz, 1)
     ON CONFLICT (key) DO UPDATE SET
       attempts = CASE WHEN a.window_start <= $2::timestamptz - make_interval(secs => $3::int) THEN 1
                       ELSE a.attempts + 1 END,
       window_start = CASE WHEN a.window_start <= $2::timestamptz - make_interval(secs => $3::int) THEN $2::timestamptz
                           ELSE a.window_start END
     RETURNING attempts, window_start`,
    [key, now, windowSeconds],
  );
  return verdict(rows[0], limit, windowSeconds, now);
}

/** Whether `key` is already over its limit, without counting an attempt. */
export async function checkAttempts(
  db: Queryable,
  key: string,
  limit: number,
  windowSeconds: number,
  now: Date,
): Promise<LimitVerdict> {
  const { rows } = await db.query<{ attempts: number; window_start: Date }>(
    `SELECT attempts, window_start FROM sign_in_attempts
      WHERE key = $1 AND window_start > $2::timestamptz - make_interval(secs => $3::int)`,
    [key, now, windowSeconds],
  );
  const row = rows[0];
  // Checking before the attempt: at the limit already means this one would pass it.
  return row ? verdict({ ...row, attempts: row.attempts + 1 }, limit, windowSeconds, now) : ALLOWED;
}

/** A successful sign-in clears the account's failures. */
export async function clearAttempts(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM sign_in_attempts WHERE key = $1', [key]);
}

/** Old windows are worth nothing: removed with the ended sessions. */
export async function deleteOldAttempts(db: Queryable, windowSeconds: number, now: Date) {
  await db.query(
    'DELETE FROM sign_in_attempts WHERE window_start <= $1::timestamptz - make_interval(secs => $2::int)',
    [now, windowSeconds],
  );
}

function verdict(
  row: { attempts: number; window_start: Date } | undefined,
  limit: number,
  windowSeconds: number,
  now: Date,
): LimitVerdict {
  if (!row || row.attempts <= limit) return ALLOWED;
  const ends = row.window_start.getTime() + windowSeconds * 1000;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((ends - now.getTime()) / 1000)),
  };
}

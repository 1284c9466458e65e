/**
 * What the dashboard knows about the signed-in analyst: the Watchfloor server's answer to
 * `GET /session` or `POST /session`. The vendor's token stays on the server; the page holds only
 * this, in memory, and an HttpOnly cookie it cannot read.
 */
export interface SessionUser {
  email: string;
  /** The name the vendor gives the user, or the email when it gives none. */
  name: string;
  /** May edit or delete anything the team keeps. */
  admin: boolean;
}

export interface Session {
  user: SessionUser;
  /** The absolute end, epoch milliseconds: never later than the vendor token's own expiry. */
  expiresAt: number;
  /** When the session ends unless something uses it first (any tab's request moves it on). */
  idleExpiresAt: number;
  idleTimeoutSeconds: number;
}

/** The session as the server sends it (`data` of its success envelope), instants in ISO 8601. */
export interface SessionBody {
  user: SessionUser;
  expiresAt: string;
  idleExpiresAt: string;
  idleTimeoutSeconds: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const instant = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : Number.NaN);

/**
 * Reads `data` of a session answer. Checked by hand, not with the generated zod schema: the
 * boot check runs in the entry bundle, where zod would cost the login page its budget.
 */
export function sessionFromBody(data: unknown): Session | null {
  if (!isRecord(data) || !isRecord(data.user)) return null;
  const { email, name, admin } = data.user;
  const expiresAt = instant(data.expiresAt);
  const idleExpiresAt = instant(data.idleExpiresAt);
  if (typeof email !== 'string' || typeof name !== 'string' || typeof admin !== 'boolean') {
    return null;
  }
  if (Number.isNaN(expiresAt) || Number.isNaN(idleExpiresAt)) return null;
  const idle = data.idleTimeoutSeconds;
  return {
    user: { email, name: name.trim() || email, admin },
    expiresAt,
    idleExpiresAt: Math.min(idleExpiresAt, expiresAt),
    idleTimeoutSeconds: typeof idle === 'number' && idle > 0 ? idle : 0,
  };
}

/** The same analyst (a renewal or a re-check), as opposed to someone else signing in. */
export const sameUser = (a: Session | null, b: Session | null) =>
  a !== null && b !== null && a.user.email.toLowerCase() === b.user.email.toLowerCase();

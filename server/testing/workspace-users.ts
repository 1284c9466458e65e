import type pg from 'pg';
import { COOKIE_NAME } from '../sessions/session-cookie.ts';
import { createSession } from '../sessions/session-store.ts';

/**
 * Signs a team member in straight in the database, as a sign-in would (the vendor token is a
 * made-up string: workspace routes never send it upstream unless a test's fake vendor expects it).
 * Returns the `Cookie` header value to send.
 */
export async function signedInCookie(
  pool: pg.Pool,
  email: string,
  name = email.split('@')[0]!,
  vendorToken = `token-of-${email}`,
): Promise<string> {
  const now = new Date();
  const value = await createSession(pool, {
    email,
    name,
    vendorToken,
    expiresAt: new Date(now.getTime() + 24 * 3600 * 1000),
    idleTimeoutSeconds: 8 * 3600,
    now,
  });
  return `${COOKIE_NAME}=${value}`;
}

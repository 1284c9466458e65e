import pg from 'pg';
import { createSession } from '../sessions/session-store.ts';
import { COOKIE_NAME } from '../sessions/session-cookie.ts';

export interface SeedSessionInput {
  vendorToken: string;
  email: string;
  name: string;
  /** Seconds until the session's absolute end; a day by default. */
  absoluteSeconds?: number;
  /** Idle timeout in seconds; eight hours by default. */
  idleSeconds?: number;
}

/**
 * A session written straight into the database, as a sign-in would leave it, for tests that need
 * one ending in seconds or holding a token the vendor refuses. Returns the cookie to set (plain
 * http: the tests run without TLS).
 */
export async function seedSession(
  databaseUrl: string,
  input: SeedSessionInput,
): Promise<{ name: string; value: string }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const now = new Date();
    const value = await createSession(client, {
      email: input.email,
      name: input.name,
      vendorToken: input.vendorToken,
      expiresAt: new Date(now.getTime() + (input.absoluteSeconds ?? 24 * 3600) * 1000),
      idleTimeoutSeconds: input.idleSeconds ?? 8 * 3600,
      now,
    });
    return { name: COOKIE_NAME, value };
  } finally {
    await client.end();
  }
}

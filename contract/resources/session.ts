import { z } from 'zod';

/**
 * The Watchfloor server's sessions (DESIGN §4b). The vendor's token stays on the server: nothing
 * here carries it. The browser holds only an HttpOnly cookie naming the session.
 */

/** What the login form sends. Limits keep a hostile body from costing the upstream a request. */
export const SignInRequest = z
  .object({
    email: z.string().min(1).max(320).meta({ example: 'analyst@watchfloor.example' }),
    password: z.string().min(1).max(1024).meta({ format: 'password' }),
  })
  .meta({ id: 'SignInRequest' });

export const SessionUser = z
  .object({
    email: z.string(),
    /** The name the vendor gives the user, or the email when it gives none. */
    name: z.string(),
    /** Named in WATCHFLOOR_ADMINS: may edit or delete anything the team keeps. */
    admin: z.boolean(),
  })
  .meta({ id: 'SessionUser' });

export const Session = z
  .object({
    user: SessionUser,
    /** The absolute end: never later than the vendor token's own expiry. */
    expiresAt: z.iso.datetime({ offset: true }),
    /** When the session ends unless it is used before then. Every request moves it on. */
    idleExpiresAt: z.iso.datetime({ offset: true }),
    idleTimeoutSeconds: z.int().positive(),
  })
  .meta({ id: 'Session' });

export const SignedOutEverywhere = z
  .object({ ended: z.int().min(0).meta({ description: 'How many sessions were ended.' }) })
  .meta({ id: 'SignedOutEverywhere' });

export const Health = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    checks: z.record(z.string(), z.enum(['ok', 'unavailable'])).optional(),
  })
  .meta({ id: 'Health' });

export type SignInRequest = z.infer<typeof SignInRequest>;
export type SessionUser = z.infer<typeof SessionUser>;
export type Session = z.infer<typeof Session>;

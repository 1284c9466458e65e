import { sessionFromBody, type Session } from './session';

/**
 * The three calls the session store makes to the Watchfloor server. Plain fetch rather than the
 * generated client: the boot check is in the entry bundle, which must stay small (the login
 * page's budget). Same-origin requests carry the HttpOnly session cookie and an `Origin` the
 * server's CSRF check accepts.
 */

export type SessionCheck =
  | { state: 'signed-in'; session: Session }
  /** 401: no session, or it ended (expired, signed out, unknown). */
  | { state: 'signed-out' }
  /** No usable answer: offline, the server or its database down, or an unreadable body. */
  | { state: 'unknown' };

/** Which sessions a sign-out ends: this browser's, or every one of this analyst's. */
export type SignOutScope = 'this' | 'everywhere';

export interface SessionApi {
  current(): Promise<SessionCheck>;
  /** True once the server has confirmed that the session(s) ended. Never throws. */
  end(scope: SignOutScope): Promise<boolean>;
}

/** A sign-out that hangs must not keep the analyst waiting: the local session ends anyway. */
const SIGN_OUT_TIMEOUT_MS = 10_000;

export const SESSION_PATH = '/session';
export const ALL_SESSIONS_PATH = '/sessions';

export function createSessionApi(fetchFn: typeof fetch = (...args) => fetch(...args)): SessionApi {
  return {
    async current() {
      try {
        const response = await fetchFn(SESSION_PATH, {
          credentials: 'same-origin',
          headers: { Accept: 'application/json' },
          // Always the server's answer: a cached one could show someone signed in who is not.
          cache: 'no-store',
        });
        if (response.status === 401) return { state: 'signed-out' };
        if (!response.ok) return { state: 'unknown' };
        const body = (await response.json()) as { data?: unknown };
        const session = sessionFromBody(body.data);
        return session ? { state: 'signed-in', session } : { state: 'unknown' };
      } catch {
        return { state: 'unknown' };
      }
    },
    async end(scope) {
      try {
        const response = await fetchFn(scope === 'this' ? SESSION_PATH : ALL_SESSIONS_PATH, {
          method: 'DELETE',
          credentials: 'same-origin',
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(SIGN_OUT_TIMEOUT_MS),
        });
        // 401 from DELETE /sessions: no session left to end, which is what was asked.
        return response.ok || response.status === 401;
      } catch {
        return false;
      }
    },
  };
}

import type { Context, MiddlewareHandler } from 'hono';
import type { ServerDeps } from '../deps.ts';
import { isHttps } from '../http/request-origin.ts';
import { readSessionCookie } from './session-cookie.ts';
import {
  deleteSession,
  deleteUserSessions,
  findSession,
  type SessionRecord,
} from './session-store.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** The signed-in session, when the cookie names a live one. */
    session: SessionRecord | undefined;
    sessionId: string | undefined;
  }
}

/**
 * Reads under `/api/` (the proxy's pages above all) may take the session from the cache, which
 * notifications keep exact; the session's own routes and anything that changes something read
 * it from the database every time.
 */
const mayUseCache = (c: Context) =>
  (c.req.method === 'GET' || c.req.method === 'HEAD') && c.req.path.startsWith('/api/');

/** Reads the cookie and looks its session up once per request. */
export function currentSession(deps: ServerDeps): MiddlewareHandler {
  return async (c, next) => {
    const id = readSessionCookie(c, isHttps(c, deps.config));
    const cache = mayUseCache(c) ? deps.sessionCache : undefined;
    let session: SessionRecord | null = null;
    if (id && cache) session = await cache.find(id, deps.now());
    else if (id) session = await findSession(deps.db, id, deps.now());
    c.set('session', session ?? undefined);
    c.set('sessionId', session ? id : undefined);
    await next();
  };
}

export const sessionOf = (c: Context) => c.get('session');

/**
 * Ends the request's session (signed out, or refused by the vendor): in the database, which
 * tells every instance, and in this instance's cache at once. True when it existed.
 */
export async function endCurrentSession(c: Context, deps: ServerDeps): Promise<boolean> {
  const id = c.get('sessionId');
  if (!id) return false;
  // Before, in case the database cannot be reached; after, for a read that overlapped it.
  deps.sessionCache?.forget(id);
  const ended = await deleteSession(deps.db, id);
  deps.sessionCache?.forget(id);
  return ended;
}

/** Ends every session of this user, everywhere; returns how many ended. */
export async function endUserSessions(deps: ServerDeps, email: string): Promise<number> {
  deps.sessionCache?.forgetUser(email);
  const ended = await deleteUserSessions(deps.db, email);
  deps.sessionCache?.forgetUser(email);
  return ended;
}

import type { Context, MiddlewareHandler } from 'hono';
import type { ServerDeps } from '../deps.ts';
import { isHttps } from '../http/request-origin.ts';
import { readSessionCookie } from './session-cookie.ts';
import { findSession, type SessionRecord } from './session-store.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** The signed-in session, when the cookie names a live one. */
    session: SessionRecord | undefined;
    sessionId: string | undefined;
  }
}

/** Reads the cookie and looks its session up once per request. */
export function currentSession(deps: ServerDeps): MiddlewareHandler {
  return async (c, next) => {
    const id = readSessionCookie(c, isHttps(c, deps.config));
    const session = id ? await findSession(deps.db, id, deps.now()) : null;
    c.set('session', session ?? undefined);
    c.set('sessionId', session ? id : undefined);
    await next();
  };
}

export const sessionOf = (c: Context) => c.get('session');

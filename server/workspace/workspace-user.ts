import type { Context, MiddlewareHandler } from 'hono';
import type { ServerDeps } from '../deps.ts';
import { sessionRequired } from '../http/jsend.ts';

/** Who is asking: the signed-in vendor user, and whether WATCHFLOOR_ADMINS names them. */
export interface WorkspaceUser {
  email: string;
  name: string;
  admin: boolean;
}

declare module 'hono' {
  interface ContextVariableMap {
    user: WorkspaceUser;
  }
}

/** Every workspace route needs a live session; the answer for none matches the proxy's 401. */
export function requireUser(deps: ServerDeps): MiddlewareHandler {
  return async (c, next) => {
    const session = c.get('session');
    if (!session) {
      return sessionRequired(c, 'You are not signed in, or your session has ended. Sign in again.');
    }
    c.set('user', {
      email: session.email,
      name: session.name,
      admin: deps.config.admins.includes(session.email),
    });
    await next();
  };
}

export const userOf = (c: Context): WorkspaceUser => c.get('user');

/** The owner may change an object; admins may change anything (DESIGN §4c). */
export const mayChange = (user: WorkspaceUser, ownerEmail: string) =>
  user.admin || user.email === ownerEmail;

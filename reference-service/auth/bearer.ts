import type { MiddlewareHandler } from 'hono';
import { respondUnauthorized } from '../jsend';
import type { TokenClaims, TokenService } from './tokens';

/** What a data endpoint's handler finds on the context once the token is checked. */
export interface BearerVariables {
  token: TokenClaims;
}

export interface BearerEnv {
  Variables: BearerVariables;
}

declare module 'hono' {
  // Typed `c.get('token')` in apps built on the untyped `createApiApp`.
  interface ContextVariableMap {
    token: TokenClaims;
  }
}

// Constant texts: a message must never echo the token it refuses.
export const BEARER_MESSAGES = {
  missing: 'A bearer token is required: send Authorization: Bearer <access token>',
  expired: 'The access token has expired; request a new one',
  invalid: 'The access token is invalid',
} as const;

const BEARER = /^Bearer +([^\s]+) *$/i;

/** Spec 5: every data endpoint needs a valid token; anything else is 401 (spec 7's `errors[]`). */
export function requireBearer(tokens: TokenService): MiddlewareHandler<BearerEnv> {
  return async (c, next) => {
    // Browsers send preflights without credentials; CORS answers them.
    if (c.req.method === 'OPTIONS') return next();
    const token = BEARER.exec(c.req.header('Authorization') ?? '')?.[1];
    if (token === undefined) return respondUnauthorized(c, BEARER_MESSAGES.missing);
    const result = await tokens.verify(token);
    if (!result.ok) return respondUnauthorized(c, BEARER_MESSAGES[result.reason]);
    c.set('token', result.claims);
    await next();
  };
}

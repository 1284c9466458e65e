import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** JSend answers of the server's own (DESIGN §4b): never a stack trace, never a secret. */

export const fail = (c: Context, status: ContentfulStatusCode, data: Record<string, string>) =>
  c.json({ status: 'fail', data }, status);

export const error = (c: Context, status: ContentfulStatusCode, message: string) =>
  c.json({ status: 'error', message }, status);

/** The spec's shape for a refused bearer token, so the dashboard treats both alike. */
export const sessionRequired = (c: Context, message: string) =>
  c.json({ status: 'fail', errors: [{ code: 401, message }] }, 401);

export const DATABASE_DOWN_MESSAGE =
  'The Watchfloor database cannot be reached right now. Try again in a few seconds.';

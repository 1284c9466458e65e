import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { API_TITLES, type ApiName } from './config';
import { respondError, respondFail } from './jsend';

export interface ApiAppOptions {
  corsOrigins: readonly string[];
  /** Where unexpected faults are reported; defaults to stderr. */
  logError?: (message: string, error: unknown) => void;
}

const defaultLogError = (message: string, error: unknown) => console.error(message, error);

/**
 * The behaviour every API shares: CORS for the dashboard's origins, JSON gzip-compressed for
 * clients that take it, JSend 404 for unknown paths, and JSend errors without stack traces for
 * anything unexpected.
 */
export function createApiApp(api: ApiName, options: ApiAppOptions): Hono {
  const app = new Hono();
  const allowed = new Set(options.corsOrigins);
  const logError = options.logError ?? defaultLogError;

  app.use(
    '*',
    cors({
      origin: (origin) => (allowed.has(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['Authorization', 'Content-Type'],
      exposeHeaders: ['Retry-After'],
      maxAge: 600,
    }),
  );
  // A page of 1,000 full incidents is about 5 MB of JSON; gzip takes it to a tenth. Clients
  // that send no Accept-Encoding (the Watchfloor server on loopback, load tests) get it plain.
  app.use('*', compress({ encoding: 'gzip' }));

  app.notFound((c) =>
    respondFail(c, 404, {
      path: `The ${API_TITLES[api]} has no endpoint ${c.req.method} ${c.req.path}`,
    }),
  );

  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      return respondFail(c, error.status, { request: error.message || 'The request is malformed' });
    }
    logError(`[${api}] ${c.req.method} ${c.req.path} failed:`, error);
    return respondError(c, 500, 'The service could not complete this request.');
  });

  return app;
}

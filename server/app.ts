import { Hono } from 'hono';
import { except } from 'hono/combine';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import type { ServerDeps } from './deps.ts';
import { isDatabaseUnavailable } from './db/pool.ts';
import { healthRoutes } from './http/health.ts';
import { DATABASE_DOWN_MESSAGE, error, fail } from './http/jsend.ts';
import { requireSameOrigin } from './http/same-origin.ts';
import { mapOriginsOf, securityHeaders } from './http/security-headers.ts';
import { staticFiles } from './http/static-files.ts';
import { mapPointsRoutes } from './map-points/map-points-routes.ts';
import { bodyLimitOf, setsOwnBodyLimit } from './http/body-limits.ts';
import { apiProxy } from './proxy/api-proxy.ts';
import { currentSession } from './sessions/current-session.ts';
import { sessionRoutes } from './sessions/session-routes.ts';
import { workspaceRoutes } from './workspace/workspace-routes.ts';

/** Any body the server takes is small; the proxy only carries GETs. */
const MAX_BODY_BYTES = 64 * 1024;
/** Routes that set a body limit of their own (path patterns): past 64 kB they still name the field. */

/** The whole server as one Hono app: what `main.ts` listens with and the tests call. */
export function createApp(deps: ServerDeps) {
  const { config, log } = deps;
  const app = new Hono();

  app.use('*', requestId());
  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    // Never the query (it may be long) nor any header: no cookie or token reaches the log.
    log.info(
      {
        reqId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.get('sentStatus') ?? c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  app.use(
    '*',
    securityHeaders({
      ...config,
      mapOrigins: mapOriginsOf(config.mapStyleUrl, config.mapStyleOrigins),
    }),
  );
  app.use('*', compress());
  app.use(
    '*',
    except(
      // A GET or HEAD has no body here (fetch's Request drops it), and asking for one makes the
      // adapter build a full Request per read: measurable on the proxy's busiest path.
      (c) => c.req.method === 'GET' || c.req.method === 'HEAD' || setsOwnBodyLimit(c.req.path),
      bodyLimitOf(MAX_BODY_BYTES, 'The request body is too large.'),
    ),
  );
  app.use('*', requireSameOrigin(config));

  app.route('/', healthRoutes(deps));
  app.get('/config.json', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({
      mapStyleUrl: config.mapStyleUrl ?? null,
      mapIncidentLimit: config.mapIncidentLimit,
    });
  });

  app.use('/session', currentSession(deps));
  app.use('/sessions', currentSession(deps));
  app.use('/api/*', currentSession(deps));
  app.route('/', sessionRoutes(deps));
  app.route('/api/watchfloor', workspaceRoutes(deps));
  app.route('/api', apiProxy(deps));
  app.route('/api', mapPointsRoutes(deps));
  app.all('/api/*', (c) => fail(c, 404, { path: 'No API is served at this address.' }));
  app.route('/', staticFiles(config.distDir));
  app.notFound((c) => fail(c, 404, { path: 'There is nothing at this address.' }));

  app.onError((err, c) => {
    if (isDatabaseUnavailable(err)) {
      log.warn({ reqId: c.get('requestId'), err: err.message }, 'database unavailable');
      c.header('Retry-After', '5');
      return error(c, 503, DATABASE_DOWN_MESSAGE);
    }
    log.error(
      { reqId: c.get('requestId'), err: { message: err.message, stack: err.stack } },
      'request failed',
    );
    return error(c, 500, 'The Watchfloor server could not complete this request.');
  });
  return app;
}

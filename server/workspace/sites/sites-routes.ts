import { Hono } from 'hono';
import type { ServerDeps } from '../../deps.ts';
import { proximityRoutes } from './proximity-routes.ts';
import { siteRoutes } from './site-routes.ts';
import { transferRoutes } from './transfer-routes.ts';

/** Sites under `/api/watchfloor/sites` (issue 25 item 4); fixed paths before `/sites/:id`. */
export function sitesRoutes(deps: ServerDeps) {
  const app = new Hono();
  app.route('/', transferRoutes(deps));
  app.route('/', proximityRoutes(deps));
  app.route('/', siteRoutes(deps));
  return app;
}

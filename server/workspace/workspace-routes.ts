import { Hono } from 'hono';
import type { ServerDeps } from '../deps.ts';
import { savedSearchRoutes } from './saved-searches/saved-search-routes.ts';
import { areaRoutes } from './areas/area-routes.ts';
import { sitesRoutes } from './sites/sites-routes.ts';
import { teamRoutes } from './team-routes.ts';
import { triageRoutes } from './triage/triage-routes.ts';
import { requireUser } from './workspace-user.ts';
import { watchRoutes } from '../watches/watch-routes.ts';
import { eventsRoutes } from '../watches/events-routes.ts';
import { worldRoutes } from './world/world-routes.ts';
import { briefingRoutes } from '../briefings/briefing-routes.ts';

/**
 * `/api/watchfloor/*`: what the team keeps (DESIGN §4c). Every route needs a session; answers
 * are private to the team, so no cache may keep them.
 */
export function workspaceRoutes(deps: ServerDeps) {
  const app = new Hono();
  app.use('*', requireUser(deps));
  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.route('/', teamRoutes(deps));
  app.route('/', savedSearchRoutes(deps));
  app.route('/', areaRoutes(deps));
  app.route('/', sitesRoutes(deps));
  app.route('/', triageRoutes(deps));
  app.route('/', watchRoutes(deps));
  app.route('/', eventsRoutes(deps));
  app.route('/', worldRoutes(deps));
  app.route('/', briefingRoutes(deps));
  return app;
}

import { Hono } from 'hono';
import type { ServerDeps } from '../../deps.ts';
import { userOf } from '../workspace-user.ts';
import { worldSummary } from './world-summary.ts';

/** The home page's summary of the world's last 24 hours, under `/api/watchfloor/world`. */
export function worldRoutes(deps: ServerDeps) {
  const app = new Hono();

  app.get('/world', async (c) => {
    const result = await worldSummary(deps, c, userOf(c));
    if (!result.ok) return result.failure(c);
    return c.json({ status: 'success', data: result.value });
  });

  return app;
}

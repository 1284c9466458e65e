import { Hono } from 'hono';
import type { ServerDeps } from '../deps.ts';

type Check = 'ok' | 'unavailable';

const PROBE_TIMEOUT_MS = 2_000;

/** Any HTTP answer means the upstream is up; only no answer in time counts against it. */
async function probe(url: string): Promise<Check> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    await response.body?.cancel();
    return 'ok';
  } catch {
    return 'unavailable';
  }
}

/** `/healthz`: the process answers. `/readyz`: the database and every upstream answer too. */
export function healthRoutes(deps: ServerDeps) {
  const app = new Hono();
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    const database = deps.db
      .query('SELECT 1')
      .then((): Check => 'ok')
      .catch((): Check => 'unavailable');
    const { news, auth, incidents } = deps.config.upstreams;
    const [db, newsCheck, authCheck, incidentCheck] = await Promise.all([
      database,
      probe(news),
      probe(auth),
      probe(incidents),
    ]);
    const checks = { database: db, news: newsCheck, auth: authCheck, incidents: incidentCheck };
    const ready = Object.values(checks).every((check) => check === 'ok');
    c.header('Cache-Control', 'no-store');
    return c.json({ status: ready ? 'ok' : 'unavailable', checks }, ready ? 200 : 503);
  });
  return app;
}

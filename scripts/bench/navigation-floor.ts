import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { buildBareApp } from './bundle-floor.ts';
import {
  withMeasuringPage,
  median,
  primeWaitForFunction,
  type Figure,
  type PageBench,
  type PageBenchContext,
} from './page-bench.ts';

/**
 * The floor of the views' navigation figures on this machine: the same steps their budgets time
 * (a link clicked → the answer's rows painted; a cold load of the address → the rows painted),
 * made by the smallest app on the same stack: Vite + React + TanStack Router + React Query, one
 * loader, one query, a plain table of the answer, no styles. It asks the Watchfloor server for
 * a page of incidents, through a proxy on its own origin, and each figure's peer is that
 * request alone from the same page, as the views' budgets put their figures beside theirs.
 * What the floor takes beyond a budget is the stack's and the browser's (frames drawn in
 * software here), not anything of Watchfloor's; the views' figures are read against it.
 */

const RUNS = 5;
const VIEWPORT = { width: 1440, height: 900 };
const QUERY = 'sort=startedAt:desc&pageSize=50';
const LIST = `/api/incidents/incidents?${QUERY}`;

const MAIN_TSX = `import { QueryClient, QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

interface Incident { id: string; summary: string; category: { name: string }; impact: { rating: number }; startedAt: { timestamp: number } }
const queryClient = new QueryClient();
const listQuery = {
  queryKey: ['incidents'],
  queryFn: async () => ((await (await fetch(${JSON.stringify(LIST)})).json()) as { data: Incident[] }).data,
};

function Rows() {
  const { data } = useSuspenseQuery(listQuery);
  return (
    <table aria-label="Incidents">
      <tbody>
        {data.map((incident) => (
          <tr key={incident.id} data-incident-id={incident.id}>
            <td><a href={'/incidents/' + incident.id}>{incident.id}</a></td>
            <td>{incident.summary}</td>
            <td>{incident.category.name}</td>
            <td>{incident.impact.rating}</td>
            <td>{new Date(incident.startedAt.timestamp * 1000).toISOString()}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const rootRoute = createRootRoute({
  component: () => (
    <>
      <nav aria-label="Main"><Link to="/from">From</Link> <Link to="/rows">Incidents</Link></nav>
      <Outlet />
    </>
  ),
});
const from = createRoute({ getParentRoute: () => rootRoute, path: '/from', component: () => <h1>From</h1> });
const rows = createRoute({
  getParentRoute: () => rootRoute,
  path: '/rows',
  loader: () => queryClient.ensureQueryData(listQuery),
  component: Rows,
});
const router = createRouter({ routeTree: rootRoute.addChildren([from, rows]) });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
`;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

/** Serves the built floor and passes `/api/` on to the Watchfloor server (same host: the cookie goes along). */
function serveFloor(dist: string, dashboardUrl: string): Promise<Server> {
  const upstream = new URL(dashboardUrl);
  const server = createServer((incoming, outgoing) => {
    const path = (incoming.url ?? '/').split('?')[0]!;
    if (path.startsWith('/api/')) {
      const forwarded = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          path: incoming.url,
          method: incoming.method,
          headers: { ...incoming.headers, host: upstream.host },
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      forwarded.on('error', () => outgoing.writeHead(502).end());
      incoming.pipe(forwarded);
      return;
    }
    const file = join(dist, normalize(path).replace(/^(\.\.[/\\])+/, ''));
    void stat(file)
      .then((info) => (info.isFile() ? file : join(dist, 'index.html')))
      .catch(() => join(dist, 'index.html'))
      .then((served) => {
        outgoing.writeHead(200, { 'Content-Type': CONTENT_TYPES[extname(served)] ?? 'text/plain' });
        createReadStream(served).pipe(outgoing);
      });
  });
  return new Promise((resolve) => server.listen(0, upstream.hostname, () => resolve(server)));
}

const MARKS_SCRIPT = `
  document.addEventListener('click', (event) => {
    window.__floorBench.clickedAt = event.timeStamp;
  }, { capture: true });
  window.__floorBench = {
    watch() {
      const state = window.__floorBench;
      const observer = new MutationObserver(() => {
        if (state.painted === undefined && document.querySelector('tr[data-incident-id]')) {
          state.painted = -1;
          observer.disconnect();
          requestAnimationFrame(() => requestAnimationFrame(() => { state.painted = performance.now(); }));
        }
      });
      observer.observe(document, { subtree: true, childList: true });
    },
  };
`;

const ROUND_TRIP = `
(async () => {
  const started = performance.now();
  const response = await fetch(${JSON.stringify(LIST)});
  await response.json();
  return performance.now() - started;
})()
`;

/** Within the app: from another view, the link → the rows painted, timed from the click. */
function inAppRun(context: PageBenchContext, floorUrl: string) {
  return withMeasuringPage(context, { script: MARKS_SCRIPT, viewport: VIEWPORT }, async (page) => {
    await page.goto(`${floorUrl}/from`);
    await page.getByRole('heading', { level: 1, name: 'From' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.evaluate('window.__floorBench.watch()');
    await primeWaitForFunction(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Incidents' })
      .click();
    await page.waitForFunction('window.__floorBench.painted > 0', undefined, { timeout: 60_000 });
    const painted = await page.evaluate<number>(
      'window.__floorBench.painted - window.__floorBench.clickedAt',
    );
    return { painted, api: await page.evaluate<number>(ROUND_TRIP) };
  });
}

/** A cold load of the rows' address: from navigation start to the rows painted. */
function coldRun(context: PageBenchContext, floorUrl: string) {
  const script = `${MARKS_SCRIPT}\nwindow.__floorBench.watch();`;
  return withMeasuringPage(context, { script, viewport: VIEWPORT }, async (page) => {
    await page.goto(`${floorUrl}/rows`);
    await page.waitForFunction('window.__floorBench.painted > 0', undefined, { timeout: 60_000 });
    const painted = await page.evaluate<number>('window.__floorBench.painted');
    return { painted, api: await page.evaluate<number>(ROUND_TRIP) };
  });
}

/** A figure, its peer and their ratio, as the budget of the views' same step reads them. */
function withPeer(
  key: string,
  label: string,
  runs: { painted: number; api: number }[],
  budget: { times: number; plus: number; name: string },
): Figure[] {
  const paintedMs = median(runs.map((run) => run.painted));
  const apiMs = median(runs.map((run) => run.api));
  return [
    { key: `${key}.ms`, label, value: paintedMs, unit: 'ms', note: `median of ${runs.length}` },
    {
      key: `${key}.apiMs`,
      label: `${label}: the same request alone, from the same page`,
      value: apiMs,
      unit: 'ms',
    },
    {
      label: `${label} / (${budget.name}), the views’ budget`,
      value: paintedMs / (budget.times * apiMs + budget.plus),
      unit: 'ratio',
    },
  ];
}

export const navigationFloorBench: PageBench = {
  name: 'Navigation floor: a bare Vite + React + TanStack Router + React Query page',
  async run(context) {
    const app = await buildBareApp(MAIN_TSX);
    const server = await serveFloor(app.dist, context.dashboardUrl);
    try {
      const { port } = server.address() as AddressInfo;
      const floorUrl = `http://${new URL(context.dashboardUrl).hostname}:${port}`;
      // A first visit warms the server and the browser's process, as the views' benches do.
      await inAppRun(context, floorUrl);
      const inApp = [];
      const cold = [];
      for (let run = 0; run < RUNS; run += 1) {
        inApp.push(await inAppRun(context, floorUrl));
        cold.push(await coldRun(context, floorUrl));
      }
      return [
        ...withPeer('floor.inApp', 'link → 50 incident rows painted', inApp, {
          times: 1.2,
          plus: 50,
          name: '1.2 × API + 50 ms',
        }),
        ...withPeer('floor.cold', 'cold load → 50 incident rows painted', cold, {
          times: 1,
          plus: 300,
          name: 'API + 300 ms',
        }),
      ];
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await app.dispose();
    }
  },
};

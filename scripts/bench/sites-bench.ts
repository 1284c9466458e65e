import pg from 'pg';
import {
  withMeasuringPage,
  primeWaitForFunction,
  median,
  type Figure,
  type PageBench,
  type PageBenchContext,
} from './page-bench.ts';

/**
 * Sites at the scale of issue 25: 10,000 of them imported from one CSV file, the Sites page
 * listing and mapping them all, and the nearest sites of an incident found among them. Each
 * figure is printed beside its peer in the same run:
 *   - the import beside the same file checked and refused (one bad row): what storing costs;
 *   - the Sites page's first rows and its map beside the bare round trip of its API;
 *   - the nearest-sites request beside the incident request the incident page makes anyway.
 * The bench's sites are named "bench site …" and removed before and after.
 */

const SITES = 10_000;
const RUNS = 5;
const NEAREST_RUNS = 40;
const VIEWPORT = { width: 1440, height: 900 };
const PREFIX = 'bench site';

interface Point {
  id: string;
  category: { name: string };
  impact: { rating: number };
  location: { longitude: number; latitude: number };
}

/** Where incidents happen: sites sit beside them, as a team's offices sit where the news is. */
async function incidentPoints(context: PageBenchContext): Promise<Point[]> {
  const points: Point[] = [];
  for (let page = 1; page <= 10 && points.length < SITES; page += 1) {
    const response = await fetch(
      `${context.apiUrls.incident}/incidents?pageSize=1000&page=${page}&sort=startedAt:desc`,
      { headers: { Authorization: `Bearer ${context.token}` } },
    );
    const body = (await response.json()) as { data: Point[] };
    points.push(...body.data);
    if (body.data.length < 1000) break;
  }
  return points;
}

function sitesCsv(points: readonly Point[], badRow: boolean): string {
  const lines = ['name,latitude,longitude,address,tags'];
  for (let index = 0; index < SITES; index += 1) {
    const point = points[index % points.length]!.location;
    // Spread around the incidents, a few km apart, inside the valid range.
    const latitude = Math.max(-89, Math.min(89, point.latitude + ((index % 7) - 3) * 0.03));
    const longitude = Math.max(
      -179.9,
      Math.min(179.9, point.longitude + ((index % 11) - 5) * 0.03),
    );
    lines.push(
      `${PREFIX} ${index + 1},${latitude.toFixed(5)},${longitude.toFixed(5)},Street ${index + 1},office;bench`,
    );
  }
  if (badRow) lines[SITES] = `${PREFIX} ${SITES},123.5,7.25,,`;
  return lines.join('\n');
}

const cookieHeader = (context: PageBenchContext) =>
  context.storageState.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

async function removeBenchSites(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `DELETE FROM audit_events WHERE object_type = 'site' AND object_id IN (SELECT id::text FROM sites WHERE name LIKE $1)`,
      [`${PREFIX} %`],
    );
    await client.query('DELETE FROM sites WHERE name LIKE $1', [`${PREFIX} %`]);
  } finally {
    await client.end();
  }
}

async function timedImport(
  context: PageBenchContext,
  csv: string,
): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(`${context.dashboardUrl}/api/watchfloor/sites/import?format=csv`, {
    method: 'POST',
    headers: {
      cookie: cookieHeader(context),
      origin: context.dashboardUrl,
      'content-type': 'text/csv',
    },
    body: csv,
  });
  await response.text();
  return { ms: performance.now() - started, status: response.status };
}

async function timedGet(context: PageBenchContext, path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${context.dashboardUrl}${path}`, {
    headers: { cookie: cookieHeader(context), 'accept-encoding': 'gzip' },
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return performance.now() - started;
}

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** Notes, inside the page, when the first site row and the sites map are painted. */
const MARKS_SCRIPT = `
  document.addEventListener('click', (event) => {
    window.__sitesBench.clickedAt = event.timeStamp;
  }, { capture: true });
  window.__sitesBench = {
    marks: {},
    watch() {
      const marks = window.__sitesBench.marks;
      const observer = new MutationObserver(() => {
        if (marks.rows === undefined && document.querySelector('ol[aria-label^="Sites"] li[data-site-id]')) {
          marks.rows = -1;
          requestAnimationFrame(() => requestAnimationFrame(() => { marks.rows = performance.now(); }));
        }
        if (marks.map === undefined && document.querySelector('[data-sites-map] [data-map-ready="true"]')) {
          marks.map = performance.now();
        }
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-map-ready'] });
    },
  };
`;

const API_ROUND_TRIP = `
(async () => {
  const started = performance.now();
  const response = await fetch('/api/watchfloor/sites');
  const body = await response.json();
  return { ms: performance.now() - started, count: body.data.count };
})()
`;

async function sitesPageRun(context: PageBenchContext) {
  return withMeasuringPage(context, { script: MARKS_SCRIPT, viewport: VIEWPORT }, async (page) => {
    // Watches, not the Overview: the Overview (the watch floor) asks for the sites itself, and
    // the figure is the Sites page's own way from nothing cached.
    await page.goto(`${context.dashboardUrl}/watches`);
    await page.getByRole('heading', { level: 1, name: 'Watches' }).waitFor();
    // An analyst reads the page for a moment before moving on (the view's code preloads).
    await page.waitForLoadState('networkidle');
    // Timed from the click event (its `timeStamp`), not from when the runner began looking
    // for the link, as the explorer's and the watch floor's benches do.
    await page.evaluate(`window.__sitesBench.watch()`);
    await primeWaitForFunction(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Sites' })
      .click();
    await page.waitForFunction(
      'window.__sitesBench.marks.rows > 0 && window.__sitesBench.marks.map > 0',
      undefined,
      { timeout: 60_000 },
    );
    const marks = await page.evaluate<{ rows: number; map: number; clickedAt: number }>(
      '({ ...window.__sitesBench.marks, clickedAt: window.__sitesBench.clickedAt })',
    );
    const bare = await page.evaluate<{ ms: number; count: number }>(API_ROUND_TRIP);
    if (bare.count < SITES) throw new Error(`the page's API listed ${bare.count} sites`);
    return { rows: marks.rows - marks.clickedAt, map: marks.map - marks.clickedAt, api: bare.ms };
  });
}

export const sitesBench: PageBench = {
  name: 'Sites: 10,000 imported, listed, mapped, and the nearest found',
  async run(context) {
    if (!context.databaseUrl) throw new Error('the sites bench needs the server’s database');
    await removeBenchSites(context.databaseUrl);
    const points = await incidentPoints(context);
    try {
      const refused = await timedImport(context, sitesCsv(points, true));
      if (refused.status !== 422) throw new Error(`the refused import answered ${refused.status}`);
      const imported = await timedImport(context, sitesCsv(points, false));
      if (imported.status !== 200) throw new Error(`the import answered ${imported.status}`);
      const exposureCold = await timedGet(context, '/api/watchfloor/sites/exposure');

      const rows: number[] = [];
      const maps: number[] = [];
      const apis: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const timing = await sitesPageRun(context);
        rows.push(timing.rows);
        maps.push(timing.map);
        apis.push(timing.api);
      }

      // The incident page asks for its incident; the nearest sites follow with its point.
      const incident = points[0]!;
      const nearestPath = `/api/watchfloor/sites/nearest?${new URLSearchParams({
        longitude: String(incident.location.longitude),
        latitude: String(incident.location.latitude),
        category: incident.category.name,
        impact: String(incident.impact.rating),
      }).toString()}`;
      const incidentPath = `/api/incidents/incidents/${incident.id}`;
      await timedGet(context, nearestPath);
      await timedGet(context, incidentPath);
      const nearest: number[] = [];
      const incidentTimes: number[] = [];
      for (let run = 0; run < NEAREST_RUNS; run += 1) {
        incidentTimes.push(await timedGet(context, incidentPath));
        nearest.push(await timedGet(context, nearestPath));
      }
      const rowsMs = median(rows);
      const apiMs = median(apis);
      const figures: Figure[] = [
        {
          key: 'sites.import10kMs',
          label: 'import 10,000 sites (CSV, all stored)',
          value: imported.ms,
          unit: 'ms',
        },
        {
          label: 'peer: the same file checked and refused (one bad row)',
          value: refused.ms,
          unit: 'ms',
        },
        {
          label: 'Watches → Sites link → first rows painted',
          value: rowsMs,
          unit: 'ms',
          note: `median of ${RUNS}, ${SITES.toLocaleString('en')} sites`,
        },
        {
          label: 'peer: bare API round trip (GET /api/watchfloor/sites)',
          value: apiMs,
          unit: 'ms',
        },
        {
          key: 'sites.firstRowsBudgetRatio',
          label: 'first rows / (1.2 × API round trip + 50 ms)',
          value: rowsMs / (1.2 * apiMs + 50),
          unit: 'ratio',
        },
        {
          key: 'sites.mapReadyMs',
          label: 'Watches → Sites link → map of 10,000 sites ready',
          value: median(maps),
          unit: 'ms',
        },
        {
          key: 'sites.nearestAddedMs',
          label: 'nearest sites among 10,000: round trip (median)',
          value: median(nearest),
          unit: 'ms',
          note: `p95 ${percentile(nearest, 95).toFixed(1)} ms, ${NEAREST_RUNS} runs`,
        },
        {
          label: 'peer: the incident page’s own request (median)',
          value: median(incidentTimes),
          unit: 'ms',
          note: `p95 ${percentile(incidentTimes, 95).toFixed(1)} ms`,
        },
        {
          label: 'exposure of 10,000 sites: a week of incidents matched',
          value: exposureCold,
          unit: 'ms',
          note: 'the vendor scan and the matching, uncached',
        },
      ];
      return figures;
    } finally {
      await removeBenchSites(context.databaseUrl);
    }
  },
};

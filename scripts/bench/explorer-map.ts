import type { BrowserContext } from '@playwright/test';
import { builtGzipKb } from './asset-sizes.ts';
import { demoCredentials } from '../../reference-service/demo-accounts.ts';
import { startReferenceService, startWatchfloorServer, stop } from '../processes.ts';
import {
  MEASURING_CONTEXT,
  signInCookie,
  type Figure,
  type PageBench,
  type PageBenchContext,
} from './page-bench.ts';

/**
 * The explorer map with 50,000 incidents: how long from navigation until every incident is on
 * the map (the Watchfloor server reading the upstream's pages and streaming the map's points),
 * beside the upstream's own time to list the same incidents page after page; the same after a
 * reload (the server's kept set); how long the map takes to be idle once the last point has
 * arrived (the GPU source indexing and drawing the clusters); the long tasks of a scripted pan
 * and zoom; and the map's chunk sizes. The suite's service holds 5,000 incidents, so this bench
 * starts its own with 50,000 on ports beside it, and a Watchfloor server in front of it whose
 * map limit is that many. Scripts are strings: tsx injects helpers into functions.
 */

const INCIDENTS = 50_000;
const VIEWPORT = { width: 1440, height: 900 };
/** Generating and indexing 50,000 incidents takes minutes on a shared machine. */
const SERVICE_START_TIMEOUT_MS = 15 * 60_000;
const LOAD_TIMEOUT_MS = 10 * 60_000;

const host = '127.0.0.1';
const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0) || 0;
const ports = {
  news: 4640 + offset,
  auth: 4641 + offset,
  incident: 4642 + offset,
  server: 4645 + offset,
  postgres: 4646 + offset,
};
const serverUrl = `http://${host}:${ports.server}`;

/**
 * Notes in-page when the status line says the whole set is loaded (`dataComplete`), and when
 * the map's container next reports `data-map-ready="true"` after that (`idle`).
 */
const observerScript = `
window.__mapBench = { start: performance.now() };
new MutationObserver(() => {
  const marks = window.__mapBench;
  if (marks.dataComplete === undefined) {
    const status = [...document.querySelectorAll('[role="status"]')].find((el) =>
      /incidents on the map\\.|Showing the first/.test(el.textContent || ''));
    if (status) marks.dataComplete = performance.now();
  }
  const map = document.querySelector('.maplibregl-map');
  if (marks.dataComplete !== undefined && marks.idle === undefined &&
      map && map.getAttribute('data-map-ready') === 'true') {
    marks.idle = performance.now();
  }
}).observe(document, { subtree: true, childList: true, characterData: true, attributes: true,
  attributeFilter: ['data-map-ready'] });
`;

/** Zooms in three steps and pans four times, each move waiting for the map to be idle. */
const panZoomScript = `
(async () => {
  const map = document.querySelector('.maplibregl-map').watchfloorMap;
  const idle = () => new Promise((resolve) => map.once('idle', resolve));
  const tasks = [];
  const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries()));
  observer.observe({ type: 'longtask' });
  const started = performance.now();
  for (const zoom of [2.5, 4, 5.5]) { map.easeTo({ zoom, duration: 400 }); await idle(); }
  for (const [x, y] of [[300, 0], [0, 200], [-300, 0], [0, -200]]) {
    map.panBy([x, y], { duration: 400 }); await idle();
  }
  map.easeTo({ zoom: 1.5, duration: 400 }); await idle();
  await new Promise((resolve) => setTimeout(resolve, 100));
  observer.disconnect();
  return {
    count: tasks.length,
    totalMs: tasks.reduce((sum, task) => sum + task.duration, 0),
    longestMs: tasks.reduce((max, task) => Math.max(max, task.duration), 0),
    elapsedMs: performance.now() - started,
  };
})()
`;

function chunkFigures(): Figure[] {
  return [
    {
      label: 'explorer map chunk (layers, legend, tools; gzip)',
      value: builtGzipKb('explorer-map-'),
      unit: 'kB',
    },
    { label: 'MapLibre chunk (JS + CSS, gzip)', value: builtGzipKb('map-canvas-'), unit: 'kB' },
    { label: 'MapLibre worker (gzip)', value: builtGzipKb('maplibre-gl-worker-'), unit: 'kB' },
    {
      label: 'terra-draw chunk, when drawing (gzip)',
      value: builtGzipKb('polygon-session-'),
      unit: 'kB',
    },
  ];
}

async function startService(dashboardUrl: string) {
  const { child, ready: started } = startReferenceService(
    'service 50k',
    [`--incidents=${INCIDENTS}`, '--news=100'],
    {
      TI_HOST: host,
      TI_NEWS_PORT: String(ports.news),
      TI_AUTH_PORT: String(ports.auth),
      TI_INCIDENT_PORT: String(ports.incident),
      TI_CORS_ORIGINS: dashboardUrl,
    },
  );
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('the 50,000-incident service did not start in time')),
      SERVICE_START_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([started, timeout]);
  } catch (error) {
    await stop(child);
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return child;
}

interface Marks {
  start: number;
  dataComplete: number;
  idle: number;
}

/** Opens the map in a fresh page of `context` and waits until it is idle with every point. */
async function openMap(context: BrowserContext) {
  const page = await context.newPage();
  await page.addInitScript({ content: observerScript });
  await page.goto(`${serverUrl}/incidents?layout=map`);
  try {
    await page.waitForFunction('window.__mapBench.idle !== undefined', undefined, {
      timeout: LOAD_TIMEOUT_MS,
      polling: 200,
    });
  } catch (error) {
    // Say where it stood, so a failed run explains itself.
    const where = await page.evaluate<string>(
      `[...document.querySelectorAll('[role="status"], [role="alert"]')]
        .map((el) => el.textContent).join(' | ') +
        ' (data-map-ready=' + document.querySelector('.maplibregl-map')?.getAttribute('data-map-ready') + ')'`,
    );
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}; the page said: ${where}`,
      { cause: error },
    );
  }
  const marks = await page.evaluate<Marks>('window.__mapBench');
  const shown = await page.getByText(/incidents on the map\.|Showing the first/).textContent();
  // What the points cost on the wire (compressed), from the page's own resource timing.
  const streamedBytes = await page.evaluate<number>(
    `performance.getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/watchfloor/map-points'))
      .reduce((sum, entry) => sum + entry.encodedBodySize, 0)`,
  );
  return { page, marks, shown, streamedBytes };
}

async function measure({ browser }: PageBenchContext) {
  const context = await browser.newContext({
    ...MEASURING_CONTEXT,
    viewport: VIEWPORT,
    storageState: { cookies: [await signInCookie(serverUrl, demoCredentials())], origins: [] },
  });
  try {
    // The first analyst to open it: the server reads the set from the upstream.
    const first = await openMap(context);
    const panZoom = await first.page.evaluate<{
      count: number;
      totalMs: number;
      longestMs: number;
    }>(panZoomScript);
    await first.page.close();
    // A reload within the minute: the set the server kept.
    const again = await openMap(context);
    await again.page.close();
    return { first, again, panZoom };
  } finally {
    await context.close();
  }
}

/**
 * The upstream alone: every page of the same set (1,000 full incidents each, most recently
 * started first), one after another, read and parsed, as the map used to load it.
 */
async function upstreamListing(): Promise<{ ms: number; pages: number; megabytes: number }> {
  const tokenAnswer = await fetch(`http://${host}:${ports.auth}/user/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: serverUrl },
    body: JSON.stringify(demoCredentials()),
  });
  const { data } = (await tokenAnswer.json()) as { data: { accessToken: string } };
  const started = performance.now();
  let bytes = 0;
  for (let page = 1; ; page += 1) {
    const response = await fetch(
      `http://${host}:${ports.incident}/incidents?sort=startedAt:desc&pageSize=1000&page=${page}`,
      // Plain, as the Watchfloor server asks for it over loopback.
      { headers: { Authorization: `Bearer ${data.accessToken}`, 'Accept-Encoding': 'identity' } },
    );
    const text = await response.text();
    bytes += text.length;
    const body = JSON.parse(text) as { data: unknown[] };
    if (body.data.length < 1000) {
      return { ms: performance.now() - started, pages: page, megabytes: bytes / 1e6 };
    }
  }
}

export const explorerMapBench: PageBench = {
  name: `Explorer map (/incidents?layout=map, ${INCIDENTS.toLocaleString('en')} incidents)`,
  async run(context) {
    const service = await startService(context.dashboardUrl);
    const server = startWatchfloorServer('server 50k', {
      compiled: true,
      env: {
        WATCHFLOOR_PORT: String(ports.server),
        NEWS_URL: `http://${host}:${ports.news}`,
        AUTH_URL: `http://${host}:${ports.auth}`,
        INCIDENT_URL: `http://${host}:${ports.incident}`,
        WATCHFLOOR_DATA_DIR: `.data/bench-map-${offset}`,
        EMBEDDED_POSTGRES_PORT: String(ports.postgres),
        MAP_INCIDENT_LIMIT: String(INCIDENTS),
        LOG_LEVEL: 'warn',
      },
    });
    try {
      await server.ready;
      // The map first, on a service nobody has asked yet; then the upstream alone.
      const { first, again, panZoom } = await measure(context);
      const upstream = await upstreamListing();
      const upstreamNote = `upstream alone: ${upstream.ms.toFixed(0)} ms for ${upstream.pages} pages (${upstream.megabytes.toFixed(0)} MB), one after another`;
      return [
        {
          key: 'explorerMap.allOnMapMs',
          label: 'navigation → all on the map',
          value: first.marks.dataComplete,
          unit: 'ms',
          note: `${first.shown ?? ''} ${upstreamNote}`,
        },
        {
          key: 'explorerMap.allOnMapToUpstream',
          label: 'all on the map ÷ upstream listing alone',
          value: first.marks.dataComplete / upstream.ms,
          unit: 'ratio',
          note: upstreamNote,
        },
        {
          label: 'navigation → map idle with every point',
          value: first.marks.idle,
          unit: 'ms',
        },
        {
          key: 'explorerMap.idleMs',
          label: 'map idle after the last point',
          value: first.marks.idle - first.marks.dataComplete,
          unit: 'ms',
        },
        {
          label: 'map points streamed (compressed)',
          value: first.streamedBytes / 1024,
          unit: 'kB',
        },
        {
          key: 'explorerMap.reloadAllOnMapMs',
          label: 'reload (the server’s kept set) → all on the map',
          value: again.marks.dataComplete,
          unit: 'ms',
          note: again.shown ?? '',
        },
        { label: 'long tasks during pan and zoom', value: panZoom.count, unit: 'count' },
        { label: 'long tasks: total time', value: panZoom.totalMs, unit: 'ms' },
        { label: 'long tasks: longest', value: panZoom.longestMs, unit: 'ms' },
        ...chunkFigures(),
      ];
    } finally {
      await Promise.all([stop(service), stop(server.child, 15_000)]);
    }
  },
};

import { builtGzipKb } from './asset-sizes.ts';
import { MEASURING_CONTEXT, median, type Figure, type PageBench } from './page-bench.ts';

const RUNS = 5;

/**
 * Records, inside the page, when the incident's heading appears and when its map reports
 * ready (`data-map-ready="true"`), in ms since navigation start. A string, so the bench
 * runner's TypeScript transform cannot inject helpers into it.
 */
const MARKS_SCRIPT = `
  window.__incidentMarks = {};
  new MutationObserver(() => {
    const marks = window.__incidentMarks;
    if (marks.content === undefined && document.querySelector('h1#incident-title')) {
      marks.content = performance.now();
    }
    if (marks.mapReady === undefined && document.querySelector('[data-map-ready="true"]')) {
      marks.mapReady = performance.now();
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-map-ready'] });
`;

/** The lazy chunks the incident page loads, by name prefix in dist/assets. */
function chunkFigures(): Figure[] {
  return [
    {
      // The route's own file is a stub: every signed-in view's code comes in one chunk.
      label: 'views chunk, the incident page with the others (JS + CSS, gzip)',
      value: builtGzipKb('-views-'),
      unit: 'kB',
    },
    {
      label: 'map chunk: MapLibre + map code (JS + CSS, gzip)',
      value: builtGzipKb('map-canvas-'),
      unit: 'kB',
    },
    { label: 'MapLibre worker (gzip)', value: builtGzipKb('maplibre-gl-worker-'), unit: 'kB' },
    {
      label: 'basemap 1:110m countries (gzip)',
      value: builtGzipKb('countries-110m-', ['.json']),
      unit: 'kB',
    },
    {
      label: 'basemap 1:50m countries, once zoomed in (gzip)',
      value: builtGzipKb('countries-50m-', ['.json']),
      unit: 'kB',
    },
  ];
}

export const incidentDetailBench: PageBench = {
  name: 'Incident detail page (/incidents/$incidentId)',
  async run({ browser, dashboardUrl, apiUrls, token, storageState }) {
    const response = await fetch(`${apiUrls.incident}/incidents?pageSize=100`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { data } = (await response.json()) as {
      data: { id: string; map: { features: unknown[] } }[];
    };
    const incident = data.find((candidate) => candidate.map.features.length >= 3) ?? data[0]!;
    const content: number[] = [];
    const mapReady: number[] = [];
    const api: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // A fresh context each time: a cold HTTP cache, as for an analyst opening a link.
      const context = await browser.newContext({ ...MEASURING_CONTEXT, storageState });
      const page = await context.newPage();
      await page.addInitScript(MARKS_SCRIPT);
      await page.goto(`${dashboardUrl}/incidents/${incident.id}`);
      await page.waitForSelector('[data-map-ready="true"]', { timeout: 30_000 });
      const marks = await page.evaluate<{ content: number; mapReady: number }>(
        'window.__incidentMarks',
      );
      content.push(marks.content);
      mapReady.push(marks.mapReady);
      // The record alone, straight from the incident API, from the same page.
      api.push(
        await page.evaluate<number>(`
          (async () => {
            const started = performance.now();
            const response = await fetch(${JSON.stringify(`${apiUrls.incident}/incidents/${incident.id}`)}, {
              headers: { Authorization: 'Bearer ' + ${JSON.stringify(token)} },
            });
            await response.json();
            return performance.now() - started;
          })()
        `),
      );
      await context.close();
    }
    return [
      {
        key: 'incident.contentMs',
        label: 'cold load → incident content shown (median)',
        value: median(content),
        unit: 'ms',
        note: `${RUNS} runs, ${incident.id}; the record's bare API round trip ${median(api).toFixed(1)} ms`,
      },
      {
        key: 'incident.mapReadyMs',
        label: 'cold load → map ready with features (median)',
        value: median(mapReady),
        unit: 'ms',
        note: `beside the content's ${median(content).toFixed(1)} ms`,
      },
      {
        key: 'incident.mapReadyToContent',
        label: 'ratio map ready / content shown',
        value: median(mapReady) / median(content),
        unit: 'ratio',
      },
      {
        key: 'incident.apiMs',
        label: 'GET /incidents/{id}: bare API round trip (median)',
        value: median(api),
        unit: 'ms',
      },
      ...chunkFigures(),
    ];
  },
};

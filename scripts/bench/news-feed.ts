import type { Page } from '@playwright/test';
import {
  MEASURING_CONTEXT,
  median,
  type Figure,
  type PageBench,
  type PageBenchContext,
} from './page-bench.ts';

/**
 * The news feed's page timings, measured inside the page (a MutationObserver for the rows, the
 * Resource Timing entry for the response, a frame after the rows for the paint), never by
 * polling from Playwright, each beside the bare API round trip of the request the page made
 * (the same query, straight to the news API, from the same page). Scripts are strings: tsx
 * would inject helpers into functions.
 */

const VIEWPORT = { width: 1440, height: 900 };
const RUNS = 5;
const BIG_RUNS = 3;

/**
 * Records into `window.__newsBench`: `rowsAt` when the list first shows its rows (not busy),
 * `paintedAt` one frame later, `rows` the number of row elements then, and `responseEnd` /
 * `responseStart` of the news list request.
 */
const observerScript = (newsApi: string) => `
(() => {
  const bench = (window.__newsBench = {});
  const rowsOf = () =>
    document.querySelectorAll('[role="listbox"][aria-label="News items"] [role="option"]');
  const check = () => {
    if (bench.rowsAt !== undefined) return;
    const list = document.querySelector('[role="listbox"][aria-label="News items"]');
    const rows = rowsOf();
    if (!list || rows.length === 0 || list.getAttribute('aria-busy') === 'true') return;
    bench.rowsAt = performance.now();
    bench.rows = rows.length;
    bench.setSize = Number(rows[0].getAttribute('aria-setsize'));
    // The frame that shows the rows is painted before the next one starts.
    requestAnimationFrame(() => requestAnimationFrame(() => (bench.paintedAt = performance.now())));
    observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) {
      if (entry.initiatorType === 'fetch' && entry.name.startsWith(${JSON.stringify(`${newsApi}/news`)})) {
        bench.responseStart = entry.startTime;
        bench.responseEnd = entry.responseEnd;
        bench.requestUrl = entry.name;
      }
    }
  }).observe({ type: 'resource', buffered: true });
})();
`;

interface Recorded {
  rowsAt: number;
  paintedAt: number;
  rows: number;
  setSize: number;
  responseStart?: number;
  responseEnd?: number;
  /** The feed request the page made, through the Watchfloor server. */
  requestUrl?: string;
  navigationStart?: number;
  /** The same request straight to the news API, from the same page. */
  apiMs?: number;
}

/** The API alone, from inside the page: fetch, read and parse the same query. */
const apiRoundTrip = (url: string, token: string) => `
(async () => {
  const started = performance.now();
  const response = await fetch(${JSON.stringify(url)}, {
    headers: { Authorization: 'Bearer ' + ${JSON.stringify(token)} },
  });
  await response.json();
  return performance.now() - started;
})()
`;

/** The bare API round trip of the feed request the page made (proxy base → upstream base). */
async function bareApiMs(page: Page, context: PageBenchContext, recorded: Recorded) {
  if (!recorded.requestUrl) throw new Error('no resource timing for GET /news');
  const upstream = recorded.requestUrl.replace(context.pageApiUrls.news, context.apiUrls.news);
  return page.evaluate<number>(apiRoundTrip(upstream, context.token));
}

async function recorded(page: Page): Promise<Recorded> {
  await page.waitForFunction('window.__newsBench && window.__newsBench.paintedAt !== undefined', {
    timeout: 60_000,
  });
  return page.evaluate<Recorded>('window.__newsBench');
}

async function freshPage(context: PageBenchContext) {
  const browserContext = await context.browser.newContext({
    ...MEASURING_CONTEXT,
    storageState: context.storageState,
    viewport: VIEWPORT,
  });
  const page = await browserContext.newPage();
  await page.addInitScript({ content: observerScript(context.pageApiUrls.news) });
  return { page, close: () => browserContext.close() };
}

/** A cold load of the address: time origin (navigation start) to the rows painted. */
async function fullLoad(context: PageBenchContext, path: string, { withApi = false } = {}) {
  const { page, close } = await freshPage(context);
  await page.goto(`${context.dashboardUrl}${path}`);
  const result = await recorded(page);
  if (withApi) result.apiMs = await bareApiMs(page, context, result);
  await close();
  return result;
}

/** From a click on "News" in the main navigation (app already running) to the rows painted. */
async function inAppNavigation(context: PageBenchContext) {
  const { page, close } = await freshPage(context);
  await page.goto(`${context.dashboardUrl}/`);
  await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  // Idle first: the shell mounts its dialogs once the page is idle.
  await page.waitForTimeout(500);
  await page.evaluate(`
    window.__newsBench.navigationStart = performance.now();
    document.querySelector('nav[aria-label="Main"] a[href="/news"]').click();
  `);
  const result = await recorded(page);
  result.apiMs = await bareApiMs(page, context, result);
  await close();
  return result;
}

export const newsFeedBench: PageBench = {
  name: 'News feed (/news)',
  async run(context) {
    const cold: number[] = [];
    const coldApi: number[] = [];
    const inApp: number[] = [];
    const inAppApi: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const load = await fullLoad(context, '/news?limit=50', { withApi: true });
      if (load.setSize !== 50) throw new Error(`expected a page of 50 items, got ${load.setSize}`);
      cold.push(load.paintedAt);
      coldApi.push(load.apiMs!);
      const navigation = await inAppNavigation(context);
      inApp.push(navigation.paintedAt - navigation.navigationStart!);
      inAppApi.push(navigation.apiMs!);
    }

    const arrival: number[] = [];
    const response: number[] = [];
    let rows = 0;
    for (let run = 0; run < BIG_RUNS; run++) {
      const big = await fullLoad(context, '/news?publishedWithin=P30D&limit=5000');
      if (big.setSize !== 5000) throw new Error(`expected 5000 items, got ${big.setSize}`);
      if (big.responseEnd === undefined) throw new Error('no resource timing for GET /news');
      arrival.push(big.paintedAt - big.responseEnd);
      response.push(big.responseEnd - big.responseStart!);
      rows = Math.max(rows, big.rows);
    }

    const { page, close } = await freshPage(context);
    await page.goto(`${context.dashboardUrl}/news?publishedWithin=P30D&limit=5000`);
    await recorded(page);
    await page.getByRole('listbox', { name: 'News items' }).focus();
    await page.keyboard.press('End');
    await page.locator('[role="option"][aria-posinset="5000"][aria-selected="true"]').waitFor();
    const rowsAtEnd = Number(
      await page.evaluate('document.querySelectorAll(\'[role="option"]\').length'),
    );
    await close();

    const figures: Figure[] = [
      {
        key: 'news.cold.ms',
        label: 'load /news?limit=50 → first items painted (cold)',
        value: median(cold),
        unit: 'ms',
        note: `median of ${RUNS}, from navigation start, beside the API's ${median(coldApi).toFixed(1)} ms`,
      },
      {
        key: 'news.cold.apiMs',
        label: 'load /news?limit=50: bare API round trip',
        value: median(coldApi),
        unit: 'ms',
      },
      {
        key: 'news.inApp.ms',
        label: 'Overview → "News" link → first items painted',
        value: median(inApp),
        unit: 'ms',
        note: `median of ${RUNS}, default window, beside the API's ${median(inAppApi).toFixed(1)} ms`,
      },
      {
        key: 'news.inApp.apiMs',
        label: 'Overview → "News" link: bare API round trip',
        value: median(inAppApi),
        unit: 'ms',
      },
      {
        label: 'Overview → "News" link: ratio page / API',
        value: median(inApp) / median(inAppApi),
        unit: 'ratio',
      },
      {
        label: 'limit=5000: response end → rows painted',
        value: median(arrival),
        unit: 'ms',
        note: `median of ${BIG_RUNS}; the request itself took ${median(response).toFixed(0)} ms`,
      },
      { label: 'limit=5000: row elements in the DOM', value: rows, unit: 'rows' },
      { label: 'limit=5000: row elements after End (item 5000)', value: rowsAtEnd, unit: 'rows' },
    ];
    return figures;
  },
};

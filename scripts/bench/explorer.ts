import type { Page } from '@playwright/test';
import {
  MEASURING_CONTEXT,
  median,
  type Figure,
  type PageBench,
  type PageBenchContext,
} from './page-bench.ts';

/**
 * The incident explorer's timings, each beside the bare API round trip for the same query, so
 * the ratio says what the dashboard adds. Measured inside the page: a MutationObserver notes
 * when the table's first row shows the expected incident, and one frame later it is painted.
 * A click is timed from the click event itself (its `timeStamp`), as the analyst made it, not
 * from when the test runner began looking for the button. Scripts are strings: tsx would
 * inject helpers into functions.
 */

const VIEWPORT = { width: 1440, height: 900 };
const RUNS = 5;
const FIRST_QUERY = 'sort=startedAt:desc';
const CHANGED_QUERY = 'sort=startedAt:desc&ongoing=eq:false';

/**
 * Installs `window.__explorerBench.waitForRow(id)`, which resolves with the paint time of that
 * row, and `clickedAt`, the time of the latest click.
 */
const observerScript = `
(() => {
  document.addEventListener('click', (event) => {
    window.__explorerBench.clickedAt = event.timeStamp;
  }, { capture: true });
  window.__explorerBench = {
    waitForRow(id) {
      return new Promise((resolve) => {
        const check = () => {
          const first = document.querySelector('tbody tr[data-incident-id]');
          const table = document.querySelector('table[aria-label="Incidents matching the filters"]');
          if (!first || first.getAttribute('data-incident-id') !== id) return false;
          if (!table || table.getAttribute('aria-busy') === 'true') return false;
          observer.disconnect();
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
          return true;
        };
        const observer = new MutationObserver(check);
        observer.observe(document, { childList: true, subtree: true, attributes: true });
        check();
      });
    },
  };
})();
`;

/** The API alone, from inside the page: fetch, read and parse the same page of incidents. */
const apiRoundTrip = (incidentApi: string, token: string, query: string) => `
(async () => {
  const started = performance.now();
  const response = await fetch(${JSON.stringify(`${incidentApi}/incidents?`)} + ${JSON.stringify(query)}, {
    headers: { Authorization: 'Bearer ' + ${JSON.stringify(token)} },
  });
  const body = await response.json();
  return { ms: performance.now() - started, firstId: body.data[0].id };
})()
`;

async function firstIdOf(context: PageBenchContext, query: string): Promise<string> {
  const response = await fetch(`${context.apiUrls.incident}/incidents?${query}`, {
    headers: { Authorization: `Bearer ${context.token}` },
  });
  const body = (await response.json()) as { data: { id: string }[] };
  return body.data[0]!.id;
}

async function freshPage(
  context: PageBenchContext,
  firstId: string,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const browserContext = await context.browser.newContext({
    ...MEASURING_CONTEXT,
    storageState: context.storageState,
    viewport: VIEWPORT,
  });
  const page = await browserContext.newPage();
  // Watching starts with the document, so the time counts from navigation start.
  await page.addInitScript({
    content: `${observerScript}\nwindow.__explorerBench.navigation = window.__explorerBench.waitForRow(${JSON.stringify(firstId)});`,
  });
  return { page, close: () => browserContext.close() };
}

export const explorerBench: PageBench = {
  name: 'Incident explorer (/incidents, 100 incidents per page)',
  async run(context) {
    const firstId = await firstIdOf(context, FIRST_QUERY);
    const changedId = await firstIdOf(context, CHANGED_QUERY);
    const navigation: number[] = [];
    const navigationApi: number[] = [];
    const change: number[] = [];
    const changeApi: number[] = [];
    const inApp: number[] = [];
    const inAppApi: number[] = [];
    const defaultId = await firstIdOf(context, '');

    for (let run = 0; run < RUNS; run += 1) {
      const { page, close } = await freshPage(context, firstId);
      try {
        // Navigation: a cold load of the explorer, from navigation start to the first page painted.
        await page.goto(`${context.dashboardUrl}/incidents?${FIRST_QUERY}`);
        navigation.push(await page.evaluate<number>('window.__explorerBench.navigation'));

        // A filter change: from the click to the new first page painted.
        const changed = page.evaluate<number>(
          `window.__explorerBench.waitForRow(${JSON.stringify(changedId)}).then((paintedAt) => paintedAt - window.__explorerBench.clickedAt)`,
        );
        await page.getByRole('radiogroup', { name: 'Status' }).getByText('Ended').click();
        change.push(await changed);

        const bare = await page.evaluate<{ ms: number }>(
          apiRoundTrip(context.apiUrls.incident, context.token, FIRST_QUERY),
        );
        navigationApi.push(bare.ms);
        const bareChanged = await page.evaluate<{ ms: number }>(
          apiRoundTrip(context.apiUrls.incident, context.token, CHANGED_QUERY),
        );
        changeApi.push(bareChanged.ms);
      } finally {
        await close();
      }

      // Within the app: from the overview, the Incidents link (the code may still be loading).
      const inAppPage = await freshPage(context, firstId);
      try {
        const { page } = inAppPage;
        await page.goto(`${context.dashboardUrl}/`);
        await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
        // An analyst reads the overview for a moment before moving on.
        await page.waitForLoadState('networkidle');
        const arrived = page.evaluate<number>(
          `window.__explorerBench.waitForRow(${JSON.stringify(defaultId)}).then((paintedAt) => paintedAt - window.__explorerBench.clickedAt)`,
        );
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Incidents' })
          .click();
        inApp.push(await arrived);
        const bare = await page.evaluate<{ ms: number }>(
          apiRoundTrip(context.apiUrls.incident, context.token, ''),
        );
        inAppApi.push(bare.ms);
      } finally {
        await inAppPage.close();
      }
    }

    const figures: Figure[] = [];
    const pair = (key: string, label: string, page: number[], api: number[]) => {
      const pageMs = median(page);
      const apiMs = median(api);
      figures.push(
        {
          key: `${key}.ms`,
          label: `${label}: page`,
          value: pageMs,
          unit: 'ms',
          note: `median of ${RUNS}, beside the API's ${apiMs.toFixed(1)} ms`,
        },
        { key: `${key}.apiMs`, label: `${label}: bare API round trip`, value: apiMs, unit: 'ms' },
        { label: `${label}: ratio page / API`, value: pageMs / apiMs, unit: 'ratio' },
      );
    };
    pair('explorer.cold', 'Navigation → first 100 rows painted', navigation, navigationApi);
    pair('explorer.inApp', 'Overview → Incidents link → first rows painted', inApp, inAppApi);
    pair('explorer.filterChange', 'Filter change → new rows painted', change, changeApi);
    return figures;
  },
};

import type { Page } from '@playwright/test';
import { MEASURING_CONTEXT, median, type PageBench, type PageBenchContext } from './page-bench.ts';

const RUNS = 5;

/**
 * Records, in the page, when the first element matching `selector` is in the DOM and a frame
 * has been drawn with it: milliseconds since the navigation started (performance.now's origin).
 * A string, because tsx would inject helpers into a function passed to the browser.
 */
const markWhenShown = (selector: string, mark: string) => `(() => {
  const observer = new MutationObserver(() => {
    if (!document.querySelector(${JSON.stringify(selector)})) return;
    observer.disconnect();
    requestAnimationFrame(() => { window[${JSON.stringify(mark)}] = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true });
})()`;

/** Presses a tab and resolves with the milliseconds until `selector` is shown. */
const timeTabSwitch = (tabId: string, selector: string) => `new Promise((resolve) => {
  const start = performance.now();
  const observer = new MutationObserver(() => {
    if (!document.querySelector(${JSON.stringify(selector)})) return;
    observer.disconnect();
    requestAnimationFrame(() => resolve(performance.now() - start));
  });
  observer.observe(document.body, { childList: true, subtree: true });
  document.getElementById(${JSON.stringify(tabId)}).click();
})`;

const THEME_ROW = 'tbody a[href^="/themes/TH-"]';
const COUNTRY_ROW = 'a[aria-label^="Incidents in "][href^="/incidents?country="]';
const CATEGORY_ROW = 'a[aria-label^="Incidents in the category"]';

async function signedInPage(context: PageBenchContext): Promise<Page> {
  const browserContext = await context.browser.newContext({
    ...MEASURING_CONTEXT,
    storageState: context.storageState,
  });
  return browserContext.newPage();
}

async function themesFirstRows(context: PageBenchContext): Promise<number> {
  const page = await signedInPage(context);
  await page.addInitScript(markWhenShown(THEME_ROW, '__themeRows'));
  await page.goto(`${context.dashboardUrl}/themes`);
  await page.waitForFunction('window.__themeRows !== undefined');
  const value = await page.evaluate<number>('window.__themeRows');
  await page.context().close();
  return value;
}

async function referenceTabSwitches(context: PageBenchContext) {
  const page = await signedInPage(context);
  await page.goto(`${context.dashboardUrl}/reference?tab=countries`);
  await page.waitForSelector(COUNTRY_ROW);
  const first = await page.evaluate<number>(
    timeTabSwitch('reference-tab-categories', CATEGORY_ROW),
  );
  await page.evaluate(timeTabSwitch('reference-tab-countries', COUNTRY_ROW));
  const again = await page.evaluate<number>(
    timeTabSwitch('reference-tab-categories', CATEGORY_ROW),
  );
  await page.context().close();
  return { first, again };
}

export const themesAndReferenceBench: PageBench = {
  name: 'Themes and reference',
  async run(context) {
    const navigation: number[] = [];
    const firstSwitch: number[] = [];
    const cachedSwitch: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      navigation.push(await themesFirstRows(context));
      const { first, again } = await referenceTabSwitches(context);
      firstSwitch.push(first);
      cachedSwitch.push(again);
    }
    return [
      { label: 'Themes: navigation → first rows painted', value: median(navigation), unit: 'ms' },
      {
        label: 'Reference: tab switch → rows painted (first visit)',
        value: median(firstSwitch),
        unit: 'ms',
      },
      {
        label: 'Reference: tab switch → rows painted (visited before)',
        value: median(cachedSwitch),
        unit: 'ms',
      },
    ];
  },
};

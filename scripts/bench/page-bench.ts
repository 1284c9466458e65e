import type { Browser, Page } from '@playwright/test';

/**
 * Options every benchmark's browser context starts from: the benchmarks wait with string
 * predicates (tsx rewrites functions), which the built app's Content-Security-Policy refuses as
 * eval. Bypassing it changes nothing the figures measure.
 */
export const MEASURING_CONTEXT = { bypassCSP: true } as const;

/**
 * Playwright's `waitForFunction` puts its helper script into the page the first time it is
 * called: 10–40 ms of script on the page's thread (seen in a Chromium trace as an anonymous
 * EvaluateScript just after the click). Called once before the click, that cost stays out of
 * the figure the wait then reads.
 */
export async function primeWaitForFunction(page: Page): Promise<void> {
  await page.waitForFunction('true');
}

/**
 * Runs `body` in a fresh signed-in page (a new context: nothing cached) of the given size, with
 * `script` installed before any of the page's own, and closes the context after.
 */
export async function withMeasuringPage<T>(
  context: PageBenchContext,
  setup: { script: string; viewport: { width: number; height: number } },
  body: (page: Page) => Promise<T>,
): Promise<T> {
  const browserContext = await context.browser.newContext({
    ...MEASURING_CONTEXT,
    storageState: context.storageState,
    viewport: setup.viewport,
  });
  try {
    const page = await browserContext.newPage();
    await page.addInitScript({ content: setup.script });
    return await body(page);
  } finally {
    await browserContext.close();
  }
}

/** One printed figure of a benchmark. */
export interface Figure {
  /** A stable name that budgets (scripts/bench/budgets.json) refer to; optional. */
  key?: string;
  label: string;
  value: number;
  unit: 'ms' | 'kB' | 'rows' | 'count' | 'ratio' | 'req/s' | 's' | 'MB';
  /** Context printed beside the value, such as the bare API time it is compared with. */
  note?: string;
}

/** What a page benchmark gets: a browser, the servers it measures, a signed-in session. */
export interface PageBenchContext {
  browser: Browser;
  dashboardUrl: string;
  /** The upstream's own bases: the bare API round trip the page timings are set beside. */
  apiUrls: { news: string; auth: string; incident: string };
  /** Where the page itself asks: the Watchfloor server's proxy on its own origin. */
  pageApiUrls: { news: string; incident: string };
  /** A demo analyst's vendor token, for the bare API round trips. */
  token: string;
  /** Storage state holding the analyst's session cookie, for `browser.newContext`. */
  storageState: { cookies: SessionCookie[]; origins: [] };
  /** The Watchfloor server's PostgreSQL, for benchmarks that tidy up what they stored. */
  databaseUrl?: string;
}

export interface PageBench {
  name: string;
  run(context: PageBenchContext): Promise<Figure[]>;
}

/** The median of a few runs, so one slow garbage collection does not decide the figure. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The analyst's session as the login page leaves it: one HttpOnly cookie, for Playwright. */
export interface SessionCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  expires: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Lax';
}

/** Signs in through a Watchfloor server (`POST /session`) and answers its session cookie. */
export async function signInCookie(
  serverUrl: string,
  credentials: { email: string; password: string },
): Promise<SessionCookie> {
  const response = await fetch(`${serverUrl}/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: serverUrl },
    body: JSON.stringify(credentials),
  });
  if (!response.ok)
    throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  const [name = '', value = ''] = response.headers.getSetCookie()[0]!.split(';')[0]!.split('=');
  return {
    name,
    value,
    domain: new URL(serverUrl).hostname,
    path: '/',
    expires: -1,
    httpOnly: true,
    secure: false,
    sameSite: 'Lax',
  };
}

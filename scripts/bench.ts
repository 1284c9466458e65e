/**
 * `npm run bench`: every performance figure of the project in one run, then one summary table
 * with each figure beside its budget (scripts/bench/budgets.json):
 *   - the login route's initial JS beside a bare Vite + React + Router + Query floor page;
 *   - the map and chart chunk sizes;
 *   - the page timings of the views, measured in Chromium against the built dashboard and the
 *     reference service (scripts/bench/pages.ts);
 *   - the watcher's matching of one poll: 1,000 watches × 1,000 incidents (bench/watch-matching.ts);
 *   - an alert's way from the feed to the analyst's stream over 100 incidents (bench/alert-latency.ts);
 *   - the server's memory over an hour of a 1 s live feed, alerting on everything (bench/watcher-memory.ts);
 *   - the service at 100,000 incidents beside the prism OpenAPI mock (scripts/bench/service-bench.ts).
 * Exits non-zero when a budget is exceeded (or a benchmark fails), naming which.
 *
 *   npm run bench -- --pages-only     only the page benchmarks
 *   npm run bench -- --only=explorer  only the sections whose name contains the word
 *   npm run bench -- --only=news,detail  several words: the sections naming any of them
 *   npm run bench -- --only=memory --memory-minutes=10  the memory run, shorter than its hour
 */
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { CHROMIUM_ARGS, systemChromiumPath } from '../e2e/support/chromium.ts';
import { demoCredentials } from '../reference-service/demo-accounts.ts';
import { floorInitialGzip } from './bench/bundle-floor.ts';
import { lazyChunkFigures, loginRouteFigures } from './bench/bundle-sizes.ts';
import { budgetOf, checkBudgets, limitText, readBudgets, withinBudget } from './bench/budgets.ts';
import { PAGE_BENCHES } from './bench/pages.ts';
import { signInCookie, type Figure, type PageBenchContext } from './bench/page-bench.ts';
import { runServiceBench, SERVICE_BENCH_DEFAULTS } from './bench/service-bench.ts';
import { runProxyBench } from './bench/proxy-bench.ts';
import { watchMatchingFigures } from './bench/watch-matching.ts';
import { alertLatencyFigures } from './bench/alert-latency.ts';
import { watcherMemoryFigures } from './bench/watcher-memory.ts';
import { bin, run, startReferenceService, startWatchfloorServer, stop } from './processes.ts';

const host = '127.0.0.1';
/** `BENCH_PORT_OFFSET` shifts every port, so two checkouts can measure side by side. */
const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0) || 0;
const ports = {
  news: 4610 + offset,
  auth: 4611 + offset,
  incident: 4612 + offset,
  dashboard: 4620 + offset,
  postgres: 4625 + offset,
};
const apiUrls = {
  news: `http://${host}:${ports.news}`,
  auth: `http://${host}:${ports.auth}`,
  incident: `http://${host}:${ports.incident}`,
};
const dashboardUrl = `http://${host}:${ports.dashboard}`;
const pagesOnly = process.argv.includes('--pages-only');
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);

/** The Watchfloor server the page benchmarks measure through, as deployed. */
const serverEnv = {
  WATCHFLOOR_PORT: String(ports.dashboard),
  NEWS_URL: apiUrls.news,
  AUTH_URL: apiUrls.auth,
  INCIDENT_URL: apiUrls.incident,
  WATCHFLOOR_DATA_DIR: `.data/bench-${offset}`,
  EMBEDDED_POSTGRES_PORT: String(ports.postgres),
  SIGN_IN_LIMIT_PER_IP: '100000',
  LOG_LEVEL: 'warn',
};

const wanted = (sectionName: string) =>
  !only || only.some((word) => sectionName.toLowerCase().includes(word));
const budgets = readBudgets();

interface Section {
  name: string;
  figures: Figure[];
  error?: string;
}
const sections: Section[] = [];

const formatValue = (figure: Figure) =>
  figure.unit === 'ratio'
    ? `${figure.value.toFixed(2)}×`
    : `${figure.value.toFixed(['ms', 'kB', 's'].includes(figure.unit) ? 1 : 0)} ${figure.unit}`;

const printFigure = (figure: Figure) => {
  console.log(
    `  ${figure.label.padEnd(56)} ${formatValue(figure).padStart(12)}${figure.note ? `   ${figure.note}` : ''}`,
  );
};

/**
 * Runs one section, prints its figures as they come (unless it prints its own table) and keeps
 * them for the summary.
 */
async function measure(
  name: string,
  body: () => Promise<Figure[]>,
  { printsOwnTable = false } = {},
) {
  console.log(`\n${name}`);
  try {
    const figures = await body();
    if (!printsOwnTable) figures.forEach(printFigure);
    sections.push({ name, figures });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`  failed: ${message}`);
    sections.push({ name, figures: [], error: message });
  }
}

console.log('Building the dashboard and the server…');
const buildArgs = ['build', '--manifest', '--logLevel', 'warn'];
if ((await run(bin('vite'), buildArgs)) !== 0) process.exit(1);
if ((await run('npm', ['run', '--silent', 'build:server'])) !== 0) process.exit(1);

const LOGIN_SECTION = 'Login route: initial JS beside the floor';
if (!pagesOnly && wanted(LOGIN_SECTION)) {
  await measure(LOGIN_SECTION, async () => loginRouteFigures('dist', await floorInitialGzip()));
}
const CHUNKS_SECTION = 'Map and chart chunks';
if (!pagesOnly && wanted(CHUNKS_SECTION))
  await measure(CHUNKS_SECTION, () => lazyChunkFigures('dist'));

const pageBenches = PAGE_BENCHES.filter((bench) => wanted(bench.name));
if (pageBenches.length > 0) await runPageBenches();

const MATCHING_SECTION = 'Watches: one poll matched (1,000 watches × 1,000 incidents)';
if (!pagesOnly && wanted(MATCHING_SECTION)) {
  await measure(MATCHING_SECTION, () => Promise.resolve(watchMatchingFigures()));
}

const LATENCY_SECTION = 'Watches: incident reported → alert in the live stream';
if (!pagesOnly && wanted(LATENCY_SECTION)) {
  await measure(LATENCY_SECTION, () => alertLatencyFigures(offset));
}

/** `--memory-minutes=N` shortens the hour the memory run takes (a figure then says so). */
const memoryMinutes =
  Number(process.argv.find((arg) => arg.startsWith('--memory-minutes='))?.split('=')[1]) || 60;
const MEMORY_SECTION = 'Watches: server memory over a live hour (1 s feed and poll)';
if (!pagesOnly && wanted(MEMORY_SECTION)) {
  await measure(MEMORY_SECTION, () => watcherMemoryFigures(offset, memoryMinutes));
}

const PROXY_SECTION = 'Watchfloor server proxy beside the upstream, same requests';
if (!pagesOnly && wanted(PROXY_SECTION)) {
  await measure(PROXY_SECTION, () => runProxyBench(offset));
}

const SERVICE_SECTION = 'Reference service at 100,000 incidents, beside the prism mock';
if (!pagesOnly && wanted(SERVICE_SECTION)) {
  await measure(
    SERVICE_SECTION,
    () => runServiceBench({ ...SERVICE_BENCH_DEFAULTS, portOffset: offset }),
    { printsOwnTable: true },
  );
}

printSummary();
process.exit(checkAndReport() ? 0 : 1);

async function runPageBenches() {
  const { child: service, ready: serviceReadyPromise } = startReferenceService('service', [], {
    TI_HOST: host,
    TI_NEWS_PORT: String(ports.news),
    TI_AUTH_PORT: String(ports.auth),
    TI_INCIDENT_PORT: String(ports.incident),
    TI_CORS_ORIGINS: dashboardUrl,
  });
  const server = startWatchfloorServer('server', { compiled: true, env: serverEnv });
  await Promise.all([serviceReadyPromise, server.ready]);

  const credentials = demoCredentials();
  async function demoToken(): Promise<string> {
    const response = await fetch(`${apiUrls.auth}/user/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: dashboardUrl },
      body: JSON.stringify(credentials),
    });
    const body = (await response.json()) as { data: { accessToken: string } };
    return body.data.accessToken;
  }
  // The full browser, as analysts run it, not the tests' headless shell: the page timings are
  // what they would see.
  const executablePath = systemChromiumPath();
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: CHROMIUM_ARGS,
  });
  const context: PageBenchContext = {
    browser,
    dashboardUrl,
    apiUrls,
    pageApiUrls: { news: `${dashboardUrl}/api/news`, incident: `${dashboardUrl}/api/incidents` },
    token: await demoToken(),
    storageState: { cookies: [await signInCookie(dashboardUrl, credentials)], origins: [] },
    databaseUrl: `postgres://postgres:${encodeURIComponent(readFileSync(`${serverEnv.WATCHFLOOR_DATA_DIR}/postgres-password`, 'utf8').trim())}@${host}:${ports.postgres}/watchfloor`,
  };
  try {
    for (const bench of pageBenches) await measure(bench.name, () => bench.run(context));
  } finally {
    await browser.close();
    await Promise.all([stop(service), stop(server.child, 15_000)]);
  }
}

function printSummary() {
  console.log('\n━━ Summary');
  const all = sections.flatMap((section) => section.figures);
  for (const section of sections) {
    console.log(`\n${section.name}${section.error ? `: failed (${section.error})` : ''}`);
    for (const figure of section.figures) {
      const budget = budgetOf(budgets, figure);
      const budgetText = budget
        ? `${limitText(budget, all)}  ${withinBudget(budget, figure.value, all) ? 'ok' : 'EXCEEDED'}`
        : '';
      console.log(
        `  ${figure.label.padEnd(56)} ${formatValue(figure).padStart(12)}  ${budgetText}`,
      );
    }
  }
}

/** Prints every budget's verdict; false when one is exceeded or a section failed. */
function checkAndReport(): boolean {
  const all = sections.flatMap((section) => section.figures);
  const verdicts = checkBudgets(budgets, all);
  console.log('\n━━ Budgets (scripts/bench/budgets.json)');
  for (const verdict of verdicts) {
    const value = verdict.figure ? formatValue(verdict.figure) : '';
    const mark = { met: 'ok  ', exceeded: 'FAIL', 'not measured': '--  ' }[verdict.status];
    const limit = limitText(verdict.budget, all);
    console.log(
      `${mark} ${verdict.name.padEnd(34)} ${value.padStart(12)}  ${limit.padEnd(9)} ${verdict.status === 'not measured' ? 'not measured in this run' : verdict.budget.why}`,
    );
  }
  const exceeded = verdicts.filter((verdict) => verdict.status === 'exceeded');
  const failedSections = sections.filter((section) => section.error);
  for (const verdict of exceeded) {
    console.error(
      `Budget exceeded: ${verdict.name} = ${formatValue(verdict.figure!)}, budget ${limitText(verdict.budget, all)}`,
    );
  }
  for (const section of failedSections) console.error(`Benchmark failed: ${section.name}`);
  return exceeded.length === 0 && failedSections.length === 0;
}

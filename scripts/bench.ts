/**
 * `npm run bench`: the page timings of the views, measured in Chromium against the built
 * dashboard and the reference service, then the service's own figures (`bench:service`).
 * Benchmarks print numbers; they are not tests.
 *
 *   npm run bench -- --pages-only     skip the service load figures
 *   npm run bench -- --only=explorer  only the page benchmarks whose name contains the word
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, systemChromiumPath } from '../e2e/support/chromium.ts';
import { READY_LINE } from '../server/config.ts';
import { demoCredentials } from '../server/demo-accounts.ts';
import { SESSION_KEY } from '../src/lib/session/storage-keys.ts';
import { PAGE_BENCHES } from './bench/pages.ts';
import type { Figure, PageBenchContext } from './bench/page-bench.ts';
import { bin, run, startLabelled, stop, waitForPort } from './processes.ts';
import { RUNTIME_CONFIG_ENV } from './runtime-config-plugin.ts';

const host = '127.0.0.1';
/** `BENCH_PORT_OFFSET` shifts every port, so two checkouts can measure side by side. */
const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0) || 0;
const ports = {
  news: 4610 + offset,
  auth: 4611 + offset,
  incident: 4612 + offset,
  dashboard: 4620 + offset,
};
const apiUrls = {
  news: `http://${host}:${ports.news}`,
  auth: `http://${host}:${ports.auth}`,
  incident: `http://${host}:${ports.incident}`,
};
const dashboardUrl = `http://${host}:${ports.dashboard}`;
const pagesOnly = process.argv.includes('--pages-only');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);

const dashboardEnv = {
  ...process.env,
  [RUNTIME_CONFIG_ENV.newsUrl]: apiUrls.news,
  [RUNTIME_CONFIG_ENV.authUrl]: apiUrls.auth,
  [RUNTIME_CONFIG_ENV.incidentUrl]: apiUrls.incident,
};

console.log('Building the dashboard…');
if ((await run(bin('vite'), ['build', '--logLevel', 'warn'], { env: dashboardEnv })) !== 0) {
  process.exit(1);
}

let serviceReady: () => void = () => {};
const serviceReadyPromise = new Promise<void>((resolve) => (serviceReady = resolve));
const service = startLabelled(
  'service',
  bin('tsx'),
  ['server/main.ts'],
  {
    ...process.env,
    TI_HOST: host,
    TI_NEWS_PORT: String(ports.news),
    TI_AUTH_PORT: String(ports.auth),
    TI_INCIDENT_PORT: String(ports.incident),
    TI_CORS_ORIGINS: dashboardUrl,
  },
  (line) => {
    if (line.includes(READY_LINE)) serviceReady();
  },
);
const dashboard = startLabelled(
  'dashboard',
  bin('vite'),
  ['preview', '--host', host, '--port', String(ports.dashboard), '--strictPort'],
  dashboardEnv,
);
await Promise.all([serviceReadyPromise, waitForPort(host, ports.dashboard, 60_000)]);

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

const executablePath = systemChromiumPath();
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: CHROMIUM_ARGS,
});
const token = await demoToken();
const context: PageBenchContext = {
  browser,
  dashboardUrl,
  apiUrls,
  token,
  storageState: {
    cookies: [],
    origins: [
      {
        origin: dashboardUrl,
        localStorage: [
          { name: SESSION_KEY, value: JSON.stringify({ token, email: credentials.email }) },
        ],
      },
    ],
  },
};

const printFigure = (figure: Figure) => {
  const value =
    figure.unit === 'ratio'
      ? `${figure.value.toFixed(2)}×`
      : `${figure.value.toFixed(figure.unit === 'ms' || figure.unit === 'kB' ? 1 : 0)} ${figure.unit}`;
  console.log(
    `  ${figure.label.padEnd(56)} ${value.padStart(12)}${figure.note ? `   ${figure.note}` : ''}`,
  );
};

let failed = false;
try {
  for (const bench of PAGE_BENCHES) {
    if (only && !bench.name.toLowerCase().includes(only.toLowerCase())) continue;
    console.log(`\n${bench.name}`);
    try {
      (await bench.run(context)).forEach(printFigure);
    } catch (error) {
      failed = true;
      console.error(`  failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
} finally {
  await browser.close();
  await Promise.all([stop(service), stop(dashboard)]);
}

if (!pagesOnly) {
  console.log('\nReference service (npm run bench:service)');
  if ((await run(bin('tsx'), ['scripts/bench-service.ts'])) !== 0) failed = true;
}
process.exit(failed ? 1 : 0);

/**
 * `npm start`: builds the dashboard, starts the reference service and serves the dashboard
 * against it, then prints where to open it and how to sign in. One Ctrl-C stops both.
 * `npm run dev` does the same with hot reload for the dashboard and restarts for the service.
 */
import type { ChildProcess } from 'node:child_process';
import {
  apiBaseUrls,
  readDashboardPort,
  readServiceConfig,
  READY_LINE,
  type ServiceConfig,
} from '../reference-service/config.ts';
import { demoCredentials } from '../reference-service/demo-accounts.ts';
import { bin, run, startLabelled, stop, waitForPort } from './processes.ts';
import { RUNTIME_CONFIG_ENV } from './runtime-config-plugin.ts';

const dev = process.argv.includes('--dev');
const dashboardHost = '127.0.0.1';

function fail(message: string): never {
  console.error(`\nWatchfloor did not start: ${message}`);
  process.exit(1);
}

let serviceConfig: ServiceConfig;
let dashboardPort: number;
try {
  serviceConfig = readServiceConfig();
  dashboardPort = readDashboardPort();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const urls = apiBaseUrls(serviceConfig);
const dashboardUrl = `http://${dashboardHost}:${dashboardPort}`;

if (!dev) {
  console.log('Building the dashboard…');
  if ((await run(bin('vite'), ['build', '--logLevel', 'warn'])) !== 0) {
    fail('the dashboard build failed (see above).');
  }
}

const children: ChildProcess[] = [];
let stopping = false;

async function shutdown(exitCode: number) {
  if (stopping) return;
  stopping = true;
  await Promise.all(children.map((child) => stop(child)));
  if (exitCode === 0) console.log('Watchfloor stopped.');
  process.exit(exitCode);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

let serviceReady: () => void = () => {};
const serviceReadyPromise = new Promise<void>((resolve) => (serviceReady = resolve));
const service = startLabelled(
  'service',
  bin('tsx'),
  dev
    ? ['watch', '--clear-screen=false', 'reference-service/main.ts']
    : ['reference-service/main.ts'],
  { ...process.env, DASHBOARD_PORT: String(dashboardPort) },
  (line) => {
    if (line.includes(READY_LINE)) serviceReady();
  },
);

// The dashboard asks the service this process started, unless the caller pointed it elsewhere.
const dashboardEnv: NodeJS.ProcessEnv = {
  ...process.env,
  [RUNTIME_CONFIG_ENV.newsUrl]: process.env[RUNTIME_CONFIG_ENV.newsUrl] ?? urls.news,
  [RUNTIME_CONFIG_ENV.authUrl]: process.env[RUNTIME_CONFIG_ENV.authUrl] ?? urls.auth,
  [RUNTIME_CONFIG_ENV.incidentUrl]: process.env[RUNTIME_CONFIG_ENV.incidentUrl] ?? urls.incident,
};
const dashboard = startLabelled(
  'dashboard',
  bin('vite'),
  [
    ...(dev ? [] : ['preview']),
    '--host',
    dashboardHost,
    '--port',
    String(dashboardPort),
    '--strictPort',
  ],
  dashboardEnv,
);
children.push(service, dashboard);

for (const [name, child] of [
  ['reference service', service],
  ['dashboard server', dashboard],
] as const) {
  child.once('exit', (code) => {
    if (stopping) return;
    console.error(`\nThe ${name} stopped unexpectedly (exit code ${code ?? 'none'}).`);
    void shutdown(1);
  });
}

try {
  await Promise.race([
    Promise.all([serviceReadyPromise, waitForPort(dashboardHost, dashboardPort, 60_000)]),
    new Promise((_, reject) => setTimeout(() => reject(new Error('timed out after 90 s')), 90_000)),
  ]);
} catch (error) {
  console.error(
    `\nWatchfloor did not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  await shutdown(1);
}

const demo = demoCredentials();
console.log(
  [
    '',
    `Watchfloor is running${dev ? ' in development mode (hot reload)' : ''}.`,
    '',
    `  Open the dashboard:   ${dashboardUrl}`,
    `  Demo account:         ${demo.email}`,
    `  Demo password:        ${demo.password}`,
    '',
    `  News API:             ${urls.news}`,
    `  Authentication API:   ${urls.auth}`,
    `  Incident API:         ${urls.incident}`,
    '',
    'Press Ctrl-C to stop.',
    '',
  ].join('\n'),
);

/**
 * `npm start`: builds the dashboard and the Watchfloor server, starts the reference service, then
 * the Watchfloor server (with its embedded PostgreSQL) in front of it, and prints the one address
 * to open and how to sign in. Unless SMTP_URL is set, a local mail sink catches the alert emails
 * (nothing is sent on) and prints where to read them. One Ctrl-C stops all of it, PostgreSQL
 * included.
 * `npm run dev` does the same with hot reload: Vite serves the app and hands the rest to the
 * server, which restarts on change, as does the reference service.
 */
import type { ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import {
  apiBaseUrls,
  readDashboardPort,
  readServiceConfig,
  type ServiceConfig,
} from '../reference-service/config.ts';
import { seedCredentials } from '../reference-service/auth/accounts.ts';
import { startMailSink, type MailSink } from '../server/testing/mail-sink.ts';
import {
  bin,
  run,
  startLabelled,
  startReferenceService,
  startWatchfloorServer,
  stop,
  waitForPort,
} from './processes.ts';

const dev = process.argv.includes('--dev');
const host = '127.0.0.1';
const DEV_PORT = 5173;

function fail(message: string): never {
  console.error(`\nWatchfloor did not start: ${message}`);
  process.exit(1);
}

let serviceConfig: ServiceConfig;
let serverPort: number;
try {
  serviceConfig = readServiceConfig();
  serverPort = Number(process.env.WATCHFLOOR_PORT ?? readDashboardPort());
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const upstreams = apiBaseUrls(serviceConfig);
const dataDir = resolve(process.env.WATCHFLOOR_DATA_DIR ?? '.data');

const children: ChildProcess[] = [];
let mailSink: MailSink | undefined;
let stopping = false;
async function shutdown(exitCode: number) {
  if (stopping) return;
  stopping = true;
  // The server first (it stops its PostgreSQL), then the rest.
  await Promise.all(children.map((child) => stop(child, 15_000)));
  await mailSink?.close();
  if (exitCode === 0) console.log('Watchfloor stopped.');
  process.exit(exitCode);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

const watchExit = (name: string, child: ChildProcess) =>
  child.once('exit', (code) => {
    if (stopping) return;
    console.error(`\nThe ${name} stopped unexpectedly (exit code ${code ?? 'none'}).`);
    void shutdown(1);
  });

const started = performance.now();
const service = startReferenceService('service', [], {}, dev);
children.push(service.child);
watchExit('reference service', service.child);

if (!dev) {
  console.log('Building the dashboard and the server…');
  const [app, server] = await Promise.all([
    run(bin('vite'), ['build', '--logLevel', 'warn']),
    run('npm', ['run', '--silent', 'build:server']),
  ]);
  if (app !== 0) await shutdown(1).then(() => fail('the dashboard build failed (see above).'));
  if (server !== 0) await shutdown(1).then(() => fail('the server build failed (see above).'));
}

// Alert emails go to a local sink on loopback unless a real mail server is named.
if (!process.env.SMTP_URL) {
  const ports = {
    smtpPort: Number(process.env.MAIL_SINK_SMTP_PORT ?? 2525),
    httpPort: Number(process.env.MAIL_SINK_PORT ?? 4025),
  };
  try {
    mailSink = await startMailSink({ host, ...ports }).catch(() =>
      // A default port taken: any free ones will do, the address is printed below.
      startMailSink({ host }),
    );
  } catch (error) {
    await shutdown(1).then(() =>
      fail(
        `the mail sink did not start: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  }
}

const seeded = seedCredentials();
const server = startWatchfloorServer('server', {
  compiled: !dev,
  watch: dev,
  env: {
    WATCHFLOOR_PORT: String(serverPort),
    NEWS_URL: process.env.NEWS_URL ?? upstreams.news,
    AUTH_URL: process.env.AUTH_URL ?? upstreams.auth,
    INCIDENT_URL: process.env.INCIDENT_URL ?? upstreams.incident,
    WATCHFLOOR_DATA_DIR: dataDir,
    // The reference service's team lead administers the demo team unless told otherwise.
    WATCHFLOOR_ADMINS: process.env.WATCHFLOOR_ADMINS ?? seeded.adminUser.email,
    ...(mailSink ? { SMTP_URL: mailSink.smtpUrl } : {}),
  },
});
children.unshift(server.child);
watchExit('Watchfloor server', server.child);

let devServer: ChildProcess | undefined;
if (dev) {
  devServer = startLabelled(
    'vite',
    bin('vite'),
    ['--host', host, '--port', String(DEV_PORT), '--strictPort'],
    { ...process.env, WATCHFLOOR_PORT: String(serverPort) },
  );
  children.push(devServer);
  watchExit('Vite dev server', devServer);
}

try {
  await Promise.race([
    Promise.all([
      service.ready,
      server.ready,
      devServer ? waitForPort(host, DEV_PORT, 60_000) : Promise.resolve(),
    ]),
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error('timed out after 180 s')), 180_000),
    ),
  ]);
} catch (error) {
  console.error(
    `\nWatchfloor did not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  await shutdown(1);
}

const address = `http://${host}:${dev ? DEV_PORT : serverPort}`;
console.log(
  [
    '',
    `Watchfloor is running${dev ? ' in development mode (hot reload)' : ''} (ready in ${((performance.now() - started) / 1000).toFixed(1)} s).`,
    '',
    `  Open:                 ${address}`,
    `  Demo account:         ${seeded.demoUser.email}`,
    `  Demo password:        ${seeded.demoUser.password}`,
    `  Second analyst:       ${seeded.colleagueUser.email} (same password; try sharing)`,
    `  Team admin:           ${seeded.adminUser.email} (same password; may edit anything)`,
    '',
    `  Team data:            embedded PostgreSQL in ${resolve(dataDir, 'postgres')}`,
    `  Reference service:    news ${upstreams.news}, auth ${upstreams.auth}, incidents ${upstreams.incident}`,
    '                        (generated data, not real events)',
    mailSink
      ? `  Alert emails:         caught, not sent: read them at ${mailSink.pageUrl} (SMTP ${mailSink.smtpUrl})`
      : '  Alert emails:         sent through SMTP_URL',
    '',
    'Press Ctrl-C to stop.',
    '',
  ].join('\n'),
);

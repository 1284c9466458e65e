/**
 * Starts the Watchfloor server: checks its settings, opens (or starts) PostgreSQL, brings the
 * schema up to date, and serves the dashboard, the sessions and the API proxy on one origin.
 * SIGINT/SIGTERM stop taking requests, let those in flight finish, then close the database.
 */
import { createAdaptorServer } from '@hono/node-server';
import { resolve } from 'node:path';
import { createApp } from './app.ts';
import {
  readServerConfig,
  SERVER_READY_LINE,
  ServerConfigError,
  type ServerConfig,
} from './config.ts';
import { pruneDeliveries } from './delivery/delivery-store.ts';
import {
  leaveSignalsToCaller,
  startEmbeddedPostgres,
  type EmbeddedDatabase,
} from './db/embedded-postgres.ts';
import { migrate } from './db/migrate.ts';
import { createPool } from './db/pool.ts';
import { createLogger } from './logger.ts';
import { createSessionCache } from './sessions/session-cache.ts';
import { deleteEndedSessions } from './sessions/session-store.ts';
import { deleteOldAttempts } from './sessions/sign-in-limits.ts';
import { purgeDeleted } from './workspace/purge-deleted.ts';
import { applicationToken } from './watches/application-token.ts';
import { startWatcher, type RunningWatcher } from './watches/watcher.ts';
import { listenForAlerts } from './watches/alert-signal.ts';
import { startDelivery, type RunningDelivery } from './delivery/delivery-worker.ts';
import {
  startBriefingScheduler,
  type RunningBriefingScheduler,
} from './briefings/briefing-scheduler.ts';

const HOUSEKEEPING_MS = 10 * 60 * 1000;
const SHUTDOWN_GRACE_MS = 10_000;
/** A drawn `area` polygon makes long addresses: allow 64 kB of request line and headers. */
const MAX_REQUEST_HEAD_BYTES = 64 * 1024;

let config: ServerConfig;
try {
  config = readServerConfig();
} catch (error) {
  if (!(error instanceof ServerConfigError)) throw error;
  console.error('The Watchfloor server cannot start; fix these settings:');
  for (const problem of error.problems) console.error(`  ${problem}`);
  process.exit(1);
}

const log = createLogger(config.logLevel);

let embedded: EmbeddedDatabase | undefined;
let databaseUrl = config.databaseUrl;
if (!databaseUrl) {
  const dataDir = resolve(config.dataDir);
  log.info({ dataDir }, 'starting the embedded PostgreSQL');
  try {
    embedded = await startEmbeddedPostgres({
      dataDir,
      port: config.embeddedPostgresPort,
      log: (line) => log.debug({ postgres: line }, 'postgres'),
    });
  } catch (error) {
    log.fatal({ err: (error as Error).message }, 'the embedded PostgreSQL did not start');
    process.exit(1);
  }
  databaseUrl = embedded.url;
}

try {
  const applied = await migrate(databaseUrl);
  if (applied.length) log.info({ applied }, 'database schema migrated');
} catch (error) {
  log.fatal({ err: (error as Error).message }, 'the database could not be reached or migrated');
  await embedded?.stop();
  process.exit(1);
}

const db = createPool(databaseUrl, log);
const now = () => new Date();
const alertSignal = listenForAlerts(db, log);
const sessionCache = createSessionCache(db, log);
const app = createApp({ config, db, log, now, alertSignal, sessionCache });
const server = createAdaptorServer({
  fetch: app.fetch,
  serverOptions: { maxHeaderSize: MAX_REQUEST_HEAD_BYTES },
});

const housekeeping = setInterval(() => {
  const at = now();
  Promise.all([
    deleteEndedSessions(db, at),
    deleteOldAttempts(db, config.signInLimits.windowSeconds, at),
    purgeDeleted(db, at),
    pruneDeliveries(db, at),
  ]).catch((error: Error) => log.warn({ err: error.message }, 'housekeeping failed'));
}, HOUSEKEEPING_MS);
housekeeping.unref();

await new Promise<void>((done, fail) => {
  server.once('error', (error: NodeJS.ErrnoException) =>
    fail(
      new Error(
        error.code === 'EADDRINUSE'
          ? `port ${config.port} is already in use; set WATCHFLOOR_PORT to a free port`
          : error.message,
      ),
    ),
  );
  server.listen(config.port, config.host, () => done());
}).catch(async (error: Error) => {
  log.fatal({ err: error.message }, 'the Watchfloor server could not listen');
  await db.end();
  await embedded?.stop();
  process.exit(1);
});

const address = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;

// Delivery of alerts by webhook and email (pg-boss jobs on the same database): every instance
// works the queue; each job goes to one of them.
let delivery: RunningDelivery;
try {
  delivery = await startDelivery({
    databaseUrl,
    db,
    log,
    now,
    config: config.delivery,
    publicUrl: config.publicUrl ?? address,
  });
} catch (error) {
  log.fatal({ err: (error as Error).message }, 'the delivery queue could not start');
  server.close();
  await db.end();
  await embedded?.stop();
  process.exit(1);
}

log.info(
  {
    address,
    database: embedded
      ? `embedded PostgreSQL in ${resolve(config.dataDir, 'postgres')}`
      : 'DATABASE_URL',
    upstreams: config.upstreams,
  },
  SERVER_READY_LINE,
);

// The watcher (issue 26): every instance runs one; only the holder of its lock polls.
const watcherToken =
  config.watcher.pollSeconds !== null
    ? applicationToken({
        authUrl: config.upstreams.auth,
        origin: config.upstreamOrigin,
        clientId: config.watcher.clientId,
        secret: config.watcher.clientSecret,
        timeoutMs: config.upstreamTimeoutMs,
        now,
      })
    : undefined;

// Scheduled briefings: every instance looks; each run is claimed once (server/briefings).
const briefings: RunningBriefingScheduler = startBriefingScheduler({
  config,
  db,
  log,
  now,
  publicUrl: config.publicUrl ?? address,
  token: watcherToken,
  pollSeconds: config.briefingPollSeconds,
});

let watcher: RunningWatcher | undefined;
if (watcherToken && config.watcher.pollSeconds !== null) {
  watcher = startWatcher({
    db,
    log,
    now,
    incidentUrl: config.upstreams.incidents,
    pollSeconds: config.watcher.pollSeconds,
    timeoutMs: config.upstreamTimeoutMs,
    delivery,
    token: watcherToken,
  });
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'stopping: finishing requests in flight');
  clearInterval(housekeeping);
  const closed = new Promise<void>((done) => server.close(() => done()));
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  const forced = setTimeout(() => {
    if ('closeAllConnections' in server) server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  await closed;
  clearTimeout(forced);
  await watcher?.stop().catch(() => {});
  await briefings.stop().catch(() => {});
  await alertSignal.stop();
  await sessionCache.stop();
  await delivery.stop().catch(() => {});
  await db.end().catch(() => {});
  await embedded?.stop().catch(() => {});
  log.info('stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
// The embedded PostgreSQL is stopped by shutdown(), after everything that uses it.
leaveSignalsToCaller();

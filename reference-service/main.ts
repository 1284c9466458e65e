/**
 * Starts the reference service: the news, authentication and incident APIs on three
 * loopback ports of one process, like the three origins of the real service.
 */
import { createAdaptorServer, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import { seedCredentials } from './auth/accounts';
import { tokenSecretFrom } from './auth/tokens';
import { nowSeconds, systemClock } from './clock';
import {
  API_TITLES,
  apiBaseUrls,
  readServiceConfig,
  READY_LINE,
  type ApiName,
  type ServiceConfig,
} from './config';
import { readDataOptions } from './data/options';
import type { LiveFeed } from './live-feed';
import { startService, type Service } from './service';

const MAX_REQUEST_HEAD_BYTES = 64 * 1024;

function listen(api: ApiName, app: Hono, config: ServiceConfig): Promise<ServerType> {
  const server = createAdaptorServer({
    fetch: app.fetch,
    // A drawn `area` polygon can run to hundreds of points: allow 64 kB of request line and
    // headers rather than Node's 16 kB, beyond which it answers 431 without a JSend body.
    serverOptions: { maxHeaderSize: MAX_REQUEST_HEAD_BYTES },
  });
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const variable = `TI_${api.toUpperCase()}_PORT`;
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${config.ports[api]} for the ${API_TITLES[api]} is already in use; set ${variable} to a free port.`
            : `The ${API_TITLES[api]} could not listen on ${config.host}:${config.ports[api]}: ${error.message}`,
        ),
      );
    });
    server.listen(config.ports[api], config.host, () => resolve(server));
  });
}

async function main() {
  const config = readServiceConfig();
  const data = readDataOptions(process.env, process.argv.slice(2));
  const credentials = seedCredentials();
  const clock = systemClock(data.clockStartMs);
  const { apps, counts, timings, feed } = await startService({
    corsOrigins: config.corsOrigins,
    clock,
    seed: data.seed,
    incidents: data.incidents,
    news: data.news,
    credentials,
    tokenSecret: tokenSecretFrom(),
    feedIntervalSeconds: data.feedIntervalSeconds,
  });

  const servers = await Promise.all(
    (Object.keys(apps) as ApiName[]).map((api) => listen(api, apps[api], config)),
  );

  // On the real clock the feed runs; a pinned clock (tests) has none unless an interval asks,
  // and `off` stops it outright (the end-to-end run: real time, data that holds still).
  const feedRuns =
    !data.feedOff && (data.clockStartMs === undefined || data.feedIntervalSeconds !== undefined);
  const stopFeed = feedRuns ? feed.start(() => nowSeconds(clock)) : () => {};

  const urls = apiBaseUrls(config);
  const { demoUser, colleagueUser, adminUser, expiredUser, application } = credentials;
  const clockNote =
    data.clockStartMs === undefined
      ? 'real time'
      : `pinned, started at ${new Date(data.clockStartMs).toISOString()}`;
  console.log(
    [
      `News API:            ${urls.news}`,
      `Authentication API:  ${urls.auth}`,
      `Incident API:        ${urls.incident}`,
      `CORS origins:        ${config.corsOrigins.join(', ')}`,
      `Data:                ${counts.incidents} incidents, ${counts.news} news items (seed ${data.seed}, clock ${clockNote})`,
      `Data ready in:       ${describeTimings(timings)}`,
      `Live feed:           ${feedRuns ? describeRates(feed.rates) : data.feedOff ? 'off (TI_FEED_INTERVAL=off)' : 'off (clock pinned; set TI_FEED_INTERVAL to run it)'}`,
      `Demo sign-in:        ${demoUser.email} / ${demoUser.password}`,
      `Colleague sign-in:   ${colleagueUser.email} / ${colleagueUser.password}`,
      `Admin sign-in:       ${adminUser.email} / ${adminUser.password}`,
      `Expired sign-in:     ${expiredUser.email} / ${expiredUser.password} (access window ended: answers 401)`,
      `Application token:   client id ${application.clientId} / secret ${application.secret}`,
      READY_LINE,
    ].join('\n'),
  );

  const stop = () => {
    stopFeed();
    for (const server of servers) {
      server.close();
      // Keep-alive connections from browsers would hold the process open.
      if ('closeAllConnections' in server) server.closeAllConnections();
    }
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** "a new incident every 3.0 h, a revision every 2.0 h, a news item every 6.6 min on average" */
function describeRates(rates: LiveFeed['rates']): string {
  const every = (secondsApart: number) =>
    !Number.isFinite(secondsApart)
      ? 'never'
      : secondsApart < 120
        ? `${secondsApart.toFixed(1)} s`
        : secondsApart < 7200
          ? `${(secondsApart / 60).toFixed(1)} min`
          : `${(secondsApart / 3600).toFixed(1)} h`;
  return `a new incident every ${every(rates.incidentSeconds)}, a revision every ${every(rates.revisionSeconds)}, a news item every ${every(rates.newsSeconds)} on average`;
}
function describeTimings({ readyMs, phases }: Service['timings']): string {
  if (!phases) return seconds(readyMs);
  return `${seconds(readyMs)} (incidents drawn in ${seconds(phases.incidentsDrawnMs)} and indexed in ${seconds(phases.incidentsIndexedMs)}; news built in ${seconds(phases.newsMs)} by a worker thread)`;
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`The reference service did not start: ${message}`);
  process.exit(1);
});

import type Database from 'better-sqlite3';
import type { Hono } from 'hono';
import { Worker } from 'node:worker_threads';
import { createAuthApp } from './apis/auth.ts';
import { createIncidentApp } from './apis/incidents.ts';
import { createNewsApp } from './apis/news.ts';
import type { ApiAppOptions } from './api-app.ts';
import { createAccountDirectory, seedAccounts, type SeedCredentials } from './auth/accounts.ts';
import { createLockout } from './auth/lockout.ts';
import { createTokenService } from './auth/tokens.ts';
import { nowSeconds, type Clock } from './clock.ts';
import type { ApiName } from './config.ts';
import type { Dataset } from './data/dataset.ts';
import { createLiveDrawer } from './data/generate/live.ts';
import {
  assembleIncidentTables,
  foundations,
  generateDataset,
  generateIncidentChunks,
  incidentChunkCount,
  incidentTablesOf,
  type GenerateOptions,
  type IncidentChunk,
} from './data/generate/index.ts';
import type { WorkerMessage, WorkerTask } from './data/worker.ts';
import { createIncidentRepository } from './db/incident-repository.ts';
import { loadIncidentDatabase, loadNewsDatabase, type IncidentTables } from './db/load.ts';
import { createLiveWriter } from './db/live-writes.ts';
import { createNewsRepository } from './db/news-repository.ts';
import { createLiveFeed, feedRates, type LiveFeed } from './live-feed.ts';

export interface ServiceOptions extends ApiAppOptions {
  clock: Clock;
  seed: number;
  incidents: number;
  news: number;
  credentials: SeedCredentials;
  tokenSecret: Uint8Array;
  /** Mean seconds between the live feed's new incidents; undefined = the history's rate. */
  feedIntervalSeconds?: number;
}

export interface Service {
  apps: Record<ApiName, Hono>;
  counts: { incidents: number; news: number };
  /** New, revised incidents and news as time passes: `catchUp` or `start` moves it. */
  feed: LiveFeed;
  /** Milliseconds from start until both databases were ready, and (at start-up) the phases. */
  timings: { readyMs: number; phases?: StartPhases };
}

export interface StartPhases {
  /** Until every incident chunk was drawn, here and in the worker. */
  incidentsDrawnMs: number;
  /** Loading and indexing the incident database. */
  incidentsIndexedMs: number;
  /** The worker's news database: drawn and loaded in one pass. */
  newsMs: number;
}

const generateOptions = (options: ServiceOptions): GenerateOptions => ({
  seed: options.seed,
  nowSeconds: nowSeconds(options.clock),
  incidents: options.incidents,
  news: options.news,
});

/** The three APIs over a data set generated in this thread (tests pass one they made). */
export function createService(options: ServiceOptions & { dataset?: Dataset }): Service {
  const started = performance.now();
  const dataset = options.dataset ?? generateDataset(generateOptions(options));
  const tables = incidentTablesOf(dataset);
  const incidentDb = loadIncidentDatabase(tables);
  const newsDb = loadNewsDatabase(dataset);
  return assemble(options, tables, incidentDb, newsDb, {
    newsCount: dataset.news.length,
    timings: { readyMs: performance.now() - started },
  });
}

/**
 * The share of incident chunks the worker draws: it also builds the whole news database, but
 * this thread still has the incident database to load and index, so the worker takes 8 in 20.
 */
const WORKER_INCIDENT_SHARE = 0.4;

/**
 * The three APIs, built on two cores: a worker thread draws part of the incidents and then the
 * whole news database while this thread draws the rest and loads the incident database.
 */
export async function startService(options: ServiceOptions): Promise<Service> {
  const started = performance.now();
  const generate = generateOptions(options);
  const chunkCount = incidentChunkCount(generate);
  const workerChunkCount = Math.floor(chunkCount * WORKER_INCIDENT_SHARE);
  const chunks = Array.from({ length: chunkCount }, (_, chunk) => chunk);
  const mine = chunks.slice(0, chunkCount - workerChunkCount);
  const worker = startWorker({ options: generate, incidentChunks: chunks.slice(mine.length) });

  const own = generateIncidentChunks(generate, mine);
  const tables = assembleIncidentTables(generate, [...own, ...(await worker.incidents)]);
  const generated = performance.now();
  const incidentDb = loadIncidentDatabase(tables);
  const indexed = performance.now();
  const { default: Database } = await import('better-sqlite3');
  const news = await worker.news;
  return assemble(options, tables, incidentDb, new Database(news.image), {
    newsCount: options.news,
    timings: {
      readyMs: performance.now() - started,
      phases: {
        incidentsDrawnMs: generated - started,
        incidentsIndexedMs: indexed - generated,
        newsMs: news.ms,
      },
    },
  });
}

function startWorker(task: WorkerTask) {
  const worker = new Worker(new URL('./data/worker.mjs', import.meta.url), {
    workerData: task,
  });
  let resolveIncidents: (chunks: IncidentChunk[]) => void = () => {};
  let resolveNews: (news: { image: Buffer; ms: number }) => void = () => {};
  const incidents = new Promise<IncidentChunk[]>((resolve) => (resolveIncidents = resolve));
  const news = new Promise<{ image: Buffer; ms: number }>((resolve) => (resolveNews = resolve));
  const failed = new Promise<never>((_, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The data worker stopped with code ${code}`));
    });
  });
  // Whichever the caller is waiting for, a worker failure ends the wait.
  failed.catch(() => {});
  worker.on('message', (message: WorkerMessage) => {
    if (message.kind === 'incidents') {
      resolveIncidents(message.chunks);
    } else {
      const { image, ms } = message;
      resolveNews({ image: Buffer.from(image.buffer, image.byteOffset, image.byteLength), ms });
      void worker.terminate();
    }
  });
  return {
    incidents: Promise.race([incidents, failed]),
    news: Promise.race([news, failed]),
  };
}

function assemble(
  options: ServiceOptions,
  incidentData: IncidentTables,
  incidentDb: Database.Database,
  newsDb: Database.Database,
  facts: { newsCount: number; timings: Service['timings'] },
): Service {
  // Sign-ins belong to analysts found in the data, so their tokens name real reporters.
  const analysts = incidentData.people;
  const { users, applications } = seedAccounts(options.credentials, {
    nowSeconds: nowSeconds(options.clock),
    personFor: (email) => {
      const { demoUser, colleagueUser, adminUser } = options.credentials;
      const order = [demoUser.email, colleagueUser.email, adminUser.email];
      const index = order.indexOf(email);
      return analysts[index === -1 ? order.length : index]!;
    },
  });
  const tokens = createTokenService({ secret: options.tokenSecret, clock: options.clock });
  const shared = { corsOrigins: options.corsOrigins, logError: options.logError };
  const data = { ...shared, tokens, clock: options.clock };
  const incidentRepository = createIncidentRepository(incidentDb);
  const startSeconds = nowSeconds(options.clock);
  const feed = createLiveFeed({
    drawer: createLiveDrawer(options.seed, startSeconds),
    writer: createLiveWriter({
      incidentDb,
      newsDb,
      themeSeeds: foundations(options.seed).themeSeeds,
      themeAggregates: incidentData.themeAggregates,
      themesChanged: incidentRepository.reloadThemes,
    }),
    rates: feedRates(
      { incidents: incidentData.rows.length, news: facts.newsCount },
      options.feedIntervalSeconds,
    ),
    startSeconds,
    logError: options.logError,
  });
  return {
    feed,
    apps: {
      news: createNewsApp({ ...data, repository: createNewsRepository(newsDb) }),
      auth: createAuthApp({
        ...shared,
        accounts: createAccountDirectory(users, applications),
        tokens,
        lockout: createLockout({ clock: options.clock }),
        clock: options.clock,
      }),
      incident: createIncidentApp({ ...data, repository: incidentRepository }),
    },
    counts: { incidents: incidentData.rows.length, news: facts.newsCount },
    timings: facts.timings,
  };
}

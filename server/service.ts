import type { Hono } from 'hono';
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
import { generateDataset } from './data/generate/index.ts';
import { createRepository } from './db/repository.ts';
import { loadDatabase } from './db/load.ts';

export interface ServiceOptions extends ApiAppOptions {
  clock: Clock;
  seed: number;
  incidents: number;
  news: number;
  credentials: SeedCredentials;
  tokenSecret: Uint8Array;
  /** Reuse an already generated data set (tests generate once per run). */
  dataset?: Dataset;
}

export interface Service {
  apps: Record<ApiName, Hono>;
  dataset: Dataset;
  timings: { generateMs: number; loadMs: number };
}

/** The three APIs over one freshly generated, loaded data set. */
export function createService(options: ServiceOptions): Service {
  const started = performance.now();
  const dataset =
    options.dataset ??
    generateDataset({
      seed: options.seed,
      nowSeconds: nowSeconds(options.clock),
      incidents: options.incidents,
      news: options.news,
    });
  const generated = performance.now();
  const repository = createRepository(loadDatabase(dataset));
  const loaded = performance.now();

  // Sign-ins belong to analysts found in the data, so their tokens name real reporters.
  const analysts = dataset.people;
  const { users, applications } = seedAccounts(options.credentials, {
    nowSeconds: nowSeconds(options.clock),
    userIdFor: (email) =>
      email === options.credentials.demoUser.email ? analysts[0]!.id : analysts[1]!.id,
  });
  const tokens = createTokenService({ secret: options.tokenSecret, clock: options.clock });
  const shared = { corsOrigins: options.corsOrigins, logError: options.logError };
  const data = { ...shared, repository, tokens, clock: options.clock };
  return {
    apps: {
      news: createNewsApp(data),
      auth: createAuthApp({
        ...shared,
        accounts: createAccountDirectory(users, applications),
        tokens,
        lockout: createLockout({ clock: options.clock }),
        clock: options.clock,
      }),
      incident: createIncidentApp(data),
    },
    dataset,
    timings: { generateMs: generated - started, loadMs: loaded - generated },
  };
}

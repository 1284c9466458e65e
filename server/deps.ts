import type pg from 'pg';
import type { ServerConfig } from './config.ts';
import type { Logger } from './logger.ts';
import type { SessionCache } from './sessions/session-cache.ts';
import type { AlertSignal } from './watches/alert-signal.ts';

/** What the routes share: settings, the database, the log and the clock (tests move it). */
export interface ServerDeps {
  config: ServerConfig;
  db: pg.Pool;
  log: Logger;
  now: () => Date;
  /** Wakes the live alert streams when alerts are written; without it they read every second. */
  alertSignal?: AlertSignal;
  /** Keeps sessions between the API's reads; without it every request reads the database. */
  sessionCache?: SessionCache;
}

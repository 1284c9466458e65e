import pg from 'pg';
import type { Logger } from '../logger.ts';

/** What the SQL modules need: a pool or a client inside a transaction. */
export type Queryable = Pick<pg.Pool, 'query'>;

/**
 * The connection pool. A database that goes away fails the queries in flight (answered 503, see
 * isDatabaseUnavailable) and the pool reconnects by itself once it is back: no restart needed.
 */
export function createPool(url: string, log: Logger): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    // A query stuck on a dying server must not hold a request for ever.
    query_timeout: 15_000,
  });
  // An idle connection broken by a restart of the database: the pool drops it; nothing to do.
  pool.on('error', (error) => log.warn({ err: error.message }, 'database connection lost'));
  return pool;
}

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up or shutting down)
  '53300', // too_many_connections
]);

/** The database cannot be reached right now, as opposed to a query that is wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || code.startsWith('08'))) {
    return true;
  }
  return (
    typeof message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout/i.test(
      message,
    )
  );
}

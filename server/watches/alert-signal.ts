import type pg from 'pg';
import type { Logger } from '../logger.ts';

/**
 * Wakes the live alert streams as soon as alerts are written, on any instance: one connection
 * per instance LISTENs on `watchfloor_alerts`, which a trigger on the alerts table notifies at
 * commit (migration 1764900000000). The streams still read the table on a slower timer, so a
 * lost listening connection (a database restart) costs latency, never an alert; it reconnects.
 */

export const ALERTS_CHANNEL = 'watchfloor_alerts';
const RECONNECT_MS = 2_000;

export interface AlertSignal {
  /** Resolves at the next notification, or after `ms` whatever happens. */
  wait(ms: number): Promise<void>;
  /** Whether the listening connection is up (tests, status). */
  listening(): boolean;
  stop(): Promise<void>;
}

export function listenForAlerts(db: pg.Pool, log: Logger): AlertSignal {
  const waiters = new Set<() => void>();
  let client: pg.PoolClient | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const wake = () => {
    for (const done of [...waiters]) done();
  };

  const drop = (broken: boolean) => {
    const lost = client;
    client = undefined;
    lost?.removeAllListeners('notification');
    lost?.release(broken);
  };

  async function connect() {
    if (stopped) return;
    try {
      const connection = await db.connect();
      connection.on('notification', wake);
      connection.on('error', (error: Error) => {
        log.warn({ err: error.message }, 'alert signal connection lost; reconnecting');
        drop(true);
        schedule();
      });
      await connection.query(`LISTEN ${ALERTS_CHANNEL}`);
      if (stopped) {
        connection.release();
        return;
      }
      client = connection;
      // Whatever was written while no one listened is read now.
      wake();
    } catch (error) {
      log.warn({ err: (error as Error).message }, 'alert signal could not listen; retrying');
      drop(true);
      schedule();
    }
  }

  function schedule() {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_MS);
    retry.unref();
  }

  void connect();

  return {
    wait(ms) {
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiters.delete(done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        waiters.add(done);
      });
    },
    listening: () => client !== undefined,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const connection = client;
      client = undefined;
      if (connection) {
        connection.removeAllListeners('notification');
        await connection.query(`UNLISTEN ${ALERTS_CHANNEL}`).catch(() => {});
        connection.release();
      }
      wake();
    },
  };
}

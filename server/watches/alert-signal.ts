import type pg from 'pg';
import { listenOn } from '../db/listener.ts';
import type { Logger } from '../logger.ts';

/**
 * Wakes the live alert streams as soon as alerts are written, on any instance: one connection
 * per instance LISTENs on `watchfloor_alerts`, which a trigger on the alerts table notifies at
 * commit (migration 1764900000000). The streams still read the table on a slower timer, so a
 * lost listening connection (a database restart) costs latency, never an alert; it reconnects
 * (server/db/listener.ts).
 */

export const ALERTS_CHANNEL = 'watchfloor_alerts';

export interface AlertSignal {
  /** Resolves at the next notification, or after `ms` whatever happens. */
  wait(ms: number): Promise<void>;
  /** Whether the listening connection is up (tests, status). */
  listening(): boolean;
  stop(): Promise<void>;
}

export function listenForAlerts(db: pg.Pool, log: Logger): AlertSignal {
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const done of [...waiters]) done();
  };
  // Once listening again, whatever was written while no one listened is read at once.
  const listener = listenOn(db, log, ALERTS_CHANNEL, { notified: wake, listening: wake });

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
    listening: () => listener.listening(),
    async stop() {
      await listener.stop();
      wake();
    },
  };
}

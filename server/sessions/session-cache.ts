import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import { listenOn } from '../db/listener.ts';
import type { Logger } from '../logger.ts';
import {
  hasEnded,
  looksLikeId,
  readLiveSession,
  sessionKeyOf,
  touchSessionIfDue,
  type SessionRecord,
} from './session-store.ts';

/**
 * Sessions kept in memory between reads (GET and HEAD under `/api/`, the proxy's above all), so
 * a page of incidents does not cost a PostgreSQL round trip as well. The database stays the
 * authority, and a session ended anywhere is dropped here as soon as PostgreSQL says so:
 * - a trigger on the sessions table notifies `watchfloor_sessions` with the id's hash when a
 *   row is deleted or changes (migration 1765100000000); every instance listens;
 * - while this instance is not listening (a database restart, a lost connection), nothing is
 *   kept and every read goes to the database, as without the cache;
 * - a copy is never trusted past its own end or idle end by the clock (a session another
 *   instance kept alive is read again), nor for more than a minute whatever happens.
 * A read that started before a notification arrived does not keep what it read.
 */

export const SESSIONS_CHANNEL = 'watchfloor_sessions';
/** Even a notification lost without the connection noticing costs at most this much. */
const KEPT_FOR_MS = 60_000;
const MAX_KEPT = 10_000;

export interface SessionCache {
  /** As `findSession`: the live session or null; moves its idle end on when due. */
  find(id: string, now: Date): Promise<SessionRecord | null>;
  /** Drops this session here at once (it was just ended through this instance). */
  forget(id: string): void;
  /** Drops every session of this user here at once ("sign out everywhere"). */
  forgetUser(email: string): void;
  /** Whether copies are being kept: the notifications are heard. */
  listening(): boolean;
  stop(): Promise<void>;
}

export function createSessionCache(db: pg.Pool, log: Logger): SessionCache {
  const kept = new LRUCache<string, SessionRecord>({ max: MAX_KEPT, ttl: KEPT_FOR_MS });
  /** Moves on with every notification and every change of listening: reads compare it. */
  let generation = 0;
  let heard = false;

  const dropAll = () => {
    generation += 1;
    kept.clear();
  };
  const listener = listenOn(db, log, SESSIONS_CHANNEL, {
    notified(key) {
      generation += 1;
      kept.delete(key);
    },
    listening() {
      dropAll();
      heard = true;
    },
    lost() {
      heard = false;
      dropAll();
    },
  });

  return {
    async find(id, now) {
      if (!looksLikeId(id)) return null;
      const key = sessionKeyOf(id);
      const copy = kept.get(key);
      if (copy && !hasEnded(copy, now)) {
        await touchSessionIfDue(db, id, copy, now);
        return { ...copy };
      }
      const readAt = generation;
      const session = await readLiveSession(db, id, now);
      if (!session) {
        kept.delete(key);
        return null;
      }
      await touchSessionIfDue(db, id, session, now);
      if (heard && generation === readAt) kept.set(key, session);
      return { ...session };
    },
    forget(id) {
      if (!looksLikeId(id)) return;
      generation += 1;
      kept.delete(sessionKeyOf(id));
    },
    forgetUser(email) {
      generation += 1;
      const lower = email.toLowerCase();
      const theirs = [...kept.entries()].filter(([, session]) => session.email === lower);
      for (const [key] of theirs) kept.delete(key);
    },
    listening: () => heard && listener.listening(),
    async stop() {
      await listener.stop();
      heard = false;
      dropAll();
    },
  };
}

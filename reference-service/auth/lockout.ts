import type { Clock } from '../clock';
import { normalizeEmail } from './accounts';

/**
 * Spec 8's authentication lockout: repeated failures for one email lock it (429). The spec does
 * not say how many failures; the reference service locks at the 5th within 5 minutes.
 */
export interface Lockout {
  /** Whole seconds until the lock ends (for `Retry-After`); 0 when not locked. */
  retryAfter(email: string): number;
  recordFailure(email: string): void;
  recordSuccess(email: string): void;
}

export interface LockoutOptions {
  clock: Clock;
  maxFailures?: number;
  windowSeconds?: number;
  lockSeconds?: number;
  /** Emails tracked at once; past it the least recently failed is forgotten. */
  maxEntries?: number;
}

interface Entry {
  /** Times of the failures still inside the window, oldest first (ms). */
  failures: number[];
  lockedUntil: number;
}

export function createLockout(options: LockoutOptions): Lockout {
  const {
    clock,
    maxFailures = 5,
    windowSeconds = 300,
    lockSeconds = 300,
    maxEntries = 100_000,
  } = options;
  const windowMs = windowSeconds * 1000;
  const lockMs = lockSeconds * 1000;
  // Insertion order is recency: an entry is re-inserted on each failure.
  const entries = new Map<string, Entry>();
  let lastSweep = clock.nowMs();

  const isStale = (entry: Entry, now: number) =>
    entry.lockedUntil <= now && (entry.failures.at(-1) ?? -Infinity) <= now - windowMs;

  // Unknown emails count too, so without pruning anyone could grow this map without limit.
  function prune(now: number) {
    if (now - lastSweep >= windowMs) {
      lastSweep = now;
      for (const [key, entry] of entries) if (isStale(entry, now)) entries.delete(key);
    }
    for (const key of entries.keys()) {
      if (entries.size < maxEntries) break;
      entries.delete(key);
    }
  }

  return {
    retryAfter(email) {
      const entry = entries.get(normalizeEmail(email));
      const remaining = (entry?.lockedUntil ?? 0) - clock.nowMs();
      return remaining > 0 ? Math.ceil(remaining / 1000) : 0;
    },

    recordFailure(email) {
      const key = normalizeEmail(email);
      const now = clock.nowMs();
      const entry = entries.get(key) ?? { failures: [], lockedUntil: 0 };
      entries.delete(key);
      prune(now);
      // A locked email is refused before its password is checked; never extend a lock.
      if (entry.lockedUntil <= now) {
        entry.failures = entry.failures.filter((time) => time > now - windowMs);
        entry.failures.push(now);
        if (entry.failures.length >= maxFailures) {
          entry.lockedUntil = now + lockMs;
          entry.failures = [];
        }
      }
      entries.set(key, entry);
    },

    recordSuccess(email) {
      entries.delete(normalizeEmail(email));
    },
  };
}

/**
 * When this analyst last looked at the watch floor, per browser (all tabs share it): the home
 * page shows what happened since. A visit that comes back within the session gap (a reload,
 * another tab) keeps the previous baseline, so "since you last looked" does not empty itself
 * the moment it is read.
 */

export const LAST_LOOKED_STORAGE_KEY = 'watchfloor.home-last-looked';
/** Visits closer together than this are one look. */
export const SESSION_GAP_MS = 30 * 60_000;
/** A first visit, or one after a long absence, looks back a day at most… */
export const DEFAULT_LOOKBACK_MS = 24 * 3_600_000;
/** …and never further than the week the site counts cover. */
export const MAX_LOOKBACK_MS = 7 * 24 * 3_600_000;

interface Stored {
  /** The latest visit, epoch ms. */
  seenAt: number;
  /** The baseline the latest look used, epoch ms. */
  since: number;
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function read(storage: Store, email: string): Stored | undefined {
  try {
    const all = JSON.parse(storage.getItem(LAST_LOOKED_STORAGE_KEY) ?? '{}') as Record<
      string,
      unknown
    >;
    const entry = all[email] as Partial<Stored> | undefined;
    if (
      entry &&
      Number.isFinite(entry.seenAt) &&
      Number.isFinite(entry.since) &&
      entry.since! <= entry.seenAt!
    ) {
      return { seenAt: entry.seenAt!, since: entry.since! };
    }
  } catch {
    // Unreadable (edited by hand, another version): treated as a first visit.
  }
  return undefined;
}

function write(storage: Store, email: string, value: Stored) {
  try {
    const all = JSON.parse(storage.getItem(LAST_LOOKED_STORAGE_KEY) ?? '{}') as Record<
      string,
      Stored
    >;
    storage.setItem(LAST_LOOKED_STORAGE_KEY, JSON.stringify({ ...all, [email]: value }));
  } catch {
    try {
      storage.setItem(LAST_LOOKED_STORAGE_KEY, JSON.stringify({ [email]: value }));
    } catch {
      // Storage full or refused (private mode): the baseline lasts as long as the page.
    }
  }
}

/**
 * Records a visit now and answers the moment to show changes since (epoch ms), and whether that
 * moment is a real previous look (false: a first visit, looking back a day).
 */
export function recordHomeVisit(
  storage: Store,
  email: string,
  now: number,
): { since: number; previousLook: boolean } {
  const stored = read(storage, email);
  let since: number;
  let previousLook = true;
  if (!stored || stored.seenAt > now) {
    since = now - DEFAULT_LOOKBACK_MS;
    previousLook = false;
  } else if (now - stored.seenAt < SESSION_GAP_MS) {
    since = stored.since;
  } else {
    since = stored.seenAt;
  }
  since = Math.max(since, now - MAX_LOOKBACK_MS);
  write(storage, email, { seenAt: now, since });
  return { since, previousLook };
}

import { SESSION_END_KEY, SESSION_KEY } from './storage-keys';
import { sessionFromToken, type Session } from './access-token';

/**
 * The analyst's session: one token in localStorage, shared by every tab of this origin.
 * Signing in or out in one tab reaches the others through the `storage` event, and the reason a
 * session ended travels with it, so every tab can say why it is back on the login page.
 */

export type SessionEndReason =
  /** The analyst pressed Sign out here or in another tab. */
  | 'signed-out'
  /** The token's `exp` passed. */
  | 'expired'
  /** A data endpoint answered 401: the service no longer accepts the token. */
  | 'rejected'
  /** The analyst chose to sign in again before the token expired. */
  | 'renew';

export { SESSION_END_KEY, SESSION_KEY };

export interface SessionEnd {
  reason: SessionEndReason;
  /** Epoch milliseconds. */
  at: number;
  /** The session was ended by another tab. */
  elsewhere?: boolean;
}

export interface SessionStore {
  /** The current session, or null when signed out or expired. Has no side effects. */
  get: () => Session | null;
  /** Ends the session now if its token has expired (after sleep, timers fire late). */
  checkExpiry: () => void;
  /** Called on every change, including changes made in other tabs. */
  subscribe: (listener: () => void) => () => void;
  /** Keeps the token; null when it cannot be decoded or has already expired. */
  signIn: (token: string, email: string) => Session | null;
  /** Ends the session in every tab; does nothing when already signed out. */
  end: (reason: SessionEndReason) => void;
  /** Why the last session ended, if it did. */
  lastEnd: () => SessionEnd | null;
  /** Stops the timers and the cross-tab listener (tests). */
  dispose: () => void;
}

// setTimeout wraps around past 2^31 - 1 ms (about 24.8 days).
const MAX_TIMER_MS = 2 ** 31 - 1;

interface StoredSession {
  token: string;
  email: string;
}

const REASONS: readonly SessionEndReason[] = ['signed-out', 'expired', 'rejected', 'renew'];

function parseStored(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredSession> | null;
    return typeof value?.token === 'string'
      ? { token: value.token, email: typeof value.email === 'string' ? value.email : '' }
      : null;
  } catch {
    return null;
  }
}

function parseEnd(raw: string | null): SessionEnd | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SessionEnd> | null;
    return value &&
      REASONS.includes(value.reason as SessionEndReason) &&
      typeof value.at === 'number'
      ? { reason: value.reason as SessionEndReason, at: value.at }
      : null;
  } catch {
    return null;
  }
}

export interface SessionStoreOptions {
  storage?: Storage;
  /** Where `storage` events arrive; null to ignore other tabs. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  now?: () => number;
}

export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const storage = options.storage ?? window.localStorage;
  const events = options.events === undefined ? window : options.events;
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();
  let session: Session | null = null;
  let ended: SessionEnd | null = null;
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;

  const readStorage = (key: string) => {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  };
  const writeStorage = (key: string, value: string | null) => {
    try {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
    } catch {
      // Private modes and full quotas refuse writes: the session then lives in this tab only.
    }
  };

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  function schedule() {
    clearTimeout(expiryTimer);
    expiryTimer = undefined;
    if (!session) return;
    const wait = session.expiresAt - now();
    expiryTimer = setTimeout(
      () => (session && session.expiresAt <= now() ? end('expired') : schedule()),
      Math.min(Math.max(wait, 0), MAX_TIMER_MS),
    );
  }

  /** Reads the shared state; a stored token that is unreadable or already expired is dropped. */
  function load() {
    const stored = parseStored(readStorage(SESSION_KEY));
    const candidate = stored ? sessionFromToken(stored.token, stored.email) : null;
    ended = parseEnd(readStorage(SESSION_END_KEY));
    if (stored && (!candidate || candidate.expiresAt <= now())) {
      writeStorage(SESSION_KEY, null);
      if (candidate) ended = { reason: 'expired', at: candidate.expiresAt };
      session = null;
    } else {
      session = candidate;
    }
    schedule();
  }

  function end(reason: SessionEndReason) {
    if (!session) return;
    session = null;
    ended = { reason, at: now() };
    // The reason is written first, so other tabs find it when the removal reaches them.
    writeStorage(SESSION_END_KEY, JSON.stringify(ended));
    writeStorage(SESSION_KEY, null);
    schedule();
    notify();
  }

  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared the whole storage.
    if (event.key !== null && event.key !== SESSION_KEY) return;
    const before = session?.token;
    load();
    if (session?.token === before) return;
    if (!session && ended) ended = { ...ended, elsewhere: true };
    notify();
  };

  load();
  events?.addEventListener('storage', onStorage as EventListener);

  return {
    get: () => (session && session.expiresAt > now() ? session : null),
    checkExpiry() {
      if (session && session.expiresAt <= now()) end('expired');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn(token, email) {
      const next = sessionFromToken(token, email);
      if (!next || next.expiresAt <= now()) return null;
      session = next;
      ended = null;
      writeStorage(SESSION_END_KEY, null);
      writeStorage(SESSION_KEY, JSON.stringify({ token, email } satisfies StoredSession));
      schedule();
      notify();
      return session;
    },
    end,
    lastEnd: () => ended,
    dispose() {
      clearTimeout(expiryTimer);
      events?.removeEventListener('storage', onStorage as EventListener);
      listeners.clear();
    },
  };
}

import { createSessionApi, type SessionApi, type SignOutScope } from './session-api';
import { sameUser, sessionFromBody, type Session, type SessionBody } from './session';
import { LEGACY_SESSION_KEYS, SESSION_SIGNAL_KEY } from './storage-keys';

/**
 * The analyst's session as this tab knows it. The Watchfloor server holds the session behind an
 * HttpOnly cookie shared by every tab; the store asks it once at boot (`GET /session`) and keeps
 * the answer in memory. Tabs follow each other through a signal in localStorage that holds no
 * secret: a sign-in makes the others ask the server, an end (with its reason) ends them too.
 */

export type SessionEndReason =
  /** The analyst pressed Sign out (or Sign out everywhere) here or in another tab. */
  | 'signed-out'
  /** The session's absolute end passed, or it went unused past its idle timeout. */
  | 'expired'
  /** A data endpoint answered 401, or the server no longer knew the session at boot. */
  | 'rejected'
  /** The analyst chose to sign in again before the session expired. */
  | 'renew';

export interface SessionEnd {
  reason: SessionEndReason;
  /** Epoch milliseconds. */
  at: number;
  /** The session was ended by another tab. */
  elsewhere?: boolean;
  /** Every session of the analyst was ended, on every device. */
  everywhere?: boolean;
  /**
   * The server could not be told: this browser is signed out, but the server-side session may
   * live on until the dashboard reaches the server again (it retries at the next start).
   */
  unconfirmed?: boolean;
}

export type { Session, SessionBody };

export interface SessionStore {
  /** The current session, or null when signed out, expired, or not yet known. No side effects. */
  get: () => Session | null;
  /** Resolves once the boot check has its answer; routes wait for it before deciding. */
  ready: () => Promise<void>;
  /** Ends or re-checks the session if its time came while timers slept (a laptop lid). */
  checkExpiry: () => void;
  /** Called on every change, including changes made in other tabs. */
  subscribe: (listener: () => void) => () => void;
  /** Takes the session the server answered `POST /session` with. */
  signIn: (body: SessionBody) => Session | null;
  /** Ends the session in every tab, without asking the server (it already said so). */
  end: (reason: SessionEndReason) => void;
  /**
   * Asks the server to end this session (or all of the analyst's), then ends it in every tab,
   * whether or not the server could be reached.
   */
  signOut: (options?: { everywhere?: boolean; reason?: 'signed-out' | 'renew' }) => Promise<void>;
  /** Why the last session ended, if it did. */
  lastEnd: () => SessionEnd | null;
  /** Stops the timers and the cross-tab listener (tests). */
  dispose: () => void;
}

type SessionSignal =
  | { state: 'signed-in'; at: number; expiresAt: number }
  | {
      state: 'ended';
      at: number;
      reason: SessionEndReason;
      everywhere?: boolean;
      /** A sign-out the server has not confirmed yet; the next start sends it again. */
      pendingSignOut?: SignOutScope;
    };

// setTimeout wraps around past 2^31 - 1 ms (about 24.8 days).
const MAX_TIMER_MS = 2 ** 31 - 1;
/** When an idle re-check gets no answer, it asks again this much later. */
export const RECHECK_RETRY_MS = 30_000;
/**
 * The idle re-check waits this long past the deadline: asking is itself a use, so a check that
 * reached the server just before its deadline (a clock behind the server's) would keep an idle
 * session alive for ever.
 */
export const IDLE_RECHECK_GRACE_MS = 5_000;

const REASONS: readonly SessionEndReason[] = ['signed-out', 'expired', 'rejected', 'renew'];

function parseSignal(raw: string | null): SessionSignal | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Record<string, unknown>> | null;
    if (!value || typeof value.at !== 'number') return null;
    if (value.state === 'signed-in' && typeof value.expiresAt === 'number') {
      return { state: 'signed-in', at: value.at, expiresAt: value.expiresAt };
    }
    if (value.state === 'ended' && REASONS.includes(value.reason as SessionEndReason)) {
      const pending = value.pendingSignOut;
      return {
        state: 'ended',
        at: value.at,
        reason: value.reason as SessionEndReason,
        ...(value.everywhere === true ? { everywhere: true } : {}),
        ...(pending === 'this' || pending === 'everywhere' ? { pendingSignOut: pending } : {}),
      };
    }
    return null;
  } catch {
    return null;
  }
}

export interface SessionStoreOptions {
  api?: SessionApi;
  storage?: Storage;
  /** Where `storage` events arrive; null to ignore other tabs. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  now?: () => number;
}

/** Starts the boot check at once: create the store as early as possible. */
export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const api = options.api ?? createSessionApi();
  const storage = options.storage ?? window.localStorage;
  const events = options.events === undefined ? window : options.events;
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();
  let session: Session | null = null;
  let ended: SessionEnd | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let recheck: Promise<void> | null = null;
  let disposed = false;

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
      // Private modes and full quotas refuse writes: other tabs then learn from the server.
    }
  };
  const writeSignal = (signal: SessionSignal) =>
    writeStorage(SESSION_SIGNAL_KEY, JSON.stringify(signal));

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  function schedule() {
    clearTimeout(timer);
    timer = undefined;
    if (!session || disposed) return;
    const next = Math.min(session.expiresAt, session.idleExpiresAt + IDLE_RECHECK_GRACE_MS);
    timer = setTimeout(checkExpiry, Math.min(Math.max(next - now(), 0), MAX_TIMER_MS));
  }

  /** Takes a session the server vouched for; a different analyst means a fresh start. */
  function adopt(next: Session) {
    const changed =
      !sameUser(session, next) ||
      session?.expiresAt !== next.expiresAt ||
      session.idleExpiresAt !== next.idleExpiresAt;
    session = next;
    ended = null;
    schedule();
    if (changed) notify();
  }

  function end(reason: SessionEndReason, details: Omit<SessionEnd, 'reason' | 'at'> = {}) {
    if (!session) return;
    session = null;
    ended = { reason, at: now(), ...details };
    // Other tabs end on this, and a start after an unconfirmed sign-out sends it again.
    writeSignal({
      state: 'ended',
      at: ended.at,
      reason,
      ...(details.everywhere ? { everywhere: true } : {}),
      ...(details.unconfirmed
        ? { pendingSignOut: details.everywhere ? 'everywhere' : 'this' }
        : {}),
    });
    schedule();
    notify();
  }

  /**
   * At the idle deadline the session may still be alive (another tab kept using it), so the
   * server decides: a 401 is an expiry, a new deadline a fresh timer.
   */
  function recheckWithServer() {
    recheck ??= api.current().then((answer) => {
      recheck = null;
      if (disposed || !session) return;
      if (answer.state === 'signed-out') return end('expired');
      if (answer.state === 'signed-in') adopt(answer.session);
      // No answer, or a deadline this clock already sees as past (a clock running ahead of the
      // server's): ask again later rather than at once in a loop.
      if (answer.state === 'unknown' || answer.session.idleExpiresAt <= now()) {
        clearTimeout(timer);
        timer = setTimeout(checkExpiry, RECHECK_RETRY_MS);
      }
    });
  }

  function checkExpiry() {
    if (!session) return;
    if (session.expiresAt <= now()) end('expired');
    else if (session.idleExpiresAt + IDLE_RECHECK_GRACE_MS <= now()) recheckWithServer();
    else schedule();
  }

  /** Why a session this browser had is gone, when the server says so at boot. */
  function endFoundAtBoot(signal: SessionSignal | null): SessionEnd | null {
    if (!signal) return null;
    if (signal.state === 'ended') {
      return {
        reason: signal.reason,
        at: signal.at,
        ...(signal.everywhere ? { everywhere: true } : {}),
      };
    }
    return signal.expiresAt <= now()
      ? { reason: 'expired', at: signal.expiresAt }
      : { reason: 'rejected', at: now() };
  }

  async function boot() {
    for (const key of LEGACY_SESSION_KEYS) writeStorage(key, null);
    const signal = parseSignal(readStorage(SESSION_SIGNAL_KEY));
    if (signal?.state === 'ended' && signal.pendingSignOut) {
      // The analyst signed out while the server was out of reach: finish that first, and stay
      // signed out whatever the answer, rather than come back in on the old cookie.
      const confirmed = await api.end(signal.pendingSignOut);
      if (confirmed) writeSignal({ ...signal, pendingSignOut: undefined });
      ended = { ...endFoundAtBoot(signal)!, ...(confirmed ? {} : { unconfirmed: true }) };
      return;
    }
    const answer = await api.current();
    if (disposed) return;
    if (answer.state === 'signed-in') {
      session = answer.session;
      schedule();
    } else {
      ended = endFoundAtBoot(signal);
    }
  }

  /** Another tab signed in: the cookie is shared, so the server knows who. */
  async function followSignIn() {
    const answer = await api.current();
    if (!disposed && answer.state === 'signed-in') adopt(answer.session);
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_SIGNAL_KEY) return;
    const signal = parseSignal(event.newValue);
    if (signal?.state === 'signed-in') {
      void followSignIn();
    } else if (signal?.state === 'ended' && session) {
      session = null;
      ended = {
        reason: signal.reason,
        at: signal.at,
        elsewhere: true,
        ...(signal.everywhere ? { everywhere: true } : {}),
      };
      schedule();
      notify();
    }
  };

  const booted = boot().then(notify);
  events?.addEventListener('storage', onStorage as EventListener);

  return {
    get: () => (session && session.expiresAt > now() ? session : null),
    ready: () => booted,
    checkExpiry,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn(body) {
      const next = sessionFromBody(body);
      if (!next) return null;
      adopt(next);
      // adopt() notifies only on a change; a sign-in always counts as one for the signal.
      writeSignal({ state: 'signed-in', at: now(), expiresAt: next.expiresAt });
      return next;
    },
    end: (reason) => end(reason),
    async signOut({ everywhere = false, reason = 'signed-out' } = {}) {
      const confirmed = await api.end(everywhere ? 'everywhere' : 'this');
      end(reason, {
        ...(everywhere ? { everywhere: true } : {}),
        ...(confirmed ? {} : { unconfirmed: true }),
      });
    },
    lastEnd: () => ended,
    dispose() {
      disposed = true;
      clearTimeout(timer);
      events?.removeEventListener('storage', onStorage as EventListener);
      listeners.clear();
    },
  };
}

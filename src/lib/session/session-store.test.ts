import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { SessionApi, SessionCheck, SignOutScope } from './session-api';
import type { SessionBody } from './session';
import {
  createSessionStore,
  IDLE_RECHECK_GRACE_MS,
  RECHECK_RETRY_MS,
  type SessionStore,
} from './session-store';
import { LEGACY_SESSION_KEYS, SESSION_SIGNAL_KEY } from './storage-keys';

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
const HOUR = 3600_000;
const iso = (ms: number) => new Date(ms).toISOString();

const body = (overrides: Partial<SessionBody> = {}): SessionBody => ({
  user: { email: 'ada@watchfloor.example', name: 'Ada Analyst', admin: false },
  expiresAt: iso(NOW + 24 * HOUR),
  idleExpiresAt: iso(NOW + 8 * HOUR),
  idleTimeoutSeconds: 8 * 3600,
  ...overrides,
});

const signedIn = (overrides: Partial<SessionBody> = {}): SessionCheck => ({
  state: 'signed-in',
  session: {
    user: { ...body(overrides).user },
    expiresAt: Date.parse(body(overrides).expiresAt),
    idleExpiresAt: Date.parse(body(overrides).idleExpiresAt),
    idleTimeoutSeconds: body(overrides).idleTimeoutSeconds,
  },
});

interface FakeServer {
  answer: SessionCheck;
  endConfirms: boolean;
  currentCalls: number;
  ended: SignOutScope[];
  api: SessionApi;
}

/** A server whose answers the test sets, recording what it was asked. */
function fakeServer(initial: SessionCheck): FakeServer {
  const server: FakeServer = {
    answer: initial,
    endConfirms: true,
    currentCalls: 0,
    ended: [],
    api: {
      current: () => {
        server.currentCalls += 1;
        return Promise.resolve(server.answer);
      },
      end: (scope: SignOutScope) => {
        server.ended.push(scope);
        return Promise.resolve(server.endConfirms);
      },
    },
  };
  return server;
}

let stores: SessionStore[] = [];
beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  localStorage.clear();
});
afterEach(() => {
  stores.forEach((store) => store.dispose());
  stores = [];
  vi.useRealTimers();
});

async function open(server: FakeServer) {
  const store = createSessionStore({ api: server.api, storage: localStorage, events: window });
  stores.push(store);
  await store.ready();
  return store;
}

/** What another tab's write looks like from this one. */
function otherTabWrites(value: object) {
  const raw = JSON.stringify(value);
  localStorage.setItem(SESSION_SIGNAL_KEY, raw);
  window.dispatchEvent(new StorageEvent('storage', { key: SESSION_SIGNAL_KEY, newValue: raw }));
}

/** Lets the fake server's promises settle while the clock stays put. */
const settle = () => vi.advanceTimersByTimeAsync(0);

const everythingStored = () =>
  Object.keys(localStorage)
    .map((key) => `${key}=${localStorage.getItem(key)}`)
    .join('\n');

describe('at boot', () => {
  test('the server’s answer signs the tab in, and nothing is known before it', async () => {
    const server = fakeServer(signedIn());
    const store = createSessionStore({ api: server.api, storage: localStorage, events: null });
    stores.push(store);
    expect(store.get()).toBeNull();
    await store.ready();
    expect(store.get()).toEqual({
      user: { email: 'ada@watchfloor.example', name: 'Ada Analyst', admin: false },
      expiresAt: NOW + 24 * HOUR,
      idleExpiresAt: NOW + 8 * HOUR,
      idleTimeoutSeconds: 8 * 3600,
    });
    expect(server.currentCalls).toBe(1);
  });

  test('a 401 leaves the tab signed out, with nothing to explain on a first visit', async () => {
    const store = await open(fakeServer({ state: 'signed-out' }));
    expect(store.get()).toBeNull();
    expect(store.lastEnd()).toBeNull();
  });

  test('a 401 after a sign-out says so again after a reload', async () => {
    localStorage.setItem(
      SESSION_SIGNAL_KEY,
      JSON.stringify({ state: 'ended', reason: 'signed-out', at: NOW - 60_000 }),
    );
    const store = await open(fakeServer({ state: 'signed-out' }));
    expect(store.lastEnd()).toEqual({ reason: 'signed-out', at: NOW - 60_000 });
  });

  test('a session that passed its end while the browser was closed shows as expired', async () => {
    localStorage.setItem(
      SESSION_SIGNAL_KEY,
      JSON.stringify({ state: 'signed-in', at: NOW - 25 * HOUR, expiresAt: NOW - HOUR }),
    );
    const store = await open(fakeServer({ state: 'signed-out' }));
    expect(store.lastEnd()).toEqual({ reason: 'expired', at: NOW - HOUR });
  });

  test('the token earlier versions kept in storage is removed', async () => {
    localStorage.setItem('watchfloor.session', JSON.stringify({ token: 'eyJ.old.token' }));
    localStorage.setItem('watchfloor.session-end', JSON.stringify({ reason: 'expired', at: 1 }));
    await open(fakeServer(signedIn()));
    for (const key of LEGACY_SESSION_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(everythingStored()).not.toContain('eyJ');
  });

  test('no usable answer (server down) is treated as signed out, not as a crash', async () => {
    const store = await open(fakeServer({ state: 'unknown' }));
    expect(store.get()).toBeNull();
  });
});

describe('signing in', () => {
  test('keeps the user, name and expiry in memory and tells other tabs, with no token stored', async () => {
    const store = await open(fakeServer({ state: 'signed-out' }));
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.signIn(body({ user: { email: 'a@b.c', name: 'Ada', admin: true } }))).toEqual(
      expect.objectContaining({ user: { email: 'a@b.c', name: 'Ada', admin: true } }),
    );
    expect(store.get()?.user.admin).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(SESSION_SIGNAL_KEY)!)).toEqual({
      state: 'signed-in',
      at: NOW,
      expiresAt: NOW + 24 * HOUR,
    });
    expect(everythingStored()).not.toMatch(/token|a@b\.c|Ada/i);
  });

  test('a session body it cannot read is refused', async () => {
    const store = await open(fakeServer({ state: 'signed-out' }));
    expect(store.signIn(body({ expiresAt: 'tomorrow' }))).toBeNull();
    expect(store.get()).toBeNull();
  });
});

describe('expiry', () => {
  test('at its absolute end the session ends as expired, without asking the server', async () => {
    const server = fakeServer(signedIn({ expiresAt: iso(NOW + HOUR) }));
    const store = await open(server);
    vi.advanceTimersByTime(HOUR - 1);
    expect(store.get()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.get()).toBeNull();
    expect(store.lastEnd()).toEqual({ reason: 'expired', at: NOW + HOUR });
    expect(server.currentCalls).toBe(1);
  });

  test('at the idle deadline the server is asked again: still alive, a new deadline', async () => {
    const server = fakeServer(signedIn({ idleExpiresAt: iso(NOW + HOUR) }));
    const store = await open(server);
    // Another tab kept the session in use; the server moved the deadline on.
    server.answer = signedIn({ idleExpiresAt: iso(NOW + 3 * HOUR) });
    // Not before the deadline has surely passed on the server: asking is itself a use.
    await vi.advanceTimersByTimeAsync(HOUR + IDLE_RECHECK_GRACE_MS - 1);
    expect(server.currentCalls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.currentCalls).toBe(2);
    expect(store.get()?.idleExpiresAt).toBe(NOW + 3 * HOUR);
    expect(store.lastEnd()).toBeNull();
    server.answer = { state: 'signed-out' };
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(server.currentCalls).toBe(3);
    expect(store.get()).toBeNull();
    expect(store.lastEnd()?.reason).toBe('expired');
  });

  test('at the idle deadline a 401 ends the session as expired', async () => {
    const server = fakeServer(signedIn({ idleExpiresAt: iso(NOW + HOUR) }));
    const store = await open(server);
    server.answer = { state: 'signed-out' };
    await vi.advanceTimersByTimeAsync(HOUR + IDLE_RECHECK_GRACE_MS);
    expect(store.get()).toBeNull();
    expect(store.lastEnd()).toEqual({ reason: 'expired', at: NOW + HOUR + IDLE_RECHECK_GRACE_MS });
  });

  test('no answer at the idle deadline keeps the session and asks again later', async () => {
    const server = fakeServer(signedIn({ idleExpiresAt: iso(NOW + HOUR) }));
    const store = await open(server);
    server.answer = { state: 'unknown' };
    await vi.advanceTimersByTimeAsync(HOUR + IDLE_RECHECK_GRACE_MS);
    expect(store.get()).not.toBeNull();
    server.answer = { state: 'signed-out' };
    await vi.advanceTimersByTimeAsync(RECHECK_RETRY_MS);
    expect(server.currentCalls).toBe(3);
    expect(store.get()).toBeNull();
  });

  test('checkExpiry ends a session whose timer slept through its end', async () => {
    const store = await open(fakeServer(signedIn({ expiresAt: iso(NOW + HOUR) })));
    vi.setSystemTime(NOW + HOUR + 5_000);
    expect(store.get()).toBeNull();
    store.checkExpiry();
    expect(store.lastEnd()?.reason).toBe('expired');
  });
});

describe('across tabs', () => {
  test('signing out in another tab signs this one out, which learns why', async () => {
    const server = fakeServer(signedIn());
    const store = await open(server);
    const listener = vi.fn();
    store.subscribe(listener);
    otherTabWrites({ state: 'ended', reason: 'signed-out', at: NOW });
    expect(store.get()).toBeNull();
    expect(store.lastEnd()).toEqual({ reason: 'signed-out', at: NOW, elsewhere: true });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(server.ended).toEqual([]);
  });

  test('signing out everywhere in another tab says so here', async () => {
    const store = await open(fakeServer(signedIn()));
    otherTabWrites({ state: 'ended', reason: 'signed-out', at: NOW, everywhere: true });
    expect(store.lastEnd()).toEqual({
      reason: 'signed-out',
      at: NOW,
      elsewhere: true,
      everywhere: true,
    });
  });

  test('signing in in another tab signs this one in, as the server says', async () => {
    const server = fakeServer({ state: 'signed-out' });
    const store = await open(server);
    server.answer = signedIn({
      user: { email: 'bo@watchfloor.example', name: 'Bo', admin: false },
    });
    otherTabWrites({ state: 'signed-in', at: NOW, expiresAt: NOW + 24 * HOUR });
    await settle();
    expect(store.get()?.user.name).toBe('Bo');
  });
});

describe('signing out', () => {
  test('asks the server to end this session, then ends it in every tab', async () => {
    const server = fakeServer(signedIn());
    const store = await open(server);
    await store.signOut();
    expect(server.ended).toEqual(['this']);
    expect(store.get()).toBeNull();
    expect(store.lastEnd()).toEqual({ reason: 'signed-out', at: NOW });
    expect(JSON.parse(localStorage.getItem(SESSION_SIGNAL_KEY)!)).toEqual({
      state: 'ended',
      reason: 'signed-out',
      at: NOW,
    });
  });

  test('everywhere asks the server to end every session of the analyst', async () => {
    const server = fakeServer(signedIn());
    const store = await open(server);
    await store.signOut({ everywhere: true });
    expect(server.ended).toEqual(['everywhere']);
    expect(store.lastEnd()).toEqual({ reason: 'signed-out', at: NOW, everywhere: true });
  });

  test('when the server cannot be told, this browser is signed out anyway and says so', async () => {
    const server = fakeServer(signedIn());
    server.endConfirms = false;
    const store = await open(server);
    await store.signOut();
    expect(store.get()).toBeNull();
    expect(store.lastEnd()).toEqual({ reason: 'signed-out', at: NOW, unconfirmed: true });
  });

  test('an unconfirmed sign-out is sent again at the next start, which stays signed out', async () => {
    const before = fakeServer(signedIn());
    before.endConfirms = false;
    await (await open(before)).signOut({ everywhere: true });

    // The next start: the old cookie would still be accepted, but it is not used.
    const after = fakeServer(signedIn());
    const reloaded = await open(after);
    expect(after.ended).toEqual(['everywhere']);
    expect(after.currentCalls).toBe(0);
    expect(reloaded.get()).toBeNull();
    expect(reloaded.lastEnd()).toEqual({ reason: 'signed-out', at: NOW, everywhere: true });

    // Confirmed now, so the start after that asks the server as usual.
    const later = fakeServer(signedIn());
    await open(later);
    expect(later.ended).toEqual([]);
    expect(later.currentCalls).toBe(1);
  });

  test('ending writes the reason once, for other tabs', async () => {
    const store = await open(fakeServer(signedIn()));
    const listener = vi.fn();
    store.subscribe(listener);
    store.end('rejected');
    store.end('signed-out');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(SESSION_SIGNAL_KEY)!)).toMatchObject({
      state: 'ended',
      reason: 'rejected',
    });
  });
});

test('a storage that refuses writes still gives a session in this tab', async () => {
  const refusing = {
    getItem: () => null,
    setItem: () => {
      throw new DOMException('quota', 'QuotaExceededError');
    },
    removeItem: () => undefined,
  } as unknown as Storage;
  const store = createSessionStore({
    api: fakeServer({ state: 'signed-out' }).api,
    storage: refusing,
    events: null,
  });
  stores.push(store);
  await store.ready();
  expect(store.signIn(body())).not.toBeNull();
  expect(store.get()).not.toBeNull();
});

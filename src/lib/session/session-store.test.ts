import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import {
  createSessionStore,
  SESSION_END_KEY,
  SESSION_KEY,
  type SessionStore,
} from './session-store';
import { fakeToken, userClaims } from './test-tokens';

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
const inOneHour = NOW / 1000 + 3600;
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

const open = () => {
  const store = createSessionStore({ storage: localStorage, events: window });
  stores.push(store);
  return store;
};

/** What another tab's write looks like from this one. */
function otherTabWrites(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
}

test('a signed-in session survives a reload (a new store over the same storage)', () => {
  const token = fakeToken(userClaims(inOneHour));
  expect(open().signIn(token, 'ada@watchfloor.example')?.identity.name).toBe('Ada Analyst');
  const reloaded = open();
  expect(reloaded.get()?.token).toBe(token);
  expect(reloaded.get()?.expiresAt).toBe(inOneHour * 1000);
});

test('an unreadable or expired token is refused at sign-in', () => {
  const store = open();
  expect(store.signIn('not-a-token', 'a@b.c')).toBeNull();
  expect(store.signIn(fakeToken(userClaims(NOW / 1000 - 1)), 'a@b.c')).toBeNull();
  expect(store.get()).toBeNull();
  expect(localStorage.getItem(SESSION_KEY)).toBeNull();
});

test('a stored token that cannot be decoded is dropped on load', () => {
  localStorage.setItem(SESSION_KEY, JSON.stringify({ token: 'tampered', email: 'a@b.c' }));
  expect(open().get()).toBeNull();
  expect(localStorage.getItem(SESSION_KEY)).toBeNull();
});

test('a stored token that expired while the browser was closed ends as expired', () => {
  localStorage.setItem(
    SESSION_KEY,
    JSON.stringify({ token: fakeToken(userClaims(NOW / 1000 - 60)), email: 'a@b.c' }),
  );
  const store = open();
  expect(store.get()).toBeNull();
  expect(store.lastEnd()).toEqual({ reason: 'expired', at: NOW - 60_000 });
});

test('the session ends by itself when the token expires, and says so', () => {
  const store = open();
  const listener = vi.fn();
  store.subscribe(listener);
  store.signIn(fakeToken(userClaims(inOneHour)), 'a@b.c');
  vi.advanceTimersByTime(3600_000 - 1);
  expect(store.get()).not.toBeNull();
  vi.advanceTimersByTime(1);
  expect(store.get()).toBeNull();
  expect(store.lastEnd()?.reason).toBe('expired');
  expect(listener).toHaveBeenCalledTimes(2);
});

test('signing out in one tab signs out the other, which learns why', () => {
  const thisTab = open();
  thisTab.signIn(fakeToken(userClaims(inOneHour)), 'a@b.c');
  const listener = vi.fn();
  thisTab.subscribe(listener);

  otherTabWrites(SESSION_END_KEY, JSON.stringify({ reason: 'signed-out', at: NOW }));
  otherTabWrites(SESSION_KEY, null);

  expect(thisTab.get()).toBeNull();
  expect(thisTab.lastEnd()).toEqual({ reason: 'signed-out', at: NOW, elsewhere: true });
  expect(listener).toHaveBeenCalledTimes(1);
});

test('signing in in another tab signs this one in', () => {
  const thisTab = open();
  const token = fakeToken(userClaims(inOneHour));
  otherTabWrites(SESSION_KEY, JSON.stringify({ token, email: 'a@b.c' }));
  expect(thisTab.get()?.token).toBe(token);
});

test('ending writes the reason before removing the token, and only once', () => {
  const store = open();
  store.signIn(fakeToken(userClaims(inOneHour)), 'a@b.c');
  const listener = vi.fn();
  store.subscribe(listener);
  store.end('rejected');
  store.end('signed-out');
  expect(listener).toHaveBeenCalledTimes(1);
  expect(JSON.parse(localStorage.getItem(SESSION_END_KEY) ?? 'null')).toEqual({
    reason: 'rejected',
    at: NOW,
  });
  expect(localStorage.getItem(SESSION_KEY)).toBeNull();
});

test('a storage that refuses writes still gives a session in this tab', () => {
  const refusing = {
    getItem: () => null,
    setItem: () => {
      throw new DOMException('quota', 'QuotaExceededError');
    },
    removeItem: () => undefined,
  } as unknown as Storage;
  const store = createSessionStore({ storage: refusing, events: null });
  stores.push(store);
  expect(store.signIn(fakeToken(userClaims(inOneHour)), 'a@b.c')).not.toBeNull();
  expect(store.get()).not.toBeNull();
});

test('checkExpiry ends a session whose timer slept through its expiry', () => {
  const store = open();
  store.signIn(fakeToken(userClaims(inOneHour)), 'a@b.c');
  vi.setSystemTime(NOW + 3600_000 + 5_000);
  expect(store.get()).toBeNull();
  store.checkExpiry();
  expect(store.lastEnd()?.reason).toBe('expired');
});

import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { SessionBody } from '@/lib/session/session';
import { createSessionStore, type SessionStore } from '@/lib/session/session-store';
import { useSessionGuard } from './use-session-guard';

const router = vi.hoisted(() => ({
  state: { location: { href: '/incidents/IN-7?tab=refs#map' } },
  navigate: vi.fn(() => Promise.resolve()),
}));
vi.mock('@tanstack/react-router', () => ({ useRouter: () => router }));

const sessionOf = (email: string, name: string, hours = 1): SessionBody => ({
  user: { email, name, admin: false },
  expiresAt: new Date(Date.now() + hours * 3600_000).toISOString(),
  idleExpiresAt: new Date(Date.now() + hours * 3600_000).toISOString(),
  idleTimeoutSeconds: 3600,
});

let store: SessionStore;
let queryClient: QueryClient;

beforeEach(async () => {
  localStorage.clear();
  store = createSessionStore({
    api: {
      current: () => Promise.resolve({ state: 'signed-out' }),
      end: () => Promise.resolve(true),
    },
    storage: localStorage,
    events: null,
  });
  await store.ready();
  store.signIn(sessionOf('ada@watchfloor.example', 'Ada'));
  queryClient = new QueryClient();
  router.navigate.mockClear();
});
afterEach(() => store.dispose());

test('when the session ends, the analyst goes to the login page with the way back', async () => {
  queryClient.setQueryData(['secret'], 'cached for Ada');
  renderHook(() => useSessionGuard(store, queryClient));
  act(() => store.end('rejected'));
  expect(router.navigate).toHaveBeenCalledWith({
    to: '/login',
    search: { redirect: '/incidents/IN-7?tab=refs#map' },
    replace: true,
  });
  await waitFor(() => expect(queryClient.getQueryData(['secret'])).toBeUndefined());
});

test('another analyst signing in elsewhere resets what was cached; a renewal does not', () => {
  const reset = vi.spyOn(queryClient, 'resetQueries');
  renderHook(() => useSessionGuard(store, queryClient));
  act(() => void store.signIn(sessionOf('ada@watchfloor.example', 'Ada', 2)));
  expect(reset).not.toHaveBeenCalled();
  act(() => void store.signIn(sessionOf('bo@watchfloor.example', 'Bo')));
  expect(reset).toHaveBeenCalledOnce();
  expect(router.navigate).not.toHaveBeenCalled();
});

test('coming back to the tab checks whether the session ended meanwhile', () => {
  const check = vi.spyOn(store, 'checkExpiry');
  renderHook(() => useSessionGuard(store, queryClient));
  window.dispatchEvent(new Event('focus'));
  expect(check).toHaveBeenCalled();
});

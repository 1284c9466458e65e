import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createSessionStore, type SessionStore } from '@/lib/session/session-store';
import { fakeToken, userClaims } from '@/lib/session/test-tokens';
import { useSessionGuard } from './use-session-guard';

const router = vi.hoisted(() => ({
  state: { location: { href: '/incidents/IN-7?tab=refs#map' } },
  navigate: vi.fn(() => Promise.resolve()),
}));
vi.mock('@tanstack/react-router', () => ({ useRouter: () => router }));

const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;
let store: SessionStore;
let queryClient: QueryClient;

beforeEach(() => {
  localStorage.clear();
  store = createSessionStore({ storage: localStorage, events: null });
  store.signIn(fakeToken(userClaims(inOneHour())), 'ada@watchfloor.example');
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
  act(() => void store.signIn(fakeToken(userClaims(inOneHour() + 60)), 'ada@watchfloor.example'));
  expect(reset).not.toHaveBeenCalled();
  act(
    () =>
      void store.signIn(
        fakeToken(userClaims(inOneHour(), { sub: 'analyst-2', name: 'Bo' })),
        'bo@watchfloor.example',
      ),
  );
  expect(reset).toHaveBeenCalledOnce();
  expect(router.navigate).not.toHaveBeenCalled();
});

test('coming back to the tab checks whether the token expired meanwhile', () => {
  const check = vi.spyOn(store, 'checkExpiry');
  renderHook(() => useSessionGuard(store, queryClient));
  window.dispatchEvent(new Event('focus'));
  expect(check).toHaveBeenCalled();
});

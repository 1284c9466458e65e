import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import type { ImportedSavedSearch, ImportOutcome } from '@/lib/http/watchfloor';
import { dismissToast, useToasts } from '@/lib/toasts/toast-store';
import { configureTestDeployment } from '@/test/deployment';
import { batchesOf, importItemOf, importLocalSavedSearches } from './import-local-searches';
import { LOCAL_SAVED_SEARCHES_KEY, readLocalSavedSearches } from './local-saved-searches';
import { renderHook } from '@testing-library/react';

const IMPORT = '/api/watchfloor/saved-searches/import';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const toasts = () => renderHook(() => useToasts()).result.current;
beforeEach(() => {
  configureTestDeployment();
  localStorage.clear();
  for (const toast of toasts()) dismissToast(toast.id);
});

/** What an earlier version wrote: explorer search strings, epoch milliseconds. */
const LEGACY = [
  {
    id: 'mh1-a',
    name: 'French ongoing',
    search: '?country=in:FRA&ongoing=eq:true',
    savedAt: 1,
    lastOpenedAt: Date.UTC(2026, 10, 20),
  },
  { id: 'mh1-b', name: '  ', search: '', savedAt: 2, lastOpenedAt: Date.UTC(2026, 10, 21) },
  { id: 'broken', name: 42 },
];

/** A server that imports each key once, as the real one does. */
function importingServer(refuse: readonly string[] = []) {
  const made = new Set<string>();
  const requests: ImportedSavedSearch[][] = [];
  server.use(
    http.post(IMPORT, async ({ request }) => {
      const { searches } = (await request.json()) as { searches: ImportedSavedSearch[] };
      requests.push(searches);
      const results: ImportOutcome[] = searches.map((one) => {
        if (refuse.includes(one.key)) {
          return {
            key: one.key,
            outcome: 'rejected',
            reasons: { address: 'Too long: at most 32,000 characters.' },
          };
        }
        const outcome = made.has(one.key) ? 'existing' : 'imported';
        made.add(one.key);
        return { key: one.key, outcome };
      });
      return HttpResponse.json({ status: 'success', data: { results } });
    }),
  );
  return { requests, made };
}

test('a local search becomes an explorer address keyed by its local id', () => {
  expect(importItemOf(LEGACY[0] as never)).toEqual({
    key: 'mh1-a',
    name: 'French ongoing',
    address: '/incidents?country=in:FRA&ongoing=eq:true',
    lookedAt: '2026-11-20T00:00:00.000Z',
  });
  expect(importItemOf({ ...LEGACY[1], lastOpenedAt: Number.NaN } as never)).toEqual({
    key: 'mh1-b',
    name: 'Saved search',
    address: '/incidents',
  });
});

test('batches stay within the server’s count and well under its body limit', () => {
  const many = Array.from({ length: 120 }, (_, i) => ({
    key: `k${i}`,
    name: 'n',
    address: '/news',
  }));
  expect(batchesOf(many).map((batch) => batch.length)).toEqual([50, 50, 20]);
  const long = Array.from({ length: 4 }, (_, i) => ({
    key: `k${i}`,
    name: 'n',
    address: `/incidents?area=${'1'.repeat(20_000)}`,
  }));
  expect(batchesOf(long).map((batch) => batch.length)).toEqual([2, 2]);
});

test('moves every readable search once, clears the local copy and says so', async () => {
  localStorage.setItem(LOCAL_SAVED_SEARCHES_KEY, JSON.stringify(LEGACY));
  const { requests } = importingServer();
  await importLocalSavedSearches(new QueryClient());
  expect(requests.map((batch) => batch.map((one) => one.key))).toEqual([['mh1-a', 'mh1-b']]);
  expect(localStorage.getItem(LOCAL_SAVED_SEARCHES_KEY)).toBeNull();
  expect(toasts().map((toast) => toast.message)).toEqual([
    'Moved 2 saved searches from this browser to your workspace. Only you see them; share from the Saved searches menu.',
  ]);

  // Signing in again in this browser: nothing left to send.
  await importLocalSavedSearches(new QueryClient());
  expect(requests).toHaveLength(1);
});

test('a search the server refuses stays in this browser, with a way to discard it', async () => {
  localStorage.setItem(LOCAL_SAVED_SEARCHES_KEY, JSON.stringify(LEGACY));
  importingServer(['mh1-b']);
  await importLocalSavedSearches(new QueryClient());
  expect(readLocalSavedSearches().map((one) => one.id)).toEqual(['mh1-b']);
  const refused = toasts().find((toast) => toast.tone === 'error')!;
  expect(refused.message).toBe(
    '1 saved search in this browser could not be moved to your workspace (Too long: at most 32,000 characters.) and stays here.',
  );
  await refused.action!.run();
  expect(localStorage.getItem(LOCAL_SAVED_SEARCHES_KEY)).toBeNull();
});

test('when the server cannot be reached nothing is lost and nothing is said', async () => {
  localStorage.setItem(LOCAL_SAVED_SEARCHES_KEY, JSON.stringify(LEGACY));
  server.use(http.post(IMPORT, () => HttpResponse.error()));
  await importLocalSavedSearches(new QueryClient());
  expect(readLocalSavedSearches().map((one) => one.id)).toEqual(['mh1-a', 'mh1-b']);
  expect(toasts()).toEqual([]);
});

test('searches the server already holds are not announced as moved again', async () => {
  const { made } = importingServer();
  made.add('mh1-a').add('mh1-b');
  localStorage.setItem(LOCAL_SAVED_SEARCHES_KEY, JSON.stringify(LEGACY));
  await importLocalSavedSearches(new QueryClient());
  expect(localStorage.getItem(LOCAL_SAVED_SEARCHES_KEY)).toBeNull();
  expect(toasts().map((toast) => toast.message)).toEqual([
    'The 2 saved searches kept in this browser are already in your workspace.',
  ]);
});

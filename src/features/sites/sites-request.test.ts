import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, test, vi } from 'vitest';
import { listSitesOptions } from '@/lib/http/watchfloor';
import { prefetchSitesPage } from './sites-request';

afterEach(() => vi.unstubAllGlobals());

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** A fetch whose answers wait until released, noting the paths asked for in order. */
function heldFetch() {
  const asked: string[] = [];
  const waiting = new Map<string, () => void>();
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const path = new URL(input instanceof Request ? input.url : String(input), location.href)
        .pathname;
      asked.push(path);
      return new Promise<Response>((resolve) => {
        waiting.set(path, () => resolve(new Response('{}', { status: 503 })));
      });
    }),
  );
  return {
    asked,
    release(path: string) {
      waiting.get(path)?.();
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

test('the whole table is asked for once the first screen has answered, so its parse does not hold back the first rows', async () => {
  const fetch = heldFetch();
  const loaded = prefetchSitesPage(client(), { offlineBasemap: false, search: {} });
  await flush();
  expect(fetch.asked).toContain('/api/watchfloor/sites/first');
  expect(fetch.asked).toContain('/api/watchfloor/sites/exposure');
  expect(fetch.asked).not.toContain('/api/watchfloor/sites');

  fetch.release('/api/watchfloor/sites/first');
  await loaded;
  await flush();
  expect(fetch.asked.at(-1)).toBe('/api/watchfloor/sites');
});

test('a filtered list has no first screen: the whole table is asked for at once', async () => {
  const fetch = heldFetch();
  void prefetchSitesPage(client(), { offlineBasemap: false, search: { q: 'depot' } });
  await flush();
  expect(fetch.asked).toContain('/api/watchfloor/sites');
  expect(fetch.asked).not.toContain('/api/watchfloor/sites/first');
});

test('with the table cached there is no first screen, and the table is refreshed at once', async () => {
  const fetch = heldFetch();
  const queryClient = client();
  queryClient.setQueryData(listSitesOptions().queryKey, {
    status: 'success',
    data: { count: 0, columns: [], rows: [] },
  } as never);
  void prefetchSitesPage(queryClient, { offlineBasemap: false, search: {} });
  await flush();
  expect(fetch.asked).toContain('/api/watchfloor/sites');
  expect(fetch.asked).not.toContain('/api/watchfloor/sites/first');
});

import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, test, vi } from 'vitest';
import { explorerListOptions, prefetchExplorerPage } from './explorer-list-options';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

afterEach(() => vi.unstubAllGlobals());

test('the table and split layouts start the page of incidents with the page’s code', async () => {
  const fetch = vi.fn(() => Promise.resolve(new Response('{}', { status: 503 })));
  vi.stubGlobal('fetch', fetch);
  for (const layout of [undefined, 'split']) {
    const queryClient = client();
    const search = { country: 'in:FRA', ...(layout ? { layout } : {}) };
    await prefetchExplorerPage(queryClient, search);
    expect(queryClient.getQueryState(explorerListOptions(search).queryKey)).toBeDefined();
  }
  expect(fetch).toHaveBeenCalledTimes(2);
});

test('the map layout asks for no page of full records: its points come from their own request', async () => {
  const fetch = vi.fn(() => Promise.resolve(new Response('{}', { status: 503 })));
  vi.stubGlobal('fetch', fetch);
  const queryClient = client();
  const search = { country: 'in:FRA', layout: 'map' };
  await prefetchExplorerPage(queryClient, search);
  expect(queryClient.getQueryState(explorerListOptions(search).queryKey)).toBeUndefined();
  expect(fetch).not.toHaveBeenCalled();
});

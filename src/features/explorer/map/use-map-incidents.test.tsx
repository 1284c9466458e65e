import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { exampleIncidentListItem } from '../../../../contract/examples/incidents';
import { configureTestDeployment, TEST_URLS } from '@/test/deployment';
import { useMapIncidents } from './use-map-incidents';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => configureTestDeployment());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Pages of 1000 full records are parsed and validated like in the app: allow for it. */
const SLOW = { timeout: 15_000 };
vi.setConfig({ testTimeout: 30_000 });
const LIST_URL = `${TEST_URLS.incidents}/incidents`;

/** A filtered set of `total` incidents, served page by page; every request is noted. */
function serveSet(total: number, options: { failPage?: number; pause?: number } = {}) {
  const requests: URLSearchParams[] = [];
  let failures = 0;
  server.use(
    http.get(LIST_URL, async ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      if (options.pause) await delay(options.pause);
      const page = Number(params.get('page'));
      const size = Number(params.get('pageSize'));
      if (page === options.failPage && failures === 0) {
        failures += 1;
        return HttpResponse.json({ status: 'error', message: 'Database busy' }, { status: 503 });
      }
      const first = (page - 1) * size;
      const count = Math.max(0, Math.min(size, total - first));
      return HttpResponse.json({
        data: Array.from({ length: count }, (_, index) => ({
          ...exampleIncidentListItem,
          id: `IN-${first + index + 1}`,
          startedAt: { ...exampleIncidentListItem.startedAt, timestamp: 1_700_000_000 - index },
        })),
      });
    }),
  );
  return requests;
}

function renderLoader(query: Record<string, string>, limit = 50_000) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useMapIncidents(query, { enabled: true, limit }), { wrapper });
}

test('loads every page of the set, without startedAt, paging or the table sort', async () => {
  const requests = serveSet(2007);
  const { result } = renderLoader({
    country: 'in:FRA',
    startedAt: 'gt:1',
    sort: 'impact:desc',
    page: '3',
    pageSize: '50',
  });
  await waitFor(() => expect(result.current.state.status).toBe('complete'), SLOW);
  expect(result.current.incidents).toHaveLength(2007);
  expect(result.current.startedAtSeconds[0]).toBe(1_700_000_000);
  expect(requests.map((params) => params.get('page'))).toEqual(['1', '2', '3']);
  for (const params of requests) {
    expect(params.get('pageSize')).toBe('1000');
    expect(params.get('country')).toBe('in:FRA');
    expect(params.get('sort')).toBe('startedAt:desc');
    expect(params.has('startedAt')).toBe(false);
  }
});

test('stops at the limit and says the set holds more', async () => {
  serveSet(5000);
  const { result } = renderLoader({}, 1500);
  await waitFor(() => expect(result.current.state.status).toBe('limited'), SLOW);
  expect(result.current.incidents).toHaveLength(1500);
});

test('a set exactly the size of the limit is complete, not "more than"', async () => {
  const requests = serveSet(2000);
  const { result } = renderLoader({}, 2000);
  await waitFor(() => expect(result.current.state.status).toBe('complete'), SLOW);
  expect(result.current.incidents).toHaveLength(2000);
  // The one-incident probe after the limit found nothing.
  expect(requests.at(-1)?.get('page')).toBe('2001');
  expect(requests.at(-1)?.get('pageSize')).toBe('1');
});

test('stopping keeps what was loaded and asks for no more; resuming carries on', async () => {
  const requests = serveSet(4000, { pause: 50 });
  const { result } = renderLoader({});
  await waitFor(() => expect(result.current.incidents).toHaveLength(1000), SLOW);
  act(() => result.current.stop());
  await waitFor(() => expect(result.current.state.status).toBe('stopped'));
  const asked = requests.length;
  await delay(200);
  expect(requests).toHaveLength(asked);
  expect(result.current.incidents.length).toBeLessThan(4000);
  act(() => result.current.resume());
  await waitFor(() => expect(result.current.state.status).toBe('complete'), SLOW);
  expect(result.current.incidents).toHaveLength(4000);
});

test('a failed page keeps the loaded ones and says why; retrying continues', async () => {
  serveSet(2500, { failPage: 2 });
  const { result } = renderLoader({});
  await waitFor(() => expect(result.current.state.status).toBe('failed'), SLOW);
  expect(result.current.incidents).toHaveLength(1000);
  const state = result.current.state;
  expect(state.status === 'failed' && state.error.message).toBeTruthy();
  act(() => result.current.resume());
  await waitFor(() => expect(result.current.state.status).toBe('complete'), SLOW);
  expect(result.current.incidents).toHaveLength(2500);
});

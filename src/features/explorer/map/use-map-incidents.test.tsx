import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import { configureTestDeployment } from '@/test/deployment';
import { useMapIncidents } from './use-map-incidents';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => configureTestDeployment());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const MAP_POINTS = '/api/watchfloor/map-points';
const CATEGORY = '3b8a1f0e-5c2d-4e7a-9b1c-2d3e4f5a6b7c';

const start = { kind: 'start', asOf: '2026-05-01T12:00:00.000Z', limit: 50_000 };
const end = (count: number, beyondLimit = false) => ({ kind: 'end', count, beyondLimit });

/** A batch of `count` incidents from the `from`-th, as the server writes them. */
function batch(from: number, count: number) {
  const numbers = Array.from({ length: count }, (_, index) => from + index);
  return {
    kind: 'points',
    id: numbers.map((n) => `IN-${n}`),
    longitude: numbers.map((n) => (n % 360) - 180),
    latitude: numbers.map((n) => (n % 180) - 90),
    category: numbers.map(() => CATEGORY),
    impact: numbers.map((n) => (n % 5) + 1),
    startedAt: numbers.map((n) => 1_700_000_000 - n),
    summary: numbers.map((n) => `Incident ${n}`),
  };
}

const encoder = new TextEncoder();
/** A line as the server writes it; a string is sent as it is. */
const ndjson = (line: unknown) =>
  encoder.encode(`${typeof line === 'string' ? line : JSON.stringify(line)}\n`);

/**
 * Serves the stream: each step is a line, or a promise the server waits for before going on.
 * Every request's query is noted.
 */
function serveStream(steps: readonly unknown[]) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(MAP_POINTS, ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          for (const step of steps) {
            if (step instanceof Promise) await step;
            else controller.enqueue(ndjson(step));
          }
          controller.close();
        },
      });
      return new HttpResponse(body, { headers: { 'Content-Type': 'application/x-ndjson' } });
    }),
  );
  return requests;
}

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

function renderLoader(query: Record<string, string>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useMapIncidents(query, { enabled: true, limit: 50_000 }), { wrapper });
}

test('loads the whole set from the server, with the filters but without startedAt, paging or sort', async () => {
  const requests = serveStream([
    start,
    batch(1, 1000),
    batch(1001, 1000),
    batch(2001, 7),
    end(2007),
  ]);
  const { result } = renderLoader({
    country: 'in:FRA',
    startedAt: 'gt:1',
    sort: 'impact:desc',
    page: '3',
    pageSize: '50',
  });
  await waitFor(() => expect(result.current.state.status).toBe('complete'));
  expect(result.current.incidents).toHaveLength(2007);
  expect(result.current.incidents[6]).toEqual({
    id: 'IN-7',
    longitude: -173,
    latitude: -83,
    categoryId: CATEGORY,
    impact: 3,
    startedAt: 1_699_999_993,
    summary: 'Incident 7',
  });
  expect(result.current.startedAtSeconds[0]).toBe(1_699_999_999);
  expect(requests).toHaveLength(1);
  expect([...requests[0]!.entries()]).toEqual([['country', 'in:FRA']]);
});

test('counts the incidents in as they arrive', async () => {
  const rest = gate();
  serveStream([start, batch(1, 1000), batch(1001, 1000), rest.opened, batch(2001, 500), end(2500)]);
  const { result } = renderLoader({});
  await waitFor(() => expect(result.current.incidents).toHaveLength(2000));
  expect(result.current.state.status).toBe('loading');
  rest.open();
  await waitFor(() => expect(result.current.state.status).toBe('complete'));
  expect(result.current.incidents).toHaveLength(2500);
});

test('at the server’s limit: says the set holds more', async () => {
  serveStream([{ ...start, limit: 1500 }, batch(1, 1000), batch(1001, 500), end(1500, true)]);
  const { result } = renderLoader({});
  await waitFor(() => expect(result.current.state.status).toBe('limited'));
  expect(result.current.incidents).toHaveLength(1500);
  expect(result.current.limit).toBe(1500);
});

test('stopping keeps what was loaded; loading the rest shows it until the new load catches up', async () => {
  const never = gate();
  serveStream([start, batch(1, 1000), batch(1001, 1000), never.opened]);
  const { result } = renderLoader({});
  await waitFor(() => expect(result.current.incidents).toHaveLength(2000));
  act(() => result.current.stop());
  await waitFor(() => expect(result.current.state.status).toBe('stopped'));
  expect(result.current.incidents).toHaveLength(2000);

  const rest = gate();
  const again = serveStream([
    start,
    batch(1, 1000),
    rest.opened,
    batch(1001, 1000),
    batch(2001, 1000),
    end(3000),
  ]);
  act(() => result.current.resume());
  await waitFor(() => expect(result.current.state.status).toBe('loading'));
  await waitFor(() => expect(again).toHaveLength(1));
  // The new load has 1,000 so far: the 2,000 stay on the map meanwhile.
  expect(result.current.incidents).toHaveLength(2000);
  rest.open();
  await waitFor(() => expect(result.current.state.status).toBe('complete'));
  expect(result.current.incidents).toHaveLength(3000);
});

test('a refusal before any incident says why; trying again loads the set', async () => {
  server.use(
    http.get(MAP_POINTS, () =>
      HttpResponse.json(
        {
          status: 'error',
          message: 'The incident service cannot be reached right now. Try again in a moment.',
        },
        { status: 502 },
      ),
    ),
  );
  const { result } = renderLoader({});
  await waitFor(() => expect(result.current.state.status).toBe('failed'));
  const state = result.current.state;
  expect(state.status === 'failed' && state.error.message).toBe(
    'The incident service cannot be reached right now. Try again in a moment.',
  );
  serveStream([start, batch(1, 10), end(10)]);
  act(() => result.current.resume());
  await waitFor(() => expect(result.current.state.status).toBe('complete'));
  expect(result.current.incidents).toHaveLength(10);
});

test('a failure partway keeps what came and says why', async () => {
  serveStream([
    start,
    batch(1, 1000),
    { kind: 'error', status: 502, message: 'The incident service failed to answer.' },
  ]);
  const { result } = renderLoader({});
  await waitFor(() => expect(result.current.state.status).toBe('failed'));
  expect(result.current.incidents).toHaveLength(1000);
  const state = result.current.state;
  expect(state.status === 'failed' && state.error.message).toBe(
    'The incident service failed to answer.',
  );
});

test.each([
  ['a line that is not JSON', 'not json'],
  ['columns of different lengths', { ...batch(1, 3), summary: ['only one'] }],
  ['a malformed id', { ...batch(1, 1), id: ['1'] }],
])('%s: failed, as an unexpected answer', async (_, line) => {
  serveStream([start, line, end(1)]);
  const { result } = renderLoader({});
  await waitFor(() => expect(result.current.state.status).toBe('failed'));
  const state = result.current.state;
  expect(state.status === 'failed' && state.error.kind).toBe('invalid-response');
});

test('an answer cut off before its end: failed, and the rest can be loaded again', async () => {
  serveStream([start, batch(1, 1000)]);
  const { result } = renderLoader({});
  await waitFor(() => expect(result.current.state.status).toBe('failed'));
  expect(result.current.incidents).toHaveLength(1000);
  const state = result.current.state;
  expect(state.status === 'failed' && state.error.kind).toBe('network');
});

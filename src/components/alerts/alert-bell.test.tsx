import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import type { Alert } from '@/lib/http/watchfloor';
import { configureTestDeployment } from '@/test/deployment';
import { renderWithRouter } from '@/test/render-with-router';
import { addStreamedAlert, alertListKey } from '@/lib/alerts/alert-cache';
import { AlertBell, bellCount } from './alert-bell';
import { useAlertStream } from '@/lib/alerts/alert-stream';

/** A stand-in for the browser's EventSource: the test opens, fails and feeds it. */
class FakeEventSource extends EventTarget {
  static CONNECTING = 0 as const;
  static OPEN = 1 as const;
  static CLOSED = 2 as const;
  static opened: FakeEventSource[] = [];
  readyState: number = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  fail(closed: boolean) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.();
  }
  send(type: string, data: unknown, id?: string) {
    this.dispatchEvent(
      new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id ?? '' }),
    );
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

const alert = (id: string, sequence: string): Alert => ({
  id,
  sequence,
  watch: { id: '11111111-1111-4111-8111-111111111111', name: 'Lagos port' },
  incidentId: 'IN-7',
  incidentUpdatedAt: 1_763_600_000,
  kind: 'new',
  changes: [],
  reasons: [],
  incident: {
    summary: 'Protest at the port',
    category: { id: 'c1', name: 'Civil unrest', colour: '#C0392B' },
    impact: { rating: 3, label: 'Moderate' },
    position: { latitude: 6.45, longitude: 3.39 },
  },
  createdAt: '2026-11-28T12:00:00.000Z',
  read: false,
  acknowledged: false,
  snoozedUntil: null,
  snoozedUntilRevised: false,
  triage: null,
});

let unreadAnswers = 0;
const server = setupServer(
  http.get('*/api/watchfloor/alerts/unread-count', () => {
    unreadAnswers += 1;
    return HttpResponse.json({ status: 'success', data: { unread: 2 } });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  configureTestDeployment();
  vi.stubGlobal('EventSource', FakeEventSource);
  FakeEventSource.opened = [];
  unreadAnswers = 0;
});
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

function Frame({ client }: { client: QueryClient }) {
  useAlertStream(client);
  return <AlertBell />;
}

async function renderBell() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await renderWithRouter(
    <QueryClientProvider client={client}>
      <Frame client={client} />
    </QueryClientProvider>,
  );
  await screen.findByRole('link', { name: 'Alerts, 2 unread' });
  return { client, stream: FakeEventSource.opened[0]! };
}

test('the bell counts each alert the live stream brings, without asking the server again', async () => {
  const { stream } = await renderBell();
  expect(stream.url).toBe('/api/watchfloor/events');
  act(() => stream.open());
  expect(screen.getByTestId('unread-count')).toHaveTextContent('2');

  act(() => stream.send('alert', alert('aaaaaaaa-0000-4000-8000-000000000001', '41'), '41'));
  // React Query tells its observers on the next tick.
  expect(await screen.findByRole('link', { name: 'Alerts, 3 unread' })).toBeInTheDocument();
  expect(screen.getByTestId('unread-count')).toHaveTextContent('3');
  expect(unreadAnswers).toBe(1);
});

test('an alert a list already holds is not counted twice', async () => {
  const { client, stream } = await renderBell();
  const known = alert('aaaaaaaa-0000-4000-8000-000000000002', '42');
  client.setQueryData(alertListKey({ unreadOnly: false, watchId: undefined }), {
    pages: [{ status: 'success', data: { alerts: [known], nextBefore: null } }],
    pageParams: [undefined],
  });
  act(() => stream.send('alert', known, '42'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(screen.getByTestId('unread-count')).toHaveTextContent('2');
  // A new one goes on top of that list.
  const fresh = alert('aaaaaaaa-0000-4000-8000-000000000003', '43');
  act(() => addStreamedAlert(client, fresh));
  const pages = client.getQueryData<{ pages: { data: { alerts: Alert[] } }[] }>(
    alertListKey({ unreadOnly: false, watchId: undefined }),
  );
  expect(pages!.pages[0]!.data.alerts.map((one) => one.sequence)).toEqual(['43', '42']);
  await waitFor(() => expect(screen.getByTestId('unread-count')).toHaveTextContent('3'));
});

test('a lost stream shows a quiet mark and resumes after the last event seen', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    const { stream } = await renderBell();
    act(() => stream.open());
    act(() => stream.send('alert', alert('aaaaaaaa-0000-4000-8000-000000000004', '57'), '57'));
    act(() => stream.fail(true));
    expect(screen.getByTestId('stream-lost')).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Alerts, 3 unread (live updates reconnecting)' }),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    const again = FakeEventSource.opened[1]!;
    expect(again.url).toBe('/api/watchfloor/events?after=57');
    act(() => again.open());
    await waitFor(() => expect(screen.queryByTestId('stream-lost')).toBeNull());
  } finally {
    vi.useRealTimers();
  }
});

test('the count stays narrow past 99', () => {
  expect(bellCount(7)).toBe('7');
  expect(bellCount(100)).toBe('99+');
});

import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { expect, test } from 'vitest';
import { refetchAfterWrite } from './refetch-after-write';

/** Stands in for the server: what it stores is read when a request arrives, and answered at once unless held. */
class FakeServer {
  requests = 0;
  private gate: Promise<void> = Promise.resolve();
  private open = () => {};
  constructor(public stored: string[]) {}
  /** The next request is read at once but answered only on `answerLate()`. */
  holdNext() {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }
  answerLate() {
    this.open();
  }
  async list(): Promise<string[]> {
    this.requests += 1;
    const read = [...this.stored];
    const gate = this.gate;
    this.gate = Promise.resolve();
    await gate;
    return read;
  }
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/**
 * A list on screen whose first request was read by the server before a write, and answered
 * after it (a slow first load): the list must end up holding what the write made.
 */
test('a list still on its first load when the write lands ends up with the write', async () => {
  const queryClient = client();
  const server = new FakeServer(['Lagos']);
  server.holdNext();
  const observer = new QueryObserver(queryClient, {
    queryKey: ['saved searches'],
    queryFn: () => server.list(),
  });
  const unsubscribe = observer.subscribe(() => {});
  await Promise.resolve();
  expect(server.requests).toBe(1);

  server.stored = [...server.stored, 'Abuja'];
  const refreshed = refetchAfterWrite(queryClient, { queryKey: ['saved searches'] });
  server.answerLate();
  await refreshed;

  expect(queryClient.getQueryData(['saved searches'])).toEqual(['Lagos', 'Abuja']);
  expect(observer.getCurrentResult().data).toEqual(['Lagos', 'Abuja']);
  unsubscribe();
  queryClient.clear();
});

test('a list on screen with an answer is asked again; one not on screen is only marked stale', async () => {
  const queryClient = client();
  const server = new FakeServer(['Lagos']);
  const shown = new QueryObserver(queryClient, {
    queryKey: ['saved searches', 'incidents'],
    queryFn: () => server.list(),
  });
  const unsubscribe = shown.subscribe(() => {});
  await queryClient.fetchQuery({ queryKey: ['saved searches', 'news'], queryFn: () => ['Kyiv'] });
  await queryClient.refetchQueries({ queryKey: ['saved searches', 'incidents'] });
  expect(queryClient.getQueryData(['saved searches', 'incidents'])).toEqual(['Lagos']);

  server.stored = ['Lagos', 'Abuja'];
  await refetchAfterWrite(queryClient, { queryKey: ['saved searches'] });

  expect(queryClient.getQueryData(['saved searches', 'incidents'])).toEqual(['Lagos', 'Abuja']);
  expect(queryClient.getQueryState(['saved searches', 'news'])?.isInvalidated).toBe(true);
  unsubscribe();
  queryClient.clear();
});

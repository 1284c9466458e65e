import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, test, vi } from 'vitest';
import { VIEW_DATA, viewDataSettled } from './view-data';

afterEach(() => vi.useRealTimers());

/** A query function whose answer the test gives when it likes. */
function pending<Data>() {
  let answer: (data: Data) => void = () => {};
  const promise = new Promise<Data>((resolve) => (answer = resolve));
  return { queryFn: () => promise, answer };
}

const settledYet = (promise: Promise<void>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(resolve, 0, false))]);

test('what dresses a view waits while the view’s own data is being fetched, and goes once it is in', async () => {
  const client = new QueryClient();
  const rows = pending<string[]>();
  void client.prefetchQuery({ queryKey: ['rows'], queryFn: rows.queryFn, meta: VIEW_DATA });
  const waiting = viewDataSettled(client);
  // Other queries coming and going do not end the wait.
  await client.prefetchQuery({ queryKey: ['other'], queryFn: () => 'other' });
  expect(await settledYet(waiting)).toBe(false);
  rows.answer(['IN-1']);
  expect(await settledYet(waiting)).toBe(true);
});

test('with no view data in flight nothing waits, and queries without the mark hold nothing back', async () => {
  const client = new QueryClient();
  const other = pending<string>();
  void client.prefetchQuery({ queryKey: ['other'], queryFn: other.queryFn });
  expect(await settledYet(viewDataSettled(client))).toBe(true);
});

test('a view that takes too long no longer holds the rest back', async () => {
  vi.useFakeTimers();
  const client = new QueryClient();
  void client.prefetchQuery({
    queryKey: ['rows'],
    queryFn: () => new Promise(() => {}),
    meta: VIEW_DATA,
  });
  let settled = false;
  void viewDataSettled(client).then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(1000);
  expect(settled).toBe(false);
  await vi.advanceTimersByTimeAsync(600);
  expect(settled).toBe(true);
});

test('a waiter whose request is cancelled stops waiting', async () => {
  const client = new QueryClient();
  void client.prefetchQuery({
    queryKey: ['rows'],
    queryFn: () => new Promise(() => {}),
    meta: VIEW_DATA,
  });
  const controller = new AbortController();
  const waiting = viewDataSettled(client, controller.signal);
  controller.abort();
  expect(await settledYet(waiting)).toBe(true);
});

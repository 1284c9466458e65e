import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { awaitFirstScreen, firstScreenAnswer, FIRST_SCREEN_WAIT_MS } from './first-screen';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Whether the promise has settled once the microtasks queued so far have run. */
async function settled(promise: Promise<unknown>) {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

test('entering a view waits for its answer, and no longer', async () => {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const waiting = awaitFirstScreen(answered, 'enter');
  expect(await settled(waiting)).toBe(false);
  await vi.advanceTimersByTimeAsync(100);
  expect(await settled(waiting)).toBe(false);
  answer();
  expect(await settled(waiting)).toBe(true);
});

test('an answer slower than the wait does not hold the view back', async () => {
  const waiting = awaitFirstScreen(new Promise(() => {}), 'enter');
  await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
  expect(await settled(waiting)).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(await settled(waiting)).toBe(true);
});

test('a failed request shows the view at once, with its error', async () => {
  const waiting = awaitFirstScreen(Promise.reject(new Error('down')), 'enter');
  expect(await settled(waiting)).toBe(true);
});

test('a change of filters and a preload never wait', async () => {
  const never = new Promise(() => {});
  expect(await settled(awaitFirstScreen(never, 'stay'))).toBe(true);
  expect(await settled(awaitFirstScreen(never, 'preload'))).toBe(true);
});

test('a view whose answer is cached is shown at once, while it refreshes', async () => {
  const client = new QueryClient();
  const never = new Promise(() => {});
  expect(await settled(firstScreenAnswer(client, ['rows'], never))).toBe(false);
  client.setQueryData(['rows'], { items: [] });
  expect(await settled(firstScreenAnswer(client, ['rows'], never))).toBe(true);
});

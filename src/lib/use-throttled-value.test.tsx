import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { useThrottledValue } from './use-throttled-value';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const render = (value: number, throttle: boolean) =>
  renderHook(
    (props: { value: number; throttle: boolean }) =>
      useThrottledValue(props.value, { throttle: props.throttle, intervalMs: 1000 }),
    { initialProps: { value, throttle } },
  );

test('while throttled, the first change shows at once, then the latest once a second', () => {
  const { result, rerender } = render(1, true);
  expect(result.current).toBe(1);
  act(() => {
    vi.advanceTimersByTime(200);
  });
  rerender({ value: 2, throttle: true });
  expect(result.current).toBe(2);
  for (const value of [3, 4]) {
    act(() => {
      vi.advanceTimersByTime(200);
    });
    rerender({ value, throttle: true });
  }
  // 400 ms after 2 was shown: still 2.
  expect(result.current).toBe(2);
  act(() => {
    vi.advanceTimersByTime(599);
  });
  expect(result.current).toBe(2);
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(result.current).toBe(4);
  rerender({ value: 5, throttle: true });
  act(() => {
    vi.advanceTimersByTime(999);
  });
  expect(result.current).toBe(4);
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(result.current).toBe(5);
});

test('not throttled, every value shows at once, and the last shows when the throttle ends', () => {
  const { result, rerender } = render(1, false);
  rerender({ value: 2, throttle: false });
  expect(result.current).toBe(2);
  rerender({ value: 3, throttle: true });
  expect(result.current).toBe(3);
  rerender({ value: 4, throttle: true });
  expect(result.current).toBe(3);
  rerender({ value: 5, throttle: false });
  expect(result.current).toBe(5);
});

test('a throttle that starts holds to the value shown before it, never an older one', () => {
  const { result, rerender } = render(1, true);
  act(() => {
    vi.advanceTimersByTime(5000);
  });
  rerender({ value: 2, throttle: false });
  rerender({ value: 3, throttle: false });
  // Throttled again with the same value: still 3, not the 1 the last throttle showed.
  rerender({ value: 3, throttle: true });
  expect(result.current).toBe(3);
});

test('a function is a value like any other, never called', () => {
  const first = vi.fn();
  const { result } = renderHook(() => useThrottledValue(first, { throttle: true, intervalMs: 50 }));
  act(() => {
    vi.advanceTimersByTime(100);
  });
  expect(result.current).toBe(first);
  expect(first).not.toHaveBeenCalled();
});

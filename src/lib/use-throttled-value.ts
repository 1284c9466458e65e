import { useEffect, useRef, useState } from 'react';

/**
 * `value` as it changes, but while `throttle` is on, shown at most once per `intervalMs`: the
 * first change after a quiet interval at once, then the latest value at the end of each
 * interval, never an older one left behind. For a costly view of something that grows many
 * times a second (a chart of a set still loading). Off, every value shows at once.
 */
export function useThrottledValue<Value>(
  value: Value,
  { throttle, intervalMs }: { throttle: boolean; intervalMs: number },
): Value {
  const [shown, setShown] = useState(() => value);
  const shownAt = useRef(-Infinity);
  // Off, the value is also what a throttle that starts later holds to until its first change.
  if (!throttle && !Object.is(shown, value)) setShown(() => value);
  useEffect(() => {
    if (!throttle || Object.is(shown, value)) return;
    const show = () => {
      shownAt.current = performance.now();
      setShown(() => value);
    };
    const wait = shownAt.current + intervalMs - performance.now();
    if (wait <= 0) {
      show();
      return;
    }
    const timer = setTimeout(show, wait);
    return () => clearTimeout(timer);
  }, [value, shown, throttle, intervalMs]);
  return throttle ? shown : value;
}

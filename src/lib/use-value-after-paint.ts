import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint';

/**
 * `value`, once what the page rendered with it has been on screen for a frame; until then the
 * value it had before (`initial` at first). For the costly parts of a page that only accompany
 * what the analyst came for (charts beside a list): the list is painted first, and the
 * accompanying part draws after it, in the background.
 *
 * `useDeferredValue` is not enough for that: its background render may start before the
 * browser paints, and a chart's commit (layout effects measuring text) cannot be interrupted,
 * so the list's paint would wait for it. Waiting one more frame after the list's also keeps a
 * scroll or a click right after the rows appear from queueing behind the charts.
 */
export function useValueAfterPaint<Value>(value: Value, initial: Value): Value {
  const [shown, setShown] = useState(initial);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    // This frame callback runs just before the list's frame is painted; from there the value
    // waits for the next frame's paint (afterNextPaint): one frame after the list's.
    let cancelAfterPaint = () => {};
    const frame = requestAnimationFrame(() => {
      cancelAfterPaint = afterNextPaint(() => startTransition(() => setShown(value)));
    });
    return () => {
      cancelAnimationFrame(frame);
      cancelAfterPaint();
    };
  }, [value, shown]);
  return shown;
}

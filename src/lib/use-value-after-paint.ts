import { startTransition, useEffect, useState } from 'react';

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
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before that frame's paint; a task queued from the second
    // one runs once the frame after the list's has been painted.
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => startTransition(() => setShown(value)));
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value, shown]);
  return shown;
}

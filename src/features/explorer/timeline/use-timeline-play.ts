import { useCallback, useEffect, useRef, useState } from 'react';
import { firstPlayFrame, nextPlayFrame } from './timeline-play';
import type { TimelineRange, TimelineRangeListener } from './timeline-range';

const sameRange = (a: TimelineRange | undefined, b: TimelineRange | undefined) =>
  a?.from === b?.from && a?.to === b?.to;

/** One step a second: slow enough for the map and the table to follow each window. */
export const PLAY_STEP_MS = 1000;

/**
 * Play and Pause: steps the range window forward through the extent, reporting each step, and
 * stops by itself once the end has been shown. Each step waits for the one before to have come
 * back through the address (the `range` the page shows), so a busy page is never outrun.
 */
export function useTimelinePlay({
  extent,
  bucketSeconds,
  range,
  onRangeChange,
}: {
  extent: TimelineRange | undefined;
  /** The bars' width, so a default window is whole bars. */
  bucketSeconds: number;
  range: TimelineRange | undefined;
  onRangeChange: TimelineRangeListener;
}) {
  const [playing, setPlaying] = useState(false);
  const cursor = useRef<TimelineRange | undefined>(undefined);
  const report = useRef(onRangeChange);
  const shown = useRef(range);
  useEffect(() => {
    report.current = onRangeChange;
    shown.current = range;
  }, [onRangeChange, range]);

  const play = useCallback(() => {
    if (!extent) return;
    const frame = firstPlayFrame(extent, range, bucketSeconds);
    if (!sameRange(frame, range)) report.current(frame);
    cursor.current = frame;
    setPlaying(true);
  }, [extent, range, bucketSeconds]);

  const pause = useCallback(() => setPlaying(false), []);

  useEffect(() => {
    if (!playing || !extent) return;
    const timer = window.setInterval(() => {
      // A step not yet back through the address is still being drawn: wait for it rather than
      // outrun a busy page (the table and map would skip windows).
      if (!sameRange(shown.current, cursor.current)) return;
      const next = cursor.current && nextPlayFrame(cursor.current, extent);
      if (!next) {
        setPlaying(false);
        return;
      }
      cursor.current = next;
      report.current(next, { step: true });
      if (next.to >= extent.to) setPlaying(false);
    }, PLAY_STEP_MS);
    return () => window.clearInterval(timer);
  }, [playing, extent]);

  return { playing, play, pause };
}

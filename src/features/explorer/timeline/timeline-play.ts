import type { TimelineRange } from './timeline-range';

/**
 * Play steps a window of the current range's width; with no range, about a tenth of the extent
 * in whole buckets (so each window starts where a bar does).
 */
export function playWidth(
  extent: TimelineRange,
  range: TimelineRange | undefined,
  bucketSeconds = 1,
): number {
  const span = extent.to - extent.from + 1;
  const width = range
    ? range.to - range.from + 1
    : Math.max(1, Math.round(span / 10 / bucketSeconds)) * bucketSeconds;
  return Math.max(1, Math.min(width, span));
}

/** Where a window of this width lies when it ends at the extent's end. */
const atEnd = (extent: TimelineRange, width: number) => ({
  from: Math.max(extent.from, extent.to - width + 1),
  to: extent.to,
});

/**
 * The window Play shows first: the current range when it can still move forward, else the
 * extent's start (a finished or absent range starts over).
 */
export function firstPlayFrame(
  extent: TimelineRange,
  range: TimelineRange | undefined,
  bucketSeconds = 1,
): TimelineRange {
  const width = playWidth(extent, range, bucketSeconds);
  if (range && range.from >= extent.from && range.to < extent.to) return range;
  const to = extent.from + width - 1;
  return to >= extent.to ? atEnd(extent, width) : { from: extent.from, to };
}

/**
 * The next window, one width on (consecutive windows, so every incident is shown once), the
 * last one pulled back to end with the extent; undefined once the end has been shown.
 */
export function nextPlayFrame(
  frame: TimelineRange,
  extent: TimelineRange,
): TimelineRange | undefined {
  if (frame.to >= extent.to) return undefined;
  const width = frame.to - frame.from + 1;
  const from = frame.to + 1;
  const to = from + width - 1;
  return to >= extent.to ? atEnd(extent, width) : { from, to };
}

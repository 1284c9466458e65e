import {
  addDays,
  addHours,
  addMonths,
  addWeeks,
  startOfDay,
  startOfHour,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import type { TimelineRange } from './timeline-range';

/**
 * Incidents per time bucket. Buckets follow the analyst's calendar (days start at their
 * midnight, weeks on Monday), since the axis is read in their zone; `Date` arithmetic here is
 * in the browser's zone, which is the analyst's.
 */

export type BucketUnit = 'hour' | 'six-hours' | 'day' | 'week' | 'month';

interface UnitRule {
  unit: BucketUnit;
  /** Phrase for "incidents per …". */
  label: string;
  /** Used while the extent is at most this many seconds: about 50 to 120 bars. */
  upTo: number;
  start: (date: Date) => Date;
  next: (date: Date) => Date;
}

const DAY = 86_400;

const UNITS: readonly UnitRule[] = [
  { unit: 'hour', label: 'hour', upTo: 2 * DAY, start: startOfHour, next: (d) => addHours(d, 1) },
  {
    unit: 'six-hours',
    label: '6 hours',
    upTo: 12 * DAY,
    start: (date) => {
      const hour = startOfHour(date);
      hour.setHours(Math.floor(hour.getHours() / 6) * 6);
      return hour;
    },
    next: (d) => addHours(d, 6),
  },
  { unit: 'day', label: 'day', upTo: 100 * DAY, start: startOfDay, next: (d) => addDays(d, 1) },
  {
    unit: 'week',
    label: 'week',
    upTo: 730 * DAY,
    start: (date) => startOfWeek(date, { weekStartsOn: 1 }),
    next: (d) => addWeeks(d, 1),
  },
  {
    unit: 'month',
    label: 'month',
    upTo: Number.POSITIVE_INFINITY,
    start: startOfMonth,
    next: (d) => addMonths(d, 1),
  },
];

export interface TimelineBucket {
  /** First second of the bucket (Unix seconds). */
  start: number;
  /** First second after it. */
  end: number;
  count: number;
}

export interface Timeline {
  unit: BucketUnit;
  unitLabel: string;
  buckets: TimelineBucket[];
  /** From the first bucket's start to the last bucket's last second. */
  extent: TimelineRange;
  /** Every start time, ascending, for counting a range. */
  sorted: Float64Array;
}

/** The bucket size for an extent of this many seconds. */
export function bucketUnitFor(extentSeconds: number): UnitRule {
  return UNITS.find((rule) => extentSeconds <= rule.upTo)!;
}

/** Counts per bucket over the whole extent of the start times, empty buckets included. */
export function bucketStartTimes(startTimes: readonly number[]): Timeline | undefined {
  if (startTimes.length === 0) return undefined;
  const sorted = Float64Array.from(startTimes).sort();
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  const rule = bucketUnitFor(last - first);
  const buckets: TimelineBucket[] = [];
  let cursor = rule.start(new Date(first * 1000));
  let index = 0;
  while (index < sorted.length) {
    const following = rule.next(cursor);
    const start = cursor.getTime() / 1000;
    const end = following.getTime() / 1000;
    let count = 0;
    while (index < sorted.length && sorted[index]! < end) {
      count += 1;
      index += 1;
    }
    buckets.push({ start, end, count });
    cursor = following;
  }
  return {
    unit: rule.unit,
    unitLabel: rule.label,
    buckets,
    extent: { from: buckets[0]!.start, to: buckets[buckets.length - 1]!.end - 1 },
    sorted,
  };
}

/** First index whose value is at least `value`. */
function lowerBound(sorted: Float64Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** How many start times fall within the range, both ends inclusive. */
export const countInRange = (sorted: Float64Array, range: TimelineRange) =>
  Math.max(0, lowerBound(sorted, range.to + 1) - lowerBound(sorted, range.from));

/** Whether a bucket shares any second with the range. */
export const bucketOverlaps = (bucket: TimelineBucket, range: TimelineRange) =>
  bucket.start <= range.to && bucket.end - 1 >= range.from;

/** The range covering buckets `a` to `b` (in either order), whole buckets. */
export function rangeOfBuckets(buckets: readonly TimelineBucket[], a: number, b: number) {
  const first = buckets[Math.min(a, b)]!;
  const last = buckets[Math.max(a, b)]!;
  return { from: first.start, to: last.end - 1 };
}

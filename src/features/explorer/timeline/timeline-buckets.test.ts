import { expect, test } from 'vitest';
import {
  bucketOverlaps,
  bucketStartTimes,
  bucketUnitFor,
  countInRange,
  rangeOfBuckets,
} from './timeline-buckets';

const HOUR = 3600;
const DAY = 24 * HOUR;
/** Local midnight, since buckets follow the analyst's calendar. */
const localMidnight = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime() / 1000;

test('the bucket size grows with the extent: hour, 6 h, day, week, month', () => {
  expect(bucketUnitFor(20 * HOUR).unit).toBe('hour');
  expect(bucketUnitFor(5 * DAY).unit).toBe('six-hours');
  expect(bucketUnitFor(60 * DAY).unit).toBe('day');
  expect(bucketUnitFor(400 * DAY).unit).toBe('week');
  expect(bucketUnitFor(5 * 365 * DAY).unit).toBe('month');
});

test('day buckets start at local midnight, count every start time and keep empty days', () => {
  const day1 = localMidnight(2026, 11, 1);
  const day3 = localMidnight(2026, 11, 3);
  const times = [day1 + 10, day3 + 5 * HOUR, day1 + 23 * HOUR, localMidnight(2026, 12, 20)];
  const timeline = bucketStartTimes(times)!;
  expect(timeline.unit).toBe('day');
  expect(timeline.buckets[0]).toEqual({ start: day1, end: localMidnight(2026, 11, 2), count: 2 });
  expect(timeline.buckets[1]!.count).toBe(0);
  expect(timeline.buckets[2]).toMatchObject({ start: day3, count: 1 });
  expect(timeline.buckets.at(-1)).toMatchObject({ start: localMidnight(2026, 12, 20), count: 1 });
  expect(timeline.buckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(4);
  expect(timeline.extent).toEqual({ from: day1, to: localMidnight(2026, 12, 21) - 1 });
});

test('six-hour buckets align to 00, 06, 12 and 18 local time', () => {
  const base = localMidnight(2026, 11, 1);
  const timeline = bucketStartTimes([base + 7 * HOUR, base + 5 * DAY])!;
  expect(timeline.unit).toBe('six-hours');
  expect(timeline.buckets[0]).toEqual({ start: base + 6 * HOUR, end: base + 12 * HOUR, count: 1 });
});

test('month buckets follow calendar months over a long extent', () => {
  const timeline = bucketStartTimes([localMidnight(2023, 1, 15), localMidnight(2026, 3, 2)])!;
  expect(timeline.unit).toBe('month');
  expect(timeline.buckets[0]!.start).toBe(localMidnight(2023, 1, 1));
  expect(timeline.buckets[1]!.start).toBe(localMidnight(2023, 2, 1));
  expect(timeline.buckets).toHaveLength(39);
});

test('no start times, no timeline', () => {
  expect(bucketStartTimes([])).toBeUndefined();
});

test('a range counts its start times inclusively and knows the buckets it touches', () => {
  const day1 = localMidnight(2026, 11, 1);
  const timeline = bucketStartTimes([day1, day1 + HOUR, day1 + 2 * DAY, day1 + 4 * DAY])!;
  expect(countInRange(timeline.sorted, { from: day1 + HOUR, to: day1 + 2 * DAY })).toBe(2);
  expect(countInRange(timeline.sorted, { from: day1 + 5 * DAY, to: day1 + 6 * DAY })).toBe(0);
  const range = rangeOfBuckets(timeline.buckets, 2, 1);
  expect(range).toEqual({ from: timeline.buckets[1]!.start, to: timeline.buckets[2]!.end - 1 });
  expect(bucketOverlaps(timeline.buckets[0]!, range)).toBe(false);
  expect(bucketOverlaps(timeline.buckets[2]!, range)).toBe(true);
});

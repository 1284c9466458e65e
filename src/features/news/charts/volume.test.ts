import { startOfDay, startOfHour } from 'date-fns';
import { expect, test } from 'vitest';
import { breakdownByTaxonomy, volumeOverTime } from './volume';

const HOUR = 3600;
const base = startOfDay(new Date('2026-11-20T00:00')).getTime() / 1000;

test('items fall into the hours of the window, empty hours kept', () => {
  const buckets = volumeOverTime(
    [base + 60, base + 120, base + 2 * HOUR + 5],
    { from: base, to: base + 3 * HOUR - 1 },
    'hour',
  );
  expect(buckets.map((bucket) => bucket.count)).toEqual([2, 0, 1]);
  expect(buckets[0]!.start).toBe(startOfHour(base * 1000).getTime());
});

test('days start at the analyst midnight', () => {
  const buckets = volumeOverTime(
    [base + 1, base + 23 * HOUR, base + 25 * HOUR],
    { from: base + 12 * HOUR, to: base + 36 * HOUR },
    'day',
  );
  expect(buckets.map((bucket) => [bucket.start, bucket.count])).toEqual([
    [base * 1000, 2],
    [startOfDay((base + 25 * HOUR) * 1000).getTime(), 1],
  ]);
});

test('an item outside the window still counts at its own hour', () => {
  const buckets = volumeOverTime([base + 10 * HOUR], { from: base, to: base + HOUR }, 'hour');
  expect(buckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(1);
  expect(buckets.at(-1)!.start).toBe((base + 10 * HOUR) * 1000);
});

test('the taxonomy breakdown counts main taxonomies, most first', () => {
  expect(breakdownByTaxonomy(['b', 'a', 'b', 'c', 'a', 'b'])).toEqual([
    { id: 'b', count: 3 },
    { id: 'a', count: 2 },
    { id: 'c', count: 1 },
  ]);
});

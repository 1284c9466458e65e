import { expect, test } from 'vitest';
import { ariaSortOf, nextSortKeys } from './sort-keys';

type Key = { property: 'startedAt' | 'impact' | 'id'; direction: 'asc' | 'desc' };
const keys = (...written: string[]): Key[] =>
  written.map((one) => {
    const [property, direction] = one.split(':') as [Key['property'], Key['direction']];
    return { property, direction };
  });

test('a click sorts by that column alone, newest first, and flips when it already leads alone', () => {
  expect(nextSortKeys(keys('impact:desc', 'id:asc'), 'startedAt', false)).toEqual(
    keys('startedAt:desc'),
  );
  expect(nextSortKeys(keys('startedAt:desc'), 'startedAt', false)).toEqual(keys('startedAt:asc'));
  expect(nextSortKeys(keys('startedAt:asc'), 'startedAt', false)).toEqual(keys('startedAt:desc'));
});

test('shift-click adds a key, flips it, then removes it', () => {
  const one = keys('startedAt:desc');
  const two = nextSortKeys(one, 'impact', true);
  expect(two).toEqual(keys('startedAt:desc', 'impact:desc'));
  const flipped = nextSortKeys(two, 'impact', true);
  expect(flipped).toEqual(keys('startedAt:desc', 'impact:asc'));
  expect(nextSortKeys(flipped, 'impact', true)).toEqual(one);
});

test('only the leading key sets aria-sort', () => {
  const current = keys('startedAt:asc', 'impact:desc');
  expect(ariaSortOf(current, 'startedAt')).toBe('ascending');
  expect(ariaSortOf(current, 'impact')).toBeUndefined();
});

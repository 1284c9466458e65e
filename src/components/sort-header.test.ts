import { expect, test } from 'vitest';
import { nextSort } from './sort-header';

test('a header cycles ascending, descending, then the default order', () => {
  const column = { asc: 'name:asc', desc: 'name:desc' } as const;
  expect(nextSort(column, undefined)).toBe('name:asc');
  expect(nextSort(column, 'name:asc')).toBe('name:desc');
  expect(nextSort(column, 'name:desc')).toBeUndefined();
  // Sorted by another column: this one starts ascending.
  expect(nextSort<string>(column, 'id:desc')).toBe('name:asc');
});

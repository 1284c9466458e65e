import { expect, test } from 'vitest';
import { neighbourId } from './neighbour-row';

const rows = [{ id: 'IN-3' }, { id: 'IN-2' }, { id: 'IN-1' }];

test('j and k move one row down and up, and stop at either end', () => {
  expect(neighbourId(rows, 'IN-2', 1)).toBe('IN-1');
  expect(neighbourId(rows, 'IN-2', -1)).toBe('IN-3');
  expect(neighbourId(rows, 'IN-1', 1)).toBe('IN-1');
  expect(neighbourId(rows, 'IN-3', -1)).toBe('IN-3');
});

test('with no row selected, or one no longer listed, either key selects the first row', () => {
  for (const selected of [undefined, 'IN-99']) {
    expect(neighbourId(rows, selected, 1)).toBe('IN-3');
    expect(neighbourId(rows, selected, -1)).toBe('IN-3');
  }
  expect(neighbourId([], undefined, 1)).toBeUndefined();
});

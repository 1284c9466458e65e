import { expect, test } from 'vitest';
import { choiceOf, filterOf, toggleCategory } from './category-filter';

const A = '3b8a1f0e-5c2d-4e7a-9b1c-2d3e4f5a6b7c';
const B = '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f';

test('every operator of the filter reads as chosen categories, included or excluded', () => {
  expect(choiceOf(undefined)).toEqual({ ids: [], exclude: false });
  expect(choiceOf({ op: 'eq', value: A })).toEqual({ ids: [A], exclude: false });
  expect(choiceOf({ op: 'neq', value: A })).toEqual({ ids: [A], exclude: true });
  expect(choiceOf({ op: 'in', values: [A, B] })).toEqual({ ids: [A, B], exclude: false });
  expect(choiceOf({ op: 'nin', values: [B] })).toEqual({ ids: [B], exclude: true });
});

test('toggling adds and removes a category and keeps the exclusion; the last one off clears it', () => {
  const one = toggleCategory(undefined, A);
  expect(one).toEqual({ op: 'in', values: [A] });
  const two = toggleCategory({ op: 'neq', value: A }, B);
  expect(two).toEqual({ op: 'nin', values: [A, B] });
  expect(toggleCategory(two, A)).toEqual({ op: 'nin', values: [B] });
  expect(toggleCategory({ op: 'in', values: [A] }, A)).toBeUndefined();
});

test('switching to exclusion keeps the chosen categories', () => {
  expect(filterOf({ ids: [A, B], exclude: true })).toEqual({ op: 'nin', values: [A, B] });
  expect(filterOf({ ids: [], exclude: true })).toBeUndefined();
});

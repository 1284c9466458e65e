import { expect, test } from 'vitest';
import { checkRadius } from './near-radius';

test('a radius within the grammar’s limits is accepted as a number', () => {
  expect(checkRadius('100')).toEqual({ ok: true, km: 100 });
  expect(checkRadius(' 2.5 ')).toEqual({ ok: true, km: 2.5 });
  expect(checkRadius('0.001')).toEqual({ ok: true, km: 0.001 });
  expect(checkRadius('20000')).toEqual({ ok: true, km: 20_000 });
});

test('an empty, non-numeric or out-of-range radius says what to enter instead', () => {
  expect(checkRadius('')).toEqual({
    ok: false,
    message: 'Enter a radius from 0.001 to 20,000 km.',
  });
  expect(checkRadius('far')).toEqual({
    ok: false,
    message: '"far" is not a number of kilometres; enter from 0.001 to 20,000 km.',
  });
  expect(checkRadius('0')).toEqual({
    ok: false,
    message: 'The radius must be from 0.001 to 20,000 km.',
  });
  expect(checkRadius('-5')).toMatchObject({ ok: false });
  expect(checkRadius('20000.5')).toMatchObject({ ok: false });
});

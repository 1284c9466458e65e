import { expect, test } from 'vitest';
import { incidentsQuery } from '../../../../contract/filters/incidents';
import { startedAtTest } from './started-at-filter';

const TIMES = [100, 199, 200, 201, 300, 301];

/** The filter as the address writes it, parsed through the grammar like the explorer does. */
function kept(written: string): number[] {
  const parsed = incidentsQuery.startedAt.parse('startedAt', written);
  if (!parsed.ok) throw new Error(parsed.message);
  return TIMES.filter(startedAtTest(parsed.value));
}

test.each([
  ['eq:200', [200]],
  ['neq:200', [100, 199, 201, 300, 301]],
  ['gt:200', [201, 300, 301]],
  ['gte:200', [200, 201, 300, 301]],
  ['lt:200', [100, 199]],
  ['lte:200', [100, 199, 200]],
  ['bt:200;300', [200, 201, 300]],
  ['nbt:200;300', [100, 199, 301]],
])('startedAt=%s keeps %j', (written, expected) => {
  expect(kept(written)).toEqual(expected);
});

test('no startedAt keeps every incident', () => {
  expect(TIMES.filter(startedAtTest(undefined))).toEqual(TIMES);
});

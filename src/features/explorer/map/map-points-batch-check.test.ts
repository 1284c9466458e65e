import { describe, expect, it } from 'vitest';
import { zMapPointsBatch } from '@/api/watchfloor/zod.gen';
import { checkMapPointsBatch } from './map-points-batch-check';

const CATEGORY = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

const batch = (count: number) => ({
  kind: 'points',
  id: Array.from({ length: count }, (_, index) => `IN-${index + 1}`),
  longitude: Array.from({ length: count }, (_, index) => -179.5 + (index % 359)),
  latitude: Array.from({ length: count }, (_, index) => -89.5 + (index % 179)),
  category: Array.from({ length: count }, () => CATEGORY),
  impact: Array.from({ length: count }, (_, index) => (index % 6) - 1),
  startedAt: Array.from({ length: count }, (_, index) => 1_700_000_000 + index),
  summary: Array.from({ length: count }, (_, index) => `Incident ${index} in Łódź`),
});

type Batch = ReturnType<typeof batch>;
const withValue = (column: keyof Batch, index: number, value: unknown) => {
  const changed = batch(5) as Record<string, unknown>;
  const values = [...(changed[column] as unknown[])];
  values[index] = value;
  return { ...changed, [column]: values };
};

/** What the schema says of a value: accepted, or the path of its first issue. */
function schemaVerdict(value: unknown) {
  const result = zMapPointsBatch.safeParse(value);
  return result.success ? 'ok' : result.error.issues[0]!.path;
}
function loopVerdict(value: unknown) {
  const result = checkMapPointsBatch(value);
  return result.ok ? 'ok' : result.path;
}

describe('checkMapPointsBatch, beside the schema it stands in for', () => {
  it.each([
    ['a batch of 1,000', batch(1000)],
    ['an empty batch', batch(0)],
    ['the edges of the world', withValue('longitude', 0, 180)],
    ['impact unknown', withValue('impact', 2, -1)],
    ['an extra field', { ...batch(3), extra: true }],
    ['not an object', []],
    ['null', null],
    ['another kind', { ...batch(2), kind: 'end' }],
    ['a column missing', { ...batch(2), summary: undefined }],
    ['a column that is not a list', { ...batch(2), impact: 3 }],
    ['an id without its prefix', withValue('id', 3, '123')],
    ['an id that is a number', withValue('id', 1, 7)],
    ['a longitude beyond 180', withValue('longitude', 4, 180.01)],
    ['a latitude below -90', withValue('latitude', 0, -90.5)],
    ['a longitude as text', withValue('longitude', 2, '12.5')],
    ['a latitude that is NaN', withValue('latitude', 2, Number.NaN)],
    ['a category that is not a UUID', withValue('category', 1, 'crime')],
    ['a fractional impact', withValue('impact', 0, 2.5)],
    ['a start as text', withValue('startedAt', 3, '2026-01-01')],
    ['a summary that is null', withValue('summary', 4, null)],
  ])('%s: the same verdict, at the same place', (_, value) => {
    expect(loopVerdict(value)).toEqual(schemaVerdict(value));
  });

  it('says what is wrong where, as the page shows it', () => {
    expect(checkMapPointsBatch(withValue('latitude', 2, 95))).toEqual({
      ok: false,
      path: ['latitude', 2],
      reason: 'Too big: expected number to be <=90',
    });
    expect(checkMapPointsBatch(withValue('id', 0, 'IN-x'))).toMatchObject({
      ok: false,
      path: ['id', 0],
      reason: expect.stringContaining('must match pattern') as unknown,
    });
  });
});

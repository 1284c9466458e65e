import { expect, test } from 'vitest';
import { unwrapGeometry, unwrapRing } from './unwrap-antimeridian';

test('a ring that jumps across the antimeridian continues past 180 instead', () => {
  // Chukotka-like: eastward from 170°E to 170°W and back.
  const ring = unwrapRing([
    [170, 65],
    [179, 66],
    [-175, 66],
    [-170, 65],
    [-175, 64],
    [179, 64],
    [170, 65],
  ]);
  expect(ring.map(([longitude]) => longitude)).toEqual([170, 179, 185, 190, 185, 179, 170]);
});

test('a westward crossing continues below −180', () => {
  const ring = unwrapRing([
    [-179, -16],
    [179, -16],
    [178, -17],
    [-179, -17],
    [-179, -16],
  ]);
  expect(ring.map(([longitude]) => longitude)).toEqual([-179, -181, -182, -179, -179]);
});

test('rings that do not cross are left as they are, and points keep their latitude', () => {
  const ring = [
    [2, 48],
    [3, 49],
    [4, 48],
    [2, 48],
  ];
  expect(unwrapRing(ring)).toEqual(ring);
});

test('every ring of a multipolygon is unwrapped; other geometry passes through', () => {
  const unwrapped = unwrapGeometry({
    type: 'MultiPolygon',
    coordinates: [
      [
        [
          [179, 1],
          [-179, 1],
          [-179, 0],
          [179, 1],
        ],
      ],
    ],
  });
  expect(
    unwrapped.type === 'MultiPolygon' && unwrapped.coordinates[0]![0]!.map(([x]) => x),
  ).toEqual([179, 181, 181, 179]);
  const point = { type: 'Point' as const, coordinates: [-179, 1] };
  expect(unwrapGeometry(point)).toBe(point);
});

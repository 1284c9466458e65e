import distance from '@turf/distance';
import { expect, test } from 'vitest';
import { destination, geodesicCircle } from './geodesic-circle';

test('every point of the circle lies at the radius from the centre', () => {
  for (const [centre, radius] of [
    [[-118.2437, 34.0522], 1],
    [[71.149917, 34.877911], 25],
    [[10, 78], 5],
    [[0, 0], 250],
  ] as const) {
    const circle = geodesicCircle(centre, radius, 32);
    const ring = circle.coordinates[0]!;
    expect(ring).toHaveLength(33);
    expect(ring[0]).toEqual(ring.at(-1));
    for (const point of ring) {
      expect(distance(centre as [number, number], point, { units: 'kilometers' })).toBeCloseTo(
        radius,
        6,
      );
    }
  }
});

test('north is north and east is east', () => {
  const [, northLatitude] = destination([0, 0], 111.195, 0);
  expect(northLatitude).toBeCloseTo(1, 3);
  const [eastLongitude, eastLatitude] = destination([0, 0], 111.195, 90);
  expect(eastLongitude).toBeCloseTo(1, 3);
  expect(eastLatitude).toBeCloseTo(0, 6);
});

test('a circle astride the antimeridian keeps continuous longitudes', () => {
  const ring = geodesicCircle([179.95, -16.5], 20, 16).coordinates[0]!;
  const longitudes = ring.map(([longitude]) => longitude!);
  expect(Math.max(...longitudes)).toBeGreaterThan(180);
  expect(Math.min(...longitudes)).toBeGreaterThan(179);
});

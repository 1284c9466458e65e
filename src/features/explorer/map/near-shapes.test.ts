import { expect, test } from 'vitest';
import { EARTH_RADIUS_KM } from '@/lib/geo/geodesic-circle';
import { boundsOfCircles, MAX_RADIUS_CIRCLES, radiusCircles } from './near-shapes';

test('a circle of the radius around a point feature, and around each corner of a line', () => {
  const circles = radiusCircles(
    [
      { type: 'Point', coordinates: [2.35, 48.85] },
      {
        type: 'LineString',
        coordinates: [
          [0, 0],
          [1, 0],
          [2, 0],
        ],
      },
    ],
    10,
  );
  expect(circles.features).toHaveLength(4);
  const bounds = boundsOfCircles({ type: 'FeatureCollection', features: [circles.features[0]!] });
  // 10 km north and south of the point: about 0.09° of latitude.
  const degrees = (10 / EARTH_RADIUS_KM) * (180 / Math.PI);
  expect(bounds![1]).toBeCloseTo(48.85 - degrees, 3);
  expect(bounds![3]).toBeCloseTo(48.85 + degrees, 3);
});

test('a long shape gets at most a sample of circles', () => {
  const line = Array.from({ length: 1000 }, (_, index): [number, number] => [index / 100, 0]);
  const circles = radiusCircles([{ type: 'LineString', coordinates: line }], 5);
  expect(circles.features.length).toBeLessThanOrEqual(MAX_RADIUS_CIRCLES);
  expect(circles.features.length).toBeGreaterThan(MAX_RADIUS_CIRCLES / 2);
});

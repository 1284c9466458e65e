import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { Polygon } from 'geojson';
import { expect, test } from 'vitest';
import { countryLabels, labelPointOf } from './country-labels';

const square: Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
      [0, 0],
    ],
  ],
};

test('a convex country is labelled at its centroid', () => {
  const point = labelPointOf(square)!;
  expect(point[0]).toBeCloseTo(5);
  expect(point[1]).toBeCloseTo(5);
});

test('a concave country whose centroid falls outside is labelled inside it', () => {
  // A "C" open to the east: the centroid lies in the gap.
  const hook: Polygon = {
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [10, 0],
        [10, 2],
        [2, 2],
        [2, 8],
        [10, 8],
        [10, 10],
        [0, 10],
        [0, 0],
      ],
    ],
  };
  const point = labelPointOf(hook)!;
  expect(booleanPointInPolygon(point, hook)).toBe(true);
  // The middle of the C's spine, on the centroid's latitude.
  expect(point).toEqual([1, 5]);
});

test('a country of several parts is labelled on its largest part', () => {
  const point = labelPointOf({
    type: 'MultiPolygon',
    coordinates: [
      [
        [
          [50, 50],
          [51, 50],
          [51, 51],
          [50, 50],
        ],
      ],
      square.coordinates,
    ],
  })!;
  expect(point[0]).toBeCloseTo(5);
});

test('features without a name or geometry get no label; the area orders collisions', () => {
  const labels = countryLabels({
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', properties: { name: 'Squareland' }, geometry: square },
      { type: 'Feature', properties: {}, geometry: square },
    ],
  });
  expect(labels.features).toHaveLength(1);
  expect(labels.features[0]!.properties).toEqual({ name: 'Squareland', area: 100 });
});

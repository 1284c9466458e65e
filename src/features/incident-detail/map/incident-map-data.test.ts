import { expect, test } from 'vitest';
import { exampleIncident } from '../../../../contract/examples/incidents';
import { FALLBACK_COLOUR, incidentMapData, isDrawableGeometry } from './incident-map-data';

test('features keep their name, description, colour and icon; the camera fits them all', () => {
  const data = incidentMapData(exampleIncident);
  expect(data.features.map((feature) => [feature.name, feature.colour, feature.icon])).toEqual([
    ['Impact site', '#2F4F6F', 'ballistic-missile'],
    ['Cordon', '#B22222', 'area'],
  ]);
  expect(data.features[0]!.anchor).toEqual([-118.2437, 34.0522]);
  // A polygon opens its popup at the middle of its outline.
  expect(data.features[1]!.anchor[0]).toBeCloseTo(-118.24);
  expect(data.features[1]!.anchor[1]).toBeCloseTo(34.055);
  expect(data.location).toEqual({ longitude: -118.2437, latitude: 34.0522, accuracyKm: 1 });
  expect(data.skipped).toBe(0);
  const camera = data.camera!;
  if (!('bounds' in camera)) throw new Error('expected bounds');
  const [west, south, east, north] = camera.bounds;
  // The cordon (−118.26…−118.22, 34.04…34.07) holds the 1 km circle's reach north and south.
  expect([west, south, east, north]).toEqual([-118.26, 34.04, -118.22, 34.07]);
});

test('a wide accuracy circle widens the view to take it in', () => {
  const data = incidentMapData({
    ...exampleIncident,
    location: { ...exampleIncident.location, accuracy: 25 },
  });
  const camera = data.camera!;
  if (!('bounds' in camera)) throw new Error('expected bounds');
  const [, south, , north] = camera.bounds;
  // 25 km is about 0.225° of latitude either side.
  expect(south).toBeCloseTo(34.0522 - 25 / 111.195, 3);
  expect(north).toBeCloseTo(34.0522 + 25 / 111.195, 3);
});

test('undrawable features are counted and left out; bad colours fall back', () => {
  const data = incidentMapData({
    category: { colour: 'not a colour' },
    location: null,
    map: {
      features: [
        null,
        { id: 'a', geometry: { type: 'Point', coordinates: [10, 95] } },
        // Not a GeoJSON geometry type at all.
        { id: 'b', geometry: { type: 'Circle', coordinates: [10, 10] } as never },
        {
          id: 'c',
          geometry: {
            type: 'LineString',
            coordinates: [
              [10, 10],
              [11, 11],
              [12, 12],
            ],
          },
          properties: { name: ' ', colour: '#12345', icon: null },
        },
      ],
    },
  });
  expect(data.skipped).toBe(3);
  expect(data.features).toHaveLength(1);
  expect(data.features[0]).toMatchObject({
    key: 'c',
    name: 'Feature 4',
    colour: FALLBACK_COLOUR,
    icon: '',
    anchor: [11, 11],
  });
});

test('without features the location alone sets the view; with neither there is none', () => {
  const alone = incidentMapData({
    map: { features: [] },
    location: { longitude: 2.35, latitude: 48.85, accuracy: 0 },
  });
  expect(alone.location?.accuracyKm).toBeNull();
  expect(alone.camera).toEqual({ center: [2.35, 48.85], zoom: 12 });
  expect(incidentMapData({}).camera).toBeUndefined();
});

test('features across the antimeridian are fitted beside the location, not around the world', () => {
  const data = incidentMapData({
    location: { longitude: 179.9, latitude: -16.5, accuracy: 1 },
    map: { features: [{ id: 'x', geometry: { type: 'Point', coordinates: [-179.9, -16.5] } }] },
  });
  const camera = data.camera!;
  if (!('bounds' in camera)) throw new Error('expected bounds');
  expect(camera.bounds[2] - camera.bounds[0]).toBeLessThan(1);
});

test('geometry checks', () => {
  expect(isDrawableGeometry({ type: 'Point', coordinates: [1, 2] })).toBe(true);
  expect(isDrawableGeometry({ type: 'Point', coordinates: [1, Number.NaN] })).toBe(false);
  expect(isDrawableGeometry({ type: 'LineString', coordinates: [[1, 2]] })).toBe(false);
  expect(
    isDrawableGeometry({
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 0],
        ],
      ],
    }),
  ).toBe(true);
  expect(
    isDrawableGeometry({
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 0],
          [0, 0],
        ],
      ],
    }),
  ).toBe(false);
  expect(isDrawableGeometry({ type: 'MultiPoint', coordinates: [] })).toBe(false);
  expect(isDrawableGeometry('Point')).toBe(false);
});

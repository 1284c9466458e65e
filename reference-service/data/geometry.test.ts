import { distance } from '@turf/distance';
import { pointToLineDistance } from '@turf/point-to-line-distance';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  distanceKm,
  expandBboxByKm,
  geometryBbox,
  pointInPolygon,
  polygonBbox,
  polygonIntersects,
  type Bbox,
  type Geometry,
  type LngLat,
  type PolygonRings,
} from './geometry.ts';

const EARTH_RADIUS_KM = 6371.0088;
const RADIANS = Math.PI / 180;
const KM_PER_DEGREE = EARTH_RADIUS_KM * RADIANS;

const square = (west: number, south: number, east: number, north: number): LngLat[] => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
];

/** A 10°×10° square with a 4°×4° hole in the middle. */
const withHole: PolygonRings = [square(0, 0, 10, 10), square(3, 3, 7, 7).reverse()];

const LONDON: LngLat = [-0.1276, 51.5072];
const PARIS: LngLat = [2.3522, 48.8566];

/** The point `km` from a start along a great circle at `bearing` degrees, longitude in -180..180. */
function destination([lng, lat]: LngLat, bearing: number, km: number): LngLat {
  const angle = km / EARTH_RADIUS_KM;
  const phi = lat * RADIANS;
  const theta = bearing * RADIANS;
  const phi2 = Math.asin(
    Math.sin(phi) * Math.cos(angle) + Math.cos(phi) * Math.sin(angle) * Math.cos(theta),
  );
  const lambda2 =
    lng * RADIANS +
    Math.atan2(
      Math.sin(theta) * Math.sin(angle) * Math.cos(phi),
      Math.cos(angle) - Math.sin(phi) * Math.sin(phi2),
    );
  const wrapped = ((((lambda2 / RADIANS + 180) % 360) + 360) % 360) - 180;
  return [wrapped, phi2 / RADIANS];
}

describe('bboxes', () => {
  test('polygonBbox covers every ring', () => {
    expect(polygonBbox(withHole)).toEqual([0, 0, 10, 10]);
    expect(polygonBbox([square(-5, -2, 3, 4)])).toEqual([-5, -2, 3, 4]);
  });

  test('geometryBbox of every geometry type', () => {
    const cases: [Geometry, Bbox][] = [
      [{ type: 'Point', coordinates: [1, 2] }, [1, 2, 1, 2]],
      [
        {
          type: 'MultiPoint',
          coordinates: [
            [1, 2],
            [-3, 5],
          ],
        },
        [-3, 2, 1, 5],
      ],
      [
        {
          type: 'LineString',
          coordinates: [
            [0, 0],
            [4, -1],
          ],
        },
        [0, -1, 4, 0],
      ],
      [
        {
          type: 'MultiLineString',
          coordinates: [
            [
              [0, 0],
              [1, 1],
            ],
            [
              [-2, 3],
              [-1, 2],
            ],
          ],
        },
        [-2, 0, 1, 3],
      ],
      [{ type: 'Polygon', coordinates: withHole }, [0, 0, 10, 10]],
      [
        { type: 'MultiPolygon', coordinates: [withHole, [square(20, -5, 21, -4)]] },
        [0, -5, 21, 10],
      ],
    ];
    for (const [geometry, expected] of cases) expect(geometryBbox(geometry)).toEqual(expected);
  });
});

describe('pointInPolygon', () => {
  test('inside, outside and on the boundary', () => {
    const rings = [square(0, 0, 10, 10)];
    expect(pointInPolygon(5, 5, rings)).toBe(true);
    expect(pointInPolygon(11, 5, rings)).toBe(false);
    expect(pointInPolygon(0, 5, rings)).toBe(true);
    expect(pointInPolygon(10, 10, rings)).toBe(true);
  });

  test('a hole is outside, its edge is boundary', () => {
    expect(pointInPolygon(1, 1, withHole)).toBe(true);
    expect(pointInPolygon(5, 5, withHole)).toBe(false);
    expect(pointInPolygon(3, 5, withHole)).toBe(true);
  });

  test('a concave polygon', () => {
    // A "C" open to the east.
    const c: PolygonRings = [
      [
        [0, 0],
        [10, 0],
        [10, 3],
        [3, 3],
        [3, 7],
        [10, 7],
        [10, 10],
        [0, 10],
        [0, 0],
      ],
    ];
    expect(pointInPolygon(1, 5, c)).toBe(true);
    expect(pointInPolygon(6, 5, c)).toBe(false);
    expect(pointInPolygon(6, 8, c)).toBe(true);
  });
});

describe('polygonIntersects', () => {
  const rings = [square(0, 0, 10, 10)];

  test.each<[string, Parameters<typeof polygonIntersects>[1], boolean]>([
    ['an overlapping polygon', { type: 'Polygon', coordinates: [square(5, 5, 15, 15)] }, true],
    ['a polygon inside', { type: 'Polygon', coordinates: [square(2, 2, 3, 3)] }, true],
    ['a polygon around it', { type: 'Polygon', coordinates: [square(-5, -5, 15, 15)] }, true],
    ['a polygon touching an edge', { type: 'Polygon', coordinates: [square(10, 2, 12, 3)] }, true],
    ['a disjoint polygon', { type: 'Polygon', coordinates: [square(11, 11, 12, 12)] }, false],
    [
      'a multipolygon with one part inside',
      { type: 'MultiPolygon', coordinates: [[square(20, 20, 21, 21)], [square(1, 1, 2, 2)]] },
      true,
    ],
    [
      'a multipolygon with no part inside',
      { type: 'MultiPolygon', coordinates: [[square(20, 20, 21, 21)], [square(-3, -3, -2, -2)]] },
      false,
    ],
  ])('%s: %s', (_, geometry, expected) => {
    expect(polygonIntersects(rings, geometry)).toBe(expected);
  });

  test('a polygon inside the hole does not intersect', () => {
    expect(
      polygonIntersects(withHole, { type: 'Polygon', coordinates: [square(4, 4, 6, 6)] }),
    ).toBe(false);
    expect(
      polygonIntersects(withHole, { type: 'Polygon', coordinates: [square(4, 4, 8, 6)] }),
    ).toBe(true);
  });
});

describe('distanceKm', () => {
  test('London to Paris is about 344 km', () => {
    expect(
      Math.abs(distanceKm(...LONDON, { type: 'Point', coordinates: PARIS }) - 344),
    ).toBeLessThan(2);
  });

  test('the nearest of several points', () => {
    expect(
      distanceKm(...LONDON, { type: 'MultiPoint', coordinates: [[10, 10], PARIS, LONDON] }),
    ).toBe(0);
    expect(
      distanceKm(0, 0, {
        type: 'MultiPoint',
        coordinates: [
          [0, 1],
          [0, 2],
        ],
      }),
    ).toBeCloseTo(KM_PER_DEGREE, 6);
  });

  test('to a line: the perpendicular, or the nearer end', () => {
    const line = {
      type: 'LineString' as const,
      coordinates: [
        [0, -1],
        [0, 1],
      ] satisfies LngLat[],
    };
    expect(distanceKm(1, 0, line)).toBeCloseTo(KM_PER_DEGREE, 6);
    expect(distanceKm(0, 0.5, line)).toBeCloseTo(0, 6);
    expect(distanceKm(0, 3, line)).toBeCloseTo(2 * KM_PER_DEGREE, 6);
    const degenerate: LngLat[] = [
      [0, 1],
      [0, 1],
    ];
    expect(distanceKm(0, 0, { type: 'LineString', coordinates: degenerate })).toBeCloseTo(
      KM_PER_DEGREE,
      6,
    );
    expect(
      distanceKm(0, 3, {
        type: 'MultiLineString',
        coordinates: [
          line.coordinates,
          [
            [5, 5],
            [6, 6],
          ],
        ],
      }),
    ).toBeCloseTo(2 * KM_PER_DEGREE, 6);
  });

  test('0 inside a polygon, the distance to the nearest edge outside it or in a hole', () => {
    const polygon = { type: 'Polygon' as const, coordinates: withHole };
    expect(distanceKm(1, 1, polygon)).toBe(0);
    expect(distanceKm(3, 5, polygon)).toBe(0);
    // From a meridian edge: asin(cos(lat) sin(Δlng)).
    const oneDegreeAt5 = Math.asin(Math.cos(5 * RADIANS) * Math.sin(RADIANS)) * EARTH_RADIUS_KM;
    expect(distanceKm(-1, 5, polygon)).toBeCloseTo(oneDegreeAt5, 6);
    expect(distanceKm(5, 5, polygon)).toBeGreaterThan(200);
    expect(distanceKm(5, 5, polygon)).toBeLessThan(2.01 * KM_PER_DEGREE);
    expect(
      distanceKm(30, 5, { type: 'MultiPolygon', coordinates: [withHole, [square(31, 4, 32, 6)]] }),
    ).toBeCloseTo(oneDegreeAt5, 6);
  });

  test('matches turf measuring every segment, for rings long enough to be cut into chunks', () => {
    // A wobbly ring of 200 vertices round (20, 40).
    const ring: LngLat[] = Array.from({ length: 200 }, (_, index) => {
      const angle = (index / 200) * 2 * Math.PI;
      const radius = 3 + Math.sin(angle * 7);
      return [20 + radius * Math.cos(angle), 40 + radius * Math.sin(angle)];
    });
    ring.push(ring[0]!);
    const polygon = { type: 'Polygon' as const, coordinates: [ring] };
    fc.assert(
      fc.property(
        fc.double({ min: -20, max: 60, noNaN: true }),
        fc.double({ min: 0, max: 80, noNaN: true }),
        (longitude, latitude) => {
          const measured = distanceKm(longitude, latitude, polygon);
          if (pointInPolygon(longitude, latitude, [ring])) return measured === 0;
          const brute = pointToLineDistance(
            [longitude, latitude],
            { type: 'LineString', coordinates: ring },
            { units: 'kilometers' },
          );
          expect(measured).toBeCloseTo(brute, 6);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('expandBboxByKm', () => {
  test('grows by the arc in latitude and more in longitude away from the equator', () => {
    const [west, south, east, north] = expandBboxByKm([10, 0, 11, 1], KM_PER_DEGREE);
    expect(south).toBeCloseTo(-1, 6);
    expect(north).toBeCloseTo(2, 6);
    expect(west).toBeLessThan(9);
    expect(east).toBeGreaterThan(12);
    expect(expandBboxByKm([10, 50, 10, 50], 0)).toEqual([
      expect.closeTo(10, 6),
      expect.closeTo(50, 6),
      expect.closeTo(10, 6),
      expect.closeTo(50, 6),
    ]);
  });

  test('clamps at the poles and takes every longitude when it reaches one', () => {
    expect(expandBboxByKm([10, 88, 11, 89], 500)).toEqual([-180, expect.closeTo(83.5, 0), 180, 90]);
    expect(expandBboxByKm([10, -89, 11, -88], 500)).toEqual([
      -180,
      -90,
      180,
      expect.closeTo(-83.5, 0),
    ]);
  });

  test('takes every longitude rather than wrapping past ±180', () => {
    const [west, , east] = expandBboxByKm([178, 10, 179, 11], 500);
    expect([west, east]).toEqual([-180, 180]);
  });

  test('contains every point within the distance', () => {
    const bbox = fc
      .tuple(
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.double({ min: -89, max: 89, noNaN: true }),
        fc.double({ min: -89, max: 89, noNaN: true }),
      )
      .map(([lng1, lng2, lat1, lat2]): Bbox => [
        Math.min(lng1, lng2),
        Math.min(lat1, lat2),
        Math.max(lng1, lng2),
        Math.max(lat1, lat2),
      ]);
    fc.assert(
      fc.property(
        bbox,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 3000, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        ([west, south, east, north], u, v, km, bearing, fraction) => {
          const start: LngLat = [west + u * (east - west), south + v * (north - south)];
          const end = destination(start, bearing, km * fraction);
          expect(distance(start, end, { units: 'kilometers' })).toBeLessThanOrEqual(km + 1e-6);
          const [minLng, minLat, maxLng, maxLat] = expandBboxByKm([west, south, east, north], km);
          expect(minLng).toBeGreaterThanOrEqual(-180);
          expect(maxLng).toBeLessThanOrEqual(180);
          expect(end[0]).toBeGreaterThanOrEqual(minLng);
          expect(end[0]).toBeLessThanOrEqual(maxLng);
          expect(end[1]).toBeGreaterThanOrEqual(minLat);
          expect(end[1]).toBeLessThanOrEqual(maxLat);
        },
      ),
      { numRuns: 2000 },
    );
  });

  test('the edge case: due east at the most poleward latitude', () => {
    // The widest point of a circle is not due east but slightly poleward of it; both fit.
    fc.assert(
      fc.property(
        fc.double({ min: -80, max: 80, noNaN: true }),
        fc.double({ min: 1, max: 2000, noNaN: true }),
        fc.double({ min: 0, max: 180, noNaN: true }),
        (latitude, km, bearing) => {
          const [minLng, , maxLng] = expandBboxByKm([0, latitude, 0, latitude], km);
          const [lng] = destination([0, latitude], bearing, km);
          expect(lng).toBeLessThanOrEqual(maxLng);
          expect(-lng).toBeGreaterThanOrEqual(minLng);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

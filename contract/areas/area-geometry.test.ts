import circle from '@turf/circle';
import kinks from '@turf/kinks';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { polygon as polygonFormat } from '../filters/value-formats.ts';
import {
  apiPolygonOf,
  areaParameterLength,
  circlePolygon,
  MAX_AREA_PARAMETER_CHARS,
} from './api-polygon.ts';
import { sameRings } from './same-rings.ts';
import {
  checkAreaGeometry,
  describeShape,
  MAX_AREA_VERTICES,
  type PolygonRings,
  type Position,
} from './area-geometry.ts';
import { checkAreaShape } from './area-shape.ts';
import { findCrossings } from './segment-crossings.ts';

/** Lagos, counter-clockwise (GeoJSON's winding for an outer ring). */
const LAGOS: PolygonRings = [
  [
    [3.1, 6.4],
    [3.7, 6.4],
    [3.7, 6.7],
    [3.1, 6.7],
    [3.1, 6.4],
  ],
];

const polygon = (coordinates: unknown) => ({ type: 'Polygon', coordinates });

function refusal(value: unknown): string {
  const result = checkAreaGeometry(value);
  if (result.ok) throw new Error('expected a refusal');
  return result.message;
}

/**
 * A ring of `corners` corners around a point, counter-clockwise, closed, its edge wavering like
 * a coastline's (or, `spiky`, alternating between two radii).
 */
function star(
  corners: number,
  center: Position = [3.4, 6.5],
  radius = 0.3,
  spiky = false,
): PolygonRings {
  const ring: Position[] = [];
  for (let index = 0; index < corners; index += 1) {
    const angle = (2 * Math.PI * index) / corners;
    const r = spiky
      ? index % 2 === 0
        ? radius
        : radius * 0.8
      : radius * (1 + 0.05 * Math.sin(angle * 40) + 0.01 * Math.sin(angle * 400));
    ring.push([
      Math.round((center[0] + r * Math.cos(angle)) * 1e6) / 1e6,
      Math.round((center[1] + r * Math.sin(angle)) * 1e6) / 1e6,
    ]);
  }
  ring.push([...ring[0]!]);
  return [ring];
}

describe('an area’s polygon', () => {
  test('a valid polygon is taken as it is', () => {
    const result = checkAreaGeometry(polygon(LAGOS));
    expect(result).toEqual({ ok: true, value: LAGOS, notes: [] });
  });

  test('a ring that is not closed is refused, naming its first position', () => {
    expect(refusal(polygon([LAGOS[0]!.slice(0, 4)]))).toBe(
      'The outer ring is not closed: its last position must repeat its first ([3.1,6.4]), as GeoJSON requires.',
    );
  });

  test('a ring that crosses itself is refused, saying where', () => {
    const bowTie = [
      [
        [0, 0],
        [2, 2],
        [2, 0],
        [0, 2],
        [0, 0],
      ],
    ];
    expect(refusal(polygon(bowTie))).toBe(
      'The polygon’s edges cross each other near 1°E, 1°N: an area’s boundary may not cross itself.',
    );
  });

  test('a hole that crosses the outer ring, or lies outside it, is refused', () => {
    const crossingHole = [
      LAGOS[0]!,
      [
        [3.5, 6.5],
        [3.5, 6.6],
        [3.9, 6.6],
        [3.9, 6.5],
        [3.5, 6.5],
      ],
    ];
    expect(refusal(polygon(crossingHole))).toMatch(/edges cross each other near 3\.7°E/);
    const strayHole = [
      LAGOS[0]!,
      [
        [4, 7],
        [4, 7.1],
        [4.1, 7.1],
        [4.1, 7],
        [4, 7],
      ],
    ];
    expect(refusal(polygon(strayHole))).toBe('Hole 1 lies outside the outer ring.');
  });

  test('the wrong winding is turned round, and a note says so', () => {
    const clockwise = [[...LAGOS[0]!].reverse()];
    const result = checkAreaGeometry(polygon(clockwise));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.notes).toEqual([expect.stringMatching(/wrong way round.*turned round/)]);
    // Counter-clockwise again: the shoelace sum is positive.
    const ring = result.value[0]!;
    let sum = 0;
    for (let i = 0; i < ring.length - 1; i += 1) {
      sum += ring[i]![0] * ring[i + 1]![1] - ring[i + 1]![0] * ring[i]![1];
    }
    expect(sum).toBeGreaterThan(0);
  });

  test('more than 10,000 corners is refused with the count', () => {
    const big = star(MAX_AREA_VERTICES + 2);
    expect(refusal(polygon(big))).toBe(
      'The polygon has 10,002 corners; an area may have at most 10,000. Simplify it (for example with mapshaper) and import it again.',
    );
    expect(checkAreaGeometry(polygon(star(MAX_AREA_VERTICES))).ok).toBe(true);
  });

  test('anything but a polygon is refused by its type; a MultiPolygon of one part is read', () => {
    expect(refusal({ type: 'LineString', coordinates: LAGOS[0] })).toBe(
      'This is a LineString; an area must be a Polygon (or a MultiPolygon of one part).',
    );
    expect(refusal({ type: 'Point', coordinates: [3, 6] })).toMatch(/^This is a Point;/);
    expect(refusal({ coordinates: LAGOS })).toBe(
      'The geometry has no "type"; an area must be a GeoJSON Polygon.',
    );
    expect(refusal('POLYGON((0 0, 1 0, 1 1, 0 0))')).toMatch(/^Expected a GeoJSON geometry/);
    expect(refusal({ type: 'MultiPolygon', coordinates: [LAGOS, LAGOS] })).toBe(
      'This MultiPolygon has 2 separate parts, but the incident API filters by one polygon. Save each part as an area of its own.',
    );
    const one = checkAreaGeometry({ type: 'MultiPolygon', coordinates: [LAGOS] });
    expect(one).toMatchObject({ ok: true, value: LAGOS });
    // A Feature is read as its geometry.
    expect(
      checkAreaGeometry({ type: 'Feature', properties: {}, geometry: polygon(LAGOS) }),
    ).toMatchObject({
      ok: true,
    });
  });

  test('coordinates off the globe are refused, with a hint when they look swapped', () => {
    const offGlobe = [
      [
        [200, 10],
        [201, 10],
        [201, 11],
        [200, 10],
      ],
    ];
    expect(refusal(polygon(offGlobe))).toBe(
      'The outer ring, position 1 ([200, 10]) is off the globe: longitude must be within ±180 and latitude within ±90.',
    );
    // Tokyo written latitude first.
    const swapped = [
      [
        [35.6, 139.6],
        [35.6, 139.9],
        [35.8, 139.9],
        [35.6, 139.6],
      ],
    ];
    expect(refusal(polygon(swapped))).toMatch(/Are longitude and latitude swapped\?/);
    expect(
      refusal(
        polygon([
          [
            [3, 'six'],
            [4, 6],
            [4, 7],
            [3, 'six'],
          ],
        ]),
      ),
    ).toBe('The outer ring, position 1 is not a [longitude, latitude] pair of numbers.');
  });

  test('too few corners, or corners on one line, are refused', () => {
    expect(
      refusal(
        polygon([
          [
            [0, 0],
            [1, 1],
            [0, 0],
          ],
        ]),
      ),
    ).toBe('The outer ring has 2 distinct corners; a polygon needs at least three.');
    expect(
      refusal(
        polygon([
          [
            [0, 0],
            [1, 1],
            [2, 2],
            [0, 0],
          ],
        ]),
      ),
    ).toMatch(/no area|cross/);
  });
});

describe('finding crossings', () => {
  const cross = (a: Position, b: Position, c: Position) =>
    (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
  /** No three corners on one line: where kinks and this differ on purpose (see the next test). */
  const general = (points: Position[]) =>
    points.every((a, i) =>
      points.every((b, j) => j <= i || points.every((c, k) => k <= j || cross(a, b, c) !== 0)),
    );
  /** Random rings of 3 to 12 corners on a grid in a small box: many cross, many do not. */
  const rings = fc
    .array(fc.tuple(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1000 })), {
      minLength: 3,
      maxLength: 12,
    })
    .map((points) => points.map(([x, y]) => [x / 100, y / 100] as Position))
    .filter(general)
    .map((points) => [[...points, points[0]!]] as PolygonRings);

  test('agrees with @turf/kinks on whether a ring crosses itself', () => {
    fc.assert(
      fc.property(rings, (polygonRings) => {
        const ours = findCrossings(polygonRings) !== undefined;
        const theirs = kinks({ type: 'Polygon', coordinates: polygonRings }).features.length > 0;
        expect(ours).toBe(theirs);
      }),
      { numRuns: 500 },
    );
  });

  test('a ring running back along itself counts, though kinks misses it', () => {
    const spike: PolygonRings = [
      [
        [0, 0],
        [4, 0],
        [4, 2],
        [2, 2],
        [2, 4],
        [2, 1],
        [0, 2],
        [0, 0],
      ],
    ];
    expect(findCrossings(spike)).toBeDefined();
  });

  test('takes milliseconds, not seconds, at 10,000 corners', () => {
    const ring = circle([3, 6], 100, { steps: 9_999 }).geometry.coordinates as PolygonRings;
    const started = performance.now();
    expect(findCrossings(ring)).toBeUndefined();
    // Generous: the all-pairs comparison takes seconds here.
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('the API’s polygon', () => {
  test('a circle is 64 corners within the API’s range, closed', () => {
    const result = apiPolygonOf({ kind: 'circle', center: [3.4, 6.5], radiusKm: 10 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const ring = result.value.rings[0]!;
    expect(ring).toHaveLength(65);
    expect(ring.at(-1)).toEqual(ring[0]);
    // The API's own grammar takes it.
    expect(polygonFormat.parse(JSON.stringify(result.value.rings)).ok).toBe(true);
  });

  test('a circle across the 180° meridian or over a pole is refused with the reason', () => {
    expect(apiPolygonOf({ kind: 'circle', center: [179.5, -17], radiusKm: 200 })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/crosses the 180° meridian/) as string,
    });
    expect(apiPolygonOf({ kind: 'circle', center: [0, 89], radiusKm: 500 })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/covers the North Pole/) as string,
    });
  });

  test('a polygon too long for a query string is simplified to fit, and says so', () => {
    const detailed = star(4_000, [10, 50], 2);
    expect(areaParameterLength(detailed)).toBeGreaterThan(MAX_AREA_PARAMETER_CHARS);
    const result = checkAreaShape({ kind: 'polygon', geometry: polygon(detailed) });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(areaParameterLength(result.value.api.rings)).toBeLessThanOrEqual(
      MAX_AREA_PARAMETER_CHARS,
    );
    expect(result.value.api.simplifiedFrom).toBe(4_000);
    expect(findCrossings(result.value.api.rings)).toBeUndefined();
    expect(result.notes.join(' ')).toMatch(/simplified to [\d,]+ of its 4,000 corners/);
    // The stored shape keeps every corner.
    expect(describeShape(result.value.shape)).toBe('Polygon, 4,000 corners');
  });

  test('a polygon that cannot fit without losing its shape is refused with the reason', () => {
    // 1,500 spikes: only a square of it would fit, which is not the area drawn.
    const spikes = star(1_500, [10, 50], 2, true);
    expect(checkAreaGeometry(polygon(spikes)).ok).toBe(true);
    expect(checkAreaShape({ kind: 'polygon', geometry: polygon(spikes) })).toMatchObject({
      ok: false,
      field: 'shape.geometry',
      message: expect.stringMatching(
        /^The polygon is too intricate for the incident API: to fit the 6,000 characters/,
      ) as string,
    });
  });

  test('a small polygon goes as it is; the same corners compare as the same area', () => {
    const result = apiPolygonOf({
      kind: 'polygon',
      geometry: { type: 'Polygon', coordinates: LAGOS },
    });
    expect(result).toMatchObject({ ok: true, value: { rings: LAGOS } });
    if (!result.ok) return;
    expect(result.value.simplifiedFrom).toBeUndefined();
    expect(sameRings(result.value.rings, LAGOS)).toBe(true);
    expect(sameRings(result.value.rings, [[...LAGOS[0]!].reverse()])).toBe(false);
  });

  test('circles and their polygons are described in words', () => {
    expect(describeShape({ kind: 'circle', center: [3.3841, -6.4551], radiusKm: 25 })).toBe(
      'Circle, 25 km around 3.3841°E, 6.4551°S',
    );
    expect(circlePolygon([3.4, 6.5], 1)[0]).toHaveLength(65);
  });
});

describe('a shape as sent to the server', () => {
  test('names the field that is wrong', () => {
    expect(checkAreaShape({ kind: 'square' })).toMatchObject({ ok: false, field: 'shape.kind' });
    expect(checkAreaShape({ kind: 'circle', center: [3, 6], radiusKm: 0 })).toMatchObject({
      ok: false,
      field: 'shape.radiusKm',
      message: 'The radius must be a number of kilometres from 0.05 to 2,000.',
    });
    expect(checkAreaShape({ kind: 'circle', center: [3], radiusKm: 5 })).toMatchObject({
      ok: false,
      field: 'shape.center',
    });
    expect(checkAreaShape({ kind: 'polygon', geometry: polygon([]) })).toMatchObject({
      ok: false,
      field: 'shape.geometry',
      message: 'The polygon has no rings: coordinates must be [[[lng, lat], …]].',
    });
  });
});

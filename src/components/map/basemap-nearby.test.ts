import type { GeometryObject, Topology } from 'topojson-specification';
import { expect, test } from 'vitest';
import { geometriesNear, type LngLatBox } from './basemap-nearby';

type Ring = [number, number][];

const square = (west: number, south: number, east: number, north: number): Ring => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
];

// Each ring is one arc. Fiji is stored as world-atlas stores shapes that cross the antimeridian:
// its ring jumps from +180 to −180 and back.
const RINGS: Record<string, Ring[]> = {
  France: [square(-5, 42, 8, 51)],
  Belgium: [square(2.5, 49.5, 6.4, 51.5)],
  Japan: [square(129, 31, 146, 45)],
  Fiji: [
    [
      [177, -19],
      [180, -19],
      [-179, -19],
      [-179, -16],
      [180, -16],
      [177, -16],
      [177, -19],
    ],
  ],
  // Two polygons: Europe and Bonaire, far across the Atlantic.
  Netherlands: [square(4.0, 51.3, 7.2, 53.5), square(-68.4, 12, -68.2, 12.3)],
};

/** A topology of the rings above, plain or quantized (delta-coded on a grid) as world-atlas is. */
function topology(quantized: boolean): {
  topology: Topology;
  geometries: GeometryObject<{ name: string }>[];
} {
  const arcs: Ring[] = [];
  const geometries = Object.entries(RINGS).map(([name, rings]) => {
    const polygons = rings.map((ring) => [[arcs.push(ring) - 1]]);
    return polygons.length === 1
      ? { type: 'Polygon' as const, arcs: polygons[0]!, properties: { name } }
      : { type: 'MultiPolygon' as const, arcs: polygons, properties: { name } };
  });
  if (!quantized) return { topology: { type: 'Topology', objects: {}, arcs }, geometries };
  const scale: [number, number] = [0.01, 0.01];
  const translate: [number, number] = [-180, -90];
  const coded = arcs.map((arc) => {
    let previous: [number, number] = [0, 0];
    return arc.map(([longitude, latitude]) => {
      const point: [number, number] = [
        Math.round((longitude - translate[0]) / scale[0]),
        Math.round((latitude - translate[1]) / scale[1]),
      ];
      const step: [number, number] = [point[0] - previous[0], point[1] - previous[1]];
      previous = point;
      return step;
    });
  });
  return {
    topology: { type: 'Topology', objects: {}, arcs: coded, transform: { scale, translate } },
    geometries,
  };
}

const near = (view: LngLatBox, quantized = false) => {
  const { topology: set, geometries } = topology(quantized);
  return geometriesNear(set, geometries, view)?.map(
    (geometry) => (geometry.properties as { name: string }).name,
  );
};

test('a map opening on a city gets the countries around it, not the world', () => {
  // Paris at about zoom 9.
  expect(near([2.0, 48.3, 2.7, 48.8])).toEqual(['France']);
});

test('the countries just beyond the view come too, so a first pan finds them drawn', () => {
  // Lille: Belgium starts 0.3° east of the view's edge, within one view's width.
  expect(near([2.6, 50.4, 3.2, 50.8])).toEqual(['France', 'Belgium']);
});

test('a country is near by any of its parts, and not by the box around all of them', () => {
  // Between Bonaire and Europe: inside the box around the Netherlands' two parts, near neither.
  expect(near([-30, 30, -29.5, 30.5])).toEqual([]);
  expect(near([-68.5, 12, -68, 12.4])).toEqual(['Netherlands']);
});

test('a view across the antimeridian finds the shapes that cross it, on either world copy', () => {
  // MapLibre gives this view as −181…−179 or 179…181; Fiji is drawn at 177…181.
  expect(near([-181, -18.5, -179, -16.5])).toEqual(['Fiji']);
  expect(near([179, -18.5, 181, -16.5])).toEqual(['Fiji']);
  // Unwrapped, Fiji is no longer near everything at its latitudes.
  expect(near([0, -18, 1, -17])).toEqual([]);
});

test('quantized, delta-coded arcs (as world-atlas ships them) give the same answers', () => {
  expect(near([2.6, 50.4, 3.2, 50.8], true)).toEqual(['France', 'Belgium']);
  expect(near([179, -18.5, 181, -16.5], true)).toEqual(['Fiji']);
  expect(near([-68.5, 12, -68, 12.4], true)).toEqual(['Netherlands']);
});

test('a view over most of the world gets the whole set', () => {
  expect(near([-30, 20, 40, 60])).toBeUndefined();
  expect(near([0, -60, 20, 0])).toBeUndefined();
});

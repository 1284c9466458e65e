import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import rewind from '@turf/rewind';
import type { Polygon } from 'geojson';
import { findCrossings } from './segment-crossings.ts';

/**
 * What makes a named area's geometry acceptable, checked the same way by the dashboard (as the
 * analyst draws or imports) and by the Watchfloor server (at its boundary). Every refusal is
 * one sentence naming what is wrong and where; what can be mended without changing the shape
 * (winding, a repeated corner) is mended and said in a note.
 */

export type Position = [longitude: number, latitude: number];
export type Ring = Position[];
/** GeoJSON Polygon coordinates: the outer ring, then holes; every ring closed. */
export type PolygonRings = Ring[];

/** The shape of an area as stored: a polygon, or a circle kept as a circle. */
export type AreaShape =
  | { kind: 'polygon'; geometry: { type: 'Polygon'; coordinates: PolygonRings } }
  | { kind: 'circle'; center: Position; radiusKm: number };

/** Beyond this an area is a boundary file that wants simplifying before it is imported. */
export const MAX_AREA_VERTICES = 10_000;
/** Smaller than a building is not an area an incident can be placed in. */
export const MIN_CIRCLE_KM = 0.05;
/** Beyond this a circle is a hemisphere, which a polygon on the API cannot describe. */
export const MAX_CIRCLE_KM = 2_000;
/** Stored shapes keep 7 decimals (about 1 cm): finer digits are noise from the tools. */
const STORED_DECIMALS = 7;

export type Checked<Value> =
  | { ok: true; value: Value; notes: string[] }
  | { ok: false; field: string; message: string };

const refuse = (field: string, message: string): Checked<never> => ({
  ok: false,
  field,
  message,
});

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
};

const degrees = (value: number, positive: string, negative: string) =>
  `${Math.abs(round(value, 4))}°${value < 0 ? negative : positive}`;

/** "3.3841°E, 6.4551°N": a place an analyst can find on the map. */
export const describePosition = ([lng, lat]: readonly [number, number]) =>
  `${degrees(lng, 'E', 'W')}, ${degrees(lat, 'N', 'S')}`;

const count = (n: number, noun: string) => `${n.toLocaleString('en')} ${noun}${n === 1 ? '' : 's'}`;

const ringName = (index: number) => (index === 0 ? 'The outer ring' : `Hole ${index}`);

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Twice the signed area in square degrees: positive counter-clockwise. */
function signedArea(ring: readonly Position[]): number {
  let sum = 0;
  for (let index = 0; index < ring.length - 1; index += 1) {
    const [x1, y1] = ring[index]!;
    const [x2, y2] = ring[index + 1]!;
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

/** One ring read from JSON: positions checked, repeated corners dropped, closure checked. */
function readRing(raw: unknown, ringIndex: number, field: string): Checked<Ring> {
  const name = ringName(ringIndex);
  if (!Array.isArray(raw)) {
    return refuse(field, `${name} is not a list of [longitude, latitude] positions.`);
  }
  const positions: Ring = [];
  for (const [index, position] of (raw as unknown[]).entries()) {
    const where = `${name}, position ${index + 1}`;
    if (
      !Array.isArray(position) ||
      position.length < 2 ||
      position.length > 3 ||
      !position.every(isNumber)
    ) {
      return refuse(field, `${where} is not a [longitude, latitude] pair of numbers.`);
    }
    const [lng, lat] = position as [number, number];
    if (Math.abs(lng) > 180 || Math.abs(lat) > 90) {
      const swapped = Math.abs(lat) > 90 && Math.abs(lng) <= 90 && Math.abs(lat) <= 180;
      return refuse(
        field,
        `${where} ([${lng}, ${lat}]) is off the globe: longitude must be within ±180 and latitude within ±90.${swapped ? ' Are longitude and latitude swapped? GeoJSON writes longitude first.' : ''}`,
      );
    }
    const next: Position = [round(lng, STORED_DECIMALS), round(lat, STORED_DECIMALS)];
    const previous = positions.at(-1);
    if (previous && previous[0] === next[0] && previous[1] === next[1]) continue;
    positions.push(next);
  }
  const first = positions[0];
  const last = positions.at(-1);
  const closed = positions.length > 1 && first![0] === last![0] && first![1] === last![1];
  const corners = closed ? positions.length - 1 : positions.length;
  if (corners < 3) {
    return refuse(
      field,
      `${name} has ${count(corners, 'distinct corner')}; a polygon needs at least three.`,
    );
  }
  if (!closed) {
    return refuse(
      field,
      `${name} is not closed: its last position must repeat its first (${JSON.stringify(first)}), as GeoJSON requires.`,
    );
  }
  return { ok: true, value: positions, notes: [] };
}

/** Rings of one polygon: each read, then the whole checked for crossings and stray holes. */
function readPolygon(coordinates: unknown, field: string): Checked<PolygonRings> {
  if (!Array.isArray(coordinates) || coordinates.length === 0) {
    return refuse(field, 'The polygon has no rings: coordinates must be [[[lng, lat], …]].');
  }
  const rings: PolygonRings = [];
  for (const [index, raw] of (coordinates as unknown[]).entries()) {
    const ring = readRing(raw, index, field);
    if (!ring.ok) return ring;
    rings.push(ring.value);
  }
  const vertices = rings.reduce((sum, ring) => sum + ring.length - 1, 0);
  if (vertices > MAX_AREA_VERTICES) {
    return refuse(
      field,
      `The polygon has ${count(vertices, 'corner')}; an area may have at most ${MAX_AREA_VERTICES.toLocaleString('en')}. Simplify it (for example with mapshaper) and import it again.`,
    );
  }
  const crossing = findCrossings(rings, 2);
  if (crossing) {
    return refuse(
      field,
      `The polygon’s edges cross each other near ${describePosition(crossing.at)}${crossing.count > 1 ? ' (and elsewhere)' : ''}: an area’s boundary may not cross itself.`,
    );
  }
  // After the crossings: a bow tie's halves cancel out, but its fault is the crossing.
  const flat = rings.findIndex((ring) => signedArea(ring) === 0);
  if (flat !== -1)
    return refuse(field, `${ringName(flat)} has no area: its corners lie on one line.`);
  const outer: Polygon = { type: 'Polygon', coordinates: [rings[0]!] };
  for (let index = 1; index < rings.length; index += 1) {
    if (!booleanPointInPolygon(rings[index]![0]!, outer, { ignoreBoundary: true })) {
      return refuse(field, `Hole ${index} lies outside the outer ring.`);
    }
  }
  return { ok: true, value: rings, notes: [] };
}

/**
 * A GeoJSON geometry (or a Feature holding one) as an area's polygon. A MultiPolygon of one
 * part is that part; several parts are refused, because the incident API's `area` takes one
 * polygon. Rings are turned to GeoJSON's winding (RFC 7946: outer counter-clockwise, holes
 * clockwise) and a note says so.
 */
export function checkAreaGeometry(value: unknown, field = 'shape.geometry'): Checked<PolygonRings> {
  let geometry = value;
  if (
    typeof geometry === 'object' &&
    geometry !== null &&
    (geometry as { type?: unknown }).type === 'Feature'
  ) {
    geometry = (geometry as { geometry?: unknown }).geometry;
  }
  if (typeof geometry !== 'object' || geometry === null || Array.isArray(geometry)) {
    return refuse(field, 'Expected a GeoJSON geometry: {"type": "Polygon", "coordinates": …}.');
  }
  const { type, coordinates } = geometry as { type?: unknown; coordinates?: unknown };
  let polygonCoordinates = coordinates;
  if (type === 'MultiPolygon') {
    if (!Array.isArray(coordinates) || coordinates.length === 0) {
      return refuse(field, 'The MultiPolygon has no polygons.');
    }
    if (coordinates.length > 1) {
      return refuse(
        field,
        `This MultiPolygon has ${coordinates.length} separate parts, but the incident API filters by one polygon. Save each part as an area of its own.`,
      );
    }
    polygonCoordinates = coordinates[0];
  } else if (type !== 'Polygon') {
    return refuse(
      field,
      typeof type === 'string' && type !== ''
        ? `This is a ${type}; an area must be a Polygon (or a MultiPolygon of one part).`
        : 'The geometry has no "type"; an area must be a GeoJSON Polygon.',
    );
  }
  const polygon = readPolygon(polygonCoordinates, field);
  if (!polygon.ok) return polygon;
  const rings = polygon.value;
  const notes: string[] = [];
  const wrongWinding = rings.some((ring, index) =>
    index === 0 ? signedArea(ring) < 0 : signedArea(ring) > 0,
  );
  if (wrongWinding) {
    notes.push(
      'Its rings ran the wrong way round for GeoJSON (outer ring clockwise, or a hole counter-clockwise); they were turned round. The shape is unchanged.',
    );
  }
  if (type === 'MultiPolygon') notes.push('A MultiPolygon of one part was read as that Polygon.');
  const rewound = wrongWinding
    ? (rewind({ type: 'Polygon', coordinates: rings } satisfies Polygon) as Polygon)
    : undefined;
  return {
    ok: true,
    value: rewound ? (rewound.coordinates as PolygonRings) : rings,
    notes,
  };
}

/** A circle's centre and radius, checked (where it reaches is checked with its polygon). */
export function checkCircle(
  center: unknown,
  radiusKm: unknown,
): Checked<AreaShape & { kind: 'circle' }> {
  if (
    !Array.isArray(center) ||
    center.length !== 2 ||
    !isNumber(center[0]) ||
    !isNumber(center[1])
  ) {
    return refuse('shape.center', 'The centre must be [longitude, latitude].');
  }
  const [lng, lat] = center as [number, number];
  if (Math.abs(lng) > 180 || Math.abs(lat) > 90) {
    return refuse(
      'shape.center',
      `The centre ([${lng}, ${lat}]) is off the globe: longitude within ±180, latitude within ±90.`,
    );
  }
  if (!isNumber(radiusKm) || radiusKm < MIN_CIRCLE_KM || radiusKm > MAX_CIRCLE_KM) {
    return refuse(
      'shape.radiusKm',
      `The radius must be a number of kilometres from ${MIN_CIRCLE_KM} to ${MAX_CIRCLE_KM.toLocaleString('en')}.`,
    );
  }
  return {
    ok: true,
    value: {
      kind: 'circle',
      center: [round(lng, STORED_DECIMALS), round(lat, STORED_DECIMALS)],
      radiusKm: round(radiusKm, 3),
    },
    notes: [],
  };
}

/** The corners of a shape as stored (a circle counts as one centre). */
export const vertexCountOf = (shape: AreaShape) =>
  shape.kind === 'circle'
    ? 1
    : shape.geometry.coordinates.reduce((sum, ring) => sum + ring.length - 1, 0);

/** "Polygon, 23 corners" / "Circle, 5 km around 3.3841°E, 6.4551°N": a shape in words. */
export function describeShape(shape: AreaShape): string {
  if (shape.kind === 'circle') {
    return `Circle, ${shape.radiusKm.toLocaleString('en')} km around ${describePosition(shape.center)}`;
  }
  const holes = shape.geometry.coordinates.length - 1;
  return `Polygon, ${count(vertexCountOf(shape), 'corner')}${holes > 0 ? `, ${count(holes, 'hole')}` : ''}`;
}

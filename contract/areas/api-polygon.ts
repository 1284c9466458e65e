import circle from '@turf/circle';
import {
  describePosition,
  type AreaShape,
  type Checked,
  type Position,
  type PolygonRings,
  type Ring,
} from './area-geometry.ts';
import { findCrossings } from './segment-crossings.ts';

/**
 * What the incident API's `area` parameter gets for a saved area (spec 4.5: `in:` or `nin:`
 * and the polygon's coordinates; the countries endpoint takes the same). A circle is sent as a
 * polygon of 64 corners; a polygon as it is, unless its parameter would be too long for a
 * query string, in which case it is simplified just enough to fit, or refused.
 *
 * The spec gives no limit on `area`. Servers commonly refuse request lines over 8 kB (nginx's
 * default buffer answers 414), so the encoded value is kept within 6,000 characters, leaving
 * room for every other filter of the request beside it.
 */
export const MAX_AREA_PARAMETER_CHARS = 6_000;
/** Corners of a circle's polygon: smooth at any zoom an analyst filters at, and short. */
export const CIRCLE_STEPS = 64;
/** Five decimals: about 1 m, finer than any incident's reported position. */
const API_DECIMALS = 5;
const KM_PER_DEGREE_OF_LATITUDE = 111.195;
/** Simplifications tried for validity before an intricate polygon is refused. */
const MAX_VALIDITY_CHECKS = 6;
/** How far a simplification may move the boundary, as a share of the area's diagonal. */
const MAX_SHIFT_RATIO = 0.01;

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
};

/** The length of `area=in:<rings>` as a browser encodes it in a query string. */
export const areaParameterLength = (rings: PolygonRings) =>
  encodeURIComponent(`in:${JSON.stringify(rings)}`).length;

/** Rounded to the API's precision, corners that fall together after rounding dropped. */
function rounded(rings: PolygonRings, decimals = API_DECIMALS): PolygonRings {
  return rings.map((ring) => {
    const out: Ring = [];
    for (const [lng, lat] of ring) {
      const next: Position = [round(lng, decimals), round(lat, decimals)];
      const previous = out.at(-1);
      if (!previous || previous[0] !== next[0] || previous[1] !== next[1]) out.push(next);
    }
    return out;
  });
}

/** The 64-corner polygon of a circle, as the API receives it. */
export function circlePolygon(center: Position, radiusKm: number): PolygonRings {
  const polygon = circle(center, radiusKm, { steps: CIRCLE_STEPS, units: 'kilometers' });
  const ring = rounded(polygon.geometry.coordinates as PolygonRings)[0]!;
  // Rounding can leave the closing corner a hair off the first: the ring must stay closed.
  ring[ring.length - 1] = [ring[0]![0], ring[0]![1]];
  return [ring];
}

/** Perpendicular distance (in degrees, flat) from a point to the segment a–b. */
function offset([x, y]: Position, [ax, ay]: Position, [bx, by]: Position): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / length));
  return Math.hypot(x - (ax + t * dx), y - (ay + t * dy));
}

/** Douglas–Peucker on one closed ring: corners closer than `tolerance` to the line go. */
function simplifyRing(ring: Ring, tolerance: number): Ring {
  const keep = new Uint8Array(ring.length);
  keep[0] = 1;
  keep[ring.length - 1] = 1;
  // A closed ring starts and ends on one corner: split it at the corner farthest from it.
  let far = 1;
  let farthest = -1;
  for (let index = 1; index < ring.length - 1; index += 1) {
    const distance = Math.hypot(ring[index]![0] - ring[0]![0], ring[index]![1] - ring[0]![1]);
    if (distance > farthest) {
      farthest = distance;
      far = index;
    }
  }
  keep[far] = 1;
  const stack: [number, number][] = [
    [0, far],
    [far, ring.length - 1],
  ];
  while (stack.length > 0) {
    const [start, end] = stack.pop()!;
    let worst = -1;
    let at = -1;
    for (let index = start + 1; index < end; index += 1) {
      const distance = offset(ring[index]!, ring[start]!, ring[end]!);
      if (distance > worst) {
        worst = distance;
        at = index;
      }
    }
    if (at !== -1 && worst > tolerance) {
      keep[at] = 1;
      stack.push([start, at], [at, end]);
    }
  }
  return ring.filter((_, index) => keep[index] === 1);
}

const corners = (rings: PolygonRings) => rings.reduce((sum, ring) => sum + ring.length - 1, 0);

/** A ring that still encloses something: three corners and not folded onto itself. */
const usable = (rings: PolygonRings) =>
  rings[0]!.length >= 4 && rings.every((ring) => ring.length >= 4) && !findCrossings(rings);

export interface ApiPolygon {
  rings: PolygonRings;
  /** The corners of the shape before it was simplified to fit; undefined when it was not. */
  simplifiedFrom?: number;
}

/**
 * The API's polygon for a checked shape: a circle's 64 corners, or the polygon (simplified
 * when needed, holes that shrink to nothing dropped). Refused, with the reason, when no
 * simplification that keeps the shape valid fits the query string.
 */
export function apiPolygonOf(shape: AreaShape): Checked<ApiPolygon> {
  if (shape.kind === 'circle') {
    const [lng, lat] = shape.center;
    if ((90 - Math.abs(lat)) * KM_PER_DEGREE_OF_LATITUDE <= shape.radiusKm) {
      return {
        ok: false,
        field: 'shape.radiusKm',
        message: `A circle of ${shape.radiusKm} km around ${describePosition(shape.center)} covers the ${lat > 0 ? 'North' : 'South'} Pole, which a polygon on the incident API cannot describe. Make it smaller or move it.`,
      };
    }
    const rings = circlePolygon([lng, lat], shape.radiusKm);
    if (rings[0]!.some(([x]) => Math.abs(x) > 180)) {
      return {
        ok: false,
        field: 'shape.radiusKm',
        message: `A circle of ${shape.radiusKm} km around ${describePosition(shape.center)} crosses the 180° meridian, where the incident API’s polygons end. Make it smaller or move it.`,
      };
    }
    return { ok: true, value: { rings }, notes: [] };
  }
  const exact = shape.geometry.coordinates;
  let rings = rounded(exact);
  if (!usable(rings)) rings = rounded(exact, 7);
  if (areaParameterLength(rings) <= MAX_AREA_PARAMETER_CHARS && usable(rings)) {
    return { ok: true, value: { rings }, notes: [] };
  }
  // From about 1 m, doubling: the first tolerance whose polygon fits and is still valid. A
  // simplification can fold a spiky boundary onto itself; a few such tries and it is refused,
  // so an intricate shape costs the server a bounded amount of work.
  // Nor may the boundary move by more than a hundredth of the area's size: past that it is no
  // longer the area the analyst drew.
  const points = exact.flat();
  const diagonal = Math.hypot(
    Math.max(...points.map(([x]) => x)) - Math.min(...points.map(([x]) => x)),
    Math.max(...points.map(([, y]) => y)) - Math.min(...points.map(([, y]) => y)),
  );
  const maxTolerance = diagonal * MAX_SHIFT_RATIO;
  let validityChecks = 0;
  for (
    let tolerance = 1e-5;
    tolerance <= maxTolerance && validityChecks < MAX_VALIDITY_CHECKS;
    tolerance *= 2
  ) {
    const candidate = rings
      .map((ring) => simplifyRing(ring, tolerance))
      .filter((ring, index) => index === 0 || ring.length >= 4);
    if (areaParameterLength(candidate) > MAX_AREA_PARAMETER_CHARS) continue;
    validityChecks += 1;
    if (!usable(candidate)) continue;
    const before = corners(exact);
    return {
      ok: true,
      value: { rings: candidate, simplifiedFrom: before },
      notes: [
        `It is sent to the incident API simplified to ${corners(candidate).toLocaleString('en')} of its ${before.toLocaleString('en')} corners, so that the filter fits in a link (at most ${MAX_AREA_PARAMETER_CHARS.toLocaleString('en')} characters).`,
      ],
    };
  }
  return {
    ok: false,
    field: 'shape.geometry',
    message: `The polygon is too intricate for the incident API: to fit the ${MAX_AREA_PARAMETER_CHARS.toLocaleString('en')} characters an area filter may take, its boundary would have to move by more than a hundredth of its size, or would cross itself. Simplify it to fewer corners (for example with mapshaper) and import it again.`,
  };
}

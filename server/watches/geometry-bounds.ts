/**
 * Bounding boxes that let matching skip the exact geometry (turf's distances to every edge of a
 * polygon) for sites and areas nowhere near an incident: at a thousand watches with sites and a
 * thousand incidents a poll, nearly every pair is far apart.
 */

/** West, south, east, north in degrees; a box over every coordinate of some geometries. */
export interface Box {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** turf's mean Earth radius (kilometres), so a bound is never above its exact distance. */
const EARTH_RADIUS_KM = 6371.0088;
/**
 * Boxes wider or taller than this are not used to skip anything: a great-circle edge between
 * two vertices bulges towards the pole beyond the vertices' latitudes, by less than PAD_DEGREES
 * for edges this short, but by too much for long ones.
 */
const MAX_SPAN_DEGREES = 10;
const PAD_DEGREES = 0.25;

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const haversine = (angle: number) => Math.sin(angle / 2) ** 2;
/** Degrees eastward from one longitude to another, 0 to 360. */
const around = (from: number, to: number) => (((to - from) % 360) + 360) % 360;

/** The box over every position, nested at any depth (GeoJSON coordinates). */
export function boxOf(coordinateSets: readonly unknown[]): Box {
  const box = { west: Infinity, south: Infinity, east: -Infinity, north: -Infinity };
  const visit = (value: unknown): void => {
    if (!Array.isArray(value)) return;
    if (typeof value[0] === 'number') {
      const [longitude, latitude] = value as number[];
      box.west = Math.min(box.west, longitude!);
      box.east = Math.max(box.east, longitude!);
      box.south = Math.min(box.south, latitude!);
      box.north = Math.max(box.north, latitude!);
      return;
    }
    for (const item of value) visit(item);
  };
  for (const coordinates of coordinateSets) visit(coordinates);
  return box;
}

/** Whether a box is small enough to bound great-circle distances to what it covers. */
const usable = (box: Box) =>
  box.east - box.west <= MAX_SPAN_DEGREES && box.north - box.south <= MAX_SPAN_DEGREES;

/**
 * A distance in kilometres that the great-circle distance from the point to anything in the box
 * (its geometries' edges included) is never below; 0 when no bound is known. From the haversine
 * formula: hav(d/R) = hav(Δφ) + cos φ₁ cos φ₂ hav(Δλ), each term at least its least over the box.
 */
export function kmLowerBound(longitude: number, latitude: number, box: Box): number {
  if (!usable(box)) return 0;
  const south = box.south - PAD_DEGREES;
  const north = box.north + PAD_DEGREES;
  const west = box.west - PAD_DEGREES;
  const east = box.east + PAD_DEGREES;
  if (south <= -90 || north >= 90) return 0;
  const latitudeGap = latitude < south ? south - latitude : latitude > north ? latitude - north : 0;
  // Longitude is circular: the gap is the shorter way round to the box.
  const inside =
    (longitude >= west && longitude <= east) ||
    (longitude + 360 >= west && longitude + 360 <= east) ||
    (longitude - 360 >= west && longitude - 360 <= east);
  const longitudeGap = inside ? 0 : Math.min(around(longitude, west), around(east, longitude), 180);
  const leastCosine = Math.min(Math.cos(radians(south)), Math.cos(radians(north)));
  const h =
    haversine(radians(latitudeGap)) +
    Math.cos(radians(latitude)) * leastCosine * haversine(radians(longitudeGap));
  const bound = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
  // Rounding in turf's own formulas must never make the bound exceed the exact distance.
  return bound * (1 - 1e-9);
}

/** Whether two boxes share any point (planar, in degrees: as turf's intersection tests are). */
export const boxesMeet = (a: Box, b: Box) =>
  a.west <= b.east && b.west <= a.east && a.south <= b.north && b.south <= a.north;

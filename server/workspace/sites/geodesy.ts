/**
 * Great-circle distances and the boxes that bound them, for matching incidents to sites. The
 * Earth is a sphere of the mean radius, as @turf/distance and the reference service's `near`
 * take it, so the distances agree with the vendor's within rounding.
 */

export const EARTH_RADIUS_KM = 6371.0088;
const RADIANS = Math.PI / 180;
/** Kilometres per degree of latitude (and of longitude at the equator). */
export const KM_PER_DEGREE = EARTH_RADIUS_KM * RADIANS;

/** Haversine distance in km between two points given in degrees. */
export function distanceKm(lng1: number, lat1: number, lng2: number, lat2: number): number {
  const dLat = (lat2 - lat1) * RADIANS;
  const dLng = (lng2 - lng1) * RADIANS;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** `[west, south, east, north]` in degrees, west ≤ east (never across the antimeridian). */
export type Box = [number, number, number, number];

/**
 * The boxes that hold every point within `km` of the centre: one, or two when the circle
 * crosses the antimeridian; the whole band of longitudes when it reaches a pole.
 */
export function boxesAround(lng: number, lat: number, km: number): Box[] {
  const dLat = km / KM_PER_DEGREE;
  const south = Math.max(-90, lat - dLat);
  const north = Math.min(90, lat + dLat);
  // The widest parallel inside the band is the one nearest a pole.
  const widest = Math.max(Math.abs(south), Math.abs(north));
  if (widest >= 89.999 || km >= Math.PI * EARTH_RADIUS_KM) return [[-180, south, 180, north]];
  const dLng = dLat / Math.cos(widest * RADIANS);
  if (dLng >= 180) return [[-180, south, 180, north]];
  const west = lng - dLng;
  const east = lng + dLng;
  if (west < -180)
    return [
      [west + 360, south, 180, north],
      [-180, south, east, north],
    ];
  if (east > 180)
    return [
      [west, south, 180, north],
      [-180, south, east - 360, north],
    ];
  return [[west, south, east, north]];
}

/** The box that holds every given box, or the whole world when they wrap around it. */
export function unionBox(boxes: readonly Box[]): Box | undefined {
  if (boxes.length === 0) return undefined;
  let [west, south, east, north] = boxes[0]!;
  for (const [w, s, e, n] of boxes) {
    west = Math.min(west, w);
    south = Math.min(south, s);
    east = Math.max(east, e);
    north = Math.max(north, n);
  }
  return [west, south, east, north];
}

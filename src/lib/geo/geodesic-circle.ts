import type { Polygon, Position } from 'geojson';

/**
 * A circle on the Earth as a polygon: the points `radiusKm` from the centre along great
 * circles (spherical Earth, the mean radius @turf/distance also uses). @turf/circle would do
 * the same but is not among the installed packages, and the formula is a few lines.
 */
export const EARTH_RADIUS_KM = 6371.0088;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** The point reached going `distanceKm` from `[longitude, latitude]` at `bearing` degrees. */
export function destination(
  [longitude, latitude]: readonly [number, number],
  distanceKm: number,
  bearing: number,
): [number, number] {
  const angular = distanceKm / EARTH_RADIUS_KM;
  const φ1 = toRadians(latitude);
  const λ1 = toRadians(longitude);
  const θ = toRadians(bearing);
  const φ2 = Math.asin(
    Math.sin(φ1) * Math.cos(angular) + Math.cos(φ1) * Math.sin(angular) * Math.cos(θ),
  );
  const λ2 =
    λ1 +
    Math.atan2(
      Math.sin(θ) * Math.sin(angular) * Math.cos(φ1),
      Math.cos(angular) - Math.sin(φ1) * Math.sin(φ2),
    );
  return [toDegrees(λ2), toDegrees(φ2)];
}

/**
 * A closed ring of `steps` points. Longitudes stay continuous with the centre's (they may pass
 * ±180), so a circle astride the antimeridian draws as one shape.
 */
export function geodesicCircle(
  centre: readonly [number, number],
  radiusKm: number,
  steps = 64,
): Polygon {
  const ring: Position[] = [];
  for (let step = 0; step < steps; step += 1) {
    const [longitude, latitude] = destination(centre, radiusKm, (step * 360) / steps);
    const unwrapped = longitude + 360 * Math.round((centre[0] - longitude) / 360);
    ring.push([unwrapped, latitude]);
  }
  ring.push(ring[0]!);
  return { type: 'Polygon', coordinates: [ring] };
}

import type { Feature, Geometry, Position } from 'geojson';

/**
 * world-atlas geometry is spherical: a ring that crosses the antimeridian jumps from +180 to
 * −180 and back, which a planar renderer draws as a band across the whole map (Russia, Fiji,
 * Antarctica). Making each ring's longitudes continuous (adding or subtracting 360 at every
 * jump of more than 180°) fixes that: MapLibre accepts longitudes beyond ±180 and draws them
 * on the neighbouring world copy.
 */
export function unwrapRing(ring: readonly Position[]): Position[] {
  let shift = 0;
  let previous: number | undefined;
  return ring.map((position) => {
    const [longitude = 0, latitude = 0, ...rest] = position;
    if (previous !== undefined) {
      const jump = longitude - previous;
      if (jump > 180) shift -= 360;
      else if (jump < -180) shift += 360;
    }
    previous = longitude;
    return [longitude + shift, latitude, ...rest];
  });
}

export function unwrapGeometry(geometry: Geometry): Geometry {
  switch (geometry.type) {
    case 'Polygon':
      return { ...geometry, coordinates: geometry.coordinates.map(unwrapRing) };
    case 'MultiPolygon':
      return {
        ...geometry,
        coordinates: geometry.coordinates.map((polygon) => polygon.map(unwrapRing)),
      };
    default:
      return geometry;
  }
}

export function unwrapFeature<F extends Feature>(feature: F): F {
  return feature.geometry ? { ...feature, geometry: unwrapGeometry(feature.geometry) } : feature;
}

import type { Feature, FeatureCollection, Geometry, Polygon } from 'geojson';
import { geodesicCircle } from '@/lib/geo/geodesic-circle';
import { positionsOf } from '@/lib/geo/positions';

/** More circles than this would cost more than they show: the vertices are sampled evenly. */
export const MAX_RADIUS_CIRCLES = 64;

/**
 * The `near` radius drawn around a map's features: a geodesic circle of `km` around each point
 * and each vertex of a line or an area. For points this is exactly the region the filter
 * covers; for lines and areas it marks the reach from their corners (the service measures to
 * the nearest point of the shape, so the true region also joins these circles along the edges).
 */
export function radiusCircles(
  geometries: readonly Geometry[],
  km: number,
): FeatureCollection<Polygon> {
  const positions = geometries.flatMap(positionsOf);
  const step = Math.max(1, Math.ceil(positions.length / MAX_RADIUS_CIRCLES));
  const features: Feature<Polygon>[] = [];
  for (let index = 0; index < positions.length; index += step) {
    const [longitude, latitude] = positions[index]!;
    features.push({
      type: 'Feature',
      geometry: geodesicCircle([longitude!, latitude!], km),
      properties: {},
    });
  }
  return { type: 'FeatureCollection', features };
}

/** `[west, south, east, north]` around the circles, for fitting the map to them. */
export function boundsOfCircles(
  circles: FeatureCollection<Polygon>,
): [number, number, number, number] | undefined {
  const positions = circles.features.flatMap((feature) => feature.geometry.coordinates.flat());
  if (positions.length === 0) return undefined;
  const longitudes = positions.map(([longitude]) => longitude!);
  const latitudes = positions.map(([, latitude]) => latitude!);
  return [
    Math.min(...longitudes),
    Math.max(-90, Math.min(...latitudes)),
    Math.max(...longitudes),
    Math.min(90, Math.max(...latitudes)),
  ];
}

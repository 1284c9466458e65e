import {
  geoBounds,
  geoCentroid,
  geoCircle,
  geoEqualEarth,
  type GeoPermissibleObjects,
  type GeoProjection,
} from 'd3-geo';
import type { Geometry, Polygon } from 'geojson';

/**
 * The projection an SVG map is drawn in: Equal Earth, turned so the marks sit in the middle
 * (marks on both sides of the antimeridian stay together instead of at the two edges of the
 * world) and fitted to their bounds, but never closer than MIN_HALF_SPAN_DEGREES around them.
 */

/** Kilometres per degree of a great circle on the mean Earth radius (6371.0088 km). */
export const KM_PER_DEGREE = 111.195;

/** A lone mark is shown with at least this much around it (about ±330 km), not a street. */
export const MIN_HALF_SPAN_DEGREES = 3;

export interface FitArea {
  width: number;
  height: number;
  padding: number;
}

/** The area a site covers, as a spherical polygon (d3 winding). */
export function siteAreaPolygon(longitude: number, latitude: number, radiusKm: number): Polygon {
  // Beyond a hemisphere the "circle" would cover most of the globe; nothing real is that far.
  const degrees = Math.min(Math.max(radiusKm, 0) / KM_PER_DEGREE, 90);
  return geoCircle().center([longitude, latitude]).radius(degrees)();
}

/** Middle of an interval of longitudes that may cross the antimeridian (west > east). */
function middleLongitude(west: number, east: number): number {
  const span = (((east - west) % 360) + 360) % 360;
  const middle = west + span / 2;
  return middle > 180 ? middle - 360 : middle;
}

const clampLatitude = (latitude: number) => Math.min(Math.max(latitude, -89), 89);

/** Four corners MIN_HALF_SPAN_DEGREES around a point, to fit along with the marks. */
function minimumExtent(longitude: number, latitude: number): Geometry {
  const d = MIN_HALF_SPAN_DEGREES;
  const south = clampLatitude(latitude - d);
  const north = clampLatitude(latitude + d);
  return {
    type: 'MultiPoint',
    coordinates: [
      [longitude - d, south],
      [longitude + d, south],
      [longitude - d, north],
      [longitude + d, north],
    ],
  };
}

/**
 * Fits to `marks` (points and site areas); with none, to the whole world. The marks must have
 * finite coordinates.
 */
export function fitProjection(marks: readonly Geometry[], area: FitArea): GeoProjection {
  const padding = Math.max(0, Math.min(area.padding, area.width / 3, area.height / 3));
  const extent: [[number, number], [number, number]] = [
    [padding, padding],
    [area.width - padding, area.height - padding],
  ];
  const projection = geoEqualEarth();
  if (marks.length === 0) return projection.fitExtent(extent, { type: 'Sphere' });

  const collection: GeoPermissibleObjects = { type: 'GeometryCollection', geometries: [...marks] };
  const [[west, south], [east, north]] = geoBounds(collection);
  // Bounds around a pole span every longitude and have no middle; the centroid does.
  const centreLongitude =
    east - west >= 360 ? geoCentroid(collection)[0] : middleLongitude(west, east);
  const centreLatitude = (south + north) / 2;
  projection.rotate([-centreLongitude, 0]);
  return projection.fitExtent(extent, {
    type: 'GeometryCollection',
    geometries: [...marks, minimumExtent(centreLongitude, centreLatitude)],
  });
}

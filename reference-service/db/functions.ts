import type Database from 'better-sqlite3';
import type { Geometry } from '../../contract/resources/geojson.ts';
import {
  distanceKm,
  pointInPolygon,
  polygonIntersects,
  type PolygonRings,
} from '../data/geometry.ts';
import type { CountryGeometry } from '../data/dataset.ts';

/**
 * The exact geometric tests behind `area` and `near`, as SQL functions so that filtering,
 * sorting and paging stay in one SQL statement (the R*Tree prefilters by bounding box first).
 * PostGIS has the same three: ST_Contains, ST_Intersects, ST_DistanceSphere.
 */
export function registerGeometryFunctions(
  db: Database.Database,
  countryGeometries: ReadonlyMap<string, CountryGeometry>,
) {
  // A statement binds a polygon or a map's geometries once and tests them on many rows.
  const parsed = memoise((text: string) => JSON.parse(text) as unknown);

  db.function('ti_point_in_polygon', { deterministic: true }, (longitude, latitude, polygon) =>
    pointInPolygon(
      longitude as number,
      latitude as number,
      parsed(polygon as string) as PolygonRings,
    )
      ? 1
      : 0,
  );

  db.function('ti_country_intersects', { deterministic: true }, (code, polygon) => {
    const geometry = countryGeometries.get(code as string);
    return geometry && polygonIntersects(parsed(polygon as string) as PolygonRings, geometry)
      ? 1
      : 0;
  });

  /** Distance in km from a point to the nearest of several geometries (a JSON array). */
  db.function('ti_distance_km', { deterministic: true }, (longitude, latitude, geometries) => {
    let nearest = Infinity;
    for (const geometry of parsed(geometries as string) as Geometry[]) {
      nearest = Math.min(nearest, distanceKm(longitude as number, latitude as number, geometry));
    }
    return nearest;
  });
}

/** Remembers the few most recent texts (a statement uses at most two: `area` and `near`). */
function memoise<Result>(compute: (text: string) => Result, size = 8): (text: string) => Result {
  const cache = new Map<string, Result>();
  return (text) => {
    if (cache.has(text)) return cache.get(text)!;
    const result = compute(text);
    if (cache.size >= size) cache.delete(cache.keys().next().value!);
    cache.set(text, result);
    return result;
  };
}

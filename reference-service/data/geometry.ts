import { booleanIntersects } from '@turf/boolean-intersects';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { distance } from '@turf/distance';
import { pointToLineDistance } from '@turf/point-to-line-distance';
import type { Geometry } from '../../contract/resources/geojson.ts';

/**
 * The exact geometric checks the service runs after its R*Tree bounding-box prefilter. Positions
 * are `[longitude, latitude]`; polygons are planar in longitude -180..180 (country geometries are
 * already split at the antimeridian, see geography.ts). Distances are great-circle kilometres on
 * turf's sphere (radius 6371.0088 km).
 */

export type { Geometry };
export type LngLat = [number, number];
/** Closed rings: the first is the outer boundary, the rest are holes. */
export type PolygonRings = LngLat[][];
/** `[minLng, minLat, maxLng, maxLat]`. */
export type Bbox = [number, number, number, number];
export type PolygonalGeometry = Extract<Geometry, { type: 'Polygon' | 'MultiPolygon' }>;

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;
const RADIANS = Math.PI / 180;

function extend(bbox: Bbox, positions: readonly (readonly number[])[]): Bbox {
  for (const [lng = NaN, lat = NaN] of positions) {
    if (lng < bbox[0]) bbox[0] = lng;
    if (lat < bbox[1]) bbox[1] = lat;
    if (lng > bbox[2]) bbox[2] = lng;
    if (lat > bbox[3]) bbox[3] = lat;
  }
  return bbox;
}

const emptyBbox = (): Bbox => [Infinity, Infinity, -Infinity, -Infinity];

export function polygonBbox(rings: PolygonRings): Bbox {
  const bbox = emptyBbox();
  for (const ring of rings) extend(bbox, ring);
  return bbox;
}

export function geometryBbox(geometry: Geometry): Bbox {
  const bbox = emptyBbox();
  switch (geometry.type) {
    case 'Point':
      return extend(bbox, [geometry.coordinates]);
    case 'MultiPoint':
    case 'LineString':
      return extend(bbox, geometry.coordinates);
    case 'MultiLineString':
    case 'Polygon':
      for (const line of geometry.coordinates) extend(bbox, line);
      return bbox;
    case 'MultiPolygon':
      for (const polygon of geometry.coordinates) for (const ring of polygon) extend(bbox, ring);
      return bbox;
  }
}

/** The boundary counts as inside. */
export function pointInPolygon(longitude: number, latitude: number, rings: PolygonRings): boolean {
  return booleanPointInPolygon([longitude, latitude], { type: 'Polygon', coordinates: rings });
}

export function polygonIntersects(rings: PolygonRings, geometry: PolygonalGeometry): boolean {
  return booleanIntersects({ type: 'Polygon', coordinates: rings }, geometry);
}

/**
 * A lower bound of the distance from a point to anything inside `bbox`. The latitude gap bounds
 * the arc from below, and so does the distance to the nearest meridian plane of the box:
 * asin(cos(lat) sin(Δlng)).
 */
function lowerBoundKm(longitude: number, latitude: number, bbox: Bbox): number {
  const [minLng, minLat, maxLng, maxLat] = bbox;
  const latGap = Math.max(minLat - latitude, latitude - maxLat, 0);
  let lngGap = 0;
  if (longitude < minLng || longitude > maxLng) {
    const gap = (target: number) => {
      const delta = Math.abs(longitude - target) % 360;
      return Math.min(delta, 360 - delta);
    };
    lngGap = Math.min(gap(minLng), gap(maxLng), 90);
  }
  const meridianArc = Math.asin(Math.cos(latitude * RADIANS) * Math.sin(lngGap * RADIANS));
  return Math.max(latGap * KM_PER_DEGREE, meridianArc * EARTH_RADIUS_KM) * (1 - 1e-9);
}

/**
 * A run of a line's segments, with two ways to bound the distance to it from below: the bbox of
 * its vertices less half its longest segment, and a cap round its first vertex.
 */
interface Chunk {
  line: LngLat[];
  bbox: Bbox;
  slackKm: number;
  centre: LngLat;
  radiusKm: number;
}

const CHUNK_SEGMENTS = 32;
// Keyed by the coordinate array: the service never mutates a geometry once built.
const chunkCache = new WeakMap<readonly LngLat[], Chunk[]>();

/**
 * turf's distance to a line costs microseconds per segment, far too slow for country-sized rings,
 * so lines are cut into chunks and a chunk is only measured when its lower bound can beat the best
 * so far. A great-circle segment can bulge out of its vertices' bbox, but every point of it lies
 * within half its length of a vertex, so that half length is taken off the bbox bound and added to
 * the cap's radius.
 */
function chunksOf(line: readonly LngLat[]): Chunk[] {
  let chunks = chunkCache.get(line);
  if (!chunks) {
    chunks = [];
    // Each chunk's last vertex starts the next, so every segment is in exactly one chunk.
    for (let start = 0; start === 0 || start < line.length - 1; start += CHUNK_SEGMENTS) {
      const part = line.slice(start, start + CHUNK_SEGMENTS + 1);
      const centre = part[0];
      if (!centre) break;
      let longest = 0;
      for (let index = 1; index < part.length; index++) {
        longest = Math.max(
          longest,
          distance(part[index - 1]!, part[index]!, { units: 'kilometers' }),
        );
      }
      const farthest = Math.max(
        ...part.map((vertex) => distance(centre, vertex, { units: 'kilometers' })),
      );
      chunks.push({
        line: part,
        bbox: extend(emptyBbox(), part),
        slackKm: longest / 2,
        centre,
        radiusKm: farthest + longest / 2,
      });
    }
    chunkCache.set(line, chunks);
  }
  return chunks;
}

function distanceToLineKm(longitude: number, latitude: number, line: LngLat[]): number {
  const first = line[0];
  if (!first) return Infinity;
  if (line.every(([lng, lat]) => lng === first[0] && lat === first[1])) {
    return distance([longitude, latitude], first, { units: 'kilometers' });
  }
  return pointToLineDistance(
    [longitude, latitude],
    { type: 'LineString', coordinates: line },
    { units: 'kilometers', method: 'geodesic' },
  );
}

function distanceToLinesKm(
  longitude: number,
  latitude: number,
  lines: readonly (readonly LngLat[])[],
): number {
  const candidates = lines
    .flatMap(chunksOf)
    .map((chunk) => ({
      chunk,
      bound: Math.max(
        lowerBoundKm(longitude, latitude, chunk.bbox) - chunk.slackKm,
        distance([longitude, latitude], chunk.centre, { units: 'kilometers' }) - chunk.radiusKm,
      ),
    }))
    .sort((a, b) => a.bound - b.bound);
  let best = Infinity;
  for (const { chunk, bound } of candidates) {
    if (bound >= best) break;
    best = Math.min(best, distanceToLineKm(longitude, latitude, chunk.line));
  }
  return best;
}

/**
 * Great-circle distance in km from a point to a GeoJSON geometry; 0 on or inside a polygon.
 * Empty geometries are infinitely far.
 */
export function distanceKm(longitude: number, latitude: number, geometry: Geometry): number {
  const point: LngLat = [longitude, latitude];
  switch (geometry.type) {
    case 'Point':
      return distance(point, geometry.coordinates, { units: 'kilometers' });
    case 'MultiPoint':
      return Math.min(
        Infinity,
        ...geometry.coordinates.map((position) =>
          distance(point, position, { units: 'kilometers' }),
        ),
      );
    case 'LineString':
      return distanceToLinesKm(longitude, latitude, [geometry.coordinates]);
    case 'MultiLineString':
      return distanceToLinesKm(longitude, latitude, geometry.coordinates);
    case 'Polygon':
      if (geometry.coordinates.length === 0) return Infinity;
      if (booleanPointInPolygon(point, geometry)) return 0;
      return distanceToLinesKm(longitude, latitude, geometry.coordinates);
    case 'MultiPolygon':
      if (geometry.coordinates.length === 0) return Infinity;
      if (booleanPointInPolygon(point, geometry)) return 0;
      return distanceToLinesKm(longitude, latitude, geometry.coordinates.flat());
  }
}

/**
 * A bbox containing every point within `km` of `bbox`. Latitude grows by the arc and is clamped
 * at the poles. Longitude grows by the widest angle a circle of that radius spans at the bbox's
 * most poleward latitude, asin(sin(d/R) / cos(lat)); when the circle reaches a pole or the result
 * would cross ±180, the whole longitude range is returned rather than a wrapped box.
 */
export function expandBboxByKm(bbox: Bbox, km: number): Bbox {
  const [minLng, minLat, maxLng, maxLat] = bbox;
  const radius = Math.max(km, 0);
  // A hair of slack so floating-point rounding never excludes a point exactly at the distance.
  const arcDegrees = (radius / KM_PER_DEGREE) * (1 + 1e-9) + 1e-9;
  const south = minLat - arcDegrees;
  const north = maxLat + arcDegrees;
  const fullRange = (): Bbox => [-180, Math.max(south, -90), 180, Math.min(north, 90)];
  if (south <= -90 || north >= 90 || arcDegrees >= 90) return fullRange();
  const poleward = Math.max(Math.abs(minLat), Math.abs(maxLat));
  const ratio = Math.sin(arcDegrees * RADIANS) / Math.cos(poleward * RADIANS);
  if (ratio >= 1) return fullRange();
  const lngDegrees = Math.asin(ratio) / RADIANS;
  const west = minLng - lngDegrees;
  const east = maxLng + lngDegrees;
  if (west < -180 || east > 180) return fullRange();
  return [west, south, east, north];
}

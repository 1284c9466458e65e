import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { Feature, FeatureCollection, Point, Polygon, MultiPolygon, Position } from 'geojson';

/**
 * One label point per country. Labelling the polygons themselves would repeat a name on every
 * tile a large country covers at high zoom, so names sit on points of their own: the centroid
 * of the country's largest part, or, when that falls outside a concave shape (Croatia, Chile's
 * neighbours), the middle of the widest stretch of land along the centroid's latitude.
 */

type Ring = readonly Position[];

/** Planar signed area and centroid of a ring (shoelace formula). */
function ringAreaAndCentroid(ring: Ring): { area: number; centroid: Position } {
  let twiceArea = 0;
  let x = 0;
  let y = 0;
  for (let index = 0; index < ring.length - 1; index += 1) {
    const [x0 = 0, y0 = 0] = ring[index]!;
    const [x1 = 0, y1 = 0] = ring[index + 1]!;
    const cross = x0 * y1 - x1 * y0;
    twiceArea += cross;
    x += (x0 + x1) * cross;
    y += (y0 + y1) * cross;
  }
  if (twiceArea === 0) return { area: 0, centroid: ring[0] ?? [0, 0] };
  return { area: Math.abs(twiceArea / 2), centroid: [x / (3 * twiceArea), y / (3 * twiceArea)] };
}

/** The middle of the widest interior stretch of the polygon along a latitude. */
function widestStretchAt(polygon: readonly Ring[], latitude: number): Position | undefined {
  const crossings: number[] = [];
  for (const ring of polygon) {
    for (let index = 0; index < ring.length - 1; index += 1) {
      const [x0 = 0, y0 = 0] = ring[index]!;
      const [x1 = 0, y1 = 0] = ring[index + 1]!;
      if (y0 <= latitude !== y1 <= latitude) {
        crossings.push(x0 + ((latitude - y0) / (y1 - y0)) * (x1 - x0));
      }
    }
  }
  crossings.sort((a, b) => a - b);
  let best: Position | undefined;
  let widest = -1;
  // Crossings pair up: [in, out), [in, out), …
  for (let index = 0; index + 1 < crossings.length; index += 2) {
    const width = crossings[index + 1]! - crossings[index]!;
    if (width > widest) {
      widest = width;
      best = [(crossings[index]! + crossings[index + 1]!) / 2, latitude];
    }
  }
  return best;
}

export function labelPointOf(geometry: Polygon | MultiPolygon): Position | undefined {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  let largest: { polygon: Position[][]; area: number; centroid: Position } | undefined;
  for (const polygon of polygons) {
    const outer = polygon[0];
    if (!outer || outer.length < 4) continue;
    const { area, centroid } = ringAreaAndCentroid(outer);
    if (!largest || area > largest.area) largest = { polygon, area, centroid };
  }
  if (!largest) return undefined;
  const inside = booleanPointInPolygon(largest.centroid, {
    type: 'Polygon',
    coordinates: largest.polygon,
  });
  return inside ? largest.centroid : widestStretchAt(largest.polygon, largest.centroid[1] ?? 0);
}

export interface CountryLabelProperties {
  name: string;
  /** Planar area in square degrees, so small countries can be labelled later (higher zoom). */
  area: number;
}

export function countryLabels(
  countries: FeatureCollection<Polygon | MultiPolygon, { name?: string }>,
): FeatureCollection<Point, CountryLabelProperties> {
  const features: Feature<Point, CountryLabelProperties>[] = [];
  for (const country of countries.features) {
    const name = country.properties?.name;
    if (!name || !country.geometry) continue;
    const point = labelPointOf(country.geometry);
    if (!point) continue;
    const polygons =
      country.geometry.type === 'Polygon'
        ? [country.geometry.coordinates]
        : country.geometry.coordinates;
    const area = polygons.reduce(
      (sum, polygon) => sum + (polygon[0] ? ringAreaAndCentroid(polygon[0]).area : 0),
      0,
    );
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: point },
      properties: { name, area },
    });
  }
  return { type: 'FeatureCollection', features };
}

import type { Feature, Geometry, Position } from 'geojson';
import type { BasemapCountries } from './basemap-countries';

/** West, south, east, north in degrees; west and east may lie beyond ±180 (world copies). */
export type LngLatBox = readonly [number, number, number, number];

/** Wider than this, the view holds most of the world: the whole set is sent at once. */
const MAX_NEARBY_SPAN = 120;

const boxes = new WeakMap<Feature, LngLatBox>();

function extend(box: number[], positions: readonly Position[]) {
  for (const [longitude = 0, latitude = 0] of positions) {
    if (longitude < box[0]!) box[0] = longitude;
    if (latitude < box[1]!) box[1] = latitude;
    if (longitude > box[2]!) box[2] = longitude;
    if (latitude > box[3]!) box[3] = latitude;
  }
}

function geometryBox(geometry: Geometry | null): LngLatBox {
  const box = [Infinity, Infinity, -Infinity, -Infinity];
  if (geometry?.type === 'Polygon') geometry.coordinates.forEach((ring) => extend(box, ring));
  if (geometry?.type === 'MultiPolygon') {
    geometry.coordinates.forEach((polygon) => polygon.forEach((ring) => extend(box, ring)));
  }
  if (geometry?.type === 'Point') extend(box, [geometry.coordinates]);
  return box as unknown as LngLatBox;
}

/** Measured once per feature: the loaded set is kept for the page's life. */
function featureBox(feature: Feature): LngLatBox {
  let box = boxes.get(feature);
  if (!box) {
    box = geometryBox(feature.geometry);
    boxes.set(feature, box);
  }
  return box;
}

/** Overlap on this world or a neighbouring copy (unwrapped shapes reach past ±180). */
function overlaps(a: LngLatBox, b: LngLatBox): boolean {
  if (a[1] > b[3] || a[3] < b[1]) return false;
  return [-360, 0, 360].some((shift) => a[0] + shift <= b[2] && a[2] + shift >= b[0]);
}

/**
 * The countries and names around a view: its box widened by its own size on every side, so a
 * pan does not reach past them before the whole set follows. Sending the whole 1:50m world to
 * a map that opens on one city costs its worker about a quarter of a second (copying and tiling
 * every country) before that city is drawn. Answers undefined when the view is so wide that
 * most of the world is in it anyway.
 */
export function basemapNear(data: BasemapCountries, view: LngLatBox): BasemapCountries | undefined {
  const [west, south, east, north] = view;
  const width = east - west;
  const height = north - south;
  if (width * 3 > MAX_NEARBY_SPAN || height * 3 > MAX_NEARBY_SPAN) return undefined;
  const around: LngLatBox = [west - width, south - height, east + width, north + height];
  const near = <F extends Feature>(features: F[]) =>
    features.filter((feature) => overlaps(featureBox(feature), around));
  return {
    countries: { ...data.countries, features: near(data.countries.features) },
    labels: { ...data.labels, features: near(data.labels.features) },
  };
}

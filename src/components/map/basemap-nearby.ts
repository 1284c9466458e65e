import bbox from '@turf/bbox';
import type { Feature } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryObject, Topology } from 'topojson-specification';
import { unwrapGeometry } from './unwrap-antimeridian';

/** West, south, east, north in degrees; west and east may lie beyond ±180 (world copies). */
export type LngLatBox = readonly [number, number, number, number];

/** Wider than this, the view holds most of the world: the whole set is drawn at once. */
const MAX_NEARBY_SPAN = 120;

const emptyBox = (): number[] => [Infinity, Infinity, -Infinity, -Infinity];

function extend(box: number[], longitude: number, latitude: number) {
  if (longitude < box[0]!) box[0] = longitude;
  if (latitude < box[1]!) box[1] = latitude;
  if (longitude > box[2]!) box[2] = longitude;
  if (latitude > box[3]!) box[3] = latitude;
}

/** Each arc's box (west, south, east, north at 4 × index), read straight from the arcs. */
function arcBoxes(topology: Topology): Float64Array {
  const [scaleX, scaleY] = topology.transform?.scale ?? [1, 1];
  const [translateX, translateY] = topology.transform?.translate ?? [0, 0];
  const deltas = topology.transform !== undefined;
  const boxes = new Float64Array(topology.arcs.length * 4);
  topology.arcs.forEach((arc, index) => {
    let west = Infinity;
    let south = Infinity;
    let east = -Infinity;
    let north = -Infinity;
    let x = 0;
    let y = 0;
    for (let point = 0; point < arc.length; point += 1) {
      const position = arc[point]!;
      // Quantized arcs are delta-coded: each position is the step from the one before.
      x = deltas ? x + position[0]! : position[0]!;
      y = deltas ? y + position[1]! : position[1]!;
      west = Math.min(west, x);
      south = Math.min(south, y);
      east = Math.max(east, x);
      north = Math.max(north, y);
    }
    boxes.set(
      [
        west * scaleX + translateX,
        south * scaleY + translateY,
        east * scaleX + translateX,
        north * scaleY + translateY,
      ],
      index * 4,
    );
  });
  return boxes;
}

/** The polygons of a country, each as its rings of arc indices. */
function polygonsOf(geometry: GeometryObject): number[][][] {
  if (geometry.type === 'Polygon') return [geometry.arcs];
  if (geometry.type === 'MultiPolygon') return geometry.arcs;
  return [];
}

/**
 * The boxes of each polygon of a country (its outer ring), in the longitudes the map draws it
 * at: per polygon, so overseas parts (French Guiana, Bonaire) do not make a country near half
 * the world. A polygon that crosses the antimeridian spans ±180 in the file; it is unwrapped
 * (as unwrap-antimeridian.ts draws it) and measured again.
 */
function polygonBoxes(
  topology: Topology,
  arcs: Float64Array,
  geometry: GeometryObject,
): number[][] {
  return polygonsOf(geometry).map((rings) => {
    const box = emptyBox();
    // A negative index is the arc reversed: ~index is the arc itself.
    for (const index of rings[0] ?? []) {
      const at = (index < 0 ? ~index : index) * 4;
      extend(box, arcs[at]!, arcs[at + 1]!);
      extend(box, arcs[at + 2]!, arcs[at + 3]!);
    }
    if (box[2]! - box[0]! <= 180) return box;
    const polygon = feature(topology, { type: 'Polygon', arcs: rings }) as Feature;
    return bbox(unwrapGeometry(polygon.geometry));
  });
}

/** By the geometries' array: a loaded set is kept for the page's life. */
const measured = new WeakMap<readonly GeometryObject[], number[][][]>();

/** Overlap on this world or a neighbouring copy (unwrapped shapes reach past ±180). */
function overlaps(a: readonly number[], b: LngLatBox): boolean {
  if (a[1]! > b[3] || a[3]! < b[1]) return false;
  return [-360, 0, 360].some((shift) => a[0]! + shift <= b[2] && a[2]! + shift >= b[0]);
}

/**
 * The geometries around a view: its box widened by its own size on every side, so a pan does
 * not reach past them before the whole set follows. Converting and tiling the whole 1:50m world
 * for a map that opens on one city costs the page and the map's worker a few hundred
 * milliseconds before that city is drawn. Answers undefined when the view is so wide that most
 * of the world is in it anyway. The boxes are measured once per loaded set.
 */
export function geometriesNear<G extends GeometryObject>(
  topology: Topology,
  geometries: readonly G[],
  view: LngLatBox,
): G[] | undefined {
  const [west, south, east, north] = view;
  const width = east - west;
  const height = north - south;
  if (width * 3 > MAX_NEARBY_SPAN || height * 3 > MAX_NEARBY_SPAN) return undefined;
  const around: LngLatBox = [west - width, south - height, east + width, north + height];
  let boxes = measured.get(geometries);
  if (!boxes) {
    const arcs = arcBoxes(topology);
    boxes = geometries.map((geometry) => polygonBoxes(topology, arcs, geometry));
    measured.set(geometries, boxes);
  }
  const found = boxes;
  return geometries.filter((_, index) => found[index]!.some((box) => overlaps(box, around)));
}

import type { PolygonRings } from './area-geometry.ts';

/** Whether two polygons are the same corners in the same order (an address against a saved area). */
export function sameRings(a: PolygonRings, b: PolygonRings): boolean {
  if (a.length !== b.length) return false;
  return a.every((ring, index) => {
    const other = b[index]!;
    return (
      ring.length === other.length &&
      ring.every(([lng, lat], at) => other[at]![0] === lng && other[at]![1] === lat)
    );
  });
}

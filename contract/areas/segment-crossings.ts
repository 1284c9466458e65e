/**
 * Where a polygon's edges cross or touch each other, found through a grid: each edge is filed
 * in the cells its box covers, and only edges sharing a cell are compared. @turf/kinks compares
 * every pair of edges (about 3.5 s for a 10,000-corner ring here, in a request's path); this
 * gives the same verdict (the tests hold it to kinks) in milliseconds. It also counts a ring running back along itself (kinks
 * misses collinear overlaps), which is as invalid as a crossing.
 */

type Point = readonly [number, number];

interface Edge {
  ring: number;
  index: number;
  from: Point;
  to: Point;
  west: number;
  east: number;
  south: number;
  north: number;
}

/** The point where two segments meet (touching counts), or undefined. */
function meeting(a: Edge, b: Edge): Point | undefined {
  const [x1, y1] = a.from;
  const [x2, y2] = a.to;
  const [x3, y3] = b.from;
  const [x4, y4] = b.to;
  const denominator = (y4 - y3) * (x2 - x1) - (x4 - x3) * (y2 - y1);
  if (denominator === 0) return collinearOverlap(a, b);
  const ua = ((x4 - x3) * (y1 - y3) - (y4 - y3) * (x1 - x3)) / denominator;
  const ub = ((x2 - x1) * (y1 - y3) - (y2 - y1) * (x1 - x3)) / denominator;
  if (ua < 0 || ua > 1 || ub < 0 || ub > 1) return undefined;
  return [x1 + ua * (x2 - x1), y1 + ua * (y2 - y1)];
}

/** Two segments on one line that share more than a point. */
function collinearOverlap(a: Edge, b: Edge): Point | undefined {
  const [x1, y1] = a.from;
  const [x2, y2] = a.to;
  const [x3, y3] = b.from;
  // Parallel but not on one line.
  if ((x2 - x1) * (y3 - y1) - (y2 - y1) * (x3 - x1) !== 0) return undefined;
  const horizontal = Math.abs(x2 - x1) >= Math.abs(y2 - y1);
  const span = (edge: Edge) => (horizontal ? [edge.west, edge.east] : [edge.south, edge.north]);
  const [aStart, aEnd] = span(a) as [number, number];
  const [bStart, bEnd] = span(b) as [number, number];
  const start = Math.max(aStart, bStart);
  const end = Math.min(aEnd, bEnd);
  if (end <= start) return undefined;
  return horizontal ? [start, y1 + ((start - x1) * (y2 - y1)) / (x2 - x1 || 1)] : [x1, start];
}

/** Neighbouring edges of one ring share a corner by design; that is not a crossing. */
function neighbours(a: Edge, b: Edge, ringLengths: readonly number[]): boolean {
  if (a.ring !== b.ring) return false;
  const gap = Math.abs(a.index - b.index);
  const edges = ringLengths[a.ring]! - 1;
  return gap === 1 || gap === edges - 1;
}

/** Cells an edge's box covers beyond this are not worth it: the edge is checked against all. */
const MAX_CELLS_PER_EDGE = 64;
/** Cell coordinates packed in one number: ±2^20 cells each way is far more than a polygon needs. */
const OFFSET = 2 ** 20;
const SPAN = 2 ** 21;

/**
 * The first crossing found among the rings' edges (closed rings of [lng, lat]), or undefined
 * when no two edges meet except neighbours at their shared corner. `limit` bounds the number
 * of crossings counted.
 */
export function findCrossings(
  rings: readonly (readonly Point[])[],
  limit = 1,
): { at: Point; count: number } | undefined {
  const edges: Edge[] = [];
  let extent = 0;
  rings.forEach((ring, ringIndex) => {
    for (let index = 0; index < ring.length - 1; index += 1) {
      const from = ring[index]!;
      const to = ring[index + 1]!;
      const edge = {
        ring: ringIndex,
        index,
        from,
        to,
        west: Math.min(from[0], to[0]),
        east: Math.max(from[0], to[0]),
        south: Math.min(from[1], to[1]),
        north: Math.max(from[1], to[1]),
      };
      extent += Math.max(edge.east - edge.west, edge.north - edge.south);
      edges.push(edge);
    }
  });
  if (edges.length === 0) return undefined;
  const lengths = rings.map((ring) => ring.length);
  // A grid of cells about as wide as an average edge: only edges sharing a cell can meet.
  const size = extent / edges.length || 1;
  const cellOf = (value: number) => Math.floor(value / size);
  const keyOf = (x: number, y: number) => (x + OFFSET) * SPAN + (y + OFFSET);
  const grid = new Map<number, number[]>();
  const everywhere: number[] = [];
  edges.forEach((edge, id) => {
    const x0 = cellOf(edge.west);
    const x1 = cellOf(edge.east);
    const y0 = cellOf(edge.south);
    const y1 = cellOf(edge.north);
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > MAX_CELLS_PER_EDGE) {
      everywhere.push(id);
      return;
    }
    for (let x = x0; x <= x1; x += 1) {
      for (let y = y0; y <= y1; y += 1) {
        const key = keyOf(x, y);
        const members = grid.get(key);
        if (members) members.push(id);
        else grid.set(key, [id]);
      }
    }
  });
  let first: Point | undefined;
  let count = 0;
  /** Compares two edges; true once `limit` crossings are counted. */
  const compare = (edge: Edge, other: Edge) => {
    if (other.east < edge.west || other.west > edge.east) return false;
    if (other.north < edge.south || other.south > edge.north) return false;
    if (neighbours(edge, other, lengths)) return false;
    const at = meeting(edge, other);
    if (!at) return false;
    first ??= at;
    count += 1;
    return count >= limit;
  };
  for (const [key, members] of grid) {
    for (let i = 0; i < members.length; i += 1) {
      const edge = edges[members[i]!]!;
      for (let j = i + 1; j < members.length; j += 1) {
        const other = edges[members[j]!]!;
        // Two edges can share several cells: only the first cell of their common box compares.
        const x = cellOf(Math.max(edge.west, other.west));
        const y = cellOf(Math.max(edge.south, other.south));
        if (keyOf(x, y) !== key) continue;
        if (compare(edge, other)) return { at: first!, count };
      }
    }
  }
  for (const id of everywhere) {
    for (let other = 0; other < edges.length; other += 1) {
      // Two long edges meet once: the one filed first compares.
      if (other === id || (everywhere.includes(other) && other < id)) continue;
      if (compare(edges[id]!, edges[other]!)) return { at: first!, count };
    }
  }
  return first ? { at: first, count } : undefined;
}

import type { PolygonCoordinates } from '../../../contract/filters/value-formats';

const degrees = (value: number, positive: string, negative: string) =>
  `${Math.abs(value).toFixed(2)}°${value < 0 ? negative : positive}`;

/**
 * A polygon filter in words an analyst can check at a glance: its corner count and the box it
 * spans ("4 points, 0.51°W to 0.33°E, 51.28°N to 51.69°N").
 */
export function describeArea(polygon: PolygonCoordinates): string {
  const points = polygon.flat();
  const ring = polygon[0] ?? [];
  const first = ring[0];
  const last = ring.at(-1);
  const closed = ring.length > 1 && first?.[0] === last?.[0] && first?.[1] === last?.[1];
  const corners = ring.length - (closed ? 1 : 0);
  const lngs = points.map(([lng]) => lng);
  const lats = points.map(([, lat]) => lat);
  return `${corners} points, ${degrees(Math.min(...lngs), 'E', 'W')} to ${degrees(Math.max(...lngs), 'E', 'W')}, ${degrees(Math.min(...lats), 'N', 'S')} to ${degrees(Math.max(...lats), 'N', 'S')}`;
}

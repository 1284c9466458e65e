import type { PolygonRings } from '../../../contract/areas/area-geometry';

/**
 * A small drawing of an area's outline, so a list of areas can be told apart at a glance
 * without opening a map. Longitudes are narrowed by the cosine of the middle latitude, as a
 * map near that latitude would draw them.
 */
export function AreaOutline({
  rings,
  size = 36,
  className = '',
}: {
  rings: PolygonRings;
  size?: number;
  className?: string;
}) {
  const points = rings.flat();
  if (points.length === 0) return null;
  const lats = points.map(([, lat]) => lat);
  const middle = ((Math.min(...lats) + Math.max(...lats)) / 2) * (Math.PI / 180);
  const squeeze = Math.max(Math.cos(middle), 0.1);
  const xs = points.map(([lng]) => lng * squeeze);
  const [west, east] = [Math.min(...xs), Math.max(...xs)];
  const [south, north] = [Math.min(...lats), Math.max(...lats)];
  const span = Math.max(east - west, north - south) || 1;
  const pad = 2;
  const scale = (size - 2 * pad) / span;
  const offsetX = (size - (east - west) * scale) / 2;
  const offsetY = (size - (north - south) * scale) / 2;
  const path = rings
    .map(
      (ring) =>
        ring
          .map(([lng, lat], index) => {
            const x = (lng * squeeze - west) * scale + offsetX;
            const y = (north - lat) * scale + offsetY;
            return `${index === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
          })
          .join('') + 'Z',
    )
    .join('');
  return (
    <svg
      aria-hidden
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      className={`shrink-0 rounded border border-line bg-canvas ${className}`}
    >
      <path
        d={path}
        fillRule="evenodd"
        className="fill-accent/20 stroke-accent"
        strokeWidth={1.25}
        strokeLinejoin="round"
      />
    </svg>
  );
}

import type { MapLayerMouseEvent } from 'maplibre-gl';
import { useEffect, useMemo, useState } from 'react';
import type { MapLibreMap } from '@/components/map/map-types';
import { formatDateTime } from '@/lib/time/format-time';
import type { MapIncident } from './map-incidents';

/** Clear of the pointer, and the card's width (it flips to the pointer's left near the edge). */
const OFFSET_PX = 14;
const CARD_WIDTH_PX = 288;

interface Hovered {
  id: string;
  x: number;
  y: number;
}

/**
 * What an incident is, beside the pointer over its point: its id, impact, start and summary,
 * from what the map already holds (no request). Clicking still opens its overview; keyboard
 * users have the same in the table and the overview.
 */
export function PointHover({
  map,
  layer,
  incidents,
  enabled,
}: {
  map: MapLibreMap;
  layer: string;
  incidents: readonly MapIncident[];
  enabled: boolean;
}) {
  const [hovered, setHovered] = useState<Hovered>();

  useEffect(() => {
    if (!enabled) return;
    const onMove = (event: MapLayerMouseEvent) => {
      const id = event.features?.[0]?.properties.id as unknown;
      if (typeof id !== 'string') return;
      setHovered({ id, x: event.point.x, y: event.point.y });
    };
    const onLeave = () => setHovered(undefined);
    map.on('mousemove', layer, onMove);
    map.on('mouseleave', layer, onLeave);
    return () => {
      map.off('mousemove', layer, onMove);
      map.off('mouseleave', layer, onLeave);
      setHovered(undefined);
    };
  }, [map, layer, enabled]);

  const hoveredId = hovered?.id;
  const incident = useMemo(
    () => (hoveredId ? incidents.find((one) => one.id === hoveredId) : undefined),
    [hoveredId, incidents],
  );
  if (!enabled || !hovered || !incident) return null;

  const width = map.getContainer().clientWidth;
  const left =
    hovered.x + OFFSET_PX + CARD_WIDTH_PX > width
      ? Math.max(0, hovered.x - OFFSET_PX - CARD_WIDTH_PX)
      : hovered.x + OFFSET_PX;
  return (
    <div
      // For pointer users only: the same facts are in the table and the overview.
      aria-hidden="true"
      data-testid="map-point-card"
      className="pointer-events-none absolute z-10 flex w-72 flex-col gap-0.5 rounded-md border border-line bg-surface px-2.5 py-2 text-xs text-ink shadow-lg"
      style={{ left, top: hovered.y + OFFSET_PX }}
    >
      <span className="flex items-baseline gap-2">
        <span className="font-mono font-medium">{incident.id}</span>
        <span className={incident.impact >= 4 ? 'font-medium text-danger' : 'text-muted'}>
          {incident.impact < 0 ? 'Impact unknown' : `Impact ${incident.impact}`}
        </span>
      </span>
      <span className="text-muted">Started {formatDateTime(incident.startedAt * 1000)}</span>
      <span className="line-clamp-3">{incident.summary}</span>
    </div>
  );
}

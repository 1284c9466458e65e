import type { FeatureCollection, Point } from 'geojson';
import type { GeoJSONSource } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import type { MapLibreMap } from '@/components/map/map-types';
import type { MapIncident } from './map-incidents';

export interface IncidentPointProperties {
  id: string;
  category: string;
}

export type IncidentPoints = FeatureCollection<Point, IncidentPointProperties>;

export function incidentPoints(incidents: readonly MapIncident[]): IncidentPoints {
  return {
    type: 'FeatureCollection',
    features: incidents.map((incident) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [incident.longitude, incident.latitude] },
      properties: { id: incident.id, category: incident.categoryId },
    })),
  };
}

/** Pages arrive about once a second; re-indexing up to 50,000 points for each would keep the
 * worker busy when the last page comes. */
const MIN_UPDATE_INTERVAL_MS = 1500;

/**
 * Keeps a GeoJSON source's data up to date with `points` while pages load: at most one update
 * every 1.5 s, and always the latest set last. Once loading is over (`settled`) the set is
 * handed over at once: it is the one the analyst waits for.
 */
export function useThrottledSourceData(
  map: MapLibreMap,
  sourceId: string | undefined,
  points: IncidentPoints,
  settled: boolean,
) {
  const lastUpdate = useRef(0);
  useEffect(() => {
    if (!sourceId) return;
    const apply = () => {
      lastUpdate.current = performance.now();
      void map.getSource<GeoJSONSource>(sourceId)?.setData(points);
    };
    const wait = lastUpdate.current + MIN_UPDATE_INTERVAL_MS - performance.now();
    if (wait <= 0 || settled) {
      apply();
      return;
    }
    const timer = window.setTimeout(apply, wait);
    return () => window.clearTimeout(timer);
  }, [map, sourceId, points, settled]);
}

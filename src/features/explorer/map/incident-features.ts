import type { FeatureCollection, Point } from 'geojson';
import type { GeoJSONSource } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import type { MapLibreMap } from '@/components/map/map-types';
import { LOADING_REDRAW_INTERVAL_MS, type MapIncident } from './map-incidents';

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

/**
 * Keeps a GeoJSON source's data up to date with `incidents` while they load: the points are
 * built and handed to the map's worker at most every 3 s (LOADING_REDRAW_INTERVAL_MS), and
 * never sooner than twice as long as the worker took with the last set, so that indexing up to
 * 50,000 points never keeps it (and the page's share of the machine) busy more than half the
 * time; the latest set always comes last. Once loading is over (`settled`) the set is handed
 * over at once: it is the one the analyst waits for.
 */
export function useThrottledSourceData(
  map: MapLibreMap,
  sourceId: string | undefined,
  incidents: readonly MapIncident[],
  settled: boolean,
) {
  const last = useRef({ sentAt: -Infinity, cost: 0 });
  useEffect(() => {
    if (!sourceId) return;
    const apply = () => {
      const sentAt = performance.now();
      last.current = { sentAt, cost: last.current.cost };
      const source = map.getSource<GeoJSONSource>(sourceId);
      void source?.setData(incidentPoints(incidents)).then(
        () => (last.current = { sentAt, cost: performance.now() - sentAt }),
        () => undefined,
      );
    };
    const spacing = Math.max(LOADING_REDRAW_INTERVAL_MS, 2 * last.current.cost);
    const wait = last.current.sentAt + spacing - performance.now();
    if (wait <= 0 || settled) {
      apply();
      return;
    }
    const timer = window.setTimeout(apply, wait);
    return () => window.clearTimeout(timer);
  }, [map, sourceId, incidents, settled]);
}

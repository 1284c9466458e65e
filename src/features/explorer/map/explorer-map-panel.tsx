import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { LazyPartBoundary } from '@/components/lazy-part-boundary';
import type { IncidentsQuery } from '../../../../contract/filters/incidents';
import type { ExplorerMapProps } from './explorer-map';
import { MapLoadStatus } from './map-load-status';
import { startedAtTest } from './started-at-filter';
import type { MapIncidents } from './use-map-incidents';

// MapLibre, terra-draw and the map's layers load only when a map layout is chosen.
const ExplorerMap = lazy(() => import('./explorer-map'));

export interface ExplorerMapPanelProps extends Omit<ExplorerMapProps, 'incidents' | 'loading'> {
  mapIncidents: MapIncidents;
  startedAt: IncidentsQuery['startedAt'];
  /** Shown under the map, across its width (the timeline). */
  below?: ReactNode;
  className?: string;
}

/**
 * The explorer's map column: the loading status, the map of the loaded incidents that the
 * time range (`startedAt`) keeps, and whatever goes under it.
 */
export function ExplorerMapPanel({
  mapIncidents,
  startedAt,
  below,
  className = '',
  ...mapProps
}: ExplorerMapPanelProps) {
  const shown = useMemo(() => {
    const test = startedAtTest(startedAt);
    return startedAt
      ? mapIncidents.incidents.filter((incident) => test(incident.startedAt))
      : mapIncidents.incidents;
  }, [mapIncidents.incidents, startedAt]);
  return (
    <div className={`flex min-h-0 min-w-0 flex-col ${className}`}>
      <MapLoadStatus mapIncidents={mapIncidents} shown={shown.length} />
      <LazyPartBoundary what="The map" className="flex-1">
        <Suspense
          fallback={
            <div
              aria-busy="true"
              className="flex flex-1 items-center justify-center bg-raised text-sm text-muted"
            >
              Loading the map…
            </div>
          }
        >
          <ExplorerMap
            {...mapProps}
            incidents={shown}
            loading={mapIncidents.state.status === 'loading'}
          />
        </Suspense>
      </LazyPartBoundary>
      {below}
    </div>
  );
}

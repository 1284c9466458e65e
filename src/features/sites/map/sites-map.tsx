import { useMemo } from 'react';
import type { Bounds, MapContext } from '@/components/map/map-types';
import { MapView } from '@/components/map/map-view';
import type { ExposedSite } from '../site-order';
import { SiteMarkerLayer, usePositionPicking, type Position } from './site-marker-layer';
import { EXPOSURE_LEGEND, SitePointsLayer } from './site-points-layer';

/** The box around every site, or undefined for the world. */
function boundsOf(rows: readonly ExposedSite[]): Bounds | undefined {
  if (rows.length === 0) return undefined;
  let [west, south, east, north] = [180, 90, -180, -90];
  for (const { site } of rows) {
    west = Math.min(west, site.longitude);
    east = Math.max(east, site.longitude);
    south = Math.min(south, site.latitude);
    north = Math.max(north, site.latitude);
  }
  return [west, south, east, north];
}

interface Placing {
  position: Position | undefined;
  radiiKm: readonly number[];
  onPick: (position: Position) => void;
}

function SitesMapContent({
  context,
  rows,
  placing,
  onOpen,
}: {
  context: MapContext;
  rows: readonly ExposedSite[];
  placing: Placing | undefined;
  onOpen: (id: string) => void;
}) {
  usePositionPicking(context.map, Boolean(placing), (position) => placing?.onPick(position));
  return (
    <>
      <SitePointsLayer
        map={context.map}
        theme={context.theme}
        rows={rows}
        interactive={!placing}
        onOpen={onOpen}
      />
      {placing ? (
        <SiteMarkerLayer
          map={context.map}
          theme={context.theme}
          position={placing.position}
          radiiKm={placing.radiiKm}
        />
      ) : null}
      <div className="pointer-events-none absolute bottom-8 left-2 flex flex-col gap-1">
        {placing ? (
          <p className="rounded-md bg-surface/95 px-2 py-1 text-xs text-ink shadow">
            Click the map to place the site.
          </p>
        ) : null}
        <ul
          aria-label="Legend: what happened within each site’s radius"
          className="flex flex-wrap gap-x-3 gap-y-0.5 rounded-md bg-surface/90 px-2 py-1 text-xs text-ink shadow"
        >
          {EXPOSURE_LEGEND.map((entry) => (
            <li key={entry.label} className="flex items-center gap-1">
              <span
                aria-hidden
                className="size-2.5 rounded-full"
                style={{ backgroundColor: entry.colour }}
              />
              {entry.label}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** Every site on one map, clustered; in placing mode a click sets the new site's position. */
export function SitesMap({
  rows,
  placing,
  onOpen,
  className,
}: {
  rows: readonly ExposedSite[];
  placing?: Placing;
  onOpen: (id: string) => void;
  className?: string;
}) {
  const bounds = useMemo(() => boundsOf(rows), [rows]);
  return (
    <MapView
      label="Map of the sites"
      className={className}
      camera={bounds ? { bounds, padding: 48, maxZoom: 9 } : undefined}
    >
      {(context) => (
        <SitesMapContent context={context} rows={rows} placing={placing} onOpen={onOpen} />
      )}
    </MapView>
  );
}

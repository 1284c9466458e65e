import { useNavigate } from '@tanstack/react-router';
import type { Bounds, MapContext } from '@/components/map/map-types';
import { MapView } from '@/components/map/map-view';
import type { SiteIncident } from '@/lib/http/watchfloor';
import { SiteIncidentsLayer } from './site-incidents-layer';
import { SiteMarkerLayer, usePositionPicking, type Position } from './site-marker-layer';

const KM_PER_DEGREE = 111.195;

/** The box around a circle, for the camera to open on. */
function circleBounds([longitude, latitude]: Position, km: number): Bounds {
  const dLat = Math.max(km, 1) / KM_PER_DEGREE;
  const dLng = dLat / Math.max(0.05, Math.cos((latitude * Math.PI) / 180));
  return [
    Math.max(-180, longitude - dLng),
    Math.max(-85, latitude - dLat),
    Math.min(180, longitude + dLng),
    Math.min(85, latitude + dLat),
  ];
}

function SiteMapContent({
  context,
  position,
  radiiKm,
  incidents,
  onPick,
}: {
  context: MapContext;
  position: Position;
  radiiKm: readonly number[];
  incidents: readonly SiteIncident[];
  onPick: ((position: Position) => void) | undefined;
}) {
  const navigate = useNavigate();
  usePositionPicking(context.map, Boolean(onPick), (picked) => onPick?.(picked));
  return (
    <>
      <SiteIncidentsLayer
        map={context.map}
        theme={context.theme}
        incidents={incidents}
        onOpen={(incidentId) => {
          if (!onPick) void navigate({ to: '/incidents/$incidentId', params: { incidentId } });
        }}
      />
      <SiteMarkerLayer
        map={context.map}
        theme={context.theme}
        position={position}
        radiiKm={radiiKm}
      />
      <div className="pointer-events-none absolute bottom-8 left-2 rounded-md bg-surface/95 px-2 py-1 text-xs text-ink shadow">
        {onPick ? (
          'Click the map to move the site.'
        ) : (
          <>
            Dashed: the farthest its rule reaches. Filled dots: inside the radius for their category
            and impact; hollow: outside it.
          </>
        )}
      </div>
    </>
  );
}

/** One site with its radius drawn and the incidents around it; while editing, a click moves it. */
export function SiteMap({
  position,
  radiiKm,
  incidents,
  onPick,
  className,
}: {
  position: Position;
  radiiKm: readonly number[];
  incidents: readonly SiteIncident[];
  onPick?: (position: Position) => void;
  className?: string;
}) {
  return (
    <MapView
      label="Map of the site and the incidents near it"
      className={className}
      camera={{ bounds: circleBounds(position, radiiKm[0] ?? 10), padding: 24, maxZoom: 12 }}
    >
      {(context) => (
        <SiteMapContent
          context={context}
          position={position}
          radiiKm={radiiKm}
          incidents={incidents}
          onPick={onPick}
        />
      )}
    </MapView>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { FeatureCollection } from 'geojson';
import { useEffect, useEffectEvent, useMemo } from 'react';
import type { IncidentsQuery } from '../../../../contract/filters/incidents';
import { secondaryButton } from '@/components/button-styles';
import type { MapContext } from '@/components/map/map-types';
import { OUTLINED_FILL } from '@/components/map/outlined-fill';
import { OVERLAY_PALETTES } from '@/components/map/overlay-palette';
import { apiErrorOf } from '@/lib/http/api-error';
import { getIncidentOptions, type Incident } from '@/lib/http/incidents';
import { boundsOfCircles, radiusCircles } from './near-shapes';
import { formatCount } from '@/lib/text/format-count';

/** Layer ids of the `near` overlay; e2e tests query these. */
export const NEAR_LAYERS = {
  radiusFill: 'explorer-near-radius-fill',
  radiusOutline: 'explorer-near-radius-outline',
  featureAreas: 'explorer-near-feature-areas',
  featureLines: 'explorer-near-feature-lines',
  featurePoints: 'explorer-near-feature-points',
} as const;

const RADIUS_SOURCE = 'explorer-near-radius';
const FEATURES_SOURCE = 'explorer-near-features';

type Near = NonNullable<IncidentsQuery['near']>;

const notice =
  'pointer-events-auto rounded-md border border-line bg-surface/95 px-2 py-1 text-xs text-ink shadow';

/** Draws the source incident's map features and the radius around them. */
function NearShapes({
  map,
  theme,
  incident,
  near,
  fitOnDraw,
}: Pick<MapContext, 'map' | 'theme'> & { incident: Incident; near: Near; fitOnDraw: boolean }) {
  const features = useMemo<FeatureCollection>(
    () => ({
      type: 'FeatureCollection',
      features: incident.map.features.map((feature) => ({
        type: 'Feature',
        geometry: feature.geometry,
        properties: { name: feature.properties.name },
      })),
    }),
    [incident],
  );
  const circles = useMemo(
    () =>
      radiusCircles(
        incident.map.features.map((feature) => feature.geometry),
        near.value.km,
      ),
    [incident, near.value.km],
  );
  const palette = useEffectEvent(() => OVERLAY_PALETTES[theme]);
  const shouldFit = useEffectEvent(() => fitOnDraw);

  useEffect(() => {
    const { accent, halo } = palette();
    map.addSource(RADIUS_SOURCE, { type: 'geojson', data: circles });
    map.addSource(FEATURES_SOURCE, { type: 'geojson', data: features });
    map.addLayer({
      id: NEAR_LAYERS.radiusFill,
      type: 'fill',
      source: RADIUS_SOURCE,
      paint: { 'fill-color': accent, 'fill-opacity': 0.06, ...OUTLINED_FILL },
    });
    map.addLayer({
      id: NEAR_LAYERS.radiusOutline,
      type: 'line',
      source: RADIUS_SOURCE,
      paint: { 'line-color': accent, 'line-width': 1.5, 'line-dasharray': [3, 2] },
    });
    map.addLayer({
      id: NEAR_LAYERS.featureAreas,
      type: 'fill',
      source: FEATURES_SOURCE,
      filter: ['==', ['geometry-type'], 'Polygon'],
      paint: { 'fill-color': accent, 'fill-opacity': 0.25, ...OUTLINED_FILL },
    });
    map.addLayer({
      id: NEAR_LAYERS.featureLines,
      type: 'line',
      source: FEATURES_SOURCE,
      filter: ['in', ['geometry-type'], ['literal', ['LineString', 'Polygon']]],
      paint: { 'line-color': accent, 'line-width': 2.5 },
    });
    map.addLayer({
      id: NEAR_LAYERS.featurePoints,
      type: 'circle',
      source: FEATURES_SOURCE,
      filter: ['==', ['geometry-type'], 'Point'],
      paint: {
        'circle-radius': 6,
        'circle-color': accent,
        'circle-stroke-color': halo,
        'circle-stroke-width': 2,
      },
    });
    const bounds = boundsOfCircles(circles);
    if (bounds && shouldFit()) map.fitBounds(bounds, { padding: 48, maxZoom: 12, duration: 0 });
    return () => {
      if (!map.style) return;
      for (const layer of Object.values(NEAR_LAYERS)) {
        if (map.getLayer(layer)) map.removeLayer(layer);
      }
      for (const source of [RADIUS_SOURCE, FEATURES_SOURCE]) {
        if (map.getSource(source)) map.removeSource(source);
      }
    };
  }, [map, circles, features]);

  useEffect(() => {
    const { accent, halo } = OVERLAY_PALETTES[theme];
    if (!map.getLayer(NEAR_LAYERS.radiusFill)) return;
    map.setPaintProperty(NEAR_LAYERS.radiusFill, 'fill-color', accent);
    map.setPaintProperty(NEAR_LAYERS.radiusOutline, 'line-color', accent);
    map.setPaintProperty(NEAR_LAYERS.featureAreas, 'fill-color', accent);
    map.setPaintProperty(NEAR_LAYERS.featureLines, 'line-color', accent);
    map.setPaintProperty(NEAR_LAYERS.featurePoints, 'circle-color', accent);
    map.setPaintProperty(NEAR_LAYERS.featurePoints, 'circle-stroke-color', halo);
  }, [map, theme]);

  return null;
}

const distance = (near: Near) =>
  `${near.op === 'in' ? 'within' : 'beyond'} ${formatCount(near.value.km)} km`;

/**
 * What `near` refers to, on the map: the source incident's features with the radius around
 * them (fetched by `nearIncident`, since a map id alone cannot be looked up). Without
 * `nearIncident` the map says the source is unknown; the results still use the filter.
 */
export function NearOverlay({
  context,
  near,
  nearIncident,
  fitOnDraw,
}: {
  context: MapContext;
  near: IncidentsQuery['near'];
  nearIncident: string | undefined;
  fitOnDraw: boolean;
}) {
  const source = useQuery({
    ...getIncidentOptions({ path: { id: nearIncident ?? '' } }),
    enabled: Boolean(near && nearIncident),
  });
  const { track } = context;
  const loading = source.isLoading;
  useEffect(() => {
    if (!loading) return;
    let settle = () => {};
    track(new Promise<void>((resolve) => (settle = resolve)));
    return () => settle();
  }, [loading, track]);

  if (!near) return null;
  let message: React.ReactNode;
  const incident = source.data;
  const error = apiErrorOf(source.error, 'incidents', 'GET /incidents/{id}');
  if (!nearIncident) {
    message = `Showing incidents ${distance(near)} of the features of map ${near.value.mapId.slice(0, 8)}…; the incident that map belongs to is not in the address, so its features are not drawn.`;
  } else if (error) {
    message = (
      <>
        {error.status === 404
          ? `Incident ${nearIncident} (the source of the near filter) does not exist; its features are not drawn.`
          : `The source incident ${nearIncident} could not be loaded: ${error.message}`}{' '}
        {error.status !== 404 ? (
          <button
            type="button"
            className={`${secondaryButton} !px-2 !py-0.5 text-xs`}
            onClick={() => void source.refetch()}
          >
            Try again
          </button>
        ) : null}
      </>
    );
  } else if (incident && incident.map.id !== near.value.mapId) {
    message = `The near filter refers to another map than ${nearIncident}'s; its features are not drawn.`;
  } else if (incident) {
    message = `Incidents ${distance(near)} of ${nearIncident}'s map features (${incident.map.features.length}).`;
  }
  const drawable = incident && incident.map.id === near.value.mapId;
  return (
    <>
      {drawable ? (
        <NearShapes
          map={context.map}
          theme={context.theme}
          incident={incident}
          near={near}
          fitOnDraw={fitOnDraw}
        />
      ) : null}
      {message ? (
        <div className="pointer-events-none absolute bottom-9 left-2 max-w-[50%]">
          <p role="status" className={notice}>
            {message}
          </p>
        </div>
      ) : null}
    </>
  );
}

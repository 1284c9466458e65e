import type { FeatureCollection, Point } from 'geojson';
import type { GeoJSONSource, MapLayerMouseEvent } from 'maplibre-gl';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { MapContext } from '@/components/map/map-types';
import { OVERLAY_PALETTES } from '@/components/map/overlay-palette';
import type { SiteIncident } from '@/lib/http/watchfloor';

/** Layer ids of the incidents around one site; e2e tests query these. */
export const SITE_INCIDENT_LAYERS = {
  inside: 'site-incidents-inside',
  outside: 'site-incidents-outside',
} as const;

const SOURCE = 'site-incidents';

type IncidentPoints = FeatureCollection<Point, { id: string; colour: string; inside: boolean }>;

/**
 * The incidents near a site in their category's colour: filled when inside the site's radius
 * for their category and impact, hollow when only inside the search circle. Clicking one opens it.
 */
export function SiteIncidentsLayer({
  map,
  theme,
  incidents,
  onOpen,
}: Pick<MapContext, 'map' | 'theme'> & {
  incidents: readonly SiteIncident[];
  onOpen: (id: string) => void;
}) {
  const [ready, setReady] = useState(false);
  const palette = useEffectEvent(() => OVERLAY_PALETTES[theme]);
  const open = useEffectEvent((id: string) => onOpen(id));
  useEffect(() => {
    const { halo } = palette();
    map.addSource(SOURCE, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    map.addLayer({
      id: SITE_INCIDENT_LAYERS.outside,
      type: 'circle',
      source: SOURCE,
      filter: ['!', ['get', 'inside']],
      paint: {
        'circle-radius': 4.5,
        'circle-color': halo,
        'circle-stroke-color': ['get', 'colour'],
        'circle-stroke-width': 2,
      },
    });
    map.addLayer({
      id: SITE_INCIDENT_LAYERS.inside,
      type: 'circle',
      source: SOURCE,
      filter: ['get', 'inside'],
      paint: {
        'circle-radius': 6,
        'circle-color': ['get', 'colour'],
        'circle-stroke-color': halo,
        'circle-stroke-width': 1.5,
      },
    });
    const onClick = (event: MapLayerMouseEvent) => {
      const id = event.features?.[0]?.properties.id as unknown;
      if (typeof id === 'string') open(id);
    };
    const pointer = () => (map.getCanvas().style.cursor = 'pointer');
    const noPointer = () => (map.getCanvas().style.cursor = '');
    for (const layer of Object.values(SITE_INCIDENT_LAYERS)) {
      map.on('click', layer, onClick);
      map.on('mouseenter', layer, pointer);
      map.on('mouseleave', layer, noPointer);
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the source exists only from here
    setReady(true);
    return () => {
      setReady(false);
      for (const layer of Object.values(SITE_INCIDENT_LAYERS)) {
        map.off('click', layer, onClick);
        map.off('mouseenter', layer, pointer);
        map.off('mouseleave', layer, noPointer);
      }
      if (!map.style) return;
      for (const layer of Object.values(SITE_INCIDENT_LAYERS)) {
        if (map.getLayer(layer)) map.removeLayer(layer);
      }
      if (map.getSource(SOURCE)) map.removeSource(SOURCE);
    };
  }, [map]);

  const data = useMemo<IncidentPoints>(
    () => ({
      type: 'FeatureCollection',
      features: incidents.map((incident) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [incident.longitude, incident.latitude] },
        properties: { id: incident.id, colour: incident.category.colour, inside: incident.inside },
      })),
    }),
    [incidents],
  );
  useEffect(() => {
    if (ready) void map.getSource<GeoJSONSource>(SOURCE)?.setData(data);
  }, [map, ready, data]);

  useEffect(() => {
    if (!ready) return;
    const { halo } = OVERLAY_PALETTES[theme];
    map.setPaintProperty(SITE_INCIDENT_LAYERS.outside, 'circle-color', halo);
    map.setPaintProperty(SITE_INCIDENT_LAYERS.inside, 'circle-stroke-color', halo);
  }, [map, ready, theme]);

  return null;
}

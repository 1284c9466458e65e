import type { FeatureCollection } from 'geojson';
import type { GeoJSONSource, MapMouseEvent } from 'maplibre-gl';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { MapContext } from '@/components/map/map-types';
import { OUTLINED_FILL } from '@/components/map/outlined-fill';
import { OVERLAY_PALETTES } from '@/components/map/overlay-palette';
import { geodesicCircle } from '@/lib/geo/geodesic-circle';

/** Layer ids of one site's marker and radius; e2e tests query these. */
export const SITE_MARKER_LAYERS = {
  radiusFill: 'site-radius-fill',
  radiusOutline: 'site-radius-outline',
  point: 'site-point',
} as const;

const SOURCE = 'site-marker';

export type Position = readonly [longitude: number, latitude: number];

/** One site (or the one being placed) with the circles of its radii drawn around it. */
export function SiteMarkerLayer({
  map,
  theme,
  position,
  radiiKm,
}: Pick<MapContext, 'map' | 'theme'> & {
  position: Position | undefined;
  /** Circles to draw, widest first: the dashed outer one is the farthest the rule reaches. */
  radiiKm: readonly number[];
}) {
  const [ready, setReady] = useState(false);
  const palette = useEffectEvent(() => OVERLAY_PALETTES[theme]);
  useEffect(() => {
    const { accent, halo } = palette();
    map.addSource(SOURCE, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    map.addLayer({
      id: SITE_MARKER_LAYERS.radiusFill,
      type: 'fill',
      source: SOURCE,
      filter: ['==', ['geometry-type'], 'Polygon'],
      paint: { 'fill-color': accent, 'fill-opacity': 0.05, ...OUTLINED_FILL },
    });
    map.addLayer({
      id: SITE_MARKER_LAYERS.radiusOutline,
      type: 'line',
      source: SOURCE,
      filter: ['==', ['geometry-type'], 'Polygon'],
      paint: {
        'line-color': accent,
        'line-width': 1.5,
        'line-dasharray': ['case', ['get', 'outer'], ['literal', [3, 2]], ['literal', [1, 0]]],
      },
    });
    map.addLayer({
      id: SITE_MARKER_LAYERS.point,
      type: 'circle',
      source: SOURCE,
      filter: ['==', ['geometry-type'], 'Point'],
      paint: {
        'circle-radius': 8,
        'circle-color': accent,
        'circle-stroke-color': halo,
        'circle-stroke-width': 3,
      },
    });
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the source exists only from here
    setReady(true);
    return () => {
      setReady(false);
      if (!map.style) return;
      for (const layer of Object.values(SITE_MARKER_LAYERS)) {
        if (map.getLayer(layer)) map.removeLayer(layer);
      }
      if (map.getSource(SOURCE)) map.removeSource(SOURCE);
    };
  }, [map]);

  const data = useMemo<FeatureCollection>(() => {
    if (!position) return { type: 'FeatureCollection', features: [] };
    const centre: [number, number] = [position[0], position[1]];
    return {
      type: 'FeatureCollection',
      features: [
        ...radiiKm
          .filter((km) => km > 0)
          .map((km, index) => ({
            type: 'Feature' as const,
            geometry: geodesicCircle(centre, km),
            properties: { outer: index === 0 },
          })),
        { type: 'Feature', geometry: { type: 'Point', coordinates: centre }, properties: {} },
      ],
    };
  }, [position, radiiKm]);

  useEffect(() => {
    if (ready) void map.getSource<GeoJSONSource>(SOURCE)?.setData(data);
  }, [map, ready, data]);

  useEffect(() => {
    if (!ready) return;
    const { accent, halo } = OVERLAY_PALETTES[theme];
    map.setPaintProperty(SITE_MARKER_LAYERS.radiusFill, 'fill-color', accent);
    map.setPaintProperty(SITE_MARKER_LAYERS.radiusOutline, 'line-color', accent);
    map.setPaintProperty(SITE_MARKER_LAYERS.point, 'circle-color', accent);
    map.setPaintProperty(SITE_MARKER_LAYERS.point, 'circle-stroke-color', halo);
  }, [map, ready, theme]);

  return null;
}

/** While `active`, a click on the map picks a position (the cursor says so). */
export function usePositionPicking(
  map: MapContext['map'],
  active: boolean,
  onPick: (position: Position) => void,
) {
  const pick = useEffectEvent((event: MapMouseEvent) => {
    onPick([
      Math.round(event.lngLat.wrap().lng * 1e6) / 1e6,
      Math.round(event.lngLat.lat * 1e6) / 1e6,
    ]);
  });
  useEffect(() => {
    if (!active) return;
    const canvas = map.getCanvas();
    canvas.style.cursor = 'crosshair';
    const onClick = (event: MapMouseEvent) => pick(event);
    map.on('click', onClick);
    return () => {
      map.off('click', onClick);
      canvas.style.cursor = '';
    };
  }, [map, active]);
}

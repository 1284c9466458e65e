import type { FeatureCollection, Point } from 'geojson';
import type { GeoJSONSource, MapLayerMouseEvent } from 'maplibre-gl';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { MapContext } from '@/components/map/map-types';
import { OVERLAY_PALETTES } from '@/components/map/overlay-palette';
import type { ExposedSite } from '../site-order';
import { exposureLevel } from '../site-order';

/** Layer ids of the sites map; e2e tests and benchmarks query these. */
export const SITES_MAP_LAYERS = {
  clusters: 'sites-clusters',
  clusterCounts: 'sites-cluster-counts',
  points: 'sites-points',
  labels: 'sites-labels',
} as const;

const SOURCE = 'sites';

/**
 * Colours by exposure level (nothing, this week, today, major today): how urgent a site's
 * surroundings are reads from the map before any list is opened. Clusters take their most
 * exposed site's colour.
 */
const LEVEL_COLOURS = ['#64748b', '#ca8a04', '#ea580c', '#dc2626'] as const;
const levelColour = (level: unknown) =>
  [
    'match',
    level,
    1,
    LEVEL_COLOURS[1],
    2,
    LEVEL_COLOURS[2],
    3,
    LEVEL_COLOURS[3],
    LEVEL_COLOURS[0],
  ] as const;

type SitePoints = FeatureCollection<Point, { id: string; name: string; level: number }>;

function sitePoints(rows: readonly ExposedSite[]): SitePoints {
  return {
    type: 'FeatureCollection',
    features: rows.map(({ site, exposure }) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [site.longitude, site.latitude] },
      properties: { id: site.id, name: site.name, level: exposureLevel(exposure) },
    })),
  };
}

/**
 * Every site as a point, clustered on the GPU source (10,000 sites stay smooth). Clicking a
 * cluster zooms into it; clicking a site opens it, unless the map is placing a new position.
 */
export function SitePointsLayer({
  map,
  theme,
  rows,
  interactive,
  onOpen,
}: Pick<MapContext, 'map' | 'theme'> & {
  rows: readonly ExposedSite[];
  /** Off while a position is being placed: clicks then set it. */
  interactive: boolean;
  onOpen: (id: string) => void;
}) {
  const [ready, setReady] = useState(false);
  const palette = useEffectEvent(() => OVERLAY_PALETTES[theme]);
  const open = useEffectEvent((id: string) => {
    if (interactive) onOpen(id);
  });
  // While placing, the crosshair stays whatever lies under it.
  const setCursor = useEffectEvent((cursor: string) => {
    if (interactive) map.getCanvas().style.cursor = cursor;
  });
  const zoomInto = useEffectEvent((clusterId: number, center: [number, number]) => {
    if (!interactive) return;
    void map
      .getSource<GeoJSONSource>(SOURCE)
      ?.getClusterExpansionZoom(clusterId)
      .then((zoom) => map.easeTo({ center, zoom }));
  });

  useEffect(() => {
    const { ink, halo } = palette();
    map.addSource(SOURCE, {
      type: 'geojson',
      data: { type: 'FeatureCollection', features: [] },
      cluster: true,
      clusterMaxZoom: 11,
      clusterRadius: 45,
      clusterProperties: { level: ['max', ['get', 'level']] },
    });
    map.addLayer({
      id: SITES_MAP_LAYERS.clusters,
      type: 'circle',
      source: SOURCE,
      filter: ['has', 'point_count'],
      paint: {
        'circle-color': levelColour(['get', 'level']) as never,
        'circle-opacity': 0.85,
        'circle-radius': ['step', ['get', 'point_count'], 13, 100, 17, 1000, 22],
        'circle-stroke-width': 2,
        'circle-stroke-color': halo,
      },
    });
    map.addLayer({
      id: SITES_MAP_LAYERS.clusterCounts,
      type: 'symbol',
      source: SOURCE,
      filter: ['has', 'point_count'],
      layout: {
        'text-field': ['get', 'point_count_abbreviated'],
        // No glyphs URL: MapLibre draws the system sans-serif locally (see basemap-style.ts).
        'text-font': ['sans-serif'],
        'text-size': 12,
        'text-allow-overlap': true,
      },
      paint: { 'text-color': ink, 'text-halo-color': halo, 'text-halo-width': 2 },
    });
    map.addLayer({
      id: SITES_MAP_LAYERS.points,
      type: 'circle',
      source: SOURCE,
      filter: ['!', ['has', 'point_count']],
      paint: {
        'circle-color': levelColour(['get', 'level']) as never,
        'circle-radius': 6,
        'circle-stroke-width': 2,
        'circle-stroke-color': halo,
      },
    });
    map.addLayer({
      id: SITES_MAP_LAYERS.labels,
      type: 'symbol',
      source: SOURCE,
      filter: ['!', ['has', 'point_count']],
      minzoom: 7,
      layout: {
        'text-field': ['get', 'name'],
        'text-font': ['sans-serif'],
        'text-size': 12,
        'text-offset': [0, 1.1],
        'text-anchor': 'top',
        'text-max-width': 12,
      },
      paint: { 'text-color': ink, 'text-halo-color': halo, 'text-halo-width': 1.5 },
    });
    const onPoint = (event: MapLayerMouseEvent) => {
      const id = event.features?.[0]?.properties.id as unknown;
      if (typeof id === 'string') open(id);
    };
    const onCluster = (event: MapLayerMouseEvent) => {
      const feature = event.features?.[0];
      const clusterId = feature?.properties.cluster_id as unknown;
      if (feature?.geometry.type !== 'Point' || typeof clusterId !== 'number') return;
      zoomInto(clusterId, feature.geometry.coordinates as [number, number]);
    };
    const pointer = () => setCursor('pointer');
    const noPointer = () => setCursor('');
    map.on('click', SITES_MAP_LAYERS.points, onPoint);
    map.on('click', SITES_MAP_LAYERS.clusters, onCluster);
    for (const layer of [SITES_MAP_LAYERS.points, SITES_MAP_LAYERS.clusters]) {
      map.on('mouseenter', layer, pointer);
      map.on('mouseleave', layer, noPointer);
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the source exists only from here
    setReady(true);
    return () => {
      setReady(false);
      map.off('click', SITES_MAP_LAYERS.points, onPoint);
      map.off('click', SITES_MAP_LAYERS.clusters, onCluster);
      for (const layer of [SITES_MAP_LAYERS.points, SITES_MAP_LAYERS.clusters]) {
        map.off('mouseenter', layer, pointer);
        map.off('mouseleave', layer, noPointer);
      }
      if (!map.style) return;
      for (const layer of Object.values(SITES_MAP_LAYERS)) {
        if (map.getLayer(layer)) map.removeLayer(layer);
      }
      if (map.getSource(SOURCE)) map.removeSource(SOURCE);
    };
  }, [map]);

  const points = useMemo(() => sitePoints(rows), [rows]);
  useEffect(() => {
    if (ready) void map.getSource<GeoJSONSource>(SOURCE)?.setData(points);
  }, [map, ready, points]);

  useEffect(() => {
    if (!ready) return;
    const { ink, halo } = OVERLAY_PALETTES[theme];
    map.setPaintProperty(SITES_MAP_LAYERS.clusters, 'circle-stroke-color', halo);
    map.setPaintProperty(SITES_MAP_LAYERS.points, 'circle-stroke-color', halo);
    for (const layer of [SITES_MAP_LAYERS.clusterCounts, SITES_MAP_LAYERS.labels]) {
      map.setPaintProperty(layer, 'text-color', ink);
      map.setPaintProperty(layer, 'text-halo-color', halo);
    }
  }, [map, ready, theme]);

  return null;
}

/** The legend of the colours above. */
export const EXPOSURE_LEGEND: readonly { label: string; colour: string }[] = [
  { label: 'Nothing this week', colour: LEVEL_COLOURS[0] },
  { label: 'This week', colour: LEVEL_COLOURS[1] },
  { label: 'Today', colour: LEVEL_COLOURS[2] },
  { label: 'Major today', colour: LEVEL_COLOURS[3] },
];

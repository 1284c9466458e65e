import type { GeoJSONSource, MapLayerMouseEvent } from 'maplibre-gl';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { MapContext } from '@/components/map/map-types';
import { OVERLAY_PALETTES } from '@/components/map/overlay-palette';
import {
  categoryClusterProperties,
  categoryColour,
  dominantCategoryColour,
  type CategoryColour,
} from './cluster-style';
import { useThrottledSourceData } from './incident-features';
import type { MapIncident } from './map-incidents';

/** Layer ids of the explorer map; e2e tests query these. */
export const EXPLORER_MAP_LAYERS = {
  clusters: 'explorer-clusters',
  clusterCounts: 'explorer-cluster-counts',
  points: 'explorer-points',
  selected: 'explorer-selected-point',
  heat: 'explorer-heat',
} as const;

const SOURCE = 'explorer-incidents';

/** Clustering ends above this zoom: from there every incident is its own point. */
const CLUSTER_MAX_ZOOM = 10;

interface ClusterLayersProps extends Pick<MapContext, 'map' | 'theme'> {
  /** What the map draws, as the loading has them so far. */
  incidents: readonly MapIncident[];
  /** More pages are coming: the source is updated at a measured pace until they stop. */
  loading: boolean;
  categories: readonly CategoryColour[];
  selectedId: string | undefined;
  /** Off while the analyst draws an area: clicks then place corners. */
  interactive: boolean;
  onSelect: (id: string) => void;
}

/**
 * The incidents as points clustered on the GPU source. A cluster takes the colour of its most
 * frequent category (summed per category by `clusterProperties`), which keeps all drawing in
 * MapLibre's layers: pie or ring markers would be one DOM element per cluster, redrawn on every
 * move, which 50,000 incidents at world zoom cannot afford. Clicking a cluster zooms into it;
 * clicking a point selects its incident.
 */
export function ClusterLayers({
  map,
  theme,
  incidents,
  loading,
  categories,
  selectedId,
  interactive,
  onSelect,
}: ClusterLayersProps) {
  const [sourceId, setSourceId] = useState<string>();
  const initial = useEffectEvent(() => ({ palette: OVERLAY_PALETTES[theme], selectedId }));
  // A click counts only if the press began outside drawing: the click that closes a polygon
  // arrives after terra-draw has finished it, and must not open or zoom what lies beneath.
  const pressedWhileInteractive = useRef(false);
  const notePress = useEffectEvent(() => {
    pressedWhileInteractive.current = interactive;
  });
  const select = useEffectEvent((id: string) => {
    if (interactive && pressedWhileInteractive.current) onSelect(id);
  });
  const zoomIntoCluster = useEffectEvent((clusterId: number, center: [number, number]) => {
    if (!interactive || !pressedWhileInteractive.current) return;
    void map
      .getSource<GeoJSONSource>(SOURCE)
      ?.getClusterExpansionZoom(clusterId)
      .then((zoom) => map.easeTo({ center, zoom }));
  });

  // The source is rebuilt only when the category list changes (its cluster properties do).
  useEffect(() => {
    const { palette, selectedId: selected } = initial();
    map.addSource(SOURCE, {
      type: 'geojson',
      // The points follow through useThrottledSourceData once the source exists.
      data: { type: 'FeatureCollection', features: [] },
      cluster: true,
      clusterMaxZoom: CLUSTER_MAX_ZOOM,
      clusterRadius: 50,
      clusterProperties: categoryClusterProperties(categories),
    });
    map.addLayer({
      id: EXPLORER_MAP_LAYERS.clusters,
      type: 'circle',
      source: SOURCE,
      filter: ['has', 'point_count'],
      paint: {
        'circle-color': dominantCategoryColour(categories),
        'circle-opacity': 0.85,
        'circle-radius': ['step', ['get', 'point_count'], 13, 100, 17, 1000, 22, 10000, 28],
        'circle-stroke-width': 2,
        'circle-stroke-color': palette.halo,
      },
    });
    map.addLayer({
      id: EXPLORER_MAP_LAYERS.clusterCounts,
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
      paint: { 'text-color': palette.ink, 'text-halo-color': palette.halo, 'text-halo-width': 2 },
    });
    map.addLayer({
      id: EXPLORER_MAP_LAYERS.points,
      type: 'circle',
      source: SOURCE,
      filter: ['!', ['has', 'point_count']],
      paint: {
        'circle-color': categoryColour(categories),
        'circle-radius': 5,
        'circle-stroke-width': 1.5,
        'circle-stroke-color': palette.halo,
      },
    });
    map.addLayer({
      id: EXPLORER_MAP_LAYERS.selected,
      type: 'circle',
      source: SOURCE,
      filter: ['==', ['get', 'id'], selected ?? ''],
      paint: {
        'circle-color': 'rgba(0,0,0,0)',
        'circle-radius': 9,
        'circle-stroke-width': 3,
        'circle-stroke-color': palette.accent,
      },
    });

    const onPointClick = (event: MapLayerMouseEvent) => {
      const id = event.features?.[0]?.properties.id as unknown;
      if (typeof id === 'string') select(id);
    };
    const onClusterClick = (event: MapLayerMouseEvent) => {
      const feature = event.features?.[0];
      const clusterId = feature?.properties.cluster_id as unknown;
      if (feature?.geometry.type !== 'Point' || typeof clusterId !== 'number') return;
      zoomIntoCluster(clusterId, feature.geometry.coordinates as [number, number]);
    };
    const pointer = () => (map.getCanvas().style.cursor = 'pointer');
    const noPointer = () => (map.getCanvas().style.cursor = '');
    const onPress = () => notePress();
    map.on('mousedown', onPress);
    map.on('touchstart', onPress);
    map.on('click', EXPLORER_MAP_LAYERS.points, onPointClick);
    map.on('click', EXPLORER_MAP_LAYERS.clusters, onClusterClick);
    for (const layer of [EXPLORER_MAP_LAYERS.points, EXPLORER_MAP_LAYERS.clusters]) {
      map.on('mouseenter', layer, pointer);
      map.on('mouseleave', layer, noPointer);
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the source exists only from here
    setSourceId(SOURCE);
    return () => {
      setSourceId(undefined);
      map.off('mousedown', onPress);
      map.off('touchstart', onPress);
      map.off('click', EXPLORER_MAP_LAYERS.points, onPointClick);
      map.off('click', EXPLORER_MAP_LAYERS.clusters, onClusterClick);
      for (const layer of [EXPLORER_MAP_LAYERS.points, EXPLORER_MAP_LAYERS.clusters]) {
        map.off('mouseenter', layer, pointer);
        map.off('mouseleave', layer, noPointer);
      }
      // The map may already be gone (the page is leaving); then so are its layers.
      if (!map.style) return;
      for (const layer of [
        EXPLORER_MAP_LAYERS.selected,
        EXPLORER_MAP_LAYERS.points,
        EXPLORER_MAP_LAYERS.clusterCounts,
        EXPLORER_MAP_LAYERS.clusters,
      ]) {
        if (map.getLayer(layer)) map.removeLayer(layer);
      }
      if (map.getSource(SOURCE)) map.removeSource(SOURCE);
    };
  }, [map, categories]);

  useThrottledSourceData(map, sourceId, incidents, !loading);

  useEffect(() => {
    if (!sourceId) return;
    map.setFilter(EXPLORER_MAP_LAYERS.selected, ['==', ['get', 'id'], selectedId ?? '']);
  }, [map, sourceId, selectedId]);

  useEffect(() => {
    if (!sourceId) return;
    const palette = OVERLAY_PALETTES[theme];
    map.setPaintProperty(EXPLORER_MAP_LAYERS.clusters, 'circle-stroke-color', palette.halo);
    map.setPaintProperty(EXPLORER_MAP_LAYERS.points, 'circle-stroke-color', palette.halo);
    map.setPaintProperty(EXPLORER_MAP_LAYERS.clusterCounts, 'text-color', palette.ink);
    map.setPaintProperty(EXPLORER_MAP_LAYERS.clusterCounts, 'text-halo-color', palette.halo);
    map.setPaintProperty(EXPLORER_MAP_LAYERS.selected, 'circle-stroke-color', palette.accent);
  }, [map, sourceId, theme]);

  return null;
}

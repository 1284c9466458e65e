import { useEffect, useState } from 'react';
import type { MapContext } from '@/components/map/map-types';
import { EXPLORER_MAP_LAYERS } from './cluster-layers';
import { useThrottledSourceData } from './incident-features';
import type { MapIncident } from './map-incidents';

const SOURCE = 'explorer-incidents-heat';

/** Density of the incidents: each incident weighs the same, the glow widens as the map zooms. */
export function HeatLayer({
  map,
  incidents,
  loading,
}: Pick<MapContext, 'map'> & { incidents: readonly MapIncident[]; loading: boolean }) {
  const [sourceId, setSourceId] = useState<string>();
  useEffect(() => {
    map.addSource(SOURCE, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    map.addLayer({
      id: EXPLORER_MAP_LAYERS.heat,
      type: 'heatmap',
      source: SOURCE,
      paint: {
        'heatmap-radius': ['interpolate', ['linear'], ['zoom'], 0, 4, 6, 14, 12, 28],
        'heatmap-intensity': ['interpolate', ['linear'], ['zoom'], 0, 0.25, 6, 0.8, 12, 2],
        'heatmap-opacity': 0.8,
        // Transparent where there is nothing, then cool to hot; readable on both themes.
        'heatmap-color': [
          'interpolate',
          ['linear'],
          ['heatmap-density'],
          0,
          'rgba(33,102,172,0)',
          0.15,
          'rgb(103,169,207)',
          0.35,
          'rgb(209,229,240)',
          0.55,
          'rgb(253,219,199)',
          0.75,
          'rgb(239,138,98)',
          1,
          'rgb(178,24,43)',
        ],
      },
    });
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the source exists only from here
    setSourceId(SOURCE);
    return () => {
      setSourceId(undefined);
      if (!map.style) return;
      if (map.getLayer(EXPLORER_MAP_LAYERS.heat)) map.removeLayer(EXPLORER_MAP_LAYERS.heat);
      if (map.getSource(SOURCE)) map.removeSource(SOURCE);
    };
  }, [map]);
  useThrottledSourceData(map, sourceId, incidents, !loading);
  return null;
}

import type { FeatureCollection } from 'geojson';
import type { GeoJSONSource, Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
import type { Theme } from '@/lib/theme/theme-preference';
import type { BasemapCountries, BasemapResolution } from './basemap-countries';
import { OUTLINED_FILL } from './outlined-fill';

/**
 * The built-in offline basemap: sea, land, borders and country names drawn from Natural Earth,
 * styled here in the app's two themes. There is no `glyphs` URL: with `text-font: ['sans-serif']`
 * MapLibre draws label glyphs locally from the system font, so no font server is needed.
 */

interface BasemapPalette {
  sea: string;
  land: string;
  border: string;
  label: string;
  halo: string;
}

export const BASEMAP_PALETTES: Record<Theme, BasemapPalette> = {
  light: { sea: '#dce7f0', land: '#f7f6f2', border: '#b3bac4', label: '#566272', halo: '#f7f6f2' },
  dark: { sea: '#0d1822', land: '#1c252f', border: '#3d4b5b', label: '#93a0b0', halo: '#1c252f' },
};

/** Zoom from which the 1:50m countries replace the 1:110m ones. */
export const FINE_FROM_ZOOM = 3;
/** The 1:50m set starts loading a little before it is needed. */
export const FINE_PREFETCH_ZOOM = 2.4;

const sourceIds = (resolution: BasemapResolution) => ({
  countries: `basemap-countries-${resolution}`,
  labels: `basemap-labels-${resolution}`,
});

const layerIds = (resolution: BasemapResolution) => ({
  land: `basemap-land-${resolution}`,
  borders: `basemap-borders-${resolution}`,
  labels: `basemap-labels-${resolution}`,
});

const SEA_LAYER = 'basemap-sea';
const SOURCE_MAX_ZOOM: Record<BasemapResolution, number> = { coarse: 5, fine: 8 };
const empty = (): FeatureCollection => ({ type: 'FeatureCollection', features: [] });

function resolutionLayers(
  resolution: BasemapResolution,
  palette: BasemapPalette,
): StyleSpecification['layers'] {
  const sources = sourceIds(resolution);
  const layers = layerIds(resolution);
  // The fine set only ever shows from FINE_FROM_ZOOM; the coarse one hands over to it once
  // the fine data has arrived (see showFineBasemap), so zooming in never blanks the land.
  const range = resolution === 'fine' ? { minzoom: FINE_FROM_ZOOM } : {};
  return [
    {
      id: layers.land,
      type: 'fill',
      source: sources.countries,
      ...range,
      paint: { 'fill-color': palette.land, ...OUTLINED_FILL },
    },
    {
      id: layers.borders,
      type: 'line',
      source: sources.countries,
      ...range,
      paint: {
        'line-color': palette.border,
        'line-width': ['interpolate', ['linear'], ['zoom'], 1, 0.4, 6, 1.2],
      },
    },
    {
      id: layers.labels,
      type: 'symbol',
      source: sources.labels,
      minzoom: resolution === 'fine' ? FINE_FROM_ZOOM : 1.5,
      ...(resolution === 'fine' ? {} : { maxzoom: FINE_FROM_ZOOM }),
      layout: {
        'text-field': ['get', 'name'],
        'text-font': ['sans-serif'],
        // Microstates (under one square degree) are named only from zoom 5, so the names of
        // the countries around them stay readable.
        'text-size': [
          'interpolate',
          ['linear'],
          ['zoom'],
          2,
          ['step', ['get', 'area'], 0, 1, 10],
          4.9,
          ['step', ['get', 'area'], 0, 1, 12],
          5,
          ['step', ['get', 'area'], 10, 1, 12],
          7,
          14,
        ],
        'text-max-width': 8,
        // Larger countries win when names collide.
        'symbol-sort-key': ['-', 0, ['get', 'area']],
      },
      paint: {
        'text-color': palette.label,
        'text-halo-color': palette.halo,
        'text-halo-width': 1.2,
      },
    },
  ];
}

export function offlineBasemapStyle(theme: Theme): StyleSpecification {
  const palette = BASEMAP_PALETTES[theme];
  const sources: StyleSpecification['sources'] = {};
  for (const resolution of ['coarse', 'fine'] as const) {
    const ids = sourceIds(resolution);
    // Tiles beyond the data's own precision add nothing but work: deeper zooms overscale them.
    sources[ids.countries] = {
      type: 'geojson',
      data: empty(),
      attribution: 'Natural Earth',
      maxzoom: SOURCE_MAX_ZOOM[resolution],
    };
    sources[ids.labels] = { type: 'geojson', data: empty(), maxzoom: 6 };
  }
  return {
    version: 8,
    name: `Watchfloor offline basemap (${theme})`,
    sources,
    layers: [
      { id: SEA_LAYER, type: 'background', paint: { 'background-color': palette.sea } },
      ...resolutionLayers('coarse', palette),
      ...resolutionLayers('fine', palette),
    ],
  };
}

/** Fills one resolution's sources once its data has loaded. */
export function setBasemapData(
  map: MapLibreMap,
  resolution: BasemapResolution,
  data: BasemapCountries,
) {
  const ids = sourceIds(resolution);
  void map.getSource<GeoJSONSource>(ids.countries)?.setData(data.countries);
  void map.getSource<GeoJSONSource>(ids.labels)?.setData(data.labels);
  if (resolution === 'fine') {
    const coarse = layerIds('coarse');
    map.setLayerZoomRange(coarse.land, 0, FINE_FROM_ZOOM);
    map.setLayerZoomRange(coarse.borders, 0, FINE_FROM_ZOOM);
  }
}

/** Recolours the basemap in place, so the app's own layers stay as they are. */
export function applyBasemapTheme(map: MapLibreMap, theme: Theme) {
  const palette = BASEMAP_PALETTES[theme];
  if (!map.getLayer(SEA_LAYER)) return;
  map.setPaintProperty(SEA_LAYER, 'background-color', palette.sea);
  for (const resolution of ['coarse', 'fine'] as const) {
    const layers = layerIds(resolution);
    map.setPaintProperty(layers.land, 'fill-color', palette.land);
    map.setPaintProperty(layers.borders, 'line-color', palette.border);
    map.setPaintProperty(layers.labels, 'text-color', palette.label);
    map.setPaintProperty(layers.labels, 'text-halo-color', palette.halo);
  }
}

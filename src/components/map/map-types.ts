import type * as MapLibre from 'maplibre-gl';
import type { ReactNode } from 'react';
import type { Theme } from '@/lib/theme/theme-preference';

/** Types of the shared map; importing them loads nothing (MapLibre stays in its lazy chunk). */

export type MapLibreModule = typeof MapLibre;
export type MapLibreMap = MapLibre.Map;

/** `[west, south, east, north]` in degrees. */
export type Bounds = [number, number, number, number];

export type MapCamera =
  | { bounds: Bounds; padding?: number; maxZoom?: number }
  | { center: [longitude: number, latitude: number]; zoom: number };

/** What a view's map content receives once the style has loaded. */
export interface MapContext {
  map: MapLibreMap;
  /** The MapLibre module itself, for `new maplibre.Popup()` and the like without a static import. */
  maplibre: MapLibreModule;
  /** The app's colour theme; the offline basemap follows it by itself. */
  theme: Theme;
  /** `online` when config.json's `mapStyleUrl` style is showing. */
  basemap: 'offline' | 'online';
  /**
   * Holds `data-map-ready` at "false" until the work settles (icons being drawn, data being
   * fetched), so tests never read a half-built map.
   */
  track: (work: Promise<unknown>) => void;
}

export interface MapViewProps {
  /** Accessible name of the map: its canvas is a labelled, keyboard-operable region. */
  label: string;
  /** Classes of the map box; it needs a height. */
  className?: string;
  /** Where the map opens; the whole world when omitted. */
  camera?: MapCamera;
  /** Keeps the drawn image so the browser can print the map (costs a little speed). */
  printable?: boolean;
  /**
   * Rendered once the style has loaded: components that add sources, layers, popups or a
   * terra-draw instance in effects, and remove them in the cleanup (for one drawn polygon, use
   * usePolygonDrawing from polygon-drawing.ts). What they render (legends, overlays) is placed
   * over the map.
   */
  children?: (context: MapContext) => ReactNode;
}

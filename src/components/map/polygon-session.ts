import type { Feature, Polygon } from 'geojson';
import type { IControl } from 'maplibre-gl';
import { TerraDraw, TerraDrawPolygonMode, type HexColor } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import type { Theme } from '@/lib/theme/theme-preference';
import type { MapLibreMap } from './map-types';
import { OVERLAY_PALETTES } from './overlay-palette';

/**
 * terra-draw on a MapLibre map, holding at most one polygon. Loaded on demand by
 * usePolygonDrawing (polygon-drawing.ts), so terra-draw ships only with maps that draw.
 */

export type PolygonRings = [number, number][][];

/** Prefix of terra-draw's sources and layers (`drawing-polygon` holds the polygon). */
export const DRAWING_PREFIX = 'drawing';
const MODE = 'polygon';

/** ~11 m at the equator: finer than a click can place, and short enough for an address. */
const round = (value: number) => Math.round(value * 1e4) / 1e4;

function polygonStyles(theme: Theme) {
  const { accent, halo } = OVERLAY_PALETTES[theme];
  const colour = accent as HexColor;
  const outline = halo as HexColor;
  return {
    fillColor: colour,
    fillOpacity: 0.15,
    outlineColor: colour,
    outlineWidth: 2,
    closingPointColor: colour,
    closingPointWidth: 6,
    closingPointOutlineColor: outline,
    closingPointOutlineWidth: 2,
    coordinatePointColor: colour,
    coordinatePointOutlineColor: outline,
    snappingPointColor: colour,
    snappingPointOutlineColor: outline,
  };
}

export interface PolygonSession {
  /** Shows this polygon (or none) without editing it; false when terra-draw rejects it. */
  show(rings: PolygonRings | undefined): boolean;
  /** Clears the map and lets the analyst click a new polygon's corners. */
  draw(): void;
  /** Leaves drawing mode, dropping an unfinished polygon. */
  stopDrawing(): void;
  setTheme(theme: Theme): void;
  destroy(): void;
}

export function createPolygonSession(
  map: MapLibreMap,
  theme: Theme,
  onFinish: (rings: PolygonRings) => void,
): PolygonSession {
  const mode = new TerraDrawPolygonMode({ styles: polygonStyles(theme) });
  const draw = new TerraDraw({
    adapter: new TerraDrawMapLibreGLAdapter({ map, prefixId: DRAWING_PREFIX }),
    modes: [mode],
  });
  draw.start();
  draw.setMode('static');
  // terra-draw must stop while the map still has its style. A control's onRemove runs first
  // thing in map.remove(), which on leaving the page happens before this session's owner
  // cleans up (React cleans the map's component up before its children).
  let stopped = false;
  const lifetime: IControl = {
    onAdd: () => Object.assign(document.createElement('div'), { hidden: true }),
    onRemove: () => {
      if (stopped) return;
      stopped = true;
      draw.stop();
    },
  };
  map.addControl(lifetime);
  draw.on('finish', (id, context) => {
    if (context.action !== 'draw') return;
    const geometry = draw.getSnapshotFeature(id)?.geometry;
    draw.setMode('static');
    if (geometry?.type !== 'Polygon') return;
    onFinish(
      (geometry.coordinates as [number, number][][]).map((ring) =>
        ring.map(([lng, lat]) => [round(lng), round(lat)]),
      ),
    );
  });
  return {
    show(rings) {
      draw.clear();
      if (!rings) return true;
      const feature: Feature<Polygon, { mode: string }> = {
        type: 'Feature',
        geometry: { type: 'Polygon', coordinates: rings },
        properties: { mode: MODE },
      };
      const [result] = draw.addFeatures([feature]);
      return result?.valid ?? false;
    },
    draw() {
      draw.clear();
      draw.setMode(MODE);
    },
    stopDrawing() {
      draw.setMode('static');
    },
    setTheme(next) {
      mode.updateOptions({ styles: polygonStyles(next) });
    },
    destroy() {
      if (!stopped) map.removeControl(lifetime);
    },
  };
}

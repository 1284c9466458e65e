import type { Feature, Polygon } from 'geojson';
import type { IControl } from 'maplibre-gl';
import {
  TerraDraw,
  TerraDrawCircleMode,
  TerraDrawPolygonMode,
  TerraDrawSelectMode,
  type HexColor,
} from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import type { Theme } from '@/lib/theme/theme-preference';
import type { MapLibreMap } from './map-types';
import { OVERLAY_PALETTES } from './overlay-palette';

/**
 * terra-draw on a MapLibre map, holding at most one polygon. Loaded on demand by
 * usePolygonDrawing (polygon-drawing.ts), so terra-draw ships only with maps that draw.
 */

export type PolygonRings = [number, number][][];

/** A circle as drawn: its centre and radius (the map shows the caller's polygon of it). */
export interface DrawnCircle {
  center: [number, number];
  radiusKm: number;
}

/** How a shape came to be: drawn anew (a circle with its centre and radius), or edited. */
export interface FinishedShape {
  edited: boolean;
  circle?: DrawnCircle;
}

/** Prefix of terra-draw's sources and layers (`drawing-polygon` holds the polygon). */
export const DRAWING_PREFIX = 'drawing';
const MODE = 'polygon';
const CIRCLE_MODE = 'circle';

/** ~11 m at the equator: finer than a click can place, and short enough for an address. */
const round = (value: number) => Math.round(value * 1e4) / 1e4;

function circleStyles(theme: Theme) {
  const { accent } = OVERLAY_PALETTES[theme];
  return {
    fillColor: accent as HexColor,
    fillOpacity: 0.15,
    outlineColor: accent as HexColor,
    outlineWidth: 2,
  };
}

/** A radius as an analyst would type it: 0.35 km, 4.2 km, 25 km. */
function roundedKm(km: number): number {
  const step = km < 1 ? 0.01 : km < 10 ? 0.1 : 1;
  return Math.max(0.05, Math.round(km / step) * step);
}

/**
 * The centre of a circle terra-draw drew on the flat (Web Mercator) map: the mean of its
 * corners there, turned back into longitude and latitude.
 */
function mercatorCentre(ring: [number, number][]): [number, number] {
  const corners = ring.slice(0, -1);
  const toY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
  const x = corners.reduce((sum, [lng]) => sum + lng, 0) / corners.length;
  const y = corners.reduce((sum, [, lat]) => sum + toY(lat), 0) / corners.length;
  const lat = (360 / Math.PI) * Math.atan(Math.exp(y)) - 90;
  return [round(x), round(lat)];
}

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

/** The shown polygon while it is being edited: corners and midpoints as handles. */
function selectStyles(theme: Theme) {
  const { accent, halo } = OVERLAY_PALETTES[theme];
  const colour = accent as HexColor;
  const outline = halo as HexColor;
  return {
    selectedPolygonColor: colour,
    selectedPolygonFillOpacity: 0.2,
    selectedPolygonOutlineColor: colour,
    selectedPolygonOutlineWidth: 2,
    selectionPointColor: colour,
    selectionPointWidth: 6,
    selectionPointOutlineColor: outline,
    selectionPointOutlineWidth: 2,
    midPointColor: outline,
    midPointOutlineColor: colour,
    midPointWidth: 4,
    midPointOutlineWidth: 2,
  };
}

const SELECT_MODE = 'select';

const roundedRings = (coordinates: [number, number][][]): PolygonRings =>
  coordinates.map((ring) => ring.map(([lng, lat]) => [round(lng), round(lat)]));

export interface PolygonSession {
  /** Shows this polygon (or none) without editing it; false when terra-draw rejects it. */
  show(rings: PolygonRings | undefined): boolean;
  /** Clears the map and lets the analyst click a new polygon's corners. */
  draw(): void;
  /** Clears the map and lets the analyst click a circle's centre, then its edge. */
  drawCircle(): void;
  /** Leaves drawing mode, dropping an unfinished polygon. */
  stopDrawing(): void;
  /**
   * Lets the analyst drag the shown polygon's corners (and midpoints, to add corners) or the
   * whole polygon; each change is handed to `onFinish`. False when no polygon is shown.
   */
  edit(): boolean;
  stopEditing(): void;
  setTheme(theme: Theme): void;
  destroy(): void;
}

export function createPolygonSession(
  map: MapLibreMap,
  theme: Theme,
  onFinish: (rings: PolygonRings, how: FinishedShape) => void,
): PolygonSession {
  const mode = new TerraDrawPolygonMode({ styles: polygonStyles(theme) });
  const circleMode = new TerraDrawCircleMode({ styles: circleStyles(theme) });
  const select = new TerraDrawSelectMode({
    flags: {
      [MODE]: {
        feature: {
          draggable: true,
          coordinates: { draggable: true, midpoints: true, deletable: true },
        },
      },
    },
    styles: selectStyles(theme),
  });
  const draw = new TerraDraw({
    adapter: new TerraDrawMapLibreGLAdapter({ map, prefixId: DRAWING_PREFIX }),
    modes: [mode, circleMode, select],
  });
  let shownId: string | number | undefined;
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
    const feature = draw.getSnapshotFeature(id);
    const geometry = feature?.geometry;
    // A drawing ends the mode; an edit (a dragged corner, an added one) stays in it.
    if (context.action === 'draw') draw.setMode('static');
    if (geometry?.type !== 'Polygon') return;
    shownId = id;
    const rings = geometry.coordinates as [number, number][][];
    const radius = feature?.properties.radiusKilometers;
    if (context.mode === CIRCLE_MODE && typeof radius === 'number' && rings[0]) {
      onFinish(roundedRings(rings), {
        edited: false,
        circle: { center: mercatorCentre(rings[0]), radiusKm: roundedKm(radius) },
      });
      return;
    }
    onFinish(roundedRings(rings), { edited: context.action !== 'draw' });
  });
  return {
    show(rings) {
      draw.clear();
      shownId = undefined;
      if (!rings) return true;
      const feature: Feature<Polygon, { mode: string }> = {
        type: 'Feature',
        geometry: { type: 'Polygon', coordinates: rings },
        properties: { mode: MODE },
      };
      const [result] = draw.addFeatures([feature]);
      shownId = result?.valid ? result.id : undefined;
      return result?.valid ?? false;
    },
    draw() {
      draw.clear();
      shownId = undefined;
      draw.setMode(MODE);
    },
    drawCircle() {
      draw.clear();
      shownId = undefined;
      draw.setMode(CIRCLE_MODE);
    },
    stopDrawing() {
      draw.setMode('static');
    },
    edit() {
      if (shownId === undefined) return false;
      draw.setMode(SELECT_MODE);
      draw.selectFeature(shownId);
      return true;
    },
    stopEditing() {
      draw.setMode('static');
    },
    setTheme(next) {
      mode.updateOptions({ styles: polygonStyles(next) });
      circleMode.updateOptions({ styles: circleStyles(next) });
      select.updateOptions({ styles: selectStyles(next) });
    },
    destroy() {
      if (!stopped) map.removeControl(lifetime);
    },
  };
}

import { prefetchBasemap } from './basemap-countries';
import { FINE_FROM_ZOOM, FINE_PREFETCH_ZOOM } from './basemap-style';
import type { MapCamera } from './map-types';

/** MapLibre's world is 512 pixels wide at zoom 0. */
const WORLD_PIXELS = 512;
/** MapCanvas's defaults (map-canvas.tsx `cameraOptions`). */
const DEFAULT_PADDING = 40;
const DEFAULT_MAX_ZOOM = 14;
const WORLD_ZOOM = 1;

const mercatorX = (longitude: number) => (longitude + 180) / 360;
const mercatorY = (latitude: number) => {
  const radians = (Math.max(-85.05, Math.min(85.05, latitude)) * Math.PI) / 180;
  return (1 - Math.log(Math.tan(Math.PI / 4 + radians / 2)) / Math.PI) / 2;
};

/** The zoom a map of this size opens at for `camera`, as MapLibre fits bounds. */
export function openingZoom(
  camera: MapCamera | undefined,
  box: { width: number; height: number },
): number {
  if (!camera) return WORLD_ZOOM;
  if (!('bounds' in camera)) return camera.zoom;
  const [west, south, east, north] = camera.bounds;
  const padding = camera.padding ?? DEFAULT_PADDING;
  const maxZoom = camera.maxZoom ?? DEFAULT_MAX_ZOOM;
  const spanX = Math.abs(mercatorX(east) - mercatorX(west)) * WORLD_PIXELS;
  const spanY = Math.abs(mercatorY(south) - mercatorY(north)) * WORLD_PIXELS;
  const fit = Math.min(
    Math.max(1, box.width - 2 * padding) / spanX,
    Math.max(1, box.height - 2 * padding) / spanY,
  );
  return Math.min(maxZoom, Math.log2(fit));
}

/**
 * Starts fetching the offline basemap that a map opening on `camera` in a box of about this
 * size draws first, so it is ready when the map is made rather than asked for then. Only a
 * prefetch: the map converts what it draws itself (basemap-countries.ts), from the same cache.
 */
export function preloadBasemap(
  camera: MapCamera | undefined,
  box: { width: number; height: number },
): void {
  const zoom = openingZoom(camera, box);
  if (zoom < FINE_FROM_ZOOM) prefetchBasemap('coarse');
  if (zoom >= FINE_PREFETCH_ZOOM) prefetchBasemap('fine');
}

import type { MapLibreMap } from './map-types';

/**
 * How tests reach a live map. The map's container element (`.maplibregl-map`) carries:
 * - `data-map-ready="true"` once the style, the basemap and everything the view added have been
 *   drawn and the map is idle; "false" while anything is still loading;
 * - the MapLibre instance as the property `watchfloorMap`, so an end-to-end test can ask what is
 *   drawn, e.g.
 *   `page.locator('[data-map-ready="true"]').evaluate((el) => el.watchfloorMap.queryRenderedFeatures({ layers: [...] }))`.
 * The instance holds nothing secret (the map sends no credentials) and anyone with the
 * browser's developer tools can already reach it, so it is exposed in every build.
 */
export interface MapHostElement extends HTMLElement {
  watchfloorMap?: MapLibreMap;
}

export function exposeMap(element: HTMLElement, map: MapLibreMap | undefined) {
  (element as MapHostElement).watchfloorMap = map;
}

export function setMapReady(element: HTMLElement, ready: boolean) {
  element.dataset.mapReady = String(ready);
}

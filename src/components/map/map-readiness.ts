import { setMapReady } from './map-host';
import type { MapLibreMap } from './map-types';

/**
 * Keeps the container's `data-map-ready` honest: "true" only when the map is idle, the view's
 * content has mounted (`open`), and no tracked work (basemap data, marker images, a fetch) is
 * still pending; "false" again whenever new data starts loading.
 */
export function createMapReadiness(
  map: MapLibreMap,
  element: HTMLElement,
  /** Called the first time the map is ready. */
  onFirstReady: () => void = () => {},
) {
  let pending = 0;
  let open = false;
  const settleIfQuiet = () => {
    // A repaint guarantees another `idle` event, even when nothing else changed.
    if (open && pending === 0) map.triggerRepaint();
  };
  setMapReady(element, false);
  map.on('idle', () => {
    if (!open || pending > 0) return;
    setMapReady(element, true);
    onFirstReady();
  });
  map.on('dataloading', () => setMapReady(element, false));
  return {
    track: (work: Promise<unknown>) => {
      pending += 1;
      setMapReady(element, false);
      void work
        .catch(() => undefined)
        .finally(() => {
          pending -= 1;
          settleIfQuiet();
        });
    },
    /** The view's content has mounted: from now on an idle map is a ready one. */
    open: () => {
      open = true;
      settleIfQuiet();
    },
  };
}

export type MapReadiness = ReturnType<typeof createMapReadiness>;

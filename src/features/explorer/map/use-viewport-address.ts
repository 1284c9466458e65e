import { useEffect, useEffectEvent } from 'react';
import type { MapLibreMap } from '@/components/map/map-types';
import { formatViewport, parseViewport } from './map-address';

/** Writing the address on every `moveend` of a fling or a scroll zoom would flood the history. */
const WRITE_DELAY_MS = 400;

const viewportOf = (map: MapLibreMap) => {
  const { lng, lat } = map.getCenter();
  return formatViewport({ center: [lng, lat], zoom: map.getZoom() });
};

/**
 * The map's view and the address's `at` kept in step: the analyst's moves are written (debounced,
 * replacing the history entry), and an `at` that changes from outside (back, a pasted link)
 * moves the map.
 */
export function useViewportAddress(
  map: MapLibreMap,
  at: string | undefined,
  onViewport: (at: string) => void,
) {
  const write = useEffectEvent((next: string) => {
    if (next !== at) onViewport(next);
  });
  useEffect(() => {
    let timer: number | undefined;
    const onMoveEnd = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => write(viewportOf(map)), WRITE_DELAY_MS);
    };
    map.on('moveend', onMoveEnd);
    return () => {
      window.clearTimeout(timer);
      map.off('moveend', onMoveEnd);
    };
  }, [map]);

  useEffect(() => {
    const viewport = at ? parseViewport(at) : undefined;
    if (!viewport || at === viewportOf(map)) return;
    map.jumpTo(viewport);
  }, [map, at]);
}

import type { QueryClient } from '@tanstack/react-query';
import { preloadMapAfterRequests } from '@/components/map/map-view';
import { getIncidentOptions } from '@/lib/http/incidents';
import { VIEW_DATA } from '@/lib/query/view-data';
import { incidentMapData } from './map/incident-map-data';

/** The incident page's record (GET /incidents/{id}): the view's own data. */
export const incidentOptions = (id: string) => ({
  ...getIncidentOptions({ path: { id } }),
  meta: VIEW_DATA,
});

/** About the map box of the incident page (incident-map-section.tsx), for a prefetch. */
const mapBox = () =>
  window.innerWidth >= 1024
    ? { width: Math.max(320, window.innerWidth - 420), height: 416 }
    : { width: Math.max(320, window.innerWidth - 48), height: 320 };

/**
 * Starts everything the incident page waits for at once: the record, the map's code and, once
 * the record says where the map opens, the basemap it draws first (`map`: false for a mere
 * preload, which fetches the record only). Left to the page, the map's code would be asked for
 * only after the record had been drawn, and the basemap only after MapLibre had started.
 * Never throws: the page explains a failure in place.
 */
export function prefetchIncidentPage(
  queryClient: QueryClient,
  id: string,
  { map: withMap, offlineBasemap }: { map: boolean; offlineBasemap: boolean },
) {
  const record = queryClient.ensureQueryData(incidentOptions(id));
  if (!withMap) {
    void record.catch(() => undefined);
    return;
  }
  const map = preloadMapAfterRequests();
  void Promise.all([record, map]).then(
    ([incident, canvas]) => {
      const data = incidentMapData(incident);
      if (offlineBasemap && (data.features.length > 0 || data.location)) {
        canvas.preloadBasemap(data.camera, mapBox());
      }
    },
    () => undefined,
  );
}

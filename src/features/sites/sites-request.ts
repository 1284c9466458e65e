import type { QueryClient } from '@tanstack/react-query';
import { preloadMap } from '@/components/map/map-view';
import { getSitesExposureOptions, listSitesOptions } from '@/lib/http/watchfloor';

/**
 * Starts what the Sites page waits for: the sites and their counts, then (a task later, so the
 * requests are on the wire first) the map's code and the world basemap, which download and
 * evaluate while the sites are in flight. Left to the page, the map would start only once the
 * rows had painted, and draw 10,000 sites a second and a half later.
 */
export function prefetchSitesPage(
  client: QueryClient,
  { offlineBasemap }: { offlineBasemap: boolean },
) {
  void client.prefetchQuery(listSitesOptions());
  void client.prefetchQuery(getSitesExposureOptions());
  setTimeout(() => {
    preloadMap().then(
      (canvas) => {
        // Sites are spread over the world until the data says otherwise: the coarse set.
        if (offlineBasemap) canvas.preloadBasemap(undefined, { width: 800, height: 600 });
      },
      () => undefined,
    );
  });
}

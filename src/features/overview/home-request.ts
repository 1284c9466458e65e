import type { QueryClient } from '@tanstack/react-query';
import { alertPagesOptions } from '@/lib/alerts/alert-pages-query';
import {
  getSitesExposureOptions,
  getWorldSummaryOptions,
  listSitesOptions,
  listWatchesOptions,
} from '@/lib/http/watchfloor';
import { warmSvgMapLayout } from '@/components/svg-map/svg-map-layout-worker-client';
import { HOME_QUEUE_VIEWS } from './queue-section';

/**
 * Starts every request the watch floor shows, at once, while its code loads: the page then
 * waits for its slowest answer, not for a chain of them.
 */
export function prefetchHomePage(client: QueryClient) {
  void client.prefetchQuery(listSitesOptions());
  void client.prefetchQuery(getSitesExposureOptions());
  void client.prefetchQuery(listWatchesOptions());
  void client.prefetchInfiniteQuery(alertPagesOptions({ unreadOnly: true, watchId: undefined }));
  for (const options of HOME_QUEUE_VIEWS) void client.prefetchQuery(options);
  void client.prefetchQuery(getWorldSummaryOptions());
  // The map's code and its layout worker (d3-geo and the countries) a task later, so they load
  // beside the answers, not after them.
  setTimeout(() => {
    void import('./sites-exposure-map').catch(() => undefined);
    warmSvgMapLayout();
  }, 0);
}

import type { QueryClient } from '@tanstack/react-query';
import { alertPagesOptions } from '@/lib/alerts/alert-pages-query';
import {
  getSitesExposureOptions,
  getWorldSummaryOptions,
  listSitesOptions,
  listWatchesOptions,
} from '@/lib/http/watchfloor';
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
  // The map's code (d3-geo) a task later, so it downloads beside the answers, not after them.
  setTimeout(() => void import('./sites-exposure-map').catch(() => undefined), 0);
}

import type { QueryClient } from '@tanstack/react-query';
import { firstScreenAnswer, prefetchFirstScreen } from '@/lib/query/first-screen';
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
 * waits for its slowest answer, not for a chain of them. Settles when every answer the page
 * did not hold yet is in (its loader waits for that, briefly: lib/query/first-screen.ts).
 */
export function prefetchHomePage(client: QueryClient): Promise<unknown> {
  const alerts = alertPagesOptions({ unreadOnly: true, watchId: undefined });
  const answers = [
    prefetchFirstScreen(client, listSitesOptions()),
    prefetchFirstScreen(client, getSitesExposureOptions()),
    prefetchFirstScreen(client, listWatchesOptions()),
    firstScreenAnswer(client, alerts.queryKey, client.prefetchInfiniteQuery(alerts)),
    ...HOME_QUEUE_VIEWS.map((options) => prefetchFirstScreen(client, options)),
    prefetchFirstScreen(client, getWorldSummaryOptions()),
  ];
  // The map's code and its layout worker (d3-geo and the countries) a task later, so they load
  // beside the answers, not after them.
  setTimeout(() => {
    void import('./sites-exposure-map').catch(() => undefined);
    warmSvgMapLayout();
  }, 0);
  return Promise.all(answers);
}

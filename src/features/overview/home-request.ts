import type { QueryClient } from '@tanstack/react-query';
import { firstScreenAnswer, prefetchFirstScreen } from '@/lib/query/first-screen';
import { alertPagesOptions } from '@/lib/alerts/alert-pages-query';
import {
  getSitesExposureOptions,
  getWorldSummaryOptions,
  listWatchesOptions,
} from '@/lib/http/watchfloor';
import { warmSvgMapLayout } from '@/components/svg-map/svg-map-layout-worker-client';
import { shiftQueueOptions } from './queue-section';

/**
 * Starts every request the watch floor shows, at once, while its code loads: the page then
 * waits for its slowest answer, not for a chain of them. Five, within the six connections a
 * browser opens to one origin over HTTP/1.1, so none waits for another to finish. Settles when
 * every answer the page did not hold yet is in (its loader waits for that, briefly:
 * lib/query/first-screen.ts).
 */
export function prefetchHomePage(client: QueryClient): Promise<unknown> {
  const alerts = alertPagesOptions({ unreadOnly: true, watchId: undefined });
  const answers = [
    prefetchFirstScreen(client, getSitesExposureOptions()),
    prefetchFirstScreen(client, listWatchesOptions()),
    firstScreenAnswer(client, alerts.queryKey, client.prefetchInfiniteQuery(alerts)),
    prefetchFirstScreen(client, shiftQueueOptions()),
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

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
  const exposure = getSitesExposureOptions();
  const exposureFetched = client.prefetchQuery(exposure);
  const answers = [
    firstScreenAnswer(client, exposure.queryKey, exposureFetched),
    prefetchFirstScreen(client, listWatchesOptions()),
    firstScreenAnswer(client, alerts.queryKey, client.prefetchInfiniteQuery(alerts)),
    prefetchFirstScreen(client, shiftQueueOptions()),
    prefetchFirstScreen(client, getWorldSummaryOptions()),
  ];
  // The sites' map needs its code and its layout worker (d3-geo and the countries): started
  // with the answers when the team is known to have sites, else once the exposure answer says
  // it has. A team without sites has no map, and loading them took a core from the answers.
  const hasSites = () => (client.getQueryData(exposure.queryKey)?.data.siteCount ?? 0) > 0;
  if (hasSites()) warmSitesMap();
  else void exposureFetched.then(() => hasSites() && warmSitesMap());
  return Promise.all(answers);
}

/** The map's code and its layout worker, a task later: the page's requests go out first. */
function warmSitesMap() {
  setTimeout(() => {
    void import('./sites-exposure-map').catch(() => undefined);
    warmSvgMapLayout();
  }, 0);
}

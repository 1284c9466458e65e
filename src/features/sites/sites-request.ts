import type { QueryClient } from '@tanstack/react-query';
import { firstScreenAnswer, prefetchFirstScreen } from '@/lib/query/first-screen';
import { preloadMapAfterRequests } from '@/components/map/map-view';
import {
  getSitesExposureOptions,
  listFirstSitesOptions,
  listSitesOptions,
} from '@/lib/http/watchfloor';
import type { SitesSearch } from './sites-search';

/** Rows the first answer brings: a tall screen's worth with the list's overscan. */
const FIRST_ROWS = 50;

/**
 * The first screen of rows in the page's order, with their counts (a few kB): painted while the
 * whole table (10,000 sites: a third of a MB, ~100 ms more to land and parse) is on its way. A
 * filter needs every site, so a filtered list has no first screen.
 */
export function sitesHeadOptions(search: SitesSearch) {
  return listFirstSitesOptions({
    query: { order: search.sort ?? 'exposure', limit: FIRST_ROWS },
  });
}

/**
 * Starts what the Sites page waits for: the first screen, the sites and their counts, then,
 * once the sites are in, the map's code and the world basemap. Left to the page, the map would
 * start only once the rows had painted (10,000 sites: ready ~0.6 s later). Started beside the
 * requests instead, the map's code (~1 MB) was compiled while the sites' answer came in and
 * held it and the rows back: 10,000 sites, first rows 689–769 → 544–548 ms and map ready
 * 2,555–2,943 → 2,185–2,457 ms (medians of 8) once the code waits for the sites. Settles when
 * the rows' answer is in (the loader waits for it, briefly: lib/query/first-screen.ts).
 */
export function prefetchSitesPage(
  client: QueryClient,
  { offlineBasemap, search }: { offlineBasemap: boolean; search: SitesSearch },
): Promise<unknown> {
  const table = listSitesOptions();
  const tableKey = table.queryKey;
  const head =
    !search.q && !client.getQueryData(tableKey)
      ? prefetchFirstScreen(client, sitesHeadOptions(search))
      : undefined;
  // With a first screen, the whole table is asked for once the first screen has answered. Asked
  // beside it, its answer (a third of a MB, parsed and checked on the page's thread) landed
  // while the first rows were drawn and held their frame back: Watches → Sites, first rows
  // painted 132 and 147 ms → 93 and 94 ms (medians of 10, 10,000 sites, alternating builds).
  const sites = head ? head.then(() => client.prefetchQuery(table)) : client.prefetchQuery(table);
  void client.prefetchQuery(getSitesExposureOptions());
  // prefetchQuery never rejects: a failed list still loads the map (it shows where to add one).
  // A task after the answer, so the rows' render goes first.
  void sites
    .then(() => preloadMapAfterRequests())
    .then(
      (canvas) => {
        // Sites are spread over the world until the data says otherwise: the coarse set.
        if (offlineBasemap) canvas.preloadBasemap(undefined, { width: 800, height: 600 });
      },
      () => undefined,
    );
  // The first screen when there is one, else the whole table (a filter needs every site).
  return head ?? firstScreenAnswer(client, tableKey, sites);
}

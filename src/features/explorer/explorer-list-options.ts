import type { QueryClient } from '@tanstack/react-query';
import { incidentsQuery } from '../../../contract/filters/incidents';
import { buildQuery, parseQuery } from '../../../contract/filters/query';
import { listIncidentsOptions, type ListIncidentsData } from '@/lib/http/incidents';
import { prefetchFirstScreen } from '@/lib/query/first-screen';
import { VIEW_DATA } from '@/lib/query/view-data';
import type { SearchRecord } from '@/lib/url/search-string';

type ListQuery = NonNullable<ListIncidentsData['query']>;

/** The address's API query as the generated client types it: paging as numbers. */
export function listQueryOf(query: Record<string, string>): ListQuery {
  const { page, pageSize, ...filters } = query;
  return {
    ...filters,
    ...(page === undefined ? {} : { page: Number(page) }),
    ...(pageSize === undefined ? {} : { pageSize: Number(pageSize) }),
  };
}

/**
 * What the explorer asks for: the page builds its query here and the route's loader starts it
 * from here, so both ask for the same cache entry.
 */

/** The explorer's page of incidents for an API query: the view's own data. */
export const explorerPageOptions = (query: Record<string, string>) => ({
  ...listIncidentsOptions({ query: listQueryOf(query) }),
  meta: VIEW_DATA,
});

/** The query the explorer sends for an address, as the page itself builds it. */
export const explorerListOptions = (search: SearchRecord) =>
  explorerPageOptions(buildQuery(incidentsQuery, parseQuery(incidentsQuery, search).values));

/**
 * Starts the page of incidents for an address while the page's code loads: the data and the code
 * travel together. Settles when the rows' answer is in (the loader waits for it, briefly:
 * lib/query/first-screen.ts). The charts' chunk waits for the rows' paint (lazy-charts-strip).
 */
export function prefetchExplorerPage(queryClient: QueryClient, search: SearchRecord) {
  // The map layout shows no table: its points stream from their own request, as they come, and
  // a page of full records beside them would only share their bandwidth.
  if (search.layout === 'map') return Promise.resolve();
  return prefetchFirstScreen(queryClient, explorerListOptions(search));
}

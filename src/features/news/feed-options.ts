import type { QueryClient } from '@tanstack/react-query';
import { prefetchFirstScreen } from '@/lib/query/first-screen';
import { newsQuery } from '../../../contract/filters/news';
import { parseQuery } from '../../../contract/filters/query';
import { listNewsOptions } from '@/lib/http/news';
import { VIEW_DATA } from '@/lib/query/view-data';
import { taxonomiesLookup } from '@/lib/reference/lookups';
import type { SearchRecord } from '@/lib/url/search-string';
import { feedQuery, type FeedQuery } from './feed-request';
import {
  anchorNow,
  PUBLISHED_WITHIN,
  publishedWithinProblem,
  windowLimitProblem,
  windowOf,
} from './published-window';

/** The feed's request as a query, for the page and for the route's loader: one cache entry. */
export const feedOptions = (query: FeedQuery) => ({
  ...listNewsOptions({ query }),
  meta: VIEW_DATA,
});

/**
 * The charts' chunk (recharts). The page asks for it once its rows are painted: fetched beside
 * the feed's data, its evaluation delayed the rows of an in-app navigation by about 40 ms.
 */
export const loadNewsCharts = () => import('./charts/news-charts');

/**
 * Starts the feed's request (and the taxonomy names its rows show) while the page's code is
 * still loading, with the query the page will ask for, so the page finds it in flight. Settles
 * when the feed's answer is in (the loader waits for it, briefly: lib/query/first-screen.ts).
 */
export function prefetchNewsFeed(queryClient: QueryClient, search: SearchRecord) {
  const { values } = parseQuery(newsQuery, search);
  const written = search[PUBLISHED_WITHIN];
  const within =
    typeof written === 'string' && !publishedWithinProblem(written) ? written : undefined;
  const window = windowOf(values.publishedAt, within);
  const anchor = anchorNow();
  void queryClient.prefetchQuery(taxonomiesLookup());
  if (windowLimitProblem(window, anchor)) return Promise.resolve();
  return prefetchFirstScreen(queryClient, feedOptions(feedQuery(values, window, anchor)));
}

import type { QueryClient } from '@tanstack/react-query';
import { newsQuery } from '../../../contract/filters/news';
import { parseQuery } from '../../../contract/filters/query';
import { listNewsOptions } from '@/lib/http/news';
import { taxonomiesLookup } from '@/lib/reference/lookups';
import type { SearchRecord } from '@/lib/url/search-string';
import { feedQuery } from './feed-request';
import {
  anchorNow,
  PUBLISHED_WITHIN,
  publishedWithinProblem,
  windowLimitProblem,
  windowOf,
} from './published-window';

/**
 * Starts the feed's request (and the taxonomy names its rows show) while the page's code is
 * still loading, with the query the page will ask for, so the page finds it in flight.
 */
export function prefetchNewsFeed(queryClient: QueryClient, search: SearchRecord) {
  const { values } = parseQuery(newsQuery, search);
  const written = search[PUBLISHED_WITHIN];
  const within =
    typeof written === 'string' && !publishedWithinProblem(written) ? written : undefined;
  const window = windowOf(values.publishedAt, within);
  const anchor = anchorNow();
  void queryClient.prefetchQuery(taxonomiesLookup());
  if (windowLimitProblem(window, anchor)) return;
  void queryClient.prefetchQuery(listNewsOptions({ query: feedQuery(values, window, anchor) }));
}

import { newsQuery, type NewsQuery } from '../../../contract/filters/news';
import { NEWS_DEFAULT_SORT } from '../../../contract/query-language/news';
import type { ListNewsData } from '@/lib/http/news';
import { requestFilter, type PublishedWindow } from './published-window';

export type FeedQuery = NonNullable<ListNewsData['query']>;

/**
 * The query the feed sends for the address's values, its window and the anchor of a relative
 * window. The route's loader and the page both build it here, so they share one cache entry.
 */
export function feedQuery(
  values: NewsQuery,
  window: PublishedWindow,
  anchorSeconds: number,
): FeedQuery {
  const query: FeedQuery = {};
  if (values.search) query.search = newsQuery.search.build(values.search);
  if (values.countryCode) query.countryCode = newsQuery.countryCode.build(values.countryCode);
  if (values.taxonomyId) query.taxonomyId = newsQuery.taxonomyId.build(values.taxonomyId);
  const publishedAt = requestFilter(window, anchorSeconds);
  if (publishedAt) query.publishedAt = newsQuery.publishedAt.build(publishedAt);
  // Newest first unless the address says otherwise, as news readers order (not the API's default).
  query.sort = values.sort ?? NEWS_DEFAULT_SORT;
  if (values.limit !== undefined) query.limit = values.limit;
  if (values.page !== undefined) query.page = values.page;
  return query;
}

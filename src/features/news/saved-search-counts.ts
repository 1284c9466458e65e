import { newsQuery, type PublishedAtFilter } from '../../../contract/filters/news';
import { parseQuery } from '../../../contract/filters/query';
import type { CountNew } from '@/components/saved-searches/new-counts';
import { listNews, type ListNewsData } from '@/lib/http/news';
import { parseSearchString } from '@/lib/url/search-string';
import { anchorNow, coveredSpan, PUBLISHED_WITHIN, windowOf } from './published-window';

const searchOf = (address: string) => {
  const at = address.indexOf('?');
  return at < 0 ? '' : address.slice(at);
};

/**
 * What is new in a saved feed address: the items its filters match that were published after
 * `sinceMs` and within its own window (the last 24 hours when it names none), counted by the
 * news API's `meta.total` from a one-item page.
 */
export function newsNewCountQuery(address: string, sinceMs: number, nowMs: number) {
  const record = parseSearchString(searchOf(address));
  const { values } = parseQuery(newsQuery, record);
  const within = record[PUBLISHED_WITHIN];
  const window = windowOf(values.publishedAt, typeof within === 'string' ? within : undefined);
  // The minute, as the feed anchors its requests, so the count is cached for that long.
  const nowSeconds = anchorNow(nowMs);
  const span = coveredSpan(window, nowSeconds);
  const from = Math.max(span.from, Math.floor(sinceMs / 1000) + 1);
  const endsInThePast = window.kind === 'absolute' && window.filter.op !== 'gte';
  if (endsInThePast && from > span.to) {
    return {
      kind: 'unknown',
      reason: 'Its publication window ended before you last looked',
    } satisfies ReturnType<CountNew>;
  }
  const publishedAt: PublishedAtFilter = endsInThePast
    ? { op: 'bt', from, to: span.to }
    : { op: 'gte', value: from };
  const query: NonNullable<ListNewsData['query']> = {
    publishedAt: newsQuery.publishedAt.build(publishedAt),
    limit: 1,
  };
  if (values.search) query.search = newsQuery.search.build(values.search);
  if (values.countryCode) query.countryCode = newsQuery.countryCode.build(values.countryCode);
  if (values.taxonomyId) query.taxonomyId = newsQuery.taxonomyId.build(values.taxonomyId);
  return {
    kind: 'query',
    queryKey: ['saved-search-new-count', 'news', query],
    queryFn: async ({ signal }) => {
      const { data } = await listNews({ query, signal, throwOnError: true });
      return { count: data.data.meta.total, capped: false };
    },
  } satisfies ReturnType<CountNew>;
}

export const countNewNews: CountNew = (address, sinceMs) =>
  newsNewCountQuery(address, sinceMs, Date.now());

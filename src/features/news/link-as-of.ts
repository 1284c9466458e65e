import { newsQuery, type NewsQuery } from '../../../contract/filters/news';
import { buildQuery } from '../../../contract/filters/query';
import { stringifySearchRecord } from '@/lib/url/search-string';
import { absoluteFilter, type PublishedWindow } from './published-window';
import { SELECTED_ITEM } from './use-news-search';

/**
 * The address of the same results with the window pinned to absolute times: a relative preset
 * (the service's default last 24 hours included) becomes `publishedAt=bt:<from>,<to>`, so the
 * link shows the same items whenever it is opened.
 */
export function linkAsOf(options: {
  pageUrl: string;
  values: NewsQuery;
  window: PublishedWindow;
  anchorSeconds: number;
  asOfSeconds: number;
  selectedId: string | undefined;
}): { url: string; from: number; to: number } {
  const pinned = absoluteFilter(options.window, options.anchorSeconds, options.asOfSeconds);
  const search = stringifySearchRecord({
    [SELECTED_ITEM]: options.selectedId,
    ...buildQuery(newsQuery, { ...options.values, publishedAt: pinned }),
  });
  const page = new URL(options.pageUrl);
  return { url: `${page.origin}${page.pathname}${search}`, from: pinned.from, to: pinned.to };
}

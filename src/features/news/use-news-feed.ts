import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { feedOptions } from './feed-options';
import { feedQuery } from './feed-request';
import { anchorNow, coveredSpan, windowLimitProblem } from './published-window';
import type { NewsSearch } from './use-news-search';

/**
 * The feed's results for the address. A relative window is anchored to the minute the filters
 * were set, so paging keeps the same window and a return within the minute reads the cache;
 * `refresh` moves the anchor to now. A window past the 3-month limit is explained and never
 * sent. While a new filter loads, the previous results stay on screen.
 */
export function useNewsFeed({ values, window }: Pick<NewsSearch, 'values' | 'window'>) {
  const anchorKey = JSON.stringify([{ ...values, page: undefined }, window]);
  const [anchor, setAnchor] = useState(() => ({ key: anchorKey, seconds: anchorNow() }));
  let anchorSeconds = anchor.seconds;
  if (anchor.key !== anchorKey) {
    anchorSeconds = anchorNow();
    setAnchor({ key: anchorKey, seconds: anchorSeconds });
  }

  const windowProblem = windowLimitProblem(window, anchorSeconds);
  const query = feedQuery(values, window, anchorSeconds);
  const feed = useQuery({
    ...feedOptions(query),
    placeholderData: keepPreviousData,
    enabled: windowProblem === undefined,
  });

  const refresh = () => {
    const next = anchorNow();
    const moved = feedQuery(values, window, next).publishedAt !== query.publishedAt;
    if (moved) setAnchor({ key: anchorKey, seconds: next });
    else void feed.refetch();
  };

  return {
    feed,
    query,
    anchorSeconds,
    span: coveredSpan(window, anchorSeconds),
    windowProblem,
    /** When the shown results were fetched, in Unix seconds; undefined while none are. */
    asOfSeconds:
      feed.data && !feed.isPlaceholderData ? Math.floor(feed.dataUpdatedAt / 1000) : undefined,
    refresh,
  };
}

export type NewsFeed = ReturnType<typeof useNewsFeed>;

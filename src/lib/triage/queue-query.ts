import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { triageQueueQuery } from '../../../contract/filters/triage';
import { buildQuery, parseQuery, type QueryValues } from '../../../contract/filters/query';
import { listTriageQueueOptions } from '@/lib/http/watchfloor';
import type { SearchRecord } from '@/lib/url/search-string';

export type QueueView = QueryValues<typeof triageQueueQuery>;

/**
 * The queue as the address asks for it (`GET /api/watchfloor/triage`, the same parameters). The
 * rows stay on screen while the next filter loads; a minute later they are asked again, which
 * also lets the server check the vendor for revisions.
 */
export const queueListOptions = (view: QueueView) => {
  const { page, pageSize, ...filters } = buildQuery(triageQueueQuery, view);
  return queryOptions({
    ...listTriageQueueOptions({
      query: {
        ...filters,
        ...(page === undefined ? {} : { page: Number(page) }),
        ...(pageSize === undefined ? {} : { pageSize: Number(pageSize) }),
      },
    }),
    staleTime: 15_000,
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });
};

/** The queue an address asks for, read through the grammar as the page reads it. */
export const queueListOptionsForSearch = (search: SearchRecord) =>
  queueListOptions(parseQuery(triageQueueQuery, search).values);

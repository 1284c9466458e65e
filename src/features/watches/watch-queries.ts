import type { QueryClient } from '@tanstack/react-query';
import { refetchAfterWrite } from '@/lib/query/refetch-after-write';

/** Every answer about watches: after a change, all of them may be out of date. */
const WATCH_QUERIES = new Set(['listWatches', 'getWatch', 'getWatchHistory']);

export function invalidateWatches(client: QueryClient) {
  return refetchAfterWrite(client, {
    predicate: (query) => {
      const [key] = query.queryKey as [{ _id?: unknown } | undefined];
      return typeof key?._id === 'string' && WATCH_QUERIES.has(key._id);
    },
  });
}

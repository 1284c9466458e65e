import type { QueryClient } from '@tanstack/react-query';
import { refetchAfterWrite } from '@/lib/query/refetch-after-write';
import { listBriefingSchedulesOptions, listBriefingsOptions } from '@/lib/http/watchfloor';

/** Every answer about briefings and their schedules: after a change, all may be out of date. */
const BRIEFING_QUERIES = new Set(['listBriefings', 'getBriefing', 'listBriefingSchedules']);

export function invalidateBriefings(client: QueryClient) {
  return refetchAfterWrite(client, {
    predicate: (query) => {
      const [key] = query.queryKey as [{ _id?: unknown } | undefined];
      return typeof key?._id === 'string' && BRIEFING_QUERIES.has(key._id);
    },
  });
}

/** What `/briefings` shows, asked for while its code loads. */
export function prefetchBriefingsPage(client: QueryClient) {
  void client.prefetchQuery(listBriefingsOptions());
  void client.prefetchQuery(listBriefingSchedulesOptions());
}

import { infiniteQueryOptions } from '@tanstack/react-query';
import { listAlerts } from '@/lib/http/watchfloor';
import { alertListKey, type AlertFilter } from '@/lib/alerts/alert-cache';

export const ALERT_PAGE_SIZE = 25;

/**
 * The notification centre's pages (`GET /api/watchfloor/alerts`), newest first; each older page
 * is asked with the previous one's `nextBefore`. New alerts come from the live stream, not from
 * refetching: the pages stay as they are until the filter changes or the stream was lost.
 */
export const alertPagesOptions = (filter: AlertFilter) =>
  infiniteQueryOptions({
    queryKey: alertListKey(filter),
    queryFn: async ({ pageParam, signal }) => {
      const { data } = await listAlerts({
        query: {
          limit: ALERT_PAGE_SIZE,
          ...(filter.unreadOnly ? { unread: 'true' as const } : {}),
          ...(filter.watchId ? { watch: filter.watchId } : {}),
          ...(pageParam ? { before: pageParam } : {}),
        },
        signal,
        throwOnError: true,
      });
      return data;
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.data.nextBefore ?? undefined,
    staleTime: 60_000,
  });

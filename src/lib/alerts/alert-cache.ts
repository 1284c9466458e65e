import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { refetchAfterWrite } from '@/lib/query/refetch-after-write';
import {
  countUnreadAlertsQueryKey,
  type Alert,
  type AlertPage,
  type UnreadCount,
} from '@/lib/http/watchfloor';

/**
 * The alerts the dashboard keeps in React Query: the unread count (the bell) and the pages of
 * the notification centre, one cache entry per filter. A live event or an action changes the
 * cached entries in place, so the bell and the list move without asking the server again.
 */

export interface AlertFilter {
  unreadOnly: boolean;
  watchId: string | undefined;
}

const ALERT_LIST = ['watchfloor', 'alert-list'] as const;

export const alertListKey = (filter: AlertFilter) =>
  [...ALERT_LIST, { unreadOnly: filter.unreadOnly, watchId: filter.watchId ?? null }] as const;

type AlertPages = InfiniteData<{ data: AlertPage }, string | undefined>;

const filterOfKey = (key: readonly unknown[]): AlertFilter => {
  const filter = key[2] as { unreadOnly: boolean; watchId: string | null };
  return { unreadOnly: filter.unreadOnly, watchId: filter.watchId ?? undefined };
};

const shows = (filter: AlertFilter, alert: Alert) =>
  (!filter.unreadOnly || !alert.read) && (!filter.watchId || filter.watchId === alert.watch.id);

const mapAlerts = (pages: AlertPages, change: (alert: Alert) => Alert | null): AlertPages => ({
  ...pages,
  pages: pages.pages.map((page) => ({
    ...page,
    data: {
      ...page.data,
      alerts: page.data.alerts.flatMap((alert) => {
        const next = change(alert);
        return next ? [next] : [];
      }),
    },
  })),
});

const isListed = (pages: AlertPages | undefined, id: string) =>
  pages?.pages.some((page) => page.data.alerts.some((alert) => alert.id === id)) ?? false;

export function setUnreadCount(client: QueryClient, unread: number) {
  client.setQueryData<{ data: UnreadCount; status: 'success' }>(countUnreadAlertsQueryKey(), {
    status: 'success',
    data: { unread: Math.max(0, unread) },
  });
}

function shiftUnreadCount(client: QueryClient, by: number) {
  const current = client.getQueryData<{ data: UnreadCount }>(countUnreadAlertsQueryKey());
  // Not asked yet: the first ask will count it.
  if (current) setUnreadCount(client, current.data.unread + by);
}

/**
 * A new alert from the live stream: on top of every list it belongs to, and one more unread
 * unless a list already holds it (it arrived by a fetch made after it was stored).
 */
export function addStreamedAlert(client: QueryClient, alert: Alert) {
  let known = false;
  for (const [key, pages] of client.getQueriesData<AlertPages>({ queryKey: ALERT_LIST })) {
    if (isListed(pages, alert.id)) known = true;
    else if (pages && pages.pages.length > 0 && shows(filterOfKey(key), alert)) {
      const [first, ...rest] = pages.pages;
      client.setQueryData<AlertPages>(key, {
        ...pages,
        pages: [
          { ...first!, data: { ...first!.data, alerts: [alert, ...first!.data.alerts] } },
          ...rest,
        ],
      });
    }
  }
  if (!known && !alert.read) shiftUnreadCount(client, 1);
}

/**
 * The server's answer about one alert (after acknowledging, assigning, snoozing) in every list.
 * Acknowledging also reads it, and a snoozed one is not counted: the count is asked again.
 */
export function replaceAlert(client: QueryClient, alert: Alert) {
  void refetchAfterWrite(client, { queryKey: countUnreadAlertsQueryKey() });
  const hidden = Boolean(
    (alert.snoozedUntil && Date.parse(alert.snoozedUntil) > Date.now()) ||
    alert.snoozedUntilRevised,
  );
  for (const [key, pages] of client.getQueriesData<AlertPages>({ queryKey: ALERT_LIST })) {
    if (!pages) continue;
    const filter = filterOfKey(key);
    client.setQueryData<AlertPages>(
      key,
      mapAlerts(pages, (listed) =>
        listed.id !== alert.id ? listed : hidden || !shows(filter, alert) ? null : alert,
      ),
    );
  }
}

/**
 * Alerts marked read: flagged in every list (an unread-only list keeps them until it is asked
 * again, so a row does not vanish under the pointer), and the count the server answered.
 */
export function markReadInCache(
  client: QueryClient,
  ids: readonly string[] | 'all',
  unread: number,
) {
  const marked = ids === 'all' ? null : new Set(ids);
  for (const [key, pages] of client.getQueriesData<AlertPages>({ queryKey: ALERT_LIST })) {
    if (!pages) continue;
    client.setQueryData<AlertPages>(
      key,
      mapAlerts(pages, (alert) =>
        marked === null || marked.has(alert.id) ? { ...alert, read: true } : alert,
      ),
    );
  }
  setUnreadCount(client, unread);
}

/** After the stream was lost for a while: what it missed is asked again. */
export function refreshAlerts(client: QueryClient) {
  void client.invalidateQueries({ queryKey: countUnreadAlertsQueryKey() });
  void client.invalidateQueries({ queryKey: ALERT_LIST });
}

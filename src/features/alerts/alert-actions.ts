import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  acknowledgeAlertMutation,
  assignAlertMutation,
  listAlerts,
  markAlertsRead,
  markAlertsReadMutation,
  snoozeAlertMutation,
  type Alert,
} from '@/lib/http/watchfloor';
import { markReadInCache, replaceAlert } from '@/lib/alerts/alert-cache';

/** What an analyst does with an alert; each answer is written into the cached lists. */
export function useAlertActions() {
  const client = useQueryClient();
  const onAlert = (response: { data: Alert }) => replaceAlert(client, response.data);
  const markRead = useMutation({
    ...markAlertsReadMutation(),
    onSuccess: (response, variables) =>
      markReadInCache(client, variables.body.ids, response.data.unread),
  });
  const acknowledge = useMutation({ ...acknowledgeAlertMutation(), onSuccess: onAlert });
  const assign = useMutation({ ...assignAlertMutation(), onSuccess: onAlert });
  const snooze = useMutation({ ...snoozeAlertMutation(), onSuccess: onAlert });
  return { markRead, acknowledge, assign, snooze };
}

const MARK_AT_ONCE = 500;

/**
 * Marks every unread alert read, not only those on screen: the unread ones are listed page by
 * page, then marked in batches the server takes.
 */
export async function markEveryAlertRead(client: ReturnType<typeof useQueryClient>) {
  const ids: string[] = [];
  let before: string | undefined;
  do {
    const { data } = await listAlerts({
      query: { unread: 'true', limit: 200, ...(before ? { before } : {}) },
      throwOnError: true,
    });
    ids.push(...data.data.alerts.map((alert) => alert.id));
    before = data.data.nextBefore ?? undefined;
  } while (before);
  let unread = 0;
  for (let start = 0; start < ids.length; start += MARK_AT_ONCE) {
    const { data } = await markAlertsRead({
      body: { ids: ids.slice(start, start + MARK_AT_ONCE) },
      throwOnError: true,
    });
    unread = data.data.unread;
  }
  markReadInCache(client, 'all', unread);
}

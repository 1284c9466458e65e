/** The notification centre's address: `/alerts?unread=true&watch=<id>`. */
export interface AlertsSearch {
  unread?: true;
  watch?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Anything else in the address is dropped rather than sent to the server to be refused. */
export function parseAlertsSearch(search: Record<string, unknown>): AlertsSearch {
  const unread = search.unread === true || search.unread === 'true';
  const watch =
    typeof search.watch === 'string' && UUID.test(search.watch) ? search.watch : undefined;
  return { ...(unread ? { unread: true as const } : {}), ...(watch ? { watch } : {}) };
}

/** What the centre's address may say, for the notice about what a link said otherwise. */
export const ALERTS_SETTINGS = {
  watch: 'a watch is named by its id (a UUID); every watch’s alerts are shown',
  unread: 'only true is read (unread alerts only); all alerts are shown',
};

import { buildQuery, parseQuery } from '../../../contract/filters/query';
import { incidentsQuery } from '../../../contract/filters/incidents';
import type { CountNew } from '@/components/saved-searches/new-counts';
import { listIncidents } from '@/lib/http/incidents';
import { parseSearchString } from '@/lib/url/search-string';
import { reportedSince } from './pin-as-of-now';
import { listQueryOf } from './explorer-list-options';

/** New incidents are counted up to one page; beyond that the menu says "200+". */
export const NEW_COUNT_CAP = 200;

const searchOf = (address: string) => {
  const at = address.indexOf('?');
  return at < 0 ? '' : address.slice(at);
};

/**
 * What is new in a saved explorer address: the incidents its filters match that were reported
 * after `sinceMs`. The incident API sends no totals, so one page of up to NEW_COUNT_CAP is
 * counted. A parameter the explorer no longer knows is left out here as the view leaves it out.
 */
export const countNewIncidents: CountNew = (address, sinceMs) => {
  const { values } = parseQuery(incidentsQuery, parseSearchString(searchOf(address)));
  const since = reportedSince(
    { ...values, page: undefined, pageSize: undefined },
    Math.floor(sinceMs / 1000),
  );
  if (!since) {
    return { kind: 'unknown', reason: 'Its reported-time filter already excludes new incidents' };
  }
  const query = listQueryOf(buildQuery(incidentsQuery, { ...since, pageSize: NEW_COUNT_CAP }));
  return {
    kind: 'query',
    queryKey: ['saved-search-new-count', 'incidents', query],
    queryFn: async ({ signal }) => {
      const { data } = await listIncidents({ query, signal, throwOnError: true });
      const count = data.data.length;
      return { count, capped: count >= NEW_COUNT_CAP };
    },
  };
};

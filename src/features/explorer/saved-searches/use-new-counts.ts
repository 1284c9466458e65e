import { useQueries } from '@tanstack/react-query';
import { parseQuery, buildQuery } from '../../../../contract/filters/query';
import { incidentsQuery } from '../../../../contract/filters/incidents';
import { listIncidentsOptions } from '@/lib/http/incidents';
import { parseSearchString } from '@/lib/url/search-string';
import { reportedSince } from '../pin-as-of-now';
import { listQueryOf } from '../explorer-list-options';
import type { SavedSearch } from './saved-searches-store';

/** New incidents are counted up to one page; beyond that the menu says "200+". */
export const NEW_COUNT_CAP = 200;

export type NewCount =
  | { state: 'loading' }
  | { state: 'counted'; count: number; capped: boolean }
  | { state: 'unknown'; reason: string };

/** For each saved search: how many incidents were reported since the analyst last opened it. */
export function useNewCounts(searches: readonly SavedSearch[], enabled: boolean): NewCount[] {
  const queries = searches.map((saved) => {
    const { values } = parseQuery(incidentsQuery, parseSearchString(saved.search));
    const since = reportedSince(
      { ...values, page: undefined, pageSize: undefined },
      Math.floor(saved.lastOpenedAt / 1000),
    );
    return since ? buildQuery(incidentsQuery, { ...since, pageSize: NEW_COUNT_CAP }) : undefined;
  });
  const results = useQueries({
    queries: queries.map((query) => ({
      ...listIncidentsOptions({ query: listQueryOf(query ?? {}) }),
      enabled: enabled && query !== undefined,
    })),
  });
  return results.map((result, index): NewCount => {
    if (!queries[index]) {
      return {
        state: 'unknown',
        reason: 'Its reported-time filter already excludes new incidents',
      };
    }
    if (result.isError) return { state: 'unknown', reason: 'The count could not be loaded' };
    if (!result.data) return { state: 'loading' };
    const count = result.data.data.length;
    return { state: 'counted', count, capped: count >= NEW_COUNT_CAP };
  });
}

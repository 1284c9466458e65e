import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listIncidentsOptions, type ListIncidentsData } from '@/lib/http/incidents';

type ListQuery = NonNullable<ListIncidentsData['query']>;

/** The address's API query as the generated client types it: paging as numbers. */
export function listQueryOf(query: Record<string, string>): ListQuery {
  const { page, pageSize, ...filters } = query;
  return {
    ...filters,
    ...(page === undefined ? {} : { page: Number(page) }),
    ...(pageSize === undefined ? {} : { pageSize: Number(pageSize) }),
  };
}

/**
 * One page of incidents for the API query. The previous page stays on screen while the next
 * loads, so changing a filter never flashes an empty table.
 */
export function useIncidentResults(query: Record<string, string>) {
  return useQuery({
    ...listIncidentsOptions({ query: listQueryOf(query) }),
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { explorerPageOptions } from './explorer-list-options';

/**
 * One page of incidents for the API query. The previous page stays on screen while the next
 * loads, so changing a filter never flashes an empty table.
 */
export function useIncidentResults(query: Record<string, string>) {
  return useQuery({ ...explorerPageOptions(query), placeholderData: keepPreviousData });
}

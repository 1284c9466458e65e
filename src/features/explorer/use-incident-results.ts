import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { explorerPageOptions } from './explorer-list-options';

/**
 * One page of incidents for the API query. The previous page stays on screen while the next
 * loads, so changing a filter never flashes an empty table. Not asked for while no table shows
 * (the map layout): the map's points come from their own request.
 */
export function useIncidentResults(query: Record<string, string>, { enabled = true } = {}) {
  return useQuery({ ...explorerPageOptions(query), placeholderData: keepPreviousData, enabled });
}

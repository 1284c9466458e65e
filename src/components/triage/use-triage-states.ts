import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getTriageStatesOptions, type TriageState } from '@/lib/http/watchfloor';
import { TRIAGE_STATES_MAX_IDS } from '../../../contract/triage/values';

/** Teammates' triage shows up without a reload, at the cost of one small request a minute. */
const REFRESH_MS = 60_000;

/**
 * The triage of a page of incidents, in one request (`GET /api/watchfloor/triage/states`),
 * cached by the page's ids: moving between rows of the page asks nothing more. While the next
 * page's states load, the last page's stay (their ids simply do not match).
 */
export function useTriageStates(incidentIds: readonly string[]) {
  const ids = useMemo(
    () => [...new Set(incidentIds)].slice(0, TRIAGE_STATES_MAX_IDS).join(','),
    [incidentIds],
  );
  const states = useQuery({
    ...getTriageStatesOptions({ query: { ids } }),
    enabled: ids.length > 0,
    staleTime: 15_000,
    refetchInterval: REFRESH_MS,
    placeholderData: keepPreviousData,
  });
  const byId = useMemo(() => {
    const map = new Map<string, TriageState>();
    for (const state of states.data?.data.states ?? []) map.set(state.incidentId, state);
    return map;
  }, [states.data]);
  return {
    byId,
    /** True once this page's states are in: an id missing from `byId` then is untriaged. */
    loaded: states.isSuccess && !states.isPlaceholderData,
  };
}

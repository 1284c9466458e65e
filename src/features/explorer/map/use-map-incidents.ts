import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiErrorOf, type ApiError } from '@/lib/http/api-error';
import {
  mapFiltersOf,
  mapIncidentsOptions,
  stopMapIncidents,
  type MapIncident,
} from './map-incidents';

export type MapLoadState =
  | { status: 'loading' }
  | { status: 'complete' }
  | { status: 'stopped' }
  /** The limit was reached and the set holds more. */
  | { status: 'limited' }
  | { status: 'failed'; error: ApiError };

export interface MapIncidents {
  /** Every loaded incident of the filtered set, whatever `startedAt` says. */
  incidents: readonly MapIncident[];
  /** The loaded incidents' start times in Unix seconds: what the timeline counts. */
  startedAtSeconds: readonly number[];
  state: MapLoadState;
  limit: number;
  stop: () => void;
  /** Loads the set again after a stop or a failure (what was loaded stays shown meanwhile). */
  resume: () => void;
}

const NO_INCIDENTS: readonly MapIncident[] = [];

/**
 * The explorer's filtered set for the map, streamed by the Watchfloor server while `enabled`,
 * until the set ends, the server's limit is reached, the analyst stops, or the load fails (what
 * was loaded stays). `limit` is the deployment's, for the progress bar until the server says.
 */
export function useMapIncidents(
  query: Readonly<Record<string, string>>,
  { enabled, limit }: { enabled: boolean; limit: number },
): MapIncidents {
  const filters = useMemo(() => mapFiltersOf(query), [query]);
  const options = mapIncidentsOptions(filters);
  const result = useQuery({ ...options, enabled });
  const { data, isFetching, refetch } = result;

  // Left while loading (another page, then back): the load carries on.
  const interrupted = data?.status === 'loading' && !isFetching;
  useEffect(() => {
    if (enabled && interrupted) void refetch();
  }, [enabled, interrupted, refetch]);

  const incidents = data?.incidents ?? NO_INCIDENTS;
  const startedAtSeconds = useMemo(
    () => incidents.map((incident) => incident.startedAt),
    [incidents],
  );

  const failure =
    data?.status === 'failed'
      ? (data.error ?? apiErrorOf(new Error('the load failed'), 'watchfloor'))
      : apiErrorOf(result.error, 'watchfloor', 'GET /api/watchfloor/map-points');
  const state: MapLoadState =
    isFetching || !data || interrupted
      ? failure && !isFetching
        ? { status: 'failed', error: failure }
        : { status: 'loading' }
      : data.status === 'failed'
        ? { status: 'failed', error: failure! }
        : { status: data.status === 'loading' ? 'stopped' : data.status };

  const { queryKey } = options;
  return {
    incidents,
    startedAtSeconds,
    state,
    limit: data?.limit ?? limit,
    stop: () => stopMapIncidents(queryKey),
    resume: () => void refetch(),
  };
}

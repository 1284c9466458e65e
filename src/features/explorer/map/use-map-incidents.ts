import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiErrorOf, type ApiError } from '@/lib/http/api-error';
import { mapFiltersOf, mapIncidentsOptions, type MapIncident } from './map-incidents';
import { useStoppedLoad } from './stopped-loads';

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
  /** Continues after a stop, or retries the page that failed. */
  resume: () => void;
}

const NO_INCIDENTS: readonly MapIncident[] = [];

/**
 * The explorer's filtered set for the map, loaded page after page while `enabled`, until the
 * set ends, the limit is reached, the analyst stops, or a page fails (what was loaded stays).
 */
export function useMapIncidents(
  query: Readonly<Record<string, string>>,
  { enabled, limit }: { enabled: boolean; limit: number },
): MapIncidents {
  const filters = useMemo(() => mapFiltersOf(query), [query]);
  const options = mapIncidentsOptions(filters, limit);
  const [stopped, setStopped] = useStoppedLoad(JSON.stringify(options.queryKey));
  const result = useInfiniteQuery({ ...options, enabled });
  const { hasNextPage, isFetching, isError, fetchNextPage, refetch } = result;
  const pages = result.data?.pages;

  // Keyed on the page count too: a render may never see `isFetching` true between two pages.
  const pageCount = pages?.length ?? 0;
  useEffect(() => {
    if (enabled && hasNextPage && !isFetching && !isError && !stopped) void fetchNextPage();
  }, [enabled, hasNextPage, isFetching, isError, stopped, fetchNextPage, pageCount]);

  const incidents = useMemo(
    () => (pages ? pages.flatMap((page) => page.incidents) : NO_INCIDENTS),
    [pages],
  );
  const startedAtSeconds = useMemo(
    () => incidents.map((incident) => incident.startedAt),
    [incidents],
  );

  const error = apiErrorOf(result.error, 'incidents', 'GET /incidents');
  const last = pages?.at(-1);
  const state: MapLoadState =
    error && !isFetching
      ? { status: 'failed', error }
      : last?.beyondLimit
        ? { status: 'limited' }
        : last && !hasNextPage
          ? { status: 'complete' }
          : stopped && !isFetching
            ? { status: 'stopped' }
            : { status: 'loading' };

  return {
    incidents,
    startedAtSeconds,
    state,
    limit,
    stop: () => setStopped(true),
    resume: () => {
      setStopped(false);
      // The first page failing leaves nothing to continue from.
      if (!pages) void refetch();
      else if (hasNextPage) void fetchNextPage();
    },
  };
}

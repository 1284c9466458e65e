import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { apiErrorOf, type ApiError } from '@/lib/http/api-error';
import { readMapPoints } from './map-points-stream';

/** What the map keeps of an incident: 50,000 full records would hold hundreds of megabytes. */
export interface MapIncident {
  id: string;
  longitude: number;
  latitude: number;
  categoryId: string;
  /** -1 unknown, 1 to 5. */
  impact: number;
  /** Unix seconds. */
  startedAt: number;
  summary: string;
}

/** The map's set as loaded so far, and how its loading stands. */
export interface MapIncidentsLoad {
  incidents: readonly MapIncident[];
  /**
   * `loading` while the stream runs; `limited` when the set holds more than the server's limit;
   * `stopped` by the analyst; `failed` partway or before the first incident.
   */
  status: 'loading' | 'complete' | 'limited' | 'stopped' | 'failed';
  /** The most incidents the server sends, once it has said. */
  limit?: number;
  error?: ApiError;
}

/**
 * The explorer filters the map loads: the address's filters without `startedAt` (the map and
 * the timeline apply that in the browser), the paging and the sort (the server reads every page,
 * most recently started first).
 */
export function mapFiltersOf(query: Readonly<Record<string, string>>): Record<string, string> {
  const {
    startedAt: _startedAt,
    page: _page,
    pageSize: _pageSize,
    sort: _sort,
    ...filters
  } = query;
  return filters;
}

/**
 * The page shows the count and the points at most this often while batches arrive: a set the
 * server kept arrives in a fraction of a second, and a render for each of its 50 batches would
 * cost more than the whole download.
 */
const PUBLISH_INTERVAL_MS = 500;

/**
 * While the set loads, the views that redraw all of it (the map's points, the timeline's bars)
 * do so at most this often; the count and the progress bar follow every publish. On a 2-core
 * machine a redraw of 50,000 points takes the page, its map worker and the GPU hundreds of
 * milliseconds, which the set's own arrival then waits for.
 */
export const LOADING_REDRAW_INTERVAL_MS = 3000;

/** Stops for the loads under way, by query key: Stop ends the stream, keeping what came. */
const stops = new Map<string, AbortController>();
const stopKey = (queryKey: QueryKey) => JSON.stringify(queryKey);

export function stopMapIncidents(queryKey: QueryKey) {
  stops.get(stopKey(queryKey))?.abort();
}

/**
 * The filtered set from the Watchfloor server's map-points stream, as one cached query: each
 * batch is written to the cache as it arrives (the page shows the count and the points grow),
 * and going back or switching layouts shows what was loaded without a request. A stop or a
 * failure is data too (what came stays on the map); loading again keeps showing it until the
 * new load has caught up. Never refetched by itself: it is a snapshot of the set.
 */
export const mapIncidentsOptions = (filters: Readonly<Record<string, string>>) =>
  queryOptions({
    queryKey: ['explorer-map-points', filters] as const,
    queryFn: async ({ queryKey, signal, client }): Promise<MapIncidentsLoad> => {
      const stop = new AbortController();
      const key = stopKey(queryKey);
      stops.set(key, stop);
      const shown = client.getQueryData<MapIncidentsLoad>(queryKey)?.incidents ?? [];
      const loaded: MapIncident[] = [];
      let limit: number | undefined;
      const best = () => (loaded.length >= shown.length ? [...loaded] : shown);

      let published = 0;
      let lastPublished = -Infinity;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let over = false;
      const publish = () => {
        clearTimeout(timer);
        timer = undefined;
        // Never after the load has ended: its result is the last word. A load after a stop or
        // a failure shows what came before until it has caught up.
        if (over || loaded.length === published || loaded.length < shown.length) return;
        published = loaded.length;
        lastPublished = performance.now();
        client.setQueryData<MapIncidentsLoad>(queryKey, {
          incidents: [...loaded],
          status: 'loading',
          limit,
        });
      };
      const publishSoon = () => {
        const wait = lastPublished + PUBLISH_INTERVAL_MS - performance.now();
        if (wait <= 0) publish();
        else timer ??= setTimeout(publish, wait);
      };
      try {
        for await (const event of readMapPoints(filters, AbortSignal.any([signal, stop.signal]))) {
          if (event.kind === 'start') limit = event.limit;
          else if (event.kind === 'points') {
            for (const incident of event.incidents) loaded.push(incident);
            publishSoon();
          } else {
            return { incidents: loaded, status: event.beyondLimit ? 'limited' : 'complete', limit };
          }
        }
        // readMapPoints ends with `end` or throws; this is never reached.
        return { incidents: best(), status: 'failed', limit };
      } catch (error) {
        // The page was left while loading: what came stays cached, still `loading`, and
        // carries on when the map is shown again (use-map-incidents.ts).
        if (signal.aborted) throw error;
        if (stop.signal.aborted) return { incidents: best(), status: 'stopped', limit };
        return {
          incidents: best(),
          status: 'failed',
          limit,
          error: apiErrorOf(error, 'watchfloor', 'GET /api/watchfloor/map-points') ?? undefined,
        };
      } finally {
        over = true;
        clearTimeout(timer);
        if (stops.get(key) === stop) stops.delete(key);
      }
    },
    staleTime: Infinity,
    retry: false,
    // Each batch is a new set of up to 50,000 incidents: comparing it deeply with the last one
    // would cost more than it could ever save.
    structuralSharing: false,
  });

import { infiniteQueryOptions } from '@tanstack/react-query';
import { listIncidents, type IncidentListItem } from '@/lib/http/incidents';
import { listQueryOf } from '../explorer-list-options';

/** The largest page the service serves: fewest round trips for the whole set. */
export const MAP_PAGE_SIZE = 1000;

/** What the map keeps of an incident: 50,000 full records would hold hundreds of megabytes. */
export interface MapIncident {
  id: string;
  longitude: number;
  latitude: number;
  categoryId: string;
  /** Unix seconds. */
  startedAt: number;
}

export interface MapIncidentPage {
  incidents: MapIncident[];
  /** The service had more incidents after this page (it came back full). */
  full: boolean;
  /** This page reached the configured limit. */
  atLimit: boolean;
  /** At the limit: the filtered set holds more incidents than the limit. */
  beyondLimit: boolean;
}

const mapIncidentOf = (incident: IncidentListItem): MapIncident => ({
  id: incident.id,
  longitude: incident.location.longitude,
  latitude: incident.location.latitude,
  categoryId: incident.category.id,
  startedAt: incident.startedAt.timestamp,
});

/**
 * The explorer query the map loads: the address's filters without `startedAt` (the map and the
 * timeline apply that in the browser), the paging and the sort. Most recent first, so the first
 * N of a set beyond the limit are the latest N.
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

const MAP_SORT = 'startedAt:desc';

/**
 * Every page of the filtered set, up to `limit` incidents, as one cached infinite query: going
 * back or switching layouts shows what was loaded without a request. The result set is a
 * snapshot: it is never refetched by itself (refetching would mean every page again).
 */
export const mapIncidentsOptions = (filters: Readonly<Record<string, string>>, limit: number) =>
  infiniteQueryOptions({
    queryKey: ['explorer-map-incidents', filters, limit] as const,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }): Promise<MapIncidentPage> => {
      const request = (page: number, pageSize: number) =>
        listIncidents({
          query: listQueryOf({
            ...filters,
            sort: MAP_SORT,
            page: String(page),
            pageSize: String(pageSize),
          }),
          signal,
          throwOnError: true,
        });
      const { data } = await request(pageParam, MAP_PAGE_SIZE);
      const items = data.data;
      const room = limit - (pageParam - 1) * MAP_PAGE_SIZE;
      const full = items.length === MAP_PAGE_SIZE;
      const atLimit = items.length >= room;
      let beyondLimit = items.length > room;
      if (atLimit && !beyondLimit && full) {
        // Exactly at the limit with a full page: one more incident says whether there are more.
        const probe = await request(limit + 1, 1);
        beyondLimit = probe.data.data.length > 0;
      }
      return { incidents: items.slice(0, room).map(mapIncidentOf), full, atLimit, beyondLimit };
    },
    getNextPageParam: (last, _pages, lastPage) =>
      last.full && !last.atLimit ? lastPage + 1 : undefined,
    staleTime: Infinity,
  });

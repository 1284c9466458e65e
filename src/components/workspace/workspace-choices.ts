import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { SelectOption } from '@/components/searchable-multi-select';
import { apiErrorOf, type ApiError } from '@/lib/http/api-error';
import {
  listAreasOptions,
  listSavedSearchesOptions,
  listSitesOptions,
  type SavedSearch,
} from '@/lib/http/watchfloor';

/**
 * The team's sites, areas and saved searches of the explorer, as choices for a form (a watch, a
 * briefing): each with whether it is loading and, when it failed, why and how to try again.
 */

export interface ChoicesError {
  message: string;
  onRetry: () => void;
}

const loadError = (
  query: { error: unknown; refetch: () => unknown },
  endpoint: string,
): ChoicesError | undefined => {
  const error = apiErrorOf(query.error, 'watchfloor', endpoint);
  return error ? { message: error.message, onRetry: () => void query.refetch() } : undefined;
};

export function useSiteChoices() {
  const sites = useQuery(listSitesOptions());
  const options = useMemo<SelectOption[]>(() => {
    const table = sites.data?.data;
    if (!table) return [];
    return table.columns.id.map((id, index) => ({
      value: id,
      label: table.columns.name[index]!,
      hint: table.columns.address[index] || undefined,
    }));
  }, [sites.data]);
  return {
    options,
    loading: sites.isPending,
    error: loadError(sites, 'GET /api/watchfloor/sites'),
  };
}

export function useAreaChoices() {
  const areas = useQuery(listAreasOptions());
  const options = useMemo<SelectOption[]>(
    () => (areas.data?.data.areas ?? []).map((area) => ({ value: area.id, label: area.name })),
    [areas.data],
  );
  return {
    options,
    loading: areas.isPending,
    error: loadError(areas, 'GET /api/watchfloor/areas'),
  };
}

/** Saved searches of the explorer (news searches have no incidents to read). */
export function useIncidentSearchChoices(): {
  searches: SavedSearch[];
  loading: boolean;
  error: ApiError | undefined;
} {
  const searches = useQuery(listSavedSearchesOptions());
  return {
    searches: useMemo(
      () => (searches.data?.data.searches ?? []).filter((search) => search.view === 'incidents'),
      [searches.data],
    ),
    loading: searches.isPending,
    error:
      apiErrorOf(searches.error, 'watchfloor', 'GET /api/watchfloor/saved-searches') ?? undefined,
  };
}

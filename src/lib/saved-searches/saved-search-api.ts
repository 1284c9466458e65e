import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearchesOptions,
  markSavedSearchLooked,
  pinSavedSearch,
  restoreSavedSearch,
  updateSavedSearch,
  type CreateSavedSearch,
  type SavedSearch,
  type UpdateSavedSearch,
} from '@/lib/http/watchfloor';
import { refetchAfterWrite } from '@/lib/query/refetch-after-write';

export type { SavedSearch };
export type SavedSearchView = SavedSearch['view'];

/** Matches every list of saved searches in the cache, whichever view it holds. */
export const SAVED_SEARCH_LIST_KEY = [{ _id: 'listSavedSearches' }];

/** The saved searches of one view the analyst sees: their own and the team's. */
export function useSavedSearchList(view: SavedSearchView, enabled: boolean) {
  return useQuery({ ...listSavedSearchesOptions({ query: { view } }), enabled });
}

/**
 * Every change to saved searches, each answering the search as the server now holds it and
 * refreshing the lists. Failures reject with an ApiError (a 409 carries the current search).
 */
export function useSavedSearchActions() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const refreshed = async (answer: Promise<{ data: { data: SavedSearch } }>) => {
      const { data } = await answer;
      await refetchAfterWrite(queryClient, { queryKey: SAVED_SEARCH_LIST_KEY });
      return data.data;
    };
    const path = (search: Pick<SavedSearch, 'id'>) => ({ id: search.id });
    return {
      create: (body: CreateSavedSearch) =>
        refreshed(createSavedSearch({ body, throwOnError: true })),
      update: (search: Pick<SavedSearch, 'id'>, body: UpdateSavedSearch) =>
        refreshed(updateSavedSearch({ path: path(search), body, throwOnError: true })),
      remove: (search: Pick<SavedSearch, 'id' | 'version'>) =>
        refreshed(
          deleteSavedSearch({
            path: path(search),
            query: { version: String(search.version) },
            throwOnError: true,
          }),
        ),
      restore: (search: Pick<SavedSearch, 'id'>) =>
        refreshed(restoreSavedSearch({ path: path(search), throwOnError: true })),
      pin: (search: Pick<SavedSearch, 'id'>, pinned: boolean) =>
        refreshed(pinSavedSearch({ path: path(search), body: { pinned }, throwOnError: true })),
      /** Opening it: what is new counts from now. */
      looked: (search: Pick<SavedSearch, 'id'>) =>
        refreshed(markSavedSearchLooked({ path: path(search), throwOnError: true })),
    };
  }, [queryClient]);
}

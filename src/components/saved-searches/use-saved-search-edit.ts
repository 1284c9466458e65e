import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@/lib/http/api-error';
import { refetchAfterWrite } from '@/lib/query/refetch-after-write';
import { savedSearchHistoryOptions } from '@/lib/http/watchfloor';
import {
  SAVED_SEARCH_LIST_KEY,
  useSavedSearchActions,
  type SavedSearch,
} from '@/lib/saved-searches/saved-search-api';

/** What an analyst may change in a saved search. */
export type SavedSearchChange = Partial<Pick<SavedSearch, 'name' | 'address' | 'visibility'>>;

export interface SavedSearchConflict {
  /** The change that was refused. */
  change: SavedSearchChange;
  /** The search as someone else saved it meanwhile. */
  current: SavedSearch;
  /** Who made the last change, when the history says. */
  changedBy: string | undefined;
}

/**
 * One saved search's edits, each made from the version the analyst saw. A stale one (409)
 * keeps the refused change beside the server's current search, so the screen can show both and
 * let the analyst keep theirs or apply this change over it.
 */
export function useSavedSearchEdit(search: SavedSearch, onSaved: () => void) {
  const actions = useSavedSearchActions();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<SavedSearchConflict | null>(null);

  const whoChanged = async (id: string) => {
    try {
      const history = await queryClient.fetchQuery({
        ...savedSearchHistoryOptions({ path: { id } }),
        staleTime: 0,
      });
      return history.data.events[0]?.actor.name;
    } catch {
      return undefined;
    }
  };

  const attempt = async (change: SavedSearchChange, version = search.version) => {
    setBusy(true);
    setError(null);
    try {
      await actions.update(search, { version, ...change });
      setConflict(null);
      onSaved();
    } catch (failure) {
      if (isApiError(failure) && failure.isConflict) {
        const current = failure.current as SavedSearch;
        setConflict({ change, current, changedBy: await whoChanged(current.id) });
      } else {
        setError(
          isApiError(failure) ? failure.message : 'The Watchfloor server could not be reached.',
        );
      }
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    error,
    conflict,
    /** Saves a change made from `version` (by default the one on screen now). */
    attempt: (change: SavedSearchChange, version?: number) => void attempt(change, version),
    /** Drops the refused change and shows the search as it now is. */
    keepTheirs: () => {
      setConflict(null);
      onSaved();
      void refetchAfterWrite(queryClient, { queryKey: SAVED_SEARCH_LIST_KEY });
    },
    /** Saves the refused change over theirs, from their version. */
    applyMine: () => {
      if (conflict) void attempt(conflict.change, conflict.current.version);
    },
  };
}

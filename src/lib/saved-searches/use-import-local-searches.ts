import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LOCAL_SAVED_SEARCHES_KEY } from './local-saved-searches';

/**
 * Once signed in, moves the saved searches an earlier version kept in this browser to the
 * server. The import code (and the server's client) loads only in a browser that has some.
 */
export function useImportLocalSavedSearches() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let kept: string | null = null;
    try {
      kept = localStorage.getItem(LOCAL_SAVED_SEARCHES_KEY);
    } catch {
      // Storage refused (a privacy mode): nothing an earlier version could have kept either.
    }
    if (kept === null) return;
    void import('./import-local-searches').then((module) =>
      module.importLocalSavedSearches(queryClient),
    );
  }, [queryClient]);
}

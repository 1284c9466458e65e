import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * A view's own data (the explorer's page of incidents, the news feed) goes first. Queries that
 * only dress a view (the reference lists behind its filter controls) wait for it, so they never
 * share the browser's connections, the servers' time or the page's main thread with it while
 * the analyst waits for the rows.
 */

/** Marks a query as what its view is for: `queryOptions({ ..., meta: VIEW_DATA })`. */
export const VIEW_DATA = { viewData: true } as const;

/** A view whose data takes longer than this no longer holds the rest back. */
const LONGEST_WAIT_MS = 1500;

const isViewData = (query: Query) => query.meta?.viewData === true;

/** Resolves once no view data is being fetched (at once when none is), or after the wait. */
export function viewDataSettled(client: QueryClient, signal?: AbortSignal): Promise<void> {
  const busy = () => client.isFetching({ predicate: isViewData }) > 0;
  if (!busy()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      unsubscribe();
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (!busy()) done();
    });
    const timer = setTimeout(done, LONGEST_WAIT_MS);
    signal?.addEventListener('abort', done);
  });
}

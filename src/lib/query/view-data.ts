import type { QueryCacheNotifyEvent, QueryClient } from '@tanstack/react-query';

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

const isViewData = (query: { meta?: Record<string, unknown> }) => query.meta?.viewData === true;

/** What waits on one client: one cache subscription for all of them, while any waits. */
interface Waiting {
  waiters: Set<() => void>;
  unsubscribe: () => void;
}
const waitingOn = new WeakMap<QueryClient, Waiting>();

const busy = (client: QueryClient) => client.isFetching({ predicate: isViewData }) > 0;

function wait(client: QueryClient, waiter: () => void): () => void {
  let waiting = waitingOn.get(client);
  if (!waiting) {
    const created: Waiting = {
      waiters: new Set(),
      // The cache tells of every observer and fetch; only a view query's change can end a wait.
      unsubscribe: client.getQueryCache().subscribe((event: QueryCacheNotifyEvent) => {
        if (!isViewData(event.query) || busy(client)) return;
        for (const release of [...created.waiters]) release();
      }),
    };
    waiting = created;
    waitingOn.set(client, waiting);
  }
  const current = waiting;
  current.waiters.add(waiter);
  return () => {
    current.waiters.delete(waiter);
    if (current.waiters.size === 0) {
      current.unsubscribe();
      waitingOn.delete(client);
    }
  };
}

/** Resolves once no view data is being fetched (at once when none is), or after the wait. */
export function viewDataSettled(client: QueryClient, signal?: AbortSignal): Promise<void> {
  if (!busy(client)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stopWaiting();
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const stopWaiting = wait(client, done);
    const timer = setTimeout(done, LONGEST_WAIT_MS);
    signal?.addEventListener('abort', done);
  });
}

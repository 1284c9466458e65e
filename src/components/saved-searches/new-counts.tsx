import { useQueries } from '@tanstack/react-query';
import type { SavedSearch } from '@/lib/saved-searches/saved-search-api';

/** How many items a view has that are new since a moment, as its API can tell. */
export interface CountedNew {
  count: number;
  /** The API counts only up to a page: there may be more. */
  capped: boolean;
}

/**
 * How a view counts what is new in one of its saved addresses: a query of its own API, or why
 * it cannot (its time filter already ends before the moment). Each view supplies its own,
 * since only it knows how its time filters combine with "since".
 */
export type NewCountQuery =
  | {
      kind: 'query';
      queryKey: readonly unknown[];
      queryFn: (context: { signal: AbortSignal }) => Promise<CountedNew>;
    }
  | { kind: 'unknown'; reason: string };

export type CountNew = (address: string, sinceMs: number) => NewCountQuery;

export type NewCount =
  | { state: 'loading' }
  | ({ state: 'counted' } & CountedNew)
  | { state: 'unknown'; reason: string };

/** New counts from the analyst's last look, or from when it was saved if they never opened it. */
export const newSinceOf = (search: Pick<SavedSearch, 'lookedAt' | 'createdAt'>) =>
  Date.parse(search.lookedAt ?? search.createdAt);

/**
 * For each saved search, what is new since the analyst last opened it: asked of the view's API
 * from the browser, in parallel, while the menu is open (the list itself comes from the
 * Watchfloor server without waiting for any of these).
 */
export function useNewCounts(
  searches: readonly SavedSearch[],
  enabled: boolean,
  countNew: CountNew,
): NewCount[] {
  const queries = searches.map((search) => countNew(search.address, newSinceOf(search)));
  // Two searches of one address, both new since the same moment, share one request.
  const unique = new Map<string, Extract<NewCountQuery, { kind: 'query' }>>();
  for (const query of queries) {
    if (query.kind === 'query') unique.set(JSON.stringify(query.queryKey), query);
  }
  const keys = [...unique.keys()];
  const results = useQueries({
    queries: [...unique.values()].map((query) => ({
      queryKey: query.queryKey,
      queryFn: query.queryFn,
      enabled,
    })),
  });
  return queries.map((query): NewCount => {
    if (query.kind === 'unknown') return { state: 'unknown', reason: query.reason };
    const result = results[keys.indexOf(JSON.stringify(query.queryKey))]!;
    if (result.isError) return { state: 'unknown', reason: 'The count could not be loaded' };
    if (!result.data) return { state: 'loading' };
    const { count, capped } = result.data;
    return { state: 'counted', count, capped };
  });
}

/** A span cannot carry a name of its own (aria-label): what it says is text, its mark hidden. */
export function NewBadge({ count }: { count: NewCount }) {
  if (count.state === 'loading') {
    return (
      <span className="text-xs text-muted">
        <span aria-hidden="true">…</span>
        <span className="sr-only">Counting what is new</span>
      </span>
    );
  }
  if (count.state === 'unknown') {
    return (
      <span className="text-xs text-muted" title={count.reason}>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{count.reason}</span>
      </span>
    );
  }
  if (count.count === 0)
    return <span className="text-xs whitespace-nowrap text-muted">no new</span>;
  return (
    <span className="rounded-full bg-accent px-1.5 text-xs font-semibold whitespace-nowrap text-accent-ink tabular-nums">
      {count.count.toLocaleString()}
      {count.capped ? '+' : ''} new
    </span>
  );
}

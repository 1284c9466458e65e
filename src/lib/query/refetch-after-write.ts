import type { QueryClient, QueryFilters } from '@tanstack/react-query';

/**
 * After a write: the matching answers are marked out of date, and those on screen are asked
 * again with a request that leaves after the write.
 *
 * `invalidateQueries` alone is not enough for a query still on its first load. React Query
 * cancels a fetch in flight only when the query already has data; otherwise it hands back the
 * fetch in flight, whose answer may predate the write. Seen as a search saved while the menu's
 * first list was loading: "Saved" showed, and the list did not hold it. Cancelling first makes
 * every refetch start after the write.
 */
export async function refetchAfterWrite(client: QueryClient, filters: QueryFilters) {
  await client.cancelQueries(filters);
  await client.invalidateQueries(filters);
}

import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * How long, at most, a view entered from another waits for the answers its first screen shows
 * before it is drawn anyway (its parts still waiting then show that they load). Drawn once with
 * its answers, a view skips the frame of skeletons before them: in a software-rendered browser
 * each full frame costs 50–190 ms, and the watch floor showed every part in 258–326 ms instead of
 * 363–398 (medians of 5 in the bench).
 */
export const FIRST_SCREEN_WAIT_MS = 400;

/**
 * What a loader waits for from one of the requests it started: the answer, or nothing when the
 * cache holds one already (shown at once and refreshed in place, as going back to a view does).
 */
export function firstScreenAnswer(
  client: QueryClient,
  queryKey: QueryKey,
  fetching: Promise<unknown>,
): Promise<unknown> {
  return client.getQueryData(queryKey) === undefined ? fetching : Promise.resolve();
}

/** Starts a query for a view's first screen: firstScreenAnswer of its prefetch. */
export function prefetchFirstScreen<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<unknown> {
  return firstScreenAnswer(client, options.queryKey, client.prefetchQuery(options));
}

/**
 * For a view's loader: entering the view, waits for what its first screen shows, at most
 * FIRST_SCREEN_WAIT_MS. A change of the view's own filters (`stay`) shows at once, its controls
 * following the analyst's hand, and a preload (hover) never waits.
 */
export async function awaitFirstScreen(
  answers: Promise<unknown>,
  cause: 'enter' | 'stay' | 'preload',
): Promise<void> {
  if (cause !== 'enter') return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    answers.catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, FIRST_SCREEN_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
}

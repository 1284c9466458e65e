import { secondaryButton } from '@/components/button-styles';
import type { Loosening } from './active-filters';

/** No results: which filters are in force and one click to loosen each. */
export function EmptyFeed({
  loosenings,
  pastLastPage,
}: {
  loosenings: readonly Loosening[];
  /** The page asked for lies past the last one: the way back. */
  pastLastPage?: { page: number; pages: number; goToLast: () => void };
}) {
  if (pastLastPage && pastLastPage.pages > 0) {
    return (
      <section
        aria-labelledby="empty-feed"
        className="rounded-lg border border-line bg-surface p-6"
      >
        <h2 id="empty-feed" className="font-semibold">
          Page {pastLastPage.page} is past the end
        </h2>
        <p className="mt-1 text-sm text-muted">
          These filters give {pastLastPage.pages} page{pastLastPage.pages === 1 ? '' : 's'}.
        </p>
        <button type="button" className={`${secondaryButton} mt-3`} onClick={pastLastPage.goToLast}>
          Go to page {pastLastPage.pages}
        </button>
      </section>
    );
  }
  return (
    <section aria-labelledby="empty-feed" className="rounded-lg border border-line bg-surface p-6">
      <h2 id="empty-feed" className="font-semibold">
        No news matches these filters
      </h2>
      {loosenings.length > 0 ? (
        <>
          <p className="mt-1 text-sm text-muted">Loosen one of them:</p>
          <ul className="mt-3 flex flex-col gap-2">
            {loosenings.map((one) => (
              <li key={one.key} className="flex flex-wrap items-center gap-3 text-sm">
                <span>{one.text}</span>
                <button type="button" className={secondaryButton} onClick={one.apply}>
                  {one.action}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-1 text-sm text-muted">The service has no news at all in this window.</p>
      )}
    </section>
  );
}

import type { ReactNode } from 'react';
import { secondaryButton } from '@/components/button-styles';
import { DroppedParametersNotice } from '@/components/dropped-parameters-notice';
import { ListEmpty, ListError } from '@/components/list-states';
import { Pager } from '@/components/pager';
import { SearchField } from '@/components/search-field';
import { SortStatus } from '@/components/sort-header';
import { apiErrorOf } from '@/lib/http/api-error';
import type { ListControls } from './use-reference-view';

/**
 * The frame every reference tab shares: what the address asked for that was dropped, the
 * search box, the order in force, the tab's own filters, then the rows (or why there are none)
 * and the pages.
 */
export function ReferenceList<Item>({
  view,
  query,
  endpoint,
  noun,
  searchLabel,
  sorted,
  defaultOrder,
  filters,
  filtered = false,
  onClearFilters,
  children,
}: {
  view: ListControls;
  /** The page of rows; `data` undefined while the first page loads. */
  query: {
    data: readonly Item[] | undefined;
    error: unknown;
    isPlaceholderData: boolean;
    refetch: () => Promise<unknown>;
  };
  /** `GET /sectors`, for error messages. */
  endpoint: string;
  /** Plural noun for the rows ("sectors"). */
  noun: string;
  searchLabel: string;
  sorted: string | undefined;
  defaultOrder: string;
  filters?: ReactNode;
  /** Whether a filter beyond the search narrows the rows. */
  filtered?: boolean;
  onClearFilters?: () => void;
  children: (rows: readonly Item[] | undefined, busy: boolean) => ReactNode;
}) {
  const rows = query.data;
  const error = apiErrorOf(query.error, 'incidents', endpoint);
  const search = view.values.search;
  const busy = query.isPlaceholderData;
  return (
    <div className="space-y-3">
      <DroppedParametersNotice dropped={view.dropped} onDismiss={view.dismissDropped} />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <SearchField
          label={searchLabel}
          value={search}
          onCommit={view.search}
          className="w-full max-w-xs"
        />
        <SortStatus
          sorted={sorted}
          defaultOrder={defaultOrder}
          onReset={() => view.sortBy(undefined)}
        />
        {busy ? (
          <p role="status" className="text-sm text-muted">
            Updating…
          </p>
        ) : null}
      </div>
      {filters}
      {error ? (
        <ListError
          title={
            rows
              ? `This view of ${noun} could not be loaded; the rows below are from the previous one`
              : `The ${noun} could not be loaded`
          }
          error={error}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {rows?.length === 0 ? (
        <ListEmpty>
          {view.page > 1 ? (
            <>
              No {noun} on page {view.page}.{' '}
              <button type="button" className={secondaryButton} onClick={() => view.toPage(1)}>
                Go to page 1
              </button>
            </>
          ) : search || filtered ? (
            <>
              No {noun} match{search ? ` “${search}”` : ''}
              {filtered ? ' with these filters' : ''}.{' '}
              {search ? (
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => view.search(undefined)}
                >
                  Clear the search
                </button>
              ) : null}{' '}
              {filtered && onClearFilters ? (
                <button type="button" className={secondaryButton} onClick={onClearFilters}>
                  Clear the filters
                </button>
              ) : null}
            </>
          ) : (
            `The service lists no ${noun}.`
          )}
        </ListEmpty>
      ) : error && !rows ? null : (
        children(rows, busy)
      )}
      <Pager
        page={view.page}
        pageSize={view.pageSize}
        itemsOnPage={busy ? undefined : rows?.length}
        noun={noun}
        onPage={view.toPage}
        onPageSize={view.setPageSize}
      />
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { themesQuery, PAGE, PAGE_SIZE } from '../../../contract/filters/incidents';
import { DroppedParametersNotice } from '@/components/dropped-parameters-notice';
import { ListEmpty, ListError } from '@/components/list-states';
import { Pager } from '@/components/pager';
import { SearchField } from '@/components/search-field';
import { SortStatus } from '@/components/sort-header';
import { secondaryButton } from '@/components/button-styles';
import { apiErrorOf } from '@/lib/http/api-error';
import { useApiSearch } from '@/lib/url/use-api-search';
import { useDocumentTitle } from '@/lib/use-document-title';
import { themesListOptions } from './themes-query';
import { THEME_SORT_NAMES, ThemesTable } from './themes-table';

/** Every theme, searchable and sortable by the service, a page at a time; the address holds the view. */
export function ThemesPage() {
  useDocumentTitle('Themes');
  const view = useApiSearch(themesQuery);
  const { values, update } = view;
  const page = values.page ?? PAGE.defaultValue;
  const pageSize = values.pageSize ?? PAGE_SIZE.defaultValue;
  const themes = useQuery(themesListOptions(values));
  const error = apiErrorOf(themes.error, 'incidents', 'GET /themes');
  const rows = themes.data?.data;

  const commitSearch = useCallback(
    (search: string | undefined) => update({ search, page: undefined }, { replace: true }),
    [update],
  );

  return (
    <div className="mx-auto max-w-7xl px-6 py-6">
      <h1 className="text-2xl font-semibold">Themes</h1>
      <p className="mt-1 max-w-3xl text-sm text-muted">
        Patterns the analysts have named, each grouping incidents. Search looks at names and
        descriptions; open a theme for its people, places and toll, or its incident count for the
        incidents themselves.
      </p>
      <div className="mt-4 space-y-3">
        <DroppedParametersNotice dropped={view.dropped} onDismiss={view.dismissDropped} />
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <SearchField
            label="Search themes"
            value={values.search}
            onCommit={commitSearch}
            className="w-full max-w-sm"
          />
          <SortStatus
            sorted={values.sort ? THEME_SORT_NAMES[values.sort] : undefined}
            defaultOrder={values.search ? 'relevancy to the search' : "the service's relevancy"}
            onReset={() => update({ sort: undefined, page: undefined })}
          />
          {themes.isPlaceholderData ? (
            <p role="status" className="text-sm text-muted">
              Updating…
            </p>
          ) : null}
        </div>
        {error && !rows ? (
          <ListError
            title="Themes could not be loaded"
            error={error}
            onRetry={() => void themes.refetch()}
          />
        ) : null}
        {error && rows ? (
          <ListError
            title="This view could not be loaded; the themes below are from the previous one"
            error={error}
            onRetry={() => void themes.refetch()}
          />
        ) : null}
        {rows?.length === 0 ? (
          <ListEmpty>
            {page > 1 ? (
              <>
                No themes on page {page}.{' '}
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => update({ page: undefined })}
                >
                  Go to page 1
                </button>
              </>
            ) : values.search ? (
              <>
                No theme matches “{values.search}”.{' '}
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => commitSearch(undefined)}
                >
                  Clear the search
                </button>
              </>
            ) : (
              'The service has no themes.'
            )}
          </ListEmpty>
        ) : error && !rows ? null : (
          <ThemesTable
            themes={rows}
            sort={values.sort}
            onSort={(sort) => update({ sort, page: undefined })}
            busy={themes.isPlaceholderData}
          />
        )}
        <Pager
          page={page}
          pageSize={pageSize}
          itemsOnPage={themes.isPlaceholderData ? undefined : rows?.length}
          noun="themes"
          onPage={(next) => update({ page: next === 1 ? undefined : next })}
          onPageSize={(size) => update({ pageSize: size, page: undefined })}
        />
      </div>
    </div>
  );
}

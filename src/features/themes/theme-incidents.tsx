import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ListFilter } from 'lucide-react';
import { incidentsQuery, PAGE, PAGE_SIZE } from '../../../contract/filters/incidents';
import { buildQuery } from '../../../contract/filters/query';
import { secondaryButton } from '@/components/button-styles';
import { DroppedParametersNotice } from '@/components/dropped-parameters-notice';
import { HrefLink } from '@/components/href-link';
import { IncidentTable } from '@/components/incident-table/incident-table';
import { ListEmpty, ListError } from '@/components/list-states';
import { Pager } from '@/components/pager';
import { apiErrorOf } from '@/lib/http/api-error';
import { listIncidentsOptions, type ThemeDetail } from '@/lib/http/incidents';
import { explorerHref } from '@/lib/links/app-links';
import { useApiSearch } from '@/lib/url/use-api-search';
import { LoadingShape } from '@/components/loading-shape';

/** The part of the theme page's address its incident table owns. */
const themeIncidentsView = {
  sort: incidentsQuery.sort,
  page: incidentsQuery.page,
  pageSize: incidentsQuery.pageSize,
} as const;

/**
 * The theme's incidents: the explorer's table over `GET /incidents?theme=eq:<id>`, sorted and
 * paged through the address, with a way into the explorer carrying the same filter and order.
 */
export function ThemeIncidents({ theme }: { theme: ThemeDetail }) {
  // The rest of the page's address is not this table's to judge.
  const view = useApiSearch(themeIncidentsView, { unknown: 'leave' });
  const { sort } = view.values;
  const page = view.values.page ?? PAGE.defaultValue;
  const pageSize = view.values.pageSize ?? PAGE_SIZE.defaultValue;
  const filters = { theme: { op: 'eq', value: theme.id }, sort } as const;
  const written = buildQuery(incidentsQuery, filters);
  const incidents = useQuery({
    ...listIncidentsOptions({ query: { ...written, page, pageSize } }),
    placeholderData: keepPreviousData,
    select: (response) => response.data,
  });
  const error = apiErrorOf(incidents.error, 'incidents', 'GET /incidents');
  const rows = incidents.data;
  const stale = incidents.isPlaceholderData;

  return (
    <section aria-labelledby="theme-incidents-title" className="mt-8 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="theme-incidents-title" className="text-lg font-semibold">
          Incidents <span className="font-normal text-muted">({theme.counts.incidents})</span>
        </h2>
        <HrefLink href={explorerHref(filters)} className={secondaryButton}>
          <ListFilter aria-hidden size={15} />
          Open in the explorer
        </HrefLink>
      </div>
      <DroppedParametersNotice dropped={view.dropped} onDismiss={view.dismissDropped} />
      {error ? (
        <ListError
          title={
            rows
              ? "This page of the theme's incidents could not be loaded; the rows below are from the previous one"
              : "The theme's incidents could not be loaded"
          }
          error={error}
          onRetry={() => void incidents.refetch()}
        />
      ) : null}
      {rows === undefined && !error ? (
        <LoadingShape
          label="Loading the theme's incidents"
          className="h-64 animate-pulse rounded-lg border border-line bg-raised"
        />
      ) : null}
      {rows?.length === 0 ? (
        <ListEmpty>
          {page > 1 ? `No incidents on page ${page}.` : 'No incidents carry this theme.'}
        </ListEmpty>
      ) : null}
      {rows && rows.length > 0 ? (
        <IncidentTable
          incidents={rows}
          label={`Incidents of ${theme.name}`}
          sort={sort ?? []}
          onSortChange={(keys) =>
            view.update({ sort: keys.length > 0 ? keys : undefined, page: undefined })
          }
          stale={stale}
          firstRowIndex={(page - 1) * pageSize}
          scrollRestorationId={`theme-incidents-${theme.id}`}
          className="max-h-[32rem] rounded-lg border border-line bg-surface"
        />
      ) : null}
      <Pager
        page={page}
        pageSize={pageSize}
        itemsOnPage={stale ? undefined : rows?.length}
        noun="incidents"
        onPage={(next) => view.update({ page: next === 1 ? undefined : next })}
        onPageSize={(size) => view.update({ pageSize: size, page: undefined })}
      />
    </section>
  );
}

import { useNavigate } from '@tanstack/react-router';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { buildQuery } from '../../../contract/filters/query';
import { incidentsQuery, type IncidentsQuery } from '../../../contract/filters/incidents';
import { focusRing, secondaryButton } from '@/components/button-styles';
import { DroppedParametersNotice } from '@/components/dropped-parameters-notice';
import { IncidentTable } from '@/components/incident-table/incident-table';
import { apiErrorOf } from '@/lib/http/api-error';
import { stringifySearchRecord } from '@/lib/url/search-string';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ExportMenu } from './export/export-menu';
import { FilterChips } from './filters/filter-chips';
import { FILTER_CATALOG, type FilterName } from './filters/filter-catalog';
import { FilterPanel } from './filters/filter-panel';
import { LinkActions } from './link-actions';
import { PeekPanel } from './peek-panel';
import { pinAsOfNow } from './pin-as-of-now';
import { ResultsPager } from './results-pager';
import { SortControl } from './sort-control';
import { ChartsStrip } from './charts/lazy-charts-strip';
import { SavedSearchesMenu } from './saved-searches/saved-searches-menu';
import { DEFAULT_PAGE_SIZE, useExplorerSearch } from './use-explorer-search';
import { useIncidentResults } from './use-incident-results';
import { useRowHotkeys } from './use-row-hotkeys';

/** Every filter cleared, page back to 1; the sort and page size stay. */
const NO_FILTERS: IncidentsQuery = Object.fromEntries(
  [...FILTER_CATALOG.map((spec) => spec.name), 'page'].map((name) => [name, undefined]),
);

/** `/incidents`: the filter panel, the results table, the overview peek. */
export function ExplorerPage() {
  useDocumentTitle('Incidents');
  const search = useExplorerSearch();
  const { values, kept, query, update } = search;
  const navigate = useNavigate();
  const results = useIncidentResults(query);
  const [panelOpen, setPanelOpen] = useState(true);

  const incidents = useMemo(() => results.data?.data ?? [], [results.data]);
  const page = values.page ?? 1;
  const pageSize = values.pageSize ?? DEFAULT_PAGE_SIZE;
  const peek = kept.peek;
  const error = apiErrorOf(results.error, 'incidents', 'GET /incidents');

  const changeFilter = useCallback(
    (name: FilterName, value: IncidentsQuery[FilterName] | undefined) =>
      update({ [name]: value, page: undefined }),
    [update],
  );
  const select = useCallback(
    (id: string | undefined) => update({}, { kept: { peek: id }, replace: true }),
    [update],
  );

  const selectedIndex = peek ? incidents.findIndex((one) => one.id === peek) : -1;
  useRowHotkeys({
    onNext: () => select(incidents[Math.min(selectedIndex + 1, incidents.length - 1)]?.id),
    onPrevious: () => select(incidents[Math.max(selectedIndex - 1, 0)]?.id),
    onOpen: () => {
      if (peek) void navigate({ to: '/incidents/$incidentId', params: { incidentId: peek } });
    },
    onClose: () => select(undefined),
  });

  const pinNow = () => {
    const pinned = pinAsOfNow(values, Math.floor(Date.now() / 1000));
    const nextQuery = buildQuery(incidentsQuery, { ...pinned.values, page: undefined });
    void navigate({ to: '.', search: { ...kept, ...nextQuery } as never });
    const href = `${window.location.origin}${window.location.pathname}${stringifySearchRecord({ ...kept, ...nextQuery })}`;
    const note =
      pinned.unpinned.length > 0
        ? `${pinned.unpinned.join(', ')} stayed relative: it cannot be combined with the range already set.`
        : undefined;
    return { href, note };
  };

  return (
    <div className="flex h-[calc(100vh-3.0625rem)] min-h-[32rem]">
      {panelOpen && (
        <aside
          aria-label="Filters"
          className="w-72 shrink-0 overflow-y-auto border-r border-line bg-surface"
        >
          <FilterPanel values={values} onChange={changeFilter} />
        </aside>
      )}
      <section aria-labelledby="explorer-title" className="relative flex min-w-0 flex-1 flex-col">
        <div className="flex flex-col gap-2 border-b border-line px-4 py-2.5">
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              onClick={() => setPanelOpen((open) => !open)}
              aria-expanded={panelOpen}
              aria-label={panelOpen ? 'Hide the filter panel' : 'Show the filter panel'}
              className={`rounded p-1 text-muted hover:bg-raised hover:text-ink ${focusRing}`}
            >
              {panelOpen ? (
                <PanelLeftClose aria-hidden className="size-4" />
              ) : (
                <PanelLeftOpen aria-hidden className="size-4" />
              )}
            </button>
            <h1 id="explorer-title" className="text-lg font-semibold">
              Incidents
            </h1>
            <div className="ml-auto flex flex-wrap items-center gap-2">
              <LinkActions onPinAsOfNow={pinNow} />
              <SavedSearchesMenu values={values} />
              <ExportMenu values={values} />
            </div>
          </div>
          <DroppedParametersNotice dropped={search.dropped} onDismiss={search.dismissDropped} />
          <FilterChips
            values={values}
            onRemove={(name) => changeFilter(name, undefined)}
            onClearAll={() => update(NO_FILTERS)}
          />
        </div>
        <div className="relative flex min-h-0 flex-1 flex-col">
          <ChartsStrip incidents={incidents} />
          <div className="flex flex-wrap items-center justify-between gap-2 px-4 py-1.5">
            <ResultsPager
              page={page}
              pageSize={pageSize}
              rowCount={incidents.length}
              loading={results.isPending}
              onPage={(next) => update({ page: next === 1 ? undefined : next })}
              onPageSize={(next) =>
                update({ pageSize: next === DEFAULT_PAGE_SIZE ? undefined : next, page: undefined })
              }
            />
            <SortControl
              keys={values.sort ?? []}
              onChange={(keys) => update({ sort: keys, page: undefined })}
            />
          </div>
          {error && !results.isFetching ? (
            <div
              role="alert"
              className="m-4 rounded-md border border-danger bg-danger-soft p-3 text-sm"
            >
              <p className="font-medium">The incidents could not be loaded.</p>
              <p className="mt-1">{error.message}</p>
              <button
                type="button"
                className={`${secondaryButton} mt-2`}
                onClick={() => void results.refetch()}
              >
                Try again
              </button>
            </div>
          ) : results.isPending ? (
            <div
              aria-busy="true"
              aria-label="Loading incidents"
              className="flex flex-col gap-1 p-4"
            >
              {Array.from({ length: 12 }, (_, index) => (
                <div key={index} className="h-7 animate-pulse rounded bg-raised" />
              ))}
            </div>
          ) : incidents.length === 0 ? (
            <EmptyResults values={values} onClear={() => update(NO_FILTERS)} />
          ) : (
            <IncidentTable
              incidents={incidents}
              label="Incidents matching the filters"
              sort={values.sort ?? []}
              onSortChange={(keys) => update({ sort: keys, page: undefined })}
              selectedId={peek}
              onSelect={(id) => select(id === peek ? undefined : id)}
              stale={results.isPlaceholderData}
              firstRowIndex={(page - 1) * pageSize}
              scrollRestorationId="incident-explorer-table"
              className="min-h-0 flex-1 border-t border-line"
            />
          )}
          {/* Over the table's right-hand columns, so the ids and summaries stay in view. */}
          {peek && (
            <PeekPanel incidentId={peek} filters={values} onClose={() => select(undefined)} />
          )}
        </div>
      </section>
    </div>
  );
}

function EmptyResults({ values, onClear }: { values: IncidentsQuery; onClear: () => void }) {
  const active = Object.keys(values).filter((name) => !['sort', 'page', 'pageSize'].includes(name));
  return (
    <div className="m-4 rounded-md border border-line p-6 text-sm">
      <p className="font-medium">
        No incidents match{values.page && values.page > 1 ? ' on this page' : ''}.
      </p>
      {active.length > 0 ? (
        <>
          <p className="mt-1 text-muted">Loosen one of the filters: {active.join(', ')}.</p>
          <button type="button" className={`${secondaryButton} mt-3`} onClick={onClear}>
            Clear every filter
          </button>
        </>
      ) : (
        <p className="mt-1 text-muted">The service holds no incidents.</p>
      )}
    </div>
  );
}

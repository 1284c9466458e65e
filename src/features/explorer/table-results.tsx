import type { UseQueryResult } from '@tanstack/react-query';
import type { IncidentsQuery } from '../../../contract/filters/incidents';
import { secondaryButton } from '@/components/button-styles';
import { IncidentTable } from '@/components/incident-table/incident-table';
import { apiErrorOf } from '@/lib/http/api-error';
import type { IncidentListItem, ListIncidentsResponse } from '@/lib/http/incidents';
import type { TriageState } from '@/lib/http/watchfloor';
import { ChartsStrip } from './charts/lazy-charts-strip';
import { ResultsPager } from './results-pager';
import { SortControl } from './sort-control';
import { DEFAULT_PAGE_SIZE } from './use-explorer-search';
import { LoadingShape } from '@/components/loading-shape';

interface TableResultsProps {
  values: IncidentsQuery;
  results: UseQueryResult<ListIncidentsResponse, unknown>;
  incidents: readonly IncidentListItem[];
  peek: string | undefined;
  onSelect: (id: string | undefined) => void;
  onChange: (changes: Partial<IncidentsQuery>) => void;
  onClearFilters: () => void;
  /** The team's triage of the page's rows. */
  triage: { byId: ReadonlyMap<string, TriageState>; loaded: boolean };
  className?: string;
}

/** One page of the filtered set: the charts of it, the pager and sort, the table. */
export function TableResults({
  values,
  results,
  incidents,
  peek,
  onSelect,
  onChange,
  onClearFilters,
  triage,
  className = '',
}: TableResultsProps) {
  const page = values.page ?? 1;
  const pageSize = values.pageSize ?? DEFAULT_PAGE_SIZE;
  const error = apiErrorOf(results.error, 'incidents', 'GET /incidents');
  return (
    <div className={`flex min-h-0 min-w-0 flex-col ${className}`}>
      <ChartsStrip incidents={incidents} />
      <div className="flex flex-wrap items-center justify-between gap-2 px-4 py-1.5">
        <ResultsPager
          page={page}
          pageSize={pageSize}
          rowCount={incidents.length}
          loading={results.isPending}
          onPage={(next) => onChange({ page: next === 1 ? undefined : next })}
          onPageSize={(next) =>
            onChange({ pageSize: next === DEFAULT_PAGE_SIZE ? undefined : next, page: undefined })
          }
        />
        <SortControl
          keys={values.sort ?? []}
          searching={values.search !== undefined}
          onChange={(keys) => onChange({ sort: keys, page: undefined })}
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
        <LoadingShape label="Loading incidents" className="flex flex-col gap-1 p-4">
          {Array.from({ length: 12 }, (_, index) => (
            <div key={index} className="h-7 animate-pulse rounded bg-raised" />
          ))}
        </LoadingShape>
      ) : incidents.length === 0 ? (
        <EmptyResults values={values} onClear={onClearFilters} />
      ) : (
        <IncidentTable
          incidents={incidents}
          label="Incidents matching the filters"
          sort={values.sort ?? []}
          onSortChange={(keys) => onChange({ sort: keys, page: undefined })}
          selectedId={peek}
          onSelect={(id) => onSelect(id === peek ? undefined : id)}
          stale={results.isPlaceholderData}
          firstRowIndex={(page - 1) * pageSize}
          scrollRestorationId="incident-explorer-table"
          triage={triage}
          className="min-h-0 flex-1 border-t border-line"
        />
      )}
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

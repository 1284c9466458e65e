import { useQuery, useQueryClient } from '@tanstack/react-query';
import { impactRatingsQuery } from '../../../contract/filters/incidents';
import { UNKNOWN_IMPACT_RATING } from '../../../contract/resources/known-values';
import type { ImpactRating } from '@/lib/http/incidents';
import { explorerHref } from '@/lib/links/app-links';
import { impactRatingsPage, type ImpactRatingsView } from './reference-queries';
import { ReferenceList } from './reference-list';
import { incidentsColumn, ReferenceTable, type ReferenceColumn } from './reference-table';
import { useReferenceView } from './use-reference-view';

type Sort = NonNullable<ImpactRatingsView['sort']>;

const SORTS: Record<Sort, string> = {
  'rating:asc': 'rating, lowest first',
  'rating:desc': 'rating, highest first',
};

const COLUMNS: ReferenceColumn<ImpactRating, Sort>[] = [
  {
    header: 'Rating',
    sort: { asc: 'rating:asc', desc: 'rating:desc' },
    className: 'text-lg font-semibold tabular-nums',
    cell: (impact) => impact.rating,
  },
  {
    header: 'Short description',
    className: 'font-medium whitespace-nowrap',
    cell: (impact) => (
      <>
        {impact.shortDescription}
        {impact.rating === UNKNOWN_IMPACT_RATING ? (
          <span className="block text-xs font-normal text-muted">unassessed</span>
        ) : null}
      </>
    ),
  },
  {
    header: 'Long description',
    className: 'max-w-2xl text-muted',
    cell: (impact) => impact.longDescription,
  },
  incidentsColumn((impact) => ({
    href: explorerHref({ impact: { op: 'eq', value: impact.rating } }),
    label: `Incidents rated ${impact.rating} (${impact.shortDescription})`,
  })),
];

/** Impact ratings with their descriptions, each opening the incidents rated so. */
export function ImpactRatingsTab() {
  const view = useReferenceView(impactRatingsQuery);
  const page = useQuery({
    ...impactRatingsPage(useQueryClient(), view.values),
    select: (response) => response.data,
  });
  const sort = view.values.sort;
  return (
    <ReferenceList
      view={view}
      query={page}
      endpoint="GET /impact-ratings"
      noun="impact ratings"
      searchLabel="Search the descriptions"
      sorted={sort ? SORTS[sort] : undefined}
      defaultOrder="by rating"
    >
      {(rows, busy) => (
        <ReferenceTable
          caption="Impact ratings"
          columns={COLUMNS}
          rows={rows}
          rowKey={(impact) => impact.rating}
          busy={busy}
          sort={{ current: sort, onSort: view.sortBy }}
        />
      )}
    </ReferenceList>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { impactRatingsQuery } from '../../../contract/filters/incidents';
import { UNKNOWN_IMPACT_RATING } from '../../../contract/resources/known-values';
import { SortHeader } from '@/components/sort-header';
import { explorerHref } from '@/lib/links/app-links';
import { impactRatingsPage } from './reference-queries';
import { ReferenceList } from './reference-list';
import { cell, headCell, ReferenceTable, RowLink } from './reference-table';
import { useReferenceView } from './use-reference-view';

const SORTS = {
  'rating:asc': 'rating, lowest first',
  'rating:desc': 'rating, highest first',
} as const;

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
          columns={4}
          busy={busy}
          head={
            <>
              <SortHeader
                label="Rating"
                column={{ asc: 'rating:asc', desc: 'rating:desc' }}
                current={sort}
                onSort={view.sortBy}
              />
              <th scope="col" className={headCell}>
                Short description
              </th>
              <th scope="col" className={headCell}>
                Long description
              </th>
              <th scope="col" className={headCell}>
                <span className="sr-only">Links</span>
              </th>
            </>
          }
        >
          {rows?.map((impact) => (
            <tr key={impact.rating}>
              <td className={`${cell} text-lg font-semibold tabular-nums`}>{impact.rating}</td>
              <td className={`${cell} font-medium whitespace-nowrap`}>
                {impact.shortDescription}
                {impact.rating === UNKNOWN_IMPACT_RATING ? (
                  <span className="block text-xs font-normal text-muted">unassessed</span>
                ) : null}
              </td>
              <td className={`${cell} max-w-2xl text-muted`}>{impact.longDescription}</td>
              <td className={`${cell} text-right`}>
                <RowLink
                  href={explorerHref({ impact: { op: 'eq', value: impact.rating } })}
                  label={`Incidents rated ${impact.rating} (${impact.shortDescription})`}
                >
                  Incidents
                </RowLink>
              </td>
            </tr>
          ))}
        </ReferenceTable>
      )}
    </ReferenceList>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { sectorsQuery } from '../../../contract/filters/incidents';
import { SortHeader } from '@/components/sort-header';
import { explorerHref } from '@/lib/links/app-links';
import { sectorsPage } from './reference-queries';
import { ReferenceList } from './reference-list';
import { cell, headCell, ReferenceTable, RowLink } from './reference-table';
import { useReferenceView } from './use-reference-view';

const SORTS = { asc: 'name, A to Z', desc: 'name, Z to A' } as const;

/** Sectors with their descriptions, each opening the incidents that affect it. */
export function SectorsTab() {
  const view = useReferenceView(sectorsQuery);
  const page = useQuery({
    ...sectorsPage(useQueryClient(), view.values),
    select: (response) => response.data,
  });
  const sort = view.values.sort;
  return (
    <ReferenceList
      view={view}
      query={page}
      endpoint="GET /sectors"
      noun="sectors"
      searchLabel="Search sectors and their descriptions"
      sorted={sort ? SORTS[sort] : undefined}
      defaultOrder="relevancy"
    >
      {(rows, busy) => (
        <ReferenceTable
          caption="Sectors"
          columns={3}
          busy={busy}
          head={
            <>
              <SortHeader
                label="Name"
                column={{ asc: 'asc', desc: 'desc' }}
                current={sort}
                onSort={view.sortBy}
              />
              <th scope="col" className={headCell}>
                Description
              </th>
              <th scope="col" className={headCell}>
                <span className="sr-only">Links</span>
              </th>
            </>
          }
        >
          {rows?.map((sector) => (
            <tr key={sector.id}>
              <td className={`${cell} font-medium whitespace-nowrap`}>{sector.name}</td>
              <td className={`${cell} text-muted`}>{sector.description ?? 'No description.'}</td>
              <td className={`${cell} text-right`}>
                <RowLink
                  href={explorerHref({ affects: { op: 'in', values: [sector.id] } })}
                  label={`Incidents affecting ${sector.name}`}
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

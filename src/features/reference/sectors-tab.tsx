import { useQuery, useQueryClient } from '@tanstack/react-query';
import { sectorsQuery } from '../../../contract/filters/incidents';
import type { Sector } from '@/lib/http/incidents';
import { explorerHref } from '@/lib/links/app-links';
import { sectorsPage, type SectorsView } from './reference-queries';
import { ReferenceList } from './reference-list';
import { incidentsColumn, ReferenceTable, type ReferenceColumn } from './reference-table';
import { useReferenceView } from './use-reference-view';

type Sort = NonNullable<SectorsView['sort']>;

const SORTS = { asc: 'name, A to Z', desc: 'name, Z to A' } as const;

const COLUMNS: ReferenceColumn<Sector, Sort>[] = [
  {
    header: 'Name',
    sort: { asc: 'asc', desc: 'desc' },
    className: 'font-medium whitespace-nowrap',
    cell: (sector) => sector.name,
  },
  {
    header: 'Description',
    className: 'text-muted',
    cell: (sector) => sector.description ?? 'No description.',
  },
  incidentsColumn((sector) => ({
    href: explorerHref({ affects: { op: 'in', values: [sector.id] } }),
    label: `Incidents affecting ${sector.name}`,
  })),
];

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
          columns={COLUMNS}
          rows={rows}
          rowKey={(sector) => sector.id}
          busy={busy}
          sort={{ current: sort, onSort: view.sortBy }}
        />
      )}
    </ReferenceList>
  );
}

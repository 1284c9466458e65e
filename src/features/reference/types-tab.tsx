import { useQuery, useQueryClient } from '@tanstack/react-query';
import { incidentTypesQuery } from '../../../contract/filters/incidents';
import { IncidentTypeIcon } from '@/components/incident-type-icon';
import type { IncidentType } from '@/lib/http/incidents';
import { explorerHref } from '@/lib/links/app-links';
import { CategoryChips } from './category-chips';
import { typesPage, type TypesView } from './reference-queries';
import { ReferenceList } from './reference-list';
import { incidentsColumn, ReferenceTable, Swatch, type ReferenceColumn } from './reference-table';
import { SeverityBadge } from './severity-badge';
import { useReferenceView } from './use-reference-view';

type Sort = NonNullable<TypesView['sort']>;

const SORT_NAMES: Record<Sort, string> = {
  'name:asc': 'name, A to Z',
  'name:desc': 'name, Z to A',
  'id:asc': 'id, ascending',
  'id:desc': 'id, descending',
  'severity:asc': 'severity, ascending',
  'severity:desc': 'severity, descending',
  'icon:asc': 'icon, A to Z',
  'icon:desc': 'icon, Z to A',
};

const sortsBy = <Property extends 'name' | 'id' | 'severity' | 'icon'>(property: Property) =>
  ({ asc: `${property}:asc`, desc: `${property}:desc` }) as const;

const COLUMNS: ReferenceColumn<IncidentType, Sort>[] = [
  {
    header: 'Icon',
    sort: sortsBy('icon'),
    cell: (type) => (
      <span className="inline-flex items-center gap-2 text-muted">
        <IncidentTypeIcon slug={type.icon} />
        <span className="font-mono text-xs">{type.icon}</span>
      </span>
    ),
  },
  { header: 'Name', sort: sortsBy('name'), className: 'font-medium', cell: (type) => type.name },
  {
    header: 'Severity',
    sort: sortsBy('severity'),
    cell: (type) => <SeverityBadge severity={type.severity} />,
  },
  {
    header: 'Category',
    cell: (type) => (
      <span className="inline-flex items-center gap-2">
        <Swatch colour={type.category.colour} />
        {type.category.name}
      </span>
    ),
  },
  {
    header: 'Id',
    sort: sortsBy('id'),
    className: 'font-mono text-xs whitespace-nowrap text-muted',
    cell: (type) => type.id,
  },
  incidentsColumn((type) => ({
    href: explorerHref({ type: { op: 'in', values: [type.id] } }),
    label: `Incidents of the type ${type.name}`,
  })),
];

/** Incident types: icon, severity and category, filtered by category and sorted by the service. */
export function TypesTab() {
  const view = useReferenceView(incidentTypesQuery);
  const page = useQuery({
    ...typesPage(useQueryClient(), view.values),
    select: (response) => response.data,
  });
  const { sort, category } = view.values;
  return (
    <ReferenceList
      view={view}
      query={page}
      endpoint="GET /incident-types"
      noun="incident types"
      searchLabel="Search types, icons and categories"
      sorted={sort ? SORT_NAMES[sort] : undefined}
      defaultOrder="relevancy"
      filtered={category !== undefined}
      onClearFilters={() => view.update({ category: undefined, page: undefined })}
      filters={
        <CategoryChips
          filter={category}
          onChange={(next) => view.update({ category: next, page: undefined })}
        />
      }
    >
      {(rows, busy) => (
        <ReferenceTable
          caption="Incident types"
          columns={COLUMNS}
          rows={rows}
          rowKey={(type) => type.id}
          busy={busy}
          sort={{ current: sort, onSort: view.sortBy }}
        />
      )}
    </ReferenceList>
  );
}

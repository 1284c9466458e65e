import { useQuery, useQueryClient } from '@tanstack/react-query';
import { incidentTypesQuery } from '../../../contract/filters/incidents';
import { IncidentTypeIcon } from '@/components/incident-type-icon';
import { SortHeader } from '@/components/sort-header';
import { explorerHref } from '@/lib/links/app-links';
import { CategoryChips } from './category-chips';
import { typesPage, type TypesView } from './reference-queries';
import { ReferenceList } from './reference-list';
import { cell, ReferenceTable, RowLink, Swatch, headCell } from './reference-table';
import { SeverityBadge } from './severity-badge';
import { useReferenceView } from './use-reference-view';

const SORT_NAMES: Record<NonNullable<TypesView['sort']>, string> = {
  'name:asc': 'name, A to Z',
  'name:desc': 'name, Z to A',
  'id:asc': 'id, ascending',
  'id:desc': 'id, descending',
  'severity:asc': 'severity, ascending',
  'severity:desc': 'severity, descending',
  'icon:asc': 'icon, A to Z',
  'icon:desc': 'icon, Z to A',
};

const column = <Property extends string>(property: Property) =>
  ({ asc: `${property}:asc`, desc: `${property}:desc` }) as const;

/** Incident types: icon, severity and category, filtered by category and sorted by the service. */
export function TypesTab() {
  const view = useReferenceView(incidentTypesQuery);
  const page = useQuery({
    ...typesPage(useQueryClient(), view.values),
    select: (response) => response.data,
  });
  const { sort, category } = view.values;
  const header = (label: string, property: 'name' | 'id' | 'severity' | 'icon') => (
    <SortHeader label={label} column={column(property)} current={sort} onSort={view.sortBy} />
  );
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
          columns={6}
          busy={busy}
          head={
            <>
              {header('Icon', 'icon')}
              {header('Name', 'name')}
              {header('Severity', 'severity')}
              <th scope="col" className={headCell}>
                Category
              </th>
              {header('Id', 'id')}
              <th scope="col" className={headCell}>
                <span className="sr-only">Links</span>
              </th>
            </>
          }
        >
          {rows?.map((type) => (
            <tr key={type.id}>
              <td className={cell}>
                <span className="inline-flex items-center gap-2 text-muted">
                  <IncidentTypeIcon slug={type.icon} />
                  <span className="font-mono text-xs">{type.icon}</span>
                </span>
              </td>
              <td className={`${cell} font-medium`}>{type.name}</td>
              <td className={cell}>
                <SeverityBadge severity={type.severity} />
              </td>
              <td className={cell}>
                <span className="inline-flex items-center gap-2">
                  <Swatch colour={type.category.colour} />
                  {type.category.name}
                </span>
              </td>
              <td className={`${cell} font-mono text-xs whitespace-nowrap text-muted`}>
                {type.id}
              </td>
              <td className={`${cell} text-right`}>
                <RowLink
                  href={explorerHref({ type: { op: 'in', values: [type.id] } })}
                  label={`Incidents of the type ${type.name}`}
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

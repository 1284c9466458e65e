import { useQuery, useQueryClient } from '@tanstack/react-query';
import { incidentCategoriesQuery } from '../../../contract/filters/incidents';
import type { IncidentCategory } from '@/lib/http/incidents';
import { explorerHref } from '@/lib/links/app-links';
import { useIncidentTypes } from '@/lib/reference/lookups';
import { typesTabHref } from './reference-href';
import { categoriesPage, type CategoriesView } from './reference-queries';
import { ReferenceList } from './reference-list';
import {
  incidentsColumn,
  ReferenceTable,
  RowLink,
  Swatch,
  type ReferenceColumn,
} from './reference-table';
import { useReferenceView } from './use-reference-view';

type Sort = NonNullable<CategoriesView['sort']>;

const SORTS: Record<Sort, string> = { asc: 'name, A to Z', desc: 'name, Z to A' };

/** The columns, with how many types each category holds (undefined while they load). */
const columnsOf = (
  typeCount: (categoryId: string) => number | undefined,
): ReferenceColumn<IncidentCategory, Sort>[] => [
  {
    header: 'Name',
    sort: { asc: 'asc', desc: 'desc' },
    className: 'font-medium',
    cell: (category) => (
      <span className="inline-flex items-center gap-2">
        <Swatch colour={category.colour} />
        {category.name}
      </span>
    ),
  },
  {
    header: 'Colour',
    cell: (category) => (
      <span className="inline-flex items-center gap-2 font-mono text-xs">
        <span
          aria-hidden
          className="h-4 w-10 rounded border border-line"
          style={{ backgroundColor: category.colour }}
        />
        {category.colour}
      </span>
    ),
  },
  {
    header: 'Types',
    align: 'right',
    className: 'tabular-nums',
    cell: (category) => {
      const count = typeCount(category.id);
      return count === undefined ? (
        <span className="text-muted">…</span>
      ) : (
        <RowLink
          href={typesTabHref({ category: { op: 'in', values: [category.id] } })}
          label={`${count} incident types in ${category.name}`}
        >
          {count}
        </RowLink>
      );
    },
  },
  incidentsColumn((category) => ({
    href: explorerHref({ category: { op: 'in', values: [category.id] } }),
    label: `Incidents in the category ${category.name}`,
  })),
];

/** Incident categories with their colours and how many types each holds. */
export function CategoriesTab() {
  const view = useReferenceView(incidentCategoriesQuery);
  const page = useQuery({
    ...categoriesPage(useQueryClient(), view.values),
    select: (response) => response.data,
  });
  const types = useIncidentTypes();
  const typeCount = (categoryId: string) =>
    types.data?.filter((type) => type.category.id === categoryId).length;
  const sort = view.values.sort;
  return (
    <ReferenceList
      view={view}
      query={page}
      endpoint="GET /incident-categories"
      noun="categories"
      searchLabel="Search incident categories"
      sorted={sort ? SORTS[sort] : undefined}
      defaultOrder="relevancy"
    >
      {(rows, busy) => (
        <ReferenceTable
          caption="Incident categories"
          columns={columnsOf(typeCount)}
          rows={rows}
          rowKey={(category) => category.id}
          busy={busy}
          sort={{ current: sort, onSort: view.sortBy }}
        />
      )}
    </ReferenceList>
  );
}

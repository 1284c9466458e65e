import { useQuery, useQueryClient } from '@tanstack/react-query';
import { incidentCategoriesQuery } from '../../../contract/filters/incidents';
import { SortHeader } from '@/components/sort-header';
import { explorerHref } from '@/lib/links/app-links';
import { useIncidentTypes } from '@/lib/reference/lookups';
import { typesTabHref } from './reference-href';
import { categoriesPage } from './reference-queries';
import { ReferenceList } from './reference-list';
import { cell, headCell, ReferenceTable, RowLink, Swatch } from './reference-table';
import { useReferenceView } from './use-reference-view';

const SORTS = { asc: 'name, A to Z', desc: 'name, Z to A' } as const;

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
          columns={4}
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
                Colour
              </th>
              <th scope="col" className={`${headCell} text-right`}>
                Types
              </th>
              <th scope="col" className={headCell}>
                <span className="sr-only">Links</span>
              </th>
            </>
          }
        >
          {rows?.map((category) => {
            const count = typeCount(category.id);
            return (
              <tr key={category.id}>
                <td className={`${cell} font-medium`}>
                  <span className="inline-flex items-center gap-2">
                    <Swatch colour={category.colour} />
                    {category.name}
                  </span>
                </td>
                <td className={cell}>
                  <span className="inline-flex items-center gap-2 font-mono text-xs">
                    <span
                      aria-hidden
                      className="h-4 w-10 rounded border border-line"
                      style={{ backgroundColor: category.colour }}
                    />
                    {category.colour}
                  </span>
                </td>
                <td className={`${cell} text-right tabular-nums`}>
                  {count === undefined ? (
                    <span className="text-muted">…</span>
                  ) : (
                    <RowLink
                      href={typesTabHref({ category: { op: 'in', values: [category.id] } })}
                      label={`${count} incident types in ${category.name}`}
                    >
                      {count}
                    </RowLink>
                  )}
                </td>
                <td className={`${cell} text-right`}>
                  <RowLink
                    href={explorerHref({ category: { op: 'in', values: [category.id] } })}
                    label={`Incidents in the category ${category.name}`}
                  >
                    Incidents
                  </RowLink>
                </td>
              </tr>
            );
          })}
        </ReferenceTable>
      )}
    </ReferenceList>
  );
}

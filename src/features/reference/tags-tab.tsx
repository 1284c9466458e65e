import { useQuery, useQueryClient } from '@tanstack/react-query';
import { tagsQuery } from '../../../contract/filters/incidents';
import { SortHeader } from '@/components/sort-header';
import { explorerHref } from '@/lib/links/app-links';
import { useTags } from '@/lib/reference/lookups';
import { tagsPage } from './reference-queries';
import { ReferenceList } from './reference-list';
import { cell, headCell, ReferenceTable, RowLink } from './reference-table';
import { useReferenceView } from './use-reference-view';

const SORTS = { asc: 'name, A to Z', desc: 'name, Z to A' } as const;

/** Tags, most used first unless sorted by name, each opening the incidents that carry it. */
export function TagsTab() {
  const view = useReferenceView(tagsQuery);
  const page = useQuery({
    ...tagsPage(useQueryClient(), view.values),
    select: (response) => response.data,
  });
  // Bars share one scale across pages: the most used tag of all (the lookup's first).
  const mostUses = useTags().data?.[0]?.counts.uses;
  const sort = view.values.sort;
  return (
    <ReferenceList
      view={view}
      query={page}
      endpoint="GET /tags"
      noun="tags"
      searchLabel="Search tags"
      sorted={sort ? SORTS[sort] : undefined}
      defaultOrder="most used first"
    >
      {(rows, busy) => {
        const scale = Math.max(1, mostUses ?? 0, ...(rows ?? []).map((tag) => tag.counts.uses));
        return (
          <ReferenceTable
            caption="Tags"
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
                  Slug
                </th>
                <th scope="col" className={headCell}>
                  Uses
                </th>
                <th scope="col" className={headCell}>
                  <span className="sr-only">Links</span>
                </th>
              </>
            }
          >
            {rows?.map((tag) => (
              <tr key={tag.slug}>
                <td className={`${cell} font-medium`}>{tag.name}</td>
                <td className={`${cell} font-mono text-xs text-muted`}>{tag.slug}</td>
                <td className={`${cell} w-64`}>
                  <span className="flex items-center gap-2">
                    <span className="w-12 text-right tabular-nums">{tag.counts.uses}</span>
                    <span aria-hidden className="h-1.5 flex-1 rounded-full bg-raised">
                      <span
                        className="block h-full rounded-full bg-accent"
                        style={{ width: `${(tag.counts.uses / scale) * 100}%` }}
                      />
                    </span>
                  </span>
                </td>
                <td className={`${cell} text-right`}>
                  <RowLink
                    href={explorerHref({ tagged: { op: 'in', values: [tag.slug] } })}
                    label={`Incidents tagged ${tag.name}`}
                  >
                    Incidents
                  </RowLink>
                </td>
              </tr>
            ))}
          </ReferenceTable>
        );
      }}
    </ReferenceList>
  );
}

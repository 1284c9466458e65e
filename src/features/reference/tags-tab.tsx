import { useQuery, useQueryClient } from '@tanstack/react-query';
import { tagsQuery } from '../../../contract/filters/incidents';
import type { Tag } from '@/lib/http/incidents';
import { explorerHref } from '@/lib/links/app-links';
import { useTags } from '@/lib/reference/lookups';
import { tagsPage, type TagsView } from './reference-queries';
import { ReferenceList } from './reference-list';
import { incidentsColumn, ReferenceTable, type ReferenceColumn } from './reference-table';
import { useReferenceView } from './use-reference-view';

type Sort = NonNullable<TagsView['sort']>;

const SORTS: Record<Sort, string> = { asc: 'name, A to Z', desc: 'name, Z to A' };

/** The columns, with each tag's uses drawn as a bar against `scale`, the most uses. */
const columnsOf = (scale: number): ReferenceColumn<Tag, Sort>[] => [
  {
    header: 'Name',
    sort: { asc: 'asc', desc: 'desc' },
    className: 'font-medium',
    cell: (tag) => tag.name,
  },
  { header: 'Slug', className: 'font-mono text-xs text-muted', cell: (tag) => tag.slug },
  {
    header: 'Uses',
    className: 'w-64',
    cell: (tag) => (
      <span className="flex items-center gap-2">
        <span className="w-12 text-right tabular-nums">{tag.counts.uses}</span>
        <span aria-hidden className="h-1.5 flex-1 rounded-full bg-raised">
          <span
            className="block h-full rounded-full bg-accent"
            style={{ width: `${(tag.counts.uses / scale) * 100}%` }}
          />
        </span>
      </span>
    ),
  },
  incidentsColumn((tag) => ({
    href: explorerHref({ tagged: { op: 'in', values: [tag.slug] } }),
    label: `Incidents tagged ${tag.name}`,
  })),
];

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
      {(rows, busy) => (
        <ReferenceTable
          caption="Tags"
          columns={columnsOf(
            Math.max(1, mostUses ?? 0, ...(rows ?? []).map((tag) => tag.counts.uses)),
          )}
          rows={rows}
          rowKey={(tag) => tag.slug}
          busy={busy}
          sort={{ current: sort, onSort: view.sortBy }}
        />
      )}
    </ReferenceList>
  );
}

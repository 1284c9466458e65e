import { useQuery, useQueryClient } from '@tanstack/react-query';
import { sourceMediaQuery, sourcesQuery } from '../../../contract/filters/incidents';
import { SortHeader } from '@/components/sort-header';
import { sourceMediaPage, sourcesPage, type SourcesView } from './reference-queries';
import { ReferenceList } from './reference-list';
import { cell, ReferenceTable } from './reference-table';
import { useReferenceView } from './use-reference-view';

const SORT_NAMES: Record<NonNullable<SourcesView['sort']>, string> = {
  'name:asc': 'name, A to Z',
  'name:desc': 'name, Z to A',
  'id:asc': 'id, ascending',
  'id:desc': 'id, descending',
};

/** Neither API filters incidents or news by source, so these lists say so instead of linking. */
function NoFilterNote({ what }: { what: string }) {
  return (
    <p className="text-sm text-muted">
      Incident references cite {what}. Neither the incident API nor the news API filters by {what},
      so these rows open no list.
    </p>
  );
}

function SourceList({ kind }: { kind: 'sources' | 'source media' }) {
  const grammar = kind === 'sources' ? sourcesQuery : sourceMediaQuery;
  const view = useReferenceView(grammar);
  const client = useQueryClient();
  const page = useQuery({
    ...(kind === 'sources' ? sourcesPage : sourceMediaPage)(client, view.values),
    select: (response) => response.data,
  });
  const sort = view.values.sort;
  const header = (label: string, property: 'name' | 'id') => (
    <SortHeader
      label={label}
      column={{ asc: `${property}:asc`, desc: `${property}:desc` } as const}
      current={sort}
      onSort={view.sortBy}
    />
  );
  return (
    <ReferenceList
      view={view}
      query={page}
      endpoint={kind === 'sources' ? 'GET /sources' : 'GET /source-media'}
      noun={kind}
      searchLabel={`Search ${kind}`}
      sorted={sort ? SORT_NAMES[sort] : undefined}
      defaultOrder="relevancy"
      filters={<NoFilterNote what={kind} />}
    >
      {(rows, busy) => (
        <ReferenceTable
          caption={kind === 'sources' ? 'Sources' : 'Source media'}
          columns={2}
          busy={busy}
          head={
            <>
              {header('Name', 'name')}
              {header('Id', 'id')}
            </>
          }
        >
          {rows?.map((source) => (
            <tr key={source.id}>
              <td className={`${cell} font-medium`}>{source.name}</td>
              <td className={`${cell} font-mono text-xs whitespace-nowrap text-muted`}>
                {source.id}
              </td>
            </tr>
          ))}
        </ReferenceTable>
      )}
    </ReferenceList>
  );
}

export const SourcesTab = () => <SourceList kind="sources" />;
export const SourceMediaTab = () => <SourceList kind="source media" />;

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { sourceMediaQuery, sourcesQuery } from '../../../contract/filters/incidents';
import { sourceMediaPage, sourcesPage, type SourcesView } from './reference-queries';
import { ReferenceList } from './reference-list';
import { ReferenceTable, type ReferenceColumn } from './reference-table';
import { useReferenceView } from './use-reference-view';

type Sort = NonNullable<SourcesView['sort']>;

const SORT_NAMES: Record<Sort, string> = {
  'name:asc': 'name, A to Z',
  'name:desc': 'name, Z to A',
  'id:asc': 'id, ascending',
  'id:desc': 'id, descending',
};

/** Sources and source media have the same columns: a name and an id, both sortable. */
const COLUMNS: ReferenceColumn<{ id: string; name: string }, Sort>[] = [
  {
    header: 'Name',
    sort: { asc: 'name:asc', desc: 'name:desc' },
    className: 'font-medium',
    cell: (source) => source.name,
  },
  {
    header: 'Id',
    sort: { asc: 'id:asc', desc: 'id:desc' },
    className: 'font-mono text-xs whitespace-nowrap text-muted',
    cell: (source) => source.id,
  },
];

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
          columns={COLUMNS}
          rows={rows}
          rowKey={(source) => source.id}
          busy={busy}
          sort={{ current: sort, onSort: view.sortBy }}
        />
      )}
    </ReferenceList>
  );
}

export const SourcesTab = () => <SourceList kind="sources" />;
export const SourceMediaTab = () => <SourceList kind="source media" />;

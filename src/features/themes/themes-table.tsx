import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { focusRing } from '@/components/button-styles';
import { HrefLink } from '@/components/href-link';
import { Instant } from '@/components/instant';
import { SkeletonRows } from '@/components/list-states';
import { SortHeader, type ColumnSorts } from '@/components/sort-header';
import type { ThemeListItem } from '@/lib/http/incidents';
import { explorerHref } from '@/lib/links/app-links';
import type { ThemesView } from './themes-query';
import { TrendSparkline } from './trend-sparkline';

type ThemeSort = NonNullable<ThemesView['sort']>;

export const THEME_SORT_COLUMNS = {
  name: { asc: 'name:asc', desc: 'name:desc' },
  id: { asc: 'id:asc', desc: 'id:desc' },
  identifiedAt: { asc: 'identifiedAt:asc', desc: 'identifiedAt:desc' },
} as const satisfies Record<string, ColumnSorts<ThemeSort>>;

export const THEME_SORT_NAMES: Record<ThemeSort, string> = {
  'name:asc': 'name, A to Z',
  'name:desc': 'name, Z to A',
  'id:asc': 'id, lowest first',
  'id:desc': 'id, highest first',
  'identifiedAt:asc': 'identified, oldest first',
  'identifiedAt:desc': 'identified, newest first',
};

const COUNT_COLUMNS = [
  ['casualties', 'Casualties'],
  ['involvedParties', 'Parties'],
  ['affectedSectors', 'Sectors'],
  ['tags', 'Tags'],
] as const satisfies readonly (readonly [keyof ThemeListItem['counts'], string])[];

const numberCell = 'px-3 py-2 text-right tabular-nums';

function Header({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <th scope="col" className={`px-3 py-2 font-medium ${className}`}>
      {children}
    </th>
  );
}

/** The themes of one page: colour, name, id, when identified, counts and weekly trend. */
export function ThemesTable({
  themes,
  sort,
  onSort,
  busy,
}: {
  /** Undefined while the first page loads. */
  themes: readonly ThemeListItem[] | undefined;
  sort: ThemeSort | undefined;
  onSort: (sort: ThemeSort | undefined) => void;
  /** Another page or order is loading; the rows shown are the previous ones. */
  busy: boolean;
}) {
  const sortHeader = (label: string, column: keyof typeof THEME_SORT_COLUMNS, className = '') => (
    <SortHeader
      label={label}
      column={THEME_SORT_COLUMNS[column]}
      current={sort}
      onSort={onSort}
      className={className}
    />
  );
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface">
      <table aria-busy={busy || themes === undefined} className="w-full text-sm">
        <caption className="sr-only">Themes</caption>
        <thead className="border-b border-line text-left text-muted">
          <tr>
            {sortHeader('Name', 'name')}
            {sortHeader('Id', 'id')}
            {sortHeader('Identified', 'identifiedAt')}
            <Header className="text-right">Incidents</Header>
            {COUNT_COLUMNS.map(([, label]) => (
              <Header key={label} className="text-right">
                {label}
              </Header>
            ))}
            <Header>Weekly trend</Header>
          </tr>
        </thead>
        <tbody className={`divide-y divide-line ${busy ? 'opacity-60' : ''}`}>
          {themes === undefined ? (
            <SkeletonRows columns={9} />
          ) : (
            themes.map((theme) => (
              <tr key={theme.id} className="hover:bg-raised">
                <td className="px-3 py-2">
                  <Link
                    to="/themes/$themeId"
                    params={{ themeId: theme.id }}
                    className={`inline-flex items-center gap-2 rounded font-medium hover:underline ${focusRing}`}
                  >
                    <span
                      aria-hidden
                      className="size-3 shrink-0 rounded-sm border border-line"
                      style={{ backgroundColor: theme.colour }}
                    />
                    {theme.name}
                  </Link>
                </td>
                <td className="px-3 py-2 font-mono text-xs whitespace-nowrap">{theme.id}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <Instant localTime={theme.identifiedAt} utc="hover" />
                </td>
                <td className={numberCell}>
                  <HrefLink
                    href={explorerHref({ theme: { op: 'eq', value: theme.id } })}
                    aria-label={`${theme.counts.incidents} incidents of ${theme.name}, in the explorer`}
                    className={`rounded text-accent hover:underline ${focusRing}`}
                  >
                    {theme.counts.incidents}
                  </HrefLink>
                </td>
                {COUNT_COLUMNS.map(([key, label]) => (
                  <td key={label} className={numberCell}>
                    {theme.counts[key]}
                  </td>
                ))}
                <td className="px-3 py-2">
                  <TrendSparkline history={theme.trendHistory} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

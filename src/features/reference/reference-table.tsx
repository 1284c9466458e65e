import type { ReactNode } from 'react';
import { focusRing } from '@/components/button-styles';
import { HrefLink } from '@/components/href-link';
import { SkeletonRows } from '@/components/list-states';
import { SortHeader, type ColumnSorts } from '@/components/sort-header';

/** The table every reference tab draws its rows in, from its columns, and the cells they share. */

const cell = 'px-3 py-2 align-middle';
const headCell = 'px-3 py-2 font-medium';

/** One column of a reference table. */
export interface ReferenceColumn<Row, Sort extends string = never> {
  /** The header's text, also the column's key. */
  header: string;
  /** The header is read by screen readers only (a column of links says what it is without it). */
  headerHidden?: true;
  /** The endpoint's sort values for this column, when the service sorts by it. */
  sort?: ColumnSorts<Sort>;
  /** Aligns the header and the cells. */
  align?: 'right';
  /** Classes of the row cells beyond the shared ones. */
  className?: string;
  cell: (row: Row) => ReactNode;
}

/** The column of links from a row to the incidents filtered by it, at the row's end. */
export const incidentsColumn = <Row,>(
  link: (row: Row) => { href: string; label: string },
): ReferenceColumn<Row> => ({
  header: 'Links',
  headerHidden: true,
  align: 'right',
  cell: (row) => {
    const { href, label } = link(row);
    return (
      <RowLink href={href} label={label}>
        Incidents
      </RowLink>
    );
  },
});

export function ReferenceTable<Row, Sort extends string = never>({
  caption,
  columns,
  rows,
  rowKey,
  busy,
  sort,
}: {
  caption: string;
  columns: readonly ReferenceColumn<Row, Sort>[];
  /** Undefined while the first page loads. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  busy: boolean;
  /** The order in force and how to change it, for the columns that sort. */
  sort?: { current: Sort | undefined; onSort: (sort: Sort | undefined) => void };
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface">
      <table aria-busy={busy || rows === undefined} className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line text-left text-muted">
          <tr>
            {columns.map((column) => {
              const align = column.align === 'right' ? 'text-right' : '';
              if (column.sort && sort) {
                return (
                  <SortHeader
                    key={column.header}
                    label={column.header}
                    column={column.sort}
                    current={sort.current}
                    onSort={sort.onSort}
                    className={align}
                  />
                );
              }
              return (
                <th key={column.header} scope="col" className={`${headCell} ${align}`}>
                  {column.headerHidden ? (
                    <span className="sr-only">{column.header}</span>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className={`divide-y divide-line ${busy ? 'opacity-60' : ''}`}>
          {rows === undefined ? (
            <SkeletonRows columns={columns.length} />
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className={`${cell} ${column.align === 'right' ? 'text-right' : ''} ${column.className ?? ''}`}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** A link from a row to a view filtered by it; the label says what it opens, for whom. */
export function RowLink({
  href,
  children,
  label,
}: {
  href: string;
  children: ReactNode;
  /** Accessible name, starting with the visible text. */
  label: string;
}) {
  return (
    <HrefLink
      href={href}
      aria-label={label}
      className={`rounded whitespace-nowrap text-accent underline-offset-2 hover:underline ${focusRing}`}
    >
      {children}
    </HrefLink>
  );
}

export function Swatch({ colour }: { colour: string }) {
  return (
    <span
      aria-hidden
      className="inline-block size-3 shrink-0 rounded-sm border border-line align-middle"
      style={{ backgroundColor: colour }}
    />
  );
}

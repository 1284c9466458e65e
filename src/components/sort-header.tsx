import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { focusRing } from './button-styles';

/** The two sort values an endpoint takes for one column (`name:asc`/`name:desc`, `asc`/`desc`). */
export interface ColumnSorts<Sort extends string> {
  asc: Sort;
  desc: Sort;
}

/**
 * The next sort when a column header is pressed: ascending, then descending, then back to the
 * endpoint's default order.
 */
export function nextSort<Sort extends string>(
  column: ColumnSorts<Sort>,
  current: Sort | undefined,
): Sort | undefined {
  if (current === column.asc) return column.desc;
  if (current === column.desc) return undefined;
  return column.asc;
}

/** A column header that sorts the list through the endpoint's `sort` parameter. */
export function SortHeader<Sort extends string>({
  label,
  column,
  current,
  onSort,
  className = '',
}: {
  label: ReactNode;
  column: ColumnSorts<Sort>;
  current: Sort | undefined;
  onSort: (sort: Sort | undefined) => void;
  className?: string;
}) {
  const direction =
    current === column.asc ? 'ascending' : current === column.desc ? 'descending' : undefined;
  const Icon =
    direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={direction ?? 'none'}
      className={`px-3 py-2 font-medium ${className}`}
    >
      <button
        type="button"
        onClick={() => onSort(nextSort(column, current))}
        className={`-mx-1 inline-flex items-center gap-1 rounded px-1 hover:text-ink ${direction ? 'text-ink' : ''} ${focusRing}`}
      >
        {label}
        <Icon aria-hidden size={13} className={direction ? '' : 'opacity-50'} />
      </button>
    </th>
  );
}

/** Which order a list is in, with a way back to the endpoint's default. */
export function SortStatus({
  sorted,
  defaultOrder,
  onReset,
}: {
  /** "name, A to Z"; undefined when the default order applies. */
  sorted: string | undefined;
  /** "relevancy", "most used first". */
  defaultOrder: string;
  onReset: () => void;
}) {
  return (
    <p className="flex items-center gap-2 text-sm text-muted">
      {sorted === undefined ? (
        <>Order: {defaultOrder} (default)</>
      ) : (
        <>
          Sorted by {sorted}
          <button
            type="button"
            onClick={onReset}
            className={`rounded px-1 text-accent underline-offset-2 hover:underline ${focusRing}`}
          >
            Default order
          </button>
        </>
      )}
    </p>
  );
}

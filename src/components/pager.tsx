import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { secondaryButton } from './button-styles';

export const PAGE_SIZE_CHOICES = [25, 50, 100, 250, 500, 1000] as const;

/**
 * Paging for the incident API's lists, which give no totals: a page that came back full may
 * have a successor, a shorter one is the last.
 */
export function Pager({
  page,
  pageSize,
  itemsOnPage,
  noun,
  onPage,
  onPageSize,
}: {
  page: number;
  pageSize: number;
  /** Items on the page shown; undefined while it loads. */
  itemsOnPage: number | undefined;
  /** Plural noun for the rows ("themes"). */
  noun: string;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}) {
  const sizeId = useId();
  const first = (page - 1) * pageSize + 1;
  const choices = PAGE_SIZE_CHOICES.includes(pageSize as (typeof PAGE_SIZE_CHOICES)[number])
    ? PAGE_SIZE_CHOICES
    : [...PAGE_SIZE_CHOICES, pageSize].sort((a, b) => a - b);
  return (
    <nav
      aria-label={`Pages of ${noun}`}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm"
    >
      <p className="text-muted tabular-nums" aria-live="polite">
        {itemsOnPage === undefined
          ? `Page ${page}`
          : itemsOnPage === 0
            ? `Page ${page}: no ${noun}`
            : `Page ${page} · ${noun} ${first}–${first + itemsOnPage - 1}`}
      </p>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={secondaryButton}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          <ChevronLeft aria-hidden size={15} /> Previous
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={itemsOnPage === undefined || itemsOnPage < pageSize}
          onClick={() => onPage(page + 1)}
        >
          Next <ChevronRight aria-hidden size={15} />
        </button>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId} className="text-muted">
          Per page
        </label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
          className={`${secondaryButton} py-1`}
        >
          {choices.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </nav>
  );
}

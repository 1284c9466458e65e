import { ChevronLeft, ChevronRight } from 'lucide-react';
import { secondaryButton } from '@/components/button-styles';
import { fieldClass } from './filters/editors/editor-props';

const PAGE_SIZES = [25, 50, 100, 250, 500, 1000] as const;

interface ResultsPagerProps {
  page: number;
  pageSize: number;
  /** Rows on this page. */
  rowCount: number;
  loading: boolean;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/**
 * Paging without totals (the incident API gives none): a page that came back full may have a
 * successor, so Next is enabled exactly then.
 */
export function ResultsPager({
  page,
  pageSize,
  rowCount,
  loading,
  onPage,
  onPageSize,
}: ResultsPagerProps) {
  const first = (page - 1) * pageSize + 1;
  const mayHaveMore = rowCount === pageSize;
  const sizes = (PAGE_SIZES as readonly number[]).includes(pageSize)
    ? PAGE_SIZES
    : [...PAGE_SIZES, pageSize].sort((a, b) => a - b);
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center gap-2 text-sm">
      <p aria-live="polite" className="text-muted tabular-nums">
        {loading
          ? 'Loading…'
          : rowCount === 0
            ? `Page ${page}: no incidents`
            : `Page ${page} · incidents ${first.toLocaleString()}–${(first + rowCount - 1).toLocaleString()}${mayHaveMore ? '' : ' (last page)'}`}
      </p>
      <button
        type="button"
        className={`${secondaryButton} px-2 py-1`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft aria-hidden className="size-4" />
        Previous
      </button>
      <button
        type="button"
        className={`${secondaryButton} px-2 py-1`}
        disabled={!mayHaveMore || loading}
        onClick={() => onPage(page + 1)}
      >
        Next
        <ChevronRight aria-hidden className="size-4" />
      </button>
      <label className="flex items-center gap-1 whitespace-nowrap text-muted">
        Per page
        <select
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
          className={`${fieldClass} w-auto`}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}

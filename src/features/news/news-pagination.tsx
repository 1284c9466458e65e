import { ChevronFirst, ChevronLast, ChevronLeft, ChevronRight } from 'lucide-react';
import type { ListMeta } from '@/lib/http/news';
import { secondaryButton } from '@/components/button-styles';

/** Where this page sits in the whole result, from the API's `data.meta`, and the way around. */
export function NewsPagination({
  meta,
  shown,
  onPage,
}: {
  meta: ListMeta;
  /** Items on this page. */
  shown: number;
  onPage: (page: number) => void;
}) {
  const { total, page, pages, pageSize } = meta;
  const first = total === 0 || shown === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = first === 0 ? 0 : first + shown - 1;
  const buttons = [
    { label: 'First page', icon: ChevronFirst, page: 1, disabled: page <= 1 },
    { label: 'Previous page', icon: ChevronLeft, page: page - 1, disabled: page <= 1 },
    { label: 'Next page', icon: ChevronRight, page: page + 1, disabled: page >= pages },
    { label: 'Last page', icon: ChevronLast, page: pages, disabled: page >= pages },
  ];
  return (
    <nav aria-label="Pages of results" className="flex flex-wrap items-center gap-3 text-sm">
      <p className="text-muted tabular-nums">
        Items {first.toLocaleString()}–{last.toLocaleString()} of {total.toLocaleString()}
      </p>
      <p className="font-medium tabular-nums">
        Page {page.toLocaleString()} of {Math.max(pages, 1).toLocaleString()}
      </p>
      <div className="flex gap-1">
        {buttons.map(({ label, icon: Icon, page: target, disabled }) => (
          <button
            key={label}
            type="button"
            aria-label={label}
            title={label}
            disabled={disabled}
            onClick={() => onPage(Math.min(Math.max(1, target), Math.max(1, pages)))}
            className={`${secondaryButton} px-2`}
          >
            <Icon aria-hidden className="size-4" />
          </button>
        ))}
      </div>
    </nav>
  );
}

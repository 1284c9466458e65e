import { Siren } from 'lucide-react';
import { memo } from 'react';
import type { NewsItem } from '@/lib/http/news';
import { RelativeInstant } from '@/components/instant';
import { unknownTaxonomyLabel, type TaxonomyName } from '../use-taxonomy-names';

/** Every row has this height, so the list can place 5000 of them without measuring. */
export const ROW_HEIGHT = 68;

export const rowId = (listId: string, itemId: string) => `${listId}-${itemId}`;

interface NewsRowProps {
  item: NewsItem;
  listId: string;
  index: number;
  total: number;
  selected: boolean;
  top: number;
  nowMs: number;
  taxonomy: TaxonomyName | undefined;
  onSelect: (index: number) => void;
}

/** One line of the feed: title, when, a line of summary, and what it is about. */
export const NewsRow = memo(function NewsRow({
  item,
  listId,
  index,
  total,
  selected,
  top,
  nowMs,
  taxonomy,
  onSelect,
}: NewsRowProps) {
  return (
    <div
      id={rowId(listId, item.id)}
      role="option"
      aria-selected={selected}
      aria-setsize={total}
      aria-posinset={index + 1}
      onClick={() => onSelect(index)}
      style={{ height: ROW_HEIGHT, transform: `translateY(${top}px)` }}
      className={`absolute inset-x-0 top-0 flex cursor-pointer flex-col justify-center gap-0.5 border-b border-l-4 border-b-line px-3 ${
        selected ? 'border-l-accent bg-raised' : 'border-l-transparent hover:bg-raised/60'
      }`}
    >
      <div className="flex items-baseline gap-2">
        <span className="min-w-0 flex-1 truncate text-sm font-medium">{item.title}</span>
        <span className="shrink-0 text-xs text-muted tabular-nums">
          <RelativeInstant epochMs={item.publishedAt * 1000} nowMs={nowMs} />
        </span>
      </div>
      <p className="truncate text-xs text-muted">{item.summary}</p>
      <p className="flex items-center gap-1.5 truncate text-xs">
        <span className="font-medium">
          {taxonomy?.name ?? unknownTaxonomyLabel(item.taxonomy.id)}
        </span>
        {item.countries.length > 0 ? (
          <span className="truncate text-muted">
            · {item.countries.map((country) => country.name).join(', ')}
          </span>
        ) : null}
        {item.incidentId ? (
          <span className="ml-auto inline-flex shrink-0 items-center gap-0.5 text-muted">
            <Siren aria-hidden className="size-3" />
            {item.incidentId}
          </span>
        ) : null}
      </p>
    </div>
  );
});

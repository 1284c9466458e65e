import { focusRing } from '@/components/button-styles';
import type { LegendEntry } from './explorer-map-data';
import { formatCount } from '@/lib/text/format-count';

/** The categories on the map with their colours and how many incidents each has there. */
export function CategoryLegend({ entries }: { entries: readonly LegendEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <details
      open
      className="pointer-events-auto max-h-[45%] overflow-auto rounded-md border border-line bg-surface/95 text-xs text-ink shadow"
    >
      <summary className={`cursor-pointer px-2 py-1 font-medium ${focusRing}`}>Categories</summary>
      <ul className="px-2 pb-1.5">
        {entries.map((entry) => (
          <li key={entry.id} className="flex items-center gap-1.5 py-0.5">
            <span
              aria-hidden
              className="size-2.5 shrink-0 rounded-full border border-line"
              style={{ backgroundColor: entry.colour }}
            />
            <span className="flex-1">{entry.name}</span>
            <span className="text-muted tabular-nums">{formatCount(entry.count)}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

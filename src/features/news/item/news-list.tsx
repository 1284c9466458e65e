import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { focusRing } from '@/components/button-styles';
import type { NewsItem } from '@/lib/http/news';
import type { TaxonomyName } from '../use-taxonomy-names';
import { NewsRow, ROW_HEIGHT, rowId } from './news-row';

interface NewsListProps {
  items: readonly NewsItem[];
  selectedIndex: number;
  onSelect: (index: number) => void;
  taxonomyNames: ReadonlyMap<string, TaxonomyName>;
  nowMs: number;
  /** The results are being replaced; they stay readable but dimmed. */
  stale: boolean;
}

/** Rows drawn beyond the visible ones, so a quick scroll never shows a gap. */
const OVERSCAN = 10;

/**
 * The page of results as a listbox, virtualized: however many items the page holds, only the
 * rows in view (and a few around) are in the document. Arrows, Home/End and Page keys move the
 * selection while the list has focus; the page adds j/k.
 */
export function NewsList({
  items,
  selectedIndex,
  onSelect,
  taxonomyNames,
  nowMs,
  stale,
}: NewsListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const listId = useId();
  // The virtualizer's functions change as it measures; this component is not auto-memoized.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (index) => items[index]!.id,
  });

  // The selection stays in view, however it moved (keys, j/k, a link naming an item).
  useEffect(() => {
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [selectedIndex, virtualizer]);

  const pageRows = Math.max(1, Math.floor((scroller.current?.clientHeight ?? 0) / ROW_HEIGHT));
  const onKeyDown = (event: KeyboardEvent) => {
    const last = items.length - 1;
    const target = {
      ArrowDown: selectedIndex + 1,
      ArrowUp: selectedIndex - 1,
      Home: 0,
      End: last,
      PageDown: selectedIndex + pageRows,
      PageUp: selectedIndex - pageRows,
    }[event.key];
    if (target === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    onSelect(Math.max(0, Math.min(last, target)));
  };

  const selected = items[selectedIndex];
  return (
    <div
      ref={scroller}
      role="listbox"
      aria-label="News items"
      aria-activedescendant={selected ? rowId(listId, selected.id) : undefined}
      aria-busy={stale}
      tabIndex={0}
      onKeyDown={onKeyDown}
      className={`relative h-full overflow-y-auto rounded-lg border border-line bg-surface ${focusRing} ${
        stale ? 'opacity-60' : ''
      }`}
    >
      <div role="presentation" style={{ height: virtualizer.getTotalSize() }} className="relative">
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index]!;
          return (
            <NewsRow
              key={row.key}
              item={item}
              listId={listId}
              index={row.index}
              total={items.length}
              selected={row.index === selectedIndex}
              top={row.start}
              nowMs={nowMs}
              taxonomy={taxonomyNames.get(item.taxonomy.id)}
              onSelect={onSelect}
            />
          );
        })}
      </div>
    </div>
  );
}

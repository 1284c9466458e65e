import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Popover } from './popover';

/** "Any", "France, Spain" or "France +2": what a multi-value picker holds, on its button. */
export function pickedSummary(
  selected: readonly string[],
  labelOf: (value: string) => string,
  emptyText = 'Any',
): string {
  if (selected.length === 0) return emptyText;
  if (selected.length <= 2) return selected.map(labelOf).join(', ');
  return `${labelOf(selected[0]!)} +${selected.length - 1}`;
}

/**
 * The button and panel every searchable picker shares: the button sums up the choice (its name
 * says what is picked, its title lists every pick past two), the panel holds the picker's own
 * search and list.
 */
export function PickerPopover({
  label,
  selected,
  labelOf,
  emptyText,
  panelClassName,
  triggerClassName = '',
  children,
}: {
  /** What is picked, plural: "Countries". */
  label: string;
  selected: readonly string[];
  labelOf: (value: string) => string;
  emptyText?: string;
  panelClassName: string;
  triggerClassName?: string;
  children: ReactNode;
}) {
  const summary = pickedSummary(selected, labelOf, emptyText);
  return (
    <Popover
      trigger={
        <>
          <span className="max-w-48 truncate">{summary}</span>
          <ChevronDown aria-hidden className="size-4 shrink-0 text-muted" />
        </>
      }
      // The name holds the visible summary (as speech-input users read it), the title every pick.
      triggerLabel={`${label}: ${summary}`}
      triggerTitle={selected.length > 2 ? selected.map(labelOf).join(', ') : undefined}
      triggerClassName={`flex h-8 items-center gap-1 rounded-md border border-line bg-surface px-2 text-sm hover:bg-raised ${triggerClassName}`}
      panelLabel={`Choose ${label.toLowerCase()}`}
      panelClassName={panelClassName}
    >
      {children}
    </Popover>
  );
}

/** The tick box in front of each option of a multi-value picker (the option carries the state). */
export function PickedMark({ checked }: { checked: boolean }) {
  return (
    <span
      aria-hidden
      className={`flex size-4 shrink-0 items-center justify-center rounded border ${
        checked ? 'border-accent bg-accent text-accent-ink' : 'border-line'
      }`}
    >
      {checked ? <Check className="size-3" /> : null}
    </span>
  );
}

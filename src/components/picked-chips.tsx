import { X } from 'lucide-react';
import { focusRing } from './button-styles';

/**
 * What a picker has picked, each as a chip that removes it, and "Clear all": shown above the
 * picker's search field. Nothing when nothing is picked.
 */
export function PickedChips({
  picked,
  labelOf,
  onRemove,
  onClear,
}: {
  picked: readonly string[];
  labelOf: (value: string) => string;
  onRemove: (value: string) => void;
  onClear: () => void;
}) {
  if (picked.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-1">
      {picked.map((value) => (
        <button
          key={value}
          type="button"
          onClick={() => onRemove(value)}
          aria-label={`Remove ${labelOf(value)}`}
          className={`inline-flex items-center gap-1 rounded bg-raised px-1.5 py-0.5 text-xs ${focusRing}`}
        >
          {labelOf(value)}
          <X aria-hidden className="size-3" />
        </button>
      ))}
      <button
        type="button"
        onClick={onClear}
        className={`ml-auto rounded px-1 text-xs text-accent underline ${focusRing}`}
      >
        Clear all
      </button>
    </div>
  );
}

import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { focusRing } from './button-styles';

/** How long typing pauses before the term is applied: one request per pause, not per key. */
export const SEARCH_SETTLE_MS = 300;

/**
 * A search box for a list whose term lives in the address. Typing applies the term once the
 * analyst pauses (or presses Enter); a term changed elsewhere (Back, a pasted link) shows here.
 * An empty box clears the term.
 */
export function SearchField({
  label,
  value,
  onCommit,
  placeholder,
  className = '',
}: {
  label: string;
  /** The term in force (from the address). */
  value: string | undefined;
  onCommit: (term: string | undefined) => void;
  placeholder?: string;
  className?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value ?? '');
  const [applied, setApplied] = useState(value);
  // The address moved on without this box (Back, a link): show its term instead of the draft.
  if (applied !== value) {
    setApplied(value);
    setDraft(value ?? '');
  }

  const term = draft.trim() === '' ? undefined : draft.trim();
  useEffect(() => {
    if (term === value) return;
    const timer = setTimeout(() => onCommit(term), SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [term, value, onCommit]);

  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden
        size={15}
        className="pointer-events-none absolute top-1/2 left-2.5 -translate-y-1/2 text-muted"
      />
      <input
        id={id}
        type="search"
        value={draft}
        placeholder={placeholder ?? label}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && term !== value) onCommit(term);
        }}
        className={`w-full rounded-md border border-line bg-surface py-1.5 pr-8 pl-8 text-sm placeholder:text-muted [&::-webkit-search-cancel-button]:hidden ${focusRing}`}
      />
      {draft !== '' ? (
        <button
          type="button"
          aria-label={`Clear: ${label}`}
          onClick={() => {
            setDraft('');
            onCommit(undefined);
          }}
          className={`absolute top-1/2 right-1.5 -translate-y-1/2 rounded p-0.5 text-muted hover:text-ink ${focusRing}`}
        >
          <X aria-hidden size={14} />
        </button>
      ) : null}
    </div>
  );
}

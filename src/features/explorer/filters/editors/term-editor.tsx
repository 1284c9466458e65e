import { useEffect, useState } from 'react';
import { fieldClass, type EditorProps } from './editor-props';

const SETTLE_MS = 400;

/** Free text; applied once typing pauses, or at once on Enter. */
export function TermEditor({ spec, value, onChange }: EditorProps<'search'>) {
  const [draft, setDraft] = useState(value ?? '');
  // Follows outside changes, but not the echo of what is being typed ("foo " stays "foo ").
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if ((value ?? '') !== draft.trim()) setDraft(value ?? '');
  }
  useEffect(() => {
    const trimmed = draft.trim();
    if (trimmed === (value ?? '')) return;
    const timer = setTimeout(() => onChange(trimmed || undefined), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onChange]);

  return (
    <input
      type="search"
      aria-label={spec.label}
      placeholder="Words in the summary or description"
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onChange(draft.trim() || undefined);
      }}
      className={fieldClass}
    />
  );
}

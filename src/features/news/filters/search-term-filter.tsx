import { useEffect, useState, type FormEvent, type RefObject } from 'react';
import type { NewsQuery } from '../../../../contract/filters/news';
import { fieldClass, groupLabelClass, selectClass } from './control-styles';

type SearchFilter = NonNullable<NewsQuery['search']>;

/** Typing pauses this long before the term applies; Enter applies at once. */
const TYPING_PAUSE_MS = 500;

/**
 * The search term, with contains (`eq`) or excludes (`neq`). The field follows the address (a
 * keyword chip sets the term from elsewhere) and writes back once typing pauses.
 */
export function SearchTermFilter({
  value,
  onChange,
  inputRef,
}: {
  value: SearchFilter | undefined;
  onChange: (next: SearchFilter | undefined) => void;
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  const [op, setOp] = useState<SearchFilter['op']>(value?.op ?? 'eq');
  const [text, setText] = useState(value?.value ?? '');
  const [shown, setShown] = useState(value);
  // Compared by content: an unrelated change of the address rebuilds the value object.
  if (shown?.op !== value?.op || shown?.value !== value?.value) {
    setShown(value);
    setText(value?.value ?? '');
    if (value) setOp(value.op);
  }

  const apply = (nextText: string, nextOp: SearchFilter['op']) => {
    const term = nextText.trim() === '' ? undefined : { op: nextOp, value: nextText };
    if (term?.value !== value?.value || (term && term.op !== value?.op)) onChange(term);
  };

  useEffect(() => {
    if (text === (value?.value ?? '')) return;
    const timer = setTimeout(() => apply(text, op), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(text, op);
  };

  return (
    <form
      role="search"
      aria-label="Search news"
      onSubmit={submit}
      className="flex flex-col gap-0.5"
    >
      <span className={groupLabelClass} aria-hidden>
        Search
      </span>
      <div className="flex">
        <select
          aria-label="Search operator"
          value={op}
          onChange={(event) => {
            const next = event.target.value as SearchFilter['op'];
            setOp(next);
            if (text.trim() !== '') apply(text, next);
          }}
          className={`${selectClass} rounded-r-none border-r-0`}
        >
          <option value="eq">contains</option>
          <option value="neq">excludes</option>
        </select>
        <input
          ref={inputRef}
          type="search"
          aria-label="Search term in titles and summaries"
          placeholder="Titles and summaries…"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className={`${fieldClass} w-40 rounded-l-none`}
        />
      </div>
    </form>
  );
}

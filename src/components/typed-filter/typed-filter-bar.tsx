import { Filter } from 'lucide-react';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  readTypedQuery,
  suggestCompletions,
  type LanguageView,
  type TypedQuery,
} from '../../../contract/query-language/typed-query';
import { nearIncidentsIn, useReferenceData } from '@/lib/reference/use-reference-data';
import { useNow } from '@/lib/time/use-now';
import { focusRing } from '../button-styles';
import { ReadingNotes, replaceSpan } from './reading-notes';
import { SuggestionList } from './suggestion-list';

const VIEW_NAMES: Record<LanguageView, string> = { incidents: 'incidents', news: 'news' };
const NO_SUGGESTIONS: ReturnType<typeof suggestCompletions> = [];

/**
 * The view's filters as one line of typed text (`country:NG impact>=4 started:last 7d`), in
 * step with the panel: it shows what the address holds, and Enter applies what was typed.
 * Keys and values are suggested while typing; what cannot be read is explained in place and
 * nothing is applied until it is fixed, so no part is ever dropped unseen.
 */
export function TypedFilterBar<View extends LanguageView>({
  view,
  printed,
  onApply,
  placeholder,
}: {
  view: View;
  /** The current filters, printed in the language. */
  printed: string;
  onApply: (query: Extract<TypedQuery, { view: View }>) => void;
  placeholder: string;
}) {
  const [draft, setDraft] = useState(printed);
  const [shown, setShown] = useState(printed);
  const [active, setActive] = useState(-1);
  const [refused, setRefused] = useState(false);
  // The address changed (the panel, the map, back): the bar follows, unless the analyst is
  // mid-edit, whose text is kept (and still marked as not applied).
  const [applied, setApplied] = useState(false);
  if (shown !== printed) {
    setShown(printed);
    // After Enter the bar takes the view's own writing of what was typed (gh → GHA).
    if (applied || draft.trim() === shown.trim()) {
      setDraft(printed);
      setRefused(false);
      setApplied(false);
    }
  }
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const hintId = useId();
  const data = useReferenceData(view, nearIncidentsIn(draft));
  const nowMs = useNow(60_000);
  const read = useMemo(
    () => readTypedQuery(draft, data, Math.floor(nowMs / 1000), view),
    [draft, data, view, nowMs],
  );
  const otherView = read.query && read.query.view !== view ? read.query.view : undefined;
  // Suggestions belong to typing: a bar that only shows the current filters offers none, so its
  // list never covers the page.
  const [focused, setFocused] = useState(false);
  const completions = useMemo(() => suggestCompletions(draft, view, data), [draft, view, data]);
  const suggestions = focused ? completions : NO_SUGGESTIONS;
  const dirty = draft.trim() !== printed.trim();

  const accept = (index: number) => {
    const suggestion = suggestions[index];
    if (!suggestion) return;
    const next = `${draft.slice(0, suggestion.replaceFrom)}${suggestion.text}${draft.slice(suggestion.replaceTo)}`;
    setDraft(suggestion.text.endsWith(':') ? next : `${next} `);
    setActive(-1);
  };

  const apply = () => {
    if (read.problems.length > 0 || otherView || !read.query || read.query.view !== view) {
      setRefused(true);
      return;
    }
    setRefused(false);
    setApplied(true);
    onApply(read.query as Extract<TypedQuery, { view: View }>);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if ((event.key === 'Tab' || event.key === 'Enter') && active >= 0) {
      event.preventDefault();
      accept(active);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape' && dirty) {
      event.preventDefault();
      event.stopPropagation();
      setDraft(printed);
      setActive(-1);
    }
  };

  const showNotes = dirty || read.problems.length > 0;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <div className="relative">
        <Filter
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-2 size-4 -translate-y-1/2 text-muted"
        />
        <input
          ref={input}
          type="text"
          role="combobox"
          aria-label={`Filters of the ${VIEW_NAMES[view]} as text`}
          aria-describedby={hintId}
          aria-expanded={suggestions.length > 0}
          aria-controls={suggestions.length > 0 ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={read.problems.length > 0 || otherView ? true : undefined}
          spellCheck={false}
          autoComplete="off"
          value={draft}
          placeholder={placeholder}
          onChange={(event) => {
            setDraft(event.target.value);
            setActive(-1);
            setRefused(false);
            setApplied(false);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            setActive(-1);
          }}
          className={`h-7 w-full rounded-md border border-line bg-canvas pr-2 pl-8 font-mono text-sm ${focusRing}`}
        />
        {suggestions.length > 0 ? (
          <SuggestionList id={listId} suggestions={suggestions} active={active} onPick={accept} />
        ) : null}
      </div>
      <p id={hintId} className={showNotes ? 'text-xs text-muted' : 'sr-only'}>
        {dirty
          ? 'Enter applies, Escape goes back to the filters shown.'
          : 'Type filters; Enter applies.'}
        {refused ? (
          <span role="alert" className="ml-1 font-medium text-danger">
            {otherView
              ? `This bar filters ${VIEW_NAMES[view]}; open ${VIEW_NAMES[otherView]} from the palette (Ctrl K).`
              : 'Nothing was applied: fix or remove the parts marked below.'}
          </span>
        ) : null}
      </p>
      {showNotes ? (
        <ReadingNotes
          read={read}
          chipsLabel="Typed filters understood"
          onChoose={(replacement) => {
            setDraft(replaceSpan(draft, replacement));
            input.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

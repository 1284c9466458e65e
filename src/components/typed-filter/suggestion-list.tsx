import type { Suggestion } from '../../../contract/query-language/typed-query';

/** Completions under a typed-filter field; the field keeps the focus (aria-activedescendant). */
export function SuggestionList({
  id,
  suggestions,
  active,
  onPick,
}: {
  id: string;
  suggestions: readonly Suggestion[];
  active: number;
  onPick: (index: number) => void;
}) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label="Suggestions"
      className="absolute top-full left-0 z-30 mt-1 w-full max-w-md rounded-md border border-line bg-surface p-1 text-sm shadow-lg"
    >
      {suggestions.map((suggestion, index) => (
        <li
          key={`${suggestion.text} ${suggestion.detail ?? ''}`}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(index)}
          className={`flex cursor-pointer items-baseline gap-2 rounded px-2 py-1 ${index === active ? 'bg-raised' : ''}`}
        >
          <span className="font-mono">{suggestion.label}</span>
          {suggestion.detail ? (
            <span className="truncate text-xs text-muted">{suggestion.detail}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

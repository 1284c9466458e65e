import { Command } from 'cmdk';
import { Filter, History, SearchCheck } from 'lucide-react';
import type { ReadQuery, Suggestion } from '../../../../contract/query-language/typed-query';
import { PaletteItem } from './palette-item';

/** Values of the palette's typed-filter rows; the palette's matcher always keeps them. */
export const TYPED = 'typed ';

const groupClass =
  'px-2 pb-2 [&_[cmdk-group-heading]]:flex [&_[cmdk-group-heading]]:items-center [&_[cmdk-group-heading]]:gap-1.5 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted';

const VIEW_LABELS = { incidents: 'Incidents', news: 'News' } as const;

/**
 * The palette's rows for a typed filter query: open the view with the filters (first, so Enter
 * runs it), then completions for the word being typed.
 */
export function TypedFilterItems({
  read,
  suggestions,
  onOpen,
  onComplete,
}: {
  read: ReadQuery;
  suggestions: readonly Suggestion[];
  onOpen: () => void;
  onComplete: (suggestion: Suggestion) => void;
}) {
  const query = read.query;
  const problems = read.problems.length;
  const chips = query?.reading.chips.length ?? 0;
  return (
    <>
      {query ? (
        <Command.Group heading="Filter" className={groupClass}>
          <PaletteItem
            value={`${TYPED}open`}
            keywords={[]}
            icon={problems > 0 ? SearchCheck : Filter}
            label={
              problems > 0
                ? `Fix the ${problems === 1 ? 'part' : `${problems} parts`} marked above to open ${VIEW_LABELS[query.view]}`
                : `Open ${VIEW_LABELS[query.view]} with ${chips === 0 ? 'no filters' : chips === 1 ? 'this filter' : `these ${chips} filters`}`
            }
            detail={problems > 0 ? 'Nothing typed is dropped: each part is explained' : 'Enter'}
            onSelect={onOpen}
          />
        </Command.Group>
      ) : null}
      {suggestions.length > 0 ? (
        <Command.Group heading="Complete" className={groupClass}>
          {suggestions.map((suggestion) => (
            <PaletteItem
              key={`${suggestion.text} ${suggestion.detail ?? ''}`}
              value={`${TYPED}complete ${suggestion.text} ${suggestion.detail ?? ''}`}
              keywords={[]}
              icon={Filter}
              label={<span className="font-mono">{suggestion.label}</span>}
              detail={suggestion.detail}
              onSelect={() => onComplete(suggestion)}
            />
          ))}
        </Command.Group>
      ) : null}
    </>
  );
}

/** Typed queries run before, offered again; matched by their text. */
export function RecentQueryItems({
  queries,
  onRun,
}: {
  queries: readonly string[];
  onRun: (query: string) => void;
}) {
  if (queries.length === 0) return null;
  return (
    <Command.Group
      heading={
        <>
          <History className="size-3.5" aria-hidden="true" />
          Recent filters
        </>
      }
      className={groupClass}
    >
      {queries.map((query) => (
        <PaletteItem
          key={query}
          value={`recent-query ${query}`}
          keywords={[query]}
          icon={Filter}
          label={<span className="font-mono">{query}</span>}
          onSelect={() => onRun(query)}
        />
      ))}
    </Command.Group>
  );
}

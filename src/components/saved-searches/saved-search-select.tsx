import type { SavedSearch } from '@/lib/http/watchfloor';

/**
 * A choice of one of the team's saved searches, inside a form field: "Loading…" while they
 * load, said plainly when there is none yet, `noneLabel` for choosing none.
 */
export function SavedSearchSelect({
  id,
  describedBy,
  invalid,
  className,
  value,
  onChange,
  searches,
  loading,
  noneLabel,
}: {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  className: string;
  /** The chosen search's id; '' for none. */
  value: string;
  onChange: (savedSearchId: string) => void;
  searches: readonly Pick<SavedSearch, 'id' | 'name'>[];
  loading: boolean;
  noneLabel: string;
}) {
  return (
    <select
      id={id}
      className={className}
      value={value}
      aria-describedby={describedBy}
      aria-invalid={invalid ? true : undefined}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">
        {loading
          ? 'Loading…'
          : searches.length === 0
            ? 'No saved search of the explorer yet'
            : noneLabel}
      </option>
      {searches.map((search) => (
        <option key={search.id} value={search.id}>
          {search.name}
        </option>
      ))}
    </select>
  );
}

import { useId } from 'react';
import { focusRing } from '@/components/button-styles';
import { useCategories } from '@/lib/reference/lookups';
import { choiceOf, filterOf, toggleCategory, type CategoryFilter } from './category-filter';
import { Swatch } from './reference-table';

/**
 * The incident types' category filter as a row of toggles, one per category from the session's
 * lookup, with a switch between showing and hiding the chosen ones.
 */
export function CategoryChips({
  filter,
  onChange,
}: {
  filter: CategoryFilter;
  onChange: (filter: CategoryFilter) => void;
}) {
  const excludeId = useId();
  const categories = useCategories();
  const choice = choiceOf(filter);
  const known = new Set(categories.data?.map((category) => category.id));
  // A chosen id the lookup does not know (a link from elsewhere) stays visible, so it can go.
  const unknown = categories.data ? choice.ids.filter((id) => !known.has(id)) : [];
  const chip = (pressed: boolean) =>
    `inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm ${
      pressed ? 'border-accent bg-raised text-ink' : 'border-line text-muted hover:text-ink'
    } ${focusRing}`;
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">Filter by category</legend>
      <span aria-hidden className="mr-1 text-sm font-medium">
        Category
      </span>
      {categories.isPending ? (
        <span className="text-sm text-muted">Loading categories…</span>
      ) : null}
      {categories.isError ? (
        <span className="text-sm text-muted">
          Categories could not be loaded.{' '}
          <button
            type="button"
            className={`text-accent hover:underline ${focusRing}`}
            onClick={() => void categories.refetch()}
          >
            Try again
          </button>
        </span>
      ) : null}
      {categories.data?.map((category) => {
        const pressed = choice.ids.includes(category.id);
        return (
          <button
            key={category.id}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(toggleCategory(filter, category.id))}
            className={chip(pressed)}
          >
            <Swatch colour={category.colour} />
            {category.name}
          </button>
        );
      })}
      {unknown.map((id) => (
        <button
          key={id}
          type="button"
          aria-pressed
          onClick={() => onChange(toggleCategory(filter, id))}
          className={chip(true)}
        >
          Unknown category <span className="font-mono text-xs">{id.slice(0, 8)}…</span>
        </button>
      ))}
      <label
        htmlFor={excludeId}
        className={`ml-2 inline-flex items-center gap-1.5 text-sm ${choice.ids.length === 0 ? 'text-muted' : ''}`}
      >
        <input
          id={excludeId}
          type="checkbox"
          checked={choice.exclude}
          disabled={choice.ids.length === 0}
          onChange={(event) =>
            onChange(filterOf({ ids: choice.ids, exclude: event.target.checked }))
          }
          className={focusRing}
        />
        Exclude the chosen categories
      </label>
    </fieldset>
  );
}

import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { focusRing } from './button-styles';
import { PickedChips } from './picked-chips';
import { PickedMark, PickerPopover } from './picker-popover';
import { RetryAlert } from './retry-alert';

export interface SelectOption {
  value: string;
  label: string;
  /** Shown beside the label and searched too (a code, a continent). */
  hint?: string;
}

interface SearchableMultiSelectProps {
  /** What is picked, plural: "Countries". Names the trigger and the list. */
  label: string;
  options: readonly SelectOption[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  /** The options are still loading; selected values show as written meanwhile. */
  loading?: boolean;
  /** The options could not be loaded. */
  loadError?: { message: string; onRetry: () => void };
  /** Trigger text when nothing is picked. */
  emptyText?: string;
  triggerClassName?: string;
}

/** Case- and accent-insensitive form for matching typed text. */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Options matching the typed text, those starting with it first. */
export function matchOptions(options: readonly SelectOption[], typed: string): SelectOption[] {
  const term = foldText(typed.trim());
  if (term === '') return [...options];
  const starts: SelectOption[] = [];
  const contains: SelectOption[] = [];
  for (const option of options) {
    const label = foldText(option.label);
    const other = foldText(`${option.value} ${option.hint ?? ''}`);
    if (label.startsWith(term) || foldText(option.value) === term) starts.push(option);
    else if (label.includes(term) || other.includes(term)) contains.push(option);
  }
  return [...starts, ...contains];
}

/**
 * Picks any number of values from a long list by typing: a button summarising the choice opens
 * a search field over a list (the ARIA combobox pattern: arrows move, Enter toggles, Escape
 * closes). Each pick applies at once.
 */
export function SearchableMultiSelect({
  label,
  options,
  selected,
  onChange,
  loading = false,
  loadError,
  emptyText = 'Any',
  triggerClassName = '',
}: SearchableMultiSelectProps) {
  const labelOf = useMemo(() => {
    const names = new Map(options.map((option) => [option.value, option.label]));
    return (value: string) => names.get(value) ?? value;
  }, [options]);

  return (
    <PickerPopover
      label={label}
      selected={selected}
      labelOf={labelOf}
      emptyText={emptyText}
      triggerClassName={triggerClassName}
      panelClassName="w-80"
    >
      <OptionSearch
        label={label}
        options={options}
        selected={selected}
        onChange={onChange}
        labelOf={labelOf}
        loading={loading}
        loadError={loadError}
      />
    </PickerPopover>
  );
}

function OptionSearch({
  label,
  options,
  selected,
  onChange,
  labelOf,
  loading,
  loadError,
}: Pick<SearchableMultiSelectProps, 'label' | 'options' | 'selected' | 'onChange' | 'loadError'> & {
  labelOf: (value: string) => string;
  loading: boolean;
}) {
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const matches = useMemo(() => matchOptions(options, typed), [options, typed]);
  const activeIndex = Math.min(active, Math.max(0, matches.length - 1));
  const activeOption = matches[activeIndex];
  const optionId = (value: string) => `${listId}-${value}`;

  const toggle = (value: string) =>
    onChange(
      selected.includes(value) ? selected.filter((one) => one !== value) : [...selected, value],
    );

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(matches.length - 1, index));
    setActive(next);
    const target = matches[next];
    if (target)
      document.getElementById(optionId(target.value))?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        moveTo(activeIndex + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        moveTo(activeIndex - 1);
        break;
      case 'Home':
      case 'End':
        if (event.ctrlKey) {
          event.preventDefault();
          moveTo(event.key === 'Home' ? 0 : matches.length - 1);
        }
        break;
      case 'Enter':
        event.preventDefault();
        if (activeOption) toggle(activeOption.value);
        break;
    }
  };

  return (
    <div className="flex flex-col gap-2 p-2">
      <PickedChips
        picked={selected}
        labelOf={labelOf}
        onRemove={toggle}
        onClear={() => onChange([])}
      />
      <input
        type="text"
        role="combobox"
        aria-label={`Search ${label.toLowerCase()}`}
        aria-expanded={matches.length > 0}
        aria-controls={matches.length > 0 ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? optionId(activeOption.value) : undefined}
        placeholder="Type to search…"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        className={`h-8 w-full rounded-md border border-line bg-canvas px-2 text-sm ${focusRing}`}
      />
      {loadError ? <RetryAlert onRetry={loadError.onRetry}>{loadError.message}</RetryAlert> : null}
      {matches.length > 0 ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          aria-multiselectable="true"
          aria-busy={loading}
          className="max-h-64 overflow-y-auto"
        >
          {matches.map((option, index) => {
            const checked = selected.includes(option.value);
            return (
              <li
                key={option.value}
                id={optionId(option.value)}
                role="option"
                aria-selected={checked}
                // The search field keeps the focus; a click only toggles.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  setActive(index);
                  toggle(option.value);
                }}
                className={`flex cursor-pointer items-center gap-2 rounded px-2 py-1 text-sm ${
                  index === activeIndex ? 'bg-raised' : ''
                }`}
              >
                <PickedMark checked={checked} />
                <span className="min-w-0 flex-1 truncate">{option.label}</span>
                {option.hint ? (
                  <span className="shrink-0 text-xs text-muted">{option.hint}</span>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="px-2 pb-1 text-sm text-muted">
          {loading ? 'Loading…' : typed ? `Nothing matches “${typed}”.` : 'No options.'}
        </p>
      )}
    </div>
  );
}

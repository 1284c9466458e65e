import { Command } from 'cmdk';
import { ChevronDown } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useCloseOnOutsidePress } from '@/lib/use-close-on-outside-press';
import { focusRing } from '@/components/button-styles';
import { PickedMark } from '@/components/picker-popover';
import type { OptionList } from '../filter-options';
import { fieldClass } from './editor-props';

interface OptionPickerProps {
  label: string;
  list: OptionList;
  selected: readonly string[];
  /** One value at a time (eq/neq) or several (in/nin). */
  multiple: boolean;
  onChange: (values: string[]) => void;
  /** Checks a typed-in value for open lists (ids seen nowhere yet); a message when invalid. */
  validateTyped?: (value: string) => string | undefined;
}

/**
 * A searchable dropdown of a filter's choices. Typing narrows the list; Enter or a click toggles
 * a choice; Escape closes. Open lists also take an id typed in whole.
 */
export function OptionPicker({
  label,
  list,
  selected,
  multiple,
  onChange,
  validateTyped,
}: OptionPickerProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = useId();

  useCloseOnOutsidePress(rootRef, open, () => setOpen(false));

  const toggle = (value: string) => {
    if (!multiple) {
      onChange(selected.includes(value) ? [] : [value]);
      setOpen(false);
      return;
    }
    onChange(
      selected.includes(value) ? selected.filter((one) => one !== value) : [...selected, value],
    );
  };

  const typed = search.trim();
  const typedProblem = list.open && typed ? validateTyped?.(typed) : undefined;
  const offerTyped =
    list.open && typed !== '' && !typedProblem && !list.options.some((one) => one.value === typed);

  return (
    // Not positioned itself: the list lines up with the editor's row (see ListFilterEditor).
    <div ref={rootRef} className="min-w-0 flex-1">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className={`${fieldClass} flex items-center justify-between gap-2 text-left`}
      >
        <span className={selected.length ? 'truncate' : 'truncate text-muted'}>
          <span className="sr-only">{label}: </span>
          {selected.length === 0
            ? list.loading
              ? 'Loading…'
              : 'Any'
            : selected.length === 1
              ? list.labelOf(selected[0]!)
              : `${selected.length} selected`}
        </span>
        <ChevronDown aria-hidden className="size-3.5 shrink-0 text-muted" />
      </button>
      {open && (
        <Command
          id={listId}
          label={`${label} choices`}
          className="absolute top-9 right-0 left-0 z-30 rounded-md border border-line bg-surface shadow-lg"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              setOpen(false);
            }
          }}
        >
          <Command.Input
            autoFocus
            value={search}
            onValueChange={setSearch}
            placeholder={list.open ? 'Search, or paste an id' : 'Search'}
            className={`${fieldClass} rounded-b-none border-0 border-b`}
          />
          <Command.List className="max-h-64 overflow-auto p-1 text-sm">
            {list.error ? (
              <p className="px-2 py-1.5 text-danger">The choices could not be loaded.</p>
            ) : list.loading ? (
              <Command.Loading>
                <p className="px-2 py-1.5 text-muted">Loading…</p>
              </Command.Loading>
            ) : null}
            <Command.Empty className="px-2 py-1.5 text-muted">
              {typedProblem ?? (list.open ? 'None seen yet: paste an id' : 'No match')}
            </Command.Empty>
            {offerTyped && (
              <Command.Item
                value={`typed ${typed}`}
                onSelect={() => {
                  toggle(typed);
                  setSearch('');
                }}
                className="cursor-pointer rounded px-2 py-1 data-[selected=true]:bg-raised"
              >
                Add id <span className="font-mono text-xs">{typed}</span>
              </Command.Item>
            )}
            {list.options.map((option) => {
              const checked = selected.includes(option.value);
              return (
                <Command.Item
                  key={option.value}
                  value={option.value}
                  keywords={[option.label, option.detail ?? '']}
                  onSelect={() => toggle(option.value)}
                  className="flex cursor-pointer items-center gap-2 rounded px-2 py-1 data-[selected=true]:bg-raised"
                >
                  <PickedMark checked={checked} />
                  {option.colour && (
                    <span
                      aria-hidden
                      className="size-2.5 shrink-0 rounded-full"
                      style={{ backgroundColor: option.colour }}
                    />
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="block truncate">
                      {option.label}
                      <span className="sr-only">{checked ? ', selected' : ''}</span>
                    </span>
                    {option.detail && (
                      <span className="block truncate text-xs text-muted">{option.detail}</span>
                    )}
                  </span>
                </Command.Item>
              );
            })}
          </Command.List>
          {multiple && selected.length > 0 && (
            <div className="flex justify-end border-t border-line p-1">
              <button
                type="button"
                onClick={() => onChange([])}
                className={`rounded px-2 py-0.5 text-xs text-muted hover:text-ink ${focusRing}`}
              >
                Clear {selected.length}
              </button>
            </div>
          )}
        </Command>
      )}
    </div>
  );
}

import { useRef, type KeyboardEvent } from 'react';
import { focusRing } from './button-styles';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
}

/** The element ids that tie a tab to its panel. */
export const tabIds = (prefix: string, id: string) => ({
  tab: `${prefix}-tab-${id}`,
  panel: `${prefix}-panel-${id}`,
});

/**
 * A row of tabs (WAI-ARIA tabs pattern with automatic activation): one tab stop, the arrow keys,
 * Home and End move between tabs and select them. The owner renders the panel with
 * `role="tabpanel"` and the ids from `tabIds`.
 */
export function TabList<Id extends string>({
  label,
  idPrefix,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  idPrefix: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
}) {
  const refs = useRef(new Map<Id, HTMLButtonElement>());
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target]!;
    refs.current.get(tab.id)?.focus();
    onSelect(tab.id);
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className="flex gap-1 overflow-x-auto border-b border-line"
    >
      {tabs.map((tab, index) => {
        const active = tab.id === selected;
        const ids = tabIds(idPrefix, tab.id);
        return (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) refs.current.set(tab.id, element);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={ids.tab}
            aria-selected={active}
            aria-controls={ids.panel}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => move(event, index)}
            className={`-mb-px shrink-0 rounded-t-md border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap ${
              active
                ? 'border-accent text-ink'
                : 'border-transparent text-muted hover:border-line hover:text-ink'
            } ${focusRing}`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { Taxonomy } from '@/lib/http/news';
import { focusRing } from '@/components/button-styles';
import { PickedChips } from '@/components/picked-chips';
import { PickerPopover } from '@/components/picker-popover';
import { foldText } from '@/components/searchable-multi-select';
import { RetryAlert } from '@/components/retry-alert';

interface TaxonomyPickerProps {
  taxonomies: readonly Taxonomy[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  /** Names for the selected ids, the tree's or a stand-in for an unknown id. */
  labelOf: (id: string) => string;
  loading?: boolean;
  loadError?: { message: string; onRetry: () => void };
}

/**
 * Picks main taxonomies and sub-taxonomies from the tree, by name. A main taxonomy covers its
 * sub-taxonomies (the API matches both levels), so picking one takes its subs out of the
 * choice and shows them as included.
 */
export function TaxonomyPicker(props: TaxonomyPickerProps) {
  return (
    <PickerPopover
      label="Taxonomies"
      selected={props.selected}
      labelOf={props.labelOf}
      panelClassName="w-96"
    >
      <TaxonomyTree {...props} />
    </PickerPopover>
  );
}

export function TaxonomyTree({
  taxonomies,
  selected,
  onChange,
  labelOf,
  loading = false,
  loadError,
}: TaxonomyPickerProps) {
  const [typed, setTyped] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () =>
      new Set(
        taxonomies
          .filter((main) => main.subTaxonomies.some((sub) => selected.includes(sub.id)))
          .map((main) => main.id),
      ),
  );
  const ids = useId();
  const term = foldText(typed.trim());

  const visible = useMemo(() => {
    if (term === '') return taxonomies.map((main) => ({ main, subs: main.subTaxonomies }));
    return taxonomies.flatMap((main) => {
      const mainMatches = foldText(main.name).includes(term);
      const subs = main.subTaxonomies.filter((sub) => foldText(sub.name).includes(term));
      return mainMatches || subs.length > 0
        ? [{ main, subs: mainMatches && subs.length === 0 ? main.subTaxonomies : subs }]
        : [];
    });
  }, [taxonomies, term]);

  const toggleMain = (main: Taxonomy) => {
    const subIds = new Set(main.subTaxonomies.map((sub) => sub.id));
    const rest = selected.filter((id) => id !== main.id && !subIds.has(id));
    onChange(selected.includes(main.id) ? rest : [...rest, main.id]);
  };
  const toggleSub = (id: string) =>
    onChange(selected.includes(id) ? selected.filter((one) => one !== id) : [...selected, id]);
  const toggleExpanded = (id: string) =>
    setExpanded((was) => {
      const next = new Set(was);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="flex flex-col gap-2 p-2">
      <PickedChips
        picked={selected}
        labelOf={labelOf}
        onRemove={(id) => onChange(selected.filter((one) => one !== id))}
        onClear={() => onChange([])}
      />
      <input
        type="search"
        aria-label="Search taxonomies"
        placeholder="Type to search names…"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        className={`h-8 w-full rounded-md border border-line bg-canvas px-2 text-sm ${focusRing}`}
      />
      {loadError ? <RetryAlert onRetry={loadError.onRetry}>{loadError.message}</RetryAlert> : null}
      {loading ? <p className="text-sm text-muted">Loading the taxonomy tree…</p> : null}
      <fieldset className="max-h-80 overflow-y-auto">
        <legend className="sr-only">Taxonomies and sub-taxonomies</legend>
        {visible.length === 0 && !loading ? (
          <p className="px-1 text-sm text-muted">
            {typed ? `No taxonomy matches “${typed}”.` : 'No taxonomies.'}
          </p>
        ) : null}
        <ul className="flex flex-col">
          {visible.map(({ main, subs }) => {
            const mainChecked = selected.includes(main.id);
            const open = term !== '' || expanded.has(main.id);
            const subListId = `${ids}-${main.id}`;
            const picked = main.subTaxonomies.filter((sub) => selected.includes(sub.id)).length;
            return (
              <li key={main.id}>
                <div className="flex items-center gap-1">
                  {main.subTaxonomies.length > 0 ? (
                    <button
                      type="button"
                      aria-expanded={open}
                      aria-controls={open ? subListId : undefined}
                      aria-label={`${main.name}: sub-taxonomies`}
                      disabled={term !== ''}
                      onClick={() => toggleExpanded(main.id)}
                      className={`rounded p-0.5 text-muted hover:text-ink ${focusRing}`}
                    >
                      {open ? (
                        <ChevronDown aria-hidden className="size-4" />
                      ) : (
                        <ChevronRight aria-hidden className="size-4" />
                      )}
                    </button>
                  ) : (
                    <span className="w-5" />
                  )}
                  <label className="flex flex-1 cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm font-medium hover:bg-raised">
                    <input
                      type="checkbox"
                      checked={mainChecked}
                      onChange={() => toggleMain(main)}
                      className={`accent-accent ${focusRing}`}
                    />
                    {main.name}
                    {picked > 0 && !open ? (
                      <span className="text-xs font-normal text-muted">({picked} picked)</span>
                    ) : null}
                  </label>
                </div>
                {open && subs.length > 0 ? (
                  <ul id={subListId} aria-label={`${main.name} sub-taxonomies`} className="ml-6">
                    {subs.map((sub) => (
                      <li key={sub.id}>
                        <label
                          className={`flex items-center gap-2 rounded px-1 py-0.5 text-sm ${
                            mainChecked ? 'text-muted' : 'cursor-pointer hover:bg-raised'
                          }`}
                        >
                          <input
                            type="checkbox"
                            checked={mainChecked || selected.includes(sub.id)}
                            disabled={mainChecked}
                            onChange={() => toggleSub(sub.id)}
                            className={`accent-accent ${focusRing}`}
                          />
                          {sub.name}
                          {mainChecked ? (
                            <span className="text-xs">(included in {main.name})</span>
                          ) : null}
                        </label>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      </fieldset>
    </div>
  );
}

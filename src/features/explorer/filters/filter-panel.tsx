import { memo } from 'react';
import type { IncidentsQuery } from '../../../../contract/filters/incidents';
import { FILTER_CATALOG, FILTER_GROUPS, type FilterName } from './filter-catalog';
import { FilterEditor } from './filter-editor';

interface FilterPanelProps {
  values: IncidentsQuery;
  onChange: (name: FilterName, value: IncidentsQuery[FilterName] | undefined) => void;
}

/**
 * Every filter of the incident API, grouped by the question it answers. Memoised: a new page of
 * results, or a row selected, does not draw the twenty-one editors again.
 */
export const FilterPanel = memo(function FilterPanel({ values, onChange }: FilterPanelProps) {
  return (
    <div className="flex flex-col gap-4 p-3">
      {FILTER_GROUPS.map((group) => (
        <fieldset key={group} className="flex min-w-0 flex-col gap-2.5">
          <legend className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">
            {group}
          </legend>
          {FILTER_CATALOG.filter((spec) => spec.group === group).map((spec) => {
            const active = values[spec.name] !== undefined;
            return (
              <div key={spec.name} className="flex flex-col gap-1" data-filter={spec.name}>
                <div className="flex items-baseline gap-1.5 text-sm">
                  <span className={active ? 'font-semibold' : 'font-medium'}>{spec.label}</span>
                  {active && (
                    <>
                      <span aria-hidden className="size-1.5 rounded-full bg-accent" />
                      <span className="sr-only">(active)</span>
                    </>
                  )}
                  {spec.hint && <span className="truncate text-xs text-muted">{spec.hint}</span>}
                </div>
                <FilterEditor spec={spec} values={values} onChange={onChange} />
              </div>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
});

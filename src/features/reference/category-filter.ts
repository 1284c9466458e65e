import type { IncidentTypesQuery } from '../../../contract/filters/incidents';

/** The `category` filter of `GET /incident-types` as chosen chips: which, and whether excluded. */

export type CategoryFilter = IncidentTypesQuery['category'];

export interface CategoryChoice {
  ids: readonly string[];
  exclude: boolean;
}

/** `eq:a` reads as `in:a`, `neq:a` as `nin:a`: one chosen category either way. */
export function choiceOf(filter: CategoryFilter): CategoryChoice {
  if (!filter) return { ids: [], exclude: false };
  const exclude = filter.op === 'neq' || filter.op === 'nin';
  return { ids: 'values' in filter ? filter.values : [filter.value], exclude };
}

/** Written as `in`/`nin` lists; nothing chosen means no filter. */
export function filterOf({ ids, exclude }: CategoryChoice): CategoryFilter {
  if (ids.length === 0) return undefined;
  return { op: exclude ? 'nin' : 'in', values: ids };
}

export function toggleCategory(filter: CategoryFilter, id: string): CategoryFilter {
  const choice = choiceOf(filter);
  const ids = choice.ids.includes(id)
    ? choice.ids.filter((one) => one !== id)
    : [...choice.ids, id];
  return filterOf({ ids, exclude: choice.exclude });
}

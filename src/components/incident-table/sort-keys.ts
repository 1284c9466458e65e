import type { SortKey } from '../../../contract/filters/parameters';

/**
 * Header clicks on a sortable table, as analysts know them from spreadsheets: a click sorts by
 * that column alone (flipping its direction when it already leads), a shift-click adds the
 * column as the next key, flips it when present, and a third shift-click removes it.
 */
export function nextSortKeys<Property extends string>(
  current: readonly SortKey<Property>[],
  property: Property,
  additive: boolean,
  firstDirection: 'asc' | 'desc' = 'desc',
): SortKey<Property>[] {
  const existing = current.find((key) => key.property === property);
  if (!additive) {
    const leads = current.length === 1 && existing;
    const direction = leads ? flip(existing.direction) : firstDirection;
    return [{ property, direction }];
  }
  if (!existing) return [...current, { property, direction: firstDirection }];
  if (existing.direction === firstDirection) {
    return current.map((key) =>
      key.property === property ? { property, direction: flip(key.direction) } : key,
    );
  }
  return current.filter((key) => key.property !== property);
}

const flip = (direction: 'asc' | 'desc') => (direction === 'asc' ? 'desc' : 'asc');

/** The `aria-sort` of a column: only the leading key has one, as ARIA allows a single column. */
export function ariaSortOf<Property extends string>(
  keys: readonly SortKey<Property>[],
  property: Property,
): 'ascending' | 'descending' | undefined {
  const lead = keys[0];
  if (!lead || lead.property !== property) return undefined;
  return lead.direction === 'asc' ? 'ascending' : 'descending';
}

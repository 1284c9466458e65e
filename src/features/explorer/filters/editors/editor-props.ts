import type { IncidentsQuery } from '../../../../../contract/filters/incidents';
import type { FilterName, FilterSpec } from '../filter-catalog';

export interface EditorProps<Name extends FilterName = FilterName> {
  spec: FilterSpec & { name: Name };
  value: IncidentsQuery[Name];
  /** Applies a new value; undefined removes the filter. */
  onChange: (value: IncidentsQuery[Name] | undefined) => void;
}

export const fieldClass =
  'w-full min-w-0 rounded border border-line bg-canvas px-2 py-1 text-sm text-ink placeholder:text-muted focus-visible:outline-2 focus-visible:outline-accent';

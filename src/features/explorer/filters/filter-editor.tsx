import { memo } from 'react';
import type { IncidentsQuery } from '../../../../contract/filters/incidents';
import type { FilterName, FilterSpec } from './filter-catalog';
import { ImpactEditor } from './editors/impact-editor';
import { ListFilterEditor } from './editors/list-filter-editor';
import { OngoingEditor } from './editors/ongoing-editor';
import { PeriodFilterEditor } from './editors/period-filter-editor';
import { TermEditor } from './editors/term-editor';
import { TextFilterEditor } from './editors/text-filter-editor';
import { TimeFilterEditor } from './editors/time-filter-editor';

interface FilterEditorProps {
  spec: FilterSpec;
  values: IncidentsQuery;
  onChange: (name: FilterName, value: IncidentsQuery[FilterName] | undefined) => void;
}

const chosenCategories = (values: IncidentsQuery): string[] => {
  const category = values.category;
  if (!category || category.op === 'neq' || category.op === 'nin') return [];
  return 'values' in category ? [...category.values] : [category.value];
};

/** Two values of one filter alike. They are read afresh from the address on every change. */
const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The editor that fits a filter's kind. Memoised by its own filter's value (and the categories,
 * which the type editor offers types of): a change of one filter draws that editor again, not
 * all twenty-one.
 */
export const FilterEditor = memo(
  FilterEditorOfKind,
  (previous, next) =>
    previous.spec === next.spec &&
    previous.onChange === next.onChange &&
    sameValue(previous.values[next.spec.name], next.values[next.spec.name]) &&
    (next.spec.name !== 'type' || sameValue(previous.values.category, next.values.category)),
);

function FilterEditorOfKind({ spec, values, onChange }: FilterEditorProps) {
  const change = (value: unknown) => onChange(spec.name, value as never);
  const props = { spec: spec as never, value: values[spec.name] as never, onChange: change };
  switch (spec.editor) {
    case 'term':
      return <TermEditor {...props} />;
    case 'list':
      return (
        <ListFilterEditor
          {...props}
          source={spec.source}
          categoryIds={spec.name === 'type' ? chosenCategories(values) : undefined}
        />
      );
    case 'time':
      return <TimeFilterEditor {...props} />;
    case 'period':
      return <PeriodFilterEditor {...props} />;
    case 'ongoing':
      return <OngoingEditor {...props} />;
    case 'impact':
      return <ImpactEditor {...props} />;
    case 'text':
      return <TextFilterEditor {...props} placeholder={spec.placeholder} />;
  }
}

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

/** The editor that fits a filter's kind. */
export function FilterEditor({ spec, values, onChange }: FilterEditorProps) {
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

import { X } from 'lucide-react';
import { useState } from 'react';
import { incidentsQuery } from '../../../../../contract/filters/incidents';
import type { MembershipOperator } from '../../../../../contract/filters/operators';
import { focusRing } from '@/components/button-styles';
import type { OptionSource } from '../filter-catalog';
import { useFilterOptions } from '../filter-options';
import type { EditorProps } from './editor-props';
import { OperatorSelect } from './operator-select';
import { OptionPicker } from './option-picker';

type ListFilterName =
  | 'category'
  | 'type'
  | 'theme'
  | 'tagged'
  | 'country'
  | 'continent'
  | 'involving'
  | 'reporter'
  | 'affects';

type ListValue = { op: 'eq' | 'neq'; value: string } | { op: MembershipOperator; values: string[] };

const valuesOf = (value: ListValue | undefined): string[] =>
  !value ? [] : 'values' in value ? [...value.values] : [value.value];

const isSingle = (op: string) => op === 'eq' || op === 'neq';

/**
 * A filter over a list of known values, with exactly the operators the parameter takes:
 * eq/neq hold one value, in/nin several.
 */
export function ListFilterEditor({
  spec,
  value,
  onChange,
  source,
  categoryIds,
}: EditorProps<ListFilterName> & { source: OptionSource; categoryIds?: readonly string[] }) {
  const parameter = incidentsQuery[spec.name];
  const operators = parameter.operators as readonly ListValue['op'][];
  const current = value as ListValue | undefined;
  const [draftOp, setDraftOp] = useState<ListValue['op']>(
    operators.includes('in') ? 'in' : operators[0]!,
  );
  const op = current?.op ?? draftOp;
  const selected = valuesOf(current);
  const list = useFilterOptions(source, categoryIds);

  const apply = (nextOp: ListValue['op'], values: string[]) => {
    if (values.length === 0) return onChange(undefined);
    const next: ListValue = isSingle(nextOp)
      ? { op: nextOp, value: values[0]! }
      : { op: nextOp, values };
    onChange(next);
  };

  const changeOperator = (nextOp: ListValue['op']) => {
    setDraftOp(nextOp);
    if (selected.length === 0) return;
    // eq/neq hold one value: with several chosen, the list form of the same meaning keeps them all.
    const listForm = nextOp === 'eq' ? 'in' : 'nin';
    const keepsAll = isSingle(nextOp) && selected.length > 1 && operators.includes(listForm);
    apply(keepsAll ? listForm : nextOp, selected);
  };

  return (
    // The picker's list opens across this whole row, so it fits the panel and never widens it.
    <div className="relative flex flex-col gap-1">
      <div className="flex items-center gap-1">
        <OperatorSelect
          operators={operators}
          value={op}
          onChange={changeOperator}
          label={spec.label}
        />
        <OptionPicker
          label={spec.label}
          list={list}
          selected={selected}
          multiple={!isSingle(op)}
          onChange={(values) => apply(op, values)}
          validateTyped={(typed) => {
            const result = parameter.format.parse(typed);
            return result.ok ? undefined : `Not ${result.reason}`;
          }}
        />
      </div>
      {selected.length > 1 && (
        <ul className="flex flex-wrap gap-1" aria-label={`${spec.label}: chosen`}>
          {selected.map((one) => (
            <li
              key={one}
              className="inline-flex max-w-full items-center gap-1 rounded bg-raised py-0.5 pr-0.5 pl-1.5 text-xs"
            >
              <span className="truncate">{list.labelOf(one)}</span>
              <button
                type="button"
                aria-label={`Remove ${list.labelOf(one)}`}
                onClick={() =>
                  apply(
                    op,
                    selected.filter((other) => other !== one),
                  )
                }
                className={`rounded p-0.5 text-muted hover:text-ink ${focusRing}`}
              >
                <X aria-hidden className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

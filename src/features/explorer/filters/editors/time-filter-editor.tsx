import { format } from 'date-fns';
import { useState } from 'react';
import { incidentsQuery } from '../../../../../contract/filters/incidents';
import type { IncidentsQuery } from '../../../../../contract/filters/incidents';
import { isRange } from '../../../../../contract/filters/operators';
import { lastSeconds } from '../../../../../contract/query-language/time-values';
import { LastWindowInput } from '@/components/last-window-input';
import { analystZone } from '@/lib/time/analyst-zone';
import { keyOf, useResetOnChange } from './use-reset-on-change';
import { fieldClass, type EditorProps } from './editor-props';
import { OperatorSelect } from './operator-select';

type TimeFilterName = 'startedAt' | 'endedAt' | 'reportedAt' | 'reviewedAt' | 'updatedAt';
type TimeValue = NonNullable<IncidentsQuery['startedAt']>;
type TimeOperator = TimeValue['op'];

/** `datetime-local` inputs speak the analyst's wall clock; the API speaks Unix seconds. */
const toInput = (seconds: number | undefined) =>
  seconds === undefined ? '' : format(new Date(seconds * 1000), "yyyy-MM-dd'T'HH:mm");
const fromInput = (text: string): number | undefined => {
  if (!text) return undefined;
  const ms = new Date(text).getTime();
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
};

/** A time filter: any of the eight operators, one or two instants in the analyst's zone. */
export function TimeFilterEditor({ spec, value, onChange }: EditorProps<TimeFilterName>) {
  const operators = incidentsQuery[spec.name].operators;
  const current = value;
  const [op, setOp] = useState<TimeOperator>(current?.op ?? 'gte');
  const [first, setFirst] = useState(
    toInput(current && ('from' in current ? current.from : current.value)),
  );
  const [second, setSecond] = useState(
    toInput(current && 'to' in current ? current.to : undefined),
  );
  const [problem, setProblem] = useState<string>();
  useResetOnChange(keyOf(current), () => {
    if (!current) {
      setFirst('');
      setSecond('');
      return;
    }
    setOp(current.op);
    setFirst(toInput('from' in current ? current.from : current.value));
    setSecond(toInput('to' in current ? current.to : undefined));
    setProblem(undefined);
  });

  const apply = (nextOp: TimeOperator, firstText: string, secondText: string) => {
    const from = fromInput(firstText);
    if (!isRange(nextOp)) {
      setProblem(undefined);
      if (from === undefined) return onChange(undefined);
      return onChange({ op: nextOp, value: from });
    }
    const to = fromInput(secondText);
    if (from === undefined && to === undefined) {
      setProblem(undefined);
      return onChange(undefined);
    }
    // A half-written range is not applied yet; the analyst is still typing.
    if (from === undefined || to === undefined) return setProblem('Give both ends of the range.');
    if (from > to) return setProblem('The range starts after it ends.');
    setProblem(undefined);
    onChange({ op: nextOp, from, to });
  };

  const zone = analystZone();
  // Started and reported have their own "within" filter (the API's period); the other times
  // take "last N" as a start bound back from now.
  const takesLast = spec.name !== 'startedAt' && spec.name !== 'reportedAt';
  return (
    <div className="flex flex-col gap-1">
      <OperatorSelect
        operators={operators}
        value={op}
        timeWords
        label={spec.label}
        onChange={(next) => {
          setOp(next);
          apply(next, first, second);
        }}
      />
      <input
        type="datetime-local"
        aria-label={`${spec.label}${isRange(op) ? ': from' : ''} (${zone})`}
        value={first}
        onChange={(event) => {
          setFirst(event.target.value);
          apply(op, event.target.value, second);
        }}
        className={fieldClass}
      />
      {isRange(op) && (
        <input
          type="datetime-local"
          aria-label={`${spec.label}: to (${zone})`}
          value={second}
          onChange={(event) => {
            setSecond(event.target.value);
            apply(op, first, event.target.value);
          }}
          className={fieldClass}
        />
      )}
      {takesLast ? (
        <LastWindowInput
          label={spec.label}
          onApply={(window) =>
            onChange({ op: 'gte', value: Math.floor(Date.now() / 1000) - lastSeconds(window) })
          }
        />
      ) : null}
      {problem ? (
        <p role="alert" className="text-xs text-danger">
          {problem}
        </p>
      ) : (
        first && <p className="text-xs text-muted">Your time zone: {zone}</p>
      )}
    </div>
  );
}

import { useState } from 'react';
import { incidentsQuery } from '../../../../../contract/filters/incidents';
import type { IncidentsQuery } from '../../../../../contract/filters/incidents';
import { isRange } from '../../../../../contract/filters/operators';
import { useImpactRatings } from '@/lib/reference/lookups';
import { keyOf, useResetOnChange } from './use-reset-on-change';
import { fieldClass, type EditorProps } from './editor-props';
import { OperatorSelect } from './operator-select';

type ImpactValue = NonNullable<IncidentsQuery['impact']>;

/** Impact ratings with their descriptions, compared with any of the eight operators. */
export function ImpactEditor({ spec, value, onChange }: EditorProps<'impact'>) {
  const ratings = useImpactRatings();
  const current = value;
  const [op, setOp] = useState<ImpactValue['op']>(current?.op ?? 'gte');
  const [first, setFirst] = useState(
    current ? String('from' in current ? current.from : current.value) : '',
  );
  const [second, setSecond] = useState(current && 'to' in current ? String(current.to) : '');

  useResetOnChange(keyOf(current), () => {
    if (current) setOp(current.op);
    setFirst(current ? String('from' in current ? current.from : current.value) : '');
    setSecond(current && 'to' in current ? String(current.to) : '');
  });

  const apply = (nextOp: ImpactValue['op'], a: string, b: string) => {
    if (a === '') return onChange(undefined);
    if (!isRange(nextOp)) return onChange({ op: nextOp, value: Number(a) });
    if (b === '') return;
    const [from, to] = [Number(a), Number(b)].sort((x, y) => x - y) as [number, number];
    onChange({ op: nextOp, from, to });
  };

  const options = (ratings.data ?? []).map((rating) => (
    <option key={rating.rating} value={rating.rating}>
      {rating.rating < 0 ? 'Unknown' : rating.rating} · {rating.shortDescription}
    </option>
  ));
  const description = ratings.data?.find(
    (rating) => String(rating.rating) === first,
  )?.longDescription;

  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-1">
        <OperatorSelect
          operators={incidentsQuery.impact.operators}
          value={op}
          label={spec.label}
          onChange={(next) => {
            setOp(next);
            apply(next, first, second);
          }}
        />
        <select
          aria-label={`${spec.label}${isRange(op) ? ': from' : ''}`}
          value={first}
          onChange={(event) => {
            setFirst(event.target.value);
            apply(op, event.target.value, second);
          }}
          className={fieldClass}
        >
          <option value="">{ratings.isPending ? 'Loading…' : 'Any'}</option>
          {options}
        </select>
      </div>
      {isRange(op) && (
        <div className="flex items-center gap-1 pl-1">
          <span className="w-14 shrink-0 text-right text-xs text-muted">and</span>
          <select
            aria-label={`${spec.label}: to`}
            value={second}
            onChange={(event) => {
              setSecond(event.target.value);
              apply(op, first, event.target.value);
            }}
            className={fieldClass}
          >
            <option value="">Choose</option>
            {options}
          </select>
        </div>
      )}
      {ratings.isError && (
        <p className="text-xs text-danger">The rating descriptions could not be loaded.</p>
      )}
      {description && !isRange(op) && <p className="text-xs text-muted">{description}</p>}
    </div>
  );
}

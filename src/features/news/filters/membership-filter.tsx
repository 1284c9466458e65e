import { useId, useState, type ReactNode } from 'react';
import { groupLabelClass, selectClass } from './control-styles';

export type Membership = { op: 'in' | 'nin'; values: readonly string[] };

/**
 * A list filter with include (`in`) or exclude (`nin`). With nothing picked the address holds
 * no filter, so the chosen operator waits here until the first pick.
 */
export function MembershipFilter({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: Membership | undefined;
  onChange: (next: Membership | undefined) => void;
  children: (selected: readonly string[], pick: (values: string[]) => void) => ReactNode;
}) {
  const [pendingOp, setPendingOp] = useState<Membership['op']>('in');
  const op = value?.op ?? pendingOp;
  const labelId = useId();
  const pick = (values: string[]) => onChange(values.length === 0 ? undefined : { op, values });
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-0.5">
      <span id={labelId} className={groupLabelClass}>
        {label}
      </span>
      <div className="flex gap-1">
        <select
          aria-label={`${label} operator`}
          value={op}
          onChange={(event) => {
            const next = event.target.value as Membership['op'];
            setPendingOp(next);
            if (value) onChange({ op: next, values: value.values });
          }}
          className={selectClass}
        >
          <option value="in">is any of</option>
          <option value="nin">is none of</option>
        </select>
        {children(value?.values ?? [], pick)}
      </div>
    </div>
  );
}

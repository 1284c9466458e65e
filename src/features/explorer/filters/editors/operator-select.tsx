import { OPERATOR_LABELS, type Operator } from '../../../../../contract/filters/operators';

const TIME_WORDS: Partial<Record<Operator, string>> = {
  eq: 'at',
  neq: 'not at',
  gt: 'after',
  gte: 'from',
  lt: 'before',
  lte: 'until',
};

/** The operators a parameter takes, exactly those, in the API's order. */
export function OperatorSelect<Op extends Operator>({
  operators,
  value,
  onChange,
  label,
  timeWords = false,
}: {
  operators: readonly Op[];
  value: Op;
  onChange: (op: Op) => void;
  label: string;
  timeWords?: boolean;
}) {
  return (
    <select
      aria-label={`${label}: operator`}
      value={value}
      onChange={(event) => onChange(event.target.value as Op)}
      className="w-32 shrink-0 rounded border border-line bg-canvas px-1 py-1 text-xs text-ink focus-visible:outline-2 focus-visible:outline-accent"
    >
      {operators.map((op) => (
        <option key={op} value={op}>
          {(timeWords && TIME_WORDS[op]) || OPERATOR_LABELS[op]}
        </option>
      ))}
    </select>
  );
}

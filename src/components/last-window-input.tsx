import { useId, useState } from 'react';
import type { LastWindow } from '../../contract/query-language/time-values';
import { lastSeconds } from '../../contract/query-language/time-values';
import { focusRing, secondaryButton } from './button-styles';

const UNITS = [
  { unit: 'h', label: 'hours' },
  { unit: 'd', label: 'days' },
  { unit: 'w', label: 'weeks' },
] as const;

/**
 * "Last N hours, days or weeks", beside a time filter's presets. `maxSeconds` is the longest
 * window the API serves; a longer one is explained and not applied.
 */
export function LastWindowInput({
  onApply,
  maxSeconds,
  maxLabel,
  label,
}: {
  onApply: (window: LastWindow) => void;
  maxSeconds?: number;
  maxLabel?: string;
  /** Names the group when several sit on one page ("Updated: last"). */
  label?: string;
}) {
  const [amount, setAmount] = useState('');
  const [unit, setUnit] = useState<LastWindow['unit']>('d');
  const [problem, setProblem] = useState<string>();
  const legendId = useId();

  const apply = () => {
    const value = Number(amount);
    if (!/^\d{1,6}$/.test(amount.trim()) || value < 1) {
      setProblem('Give a whole number of at least 1.');
      return;
    }
    const window = { amount: value, unit };
    if (maxSeconds !== undefined && lastSeconds(window) > maxSeconds) {
      setProblem(`At most ${maxLabel ?? `${maxSeconds / 86_400} days`}.`);
      return;
    }
    setProblem(undefined);
    onApply(window);
  };

  return (
    <div role="group" aria-labelledby={legendId} className="flex flex-col gap-1">
      <div className="flex items-center gap-1 text-sm">
        <span id={legendId}>
          {label ? <span className="sr-only">{label}: </span> : null}
          Last
        </span>
        <input
          type="text"
          inputMode="numeric"
          aria-label="How many"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
          aria-invalid={problem ? true : undefined}
          className={`h-8 w-16 rounded-md border border-line bg-canvas px-2 tabular-nums ${focusRing}`}
        />
        <select
          aria-label="Unit"
          value={unit}
          onChange={(event) => setUnit(event.target.value as LastWindow['unit'])}
          className={`h-8 rounded-md border border-line bg-surface px-1 ${focusRing}`}
        >
          {UNITS.map((one) => (
            <option key={one.unit} value={one.unit}>
              {one.label}
            </option>
          ))}
        </select>
        <button type="button" className={`${secondaryButton} !h-8 !py-0`} onClick={apply}>
          Set
        </button>
      </div>
      {problem ? (
        <p role="alert" className="text-xs text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

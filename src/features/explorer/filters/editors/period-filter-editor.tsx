import { useState } from 'react';
import { incidentsQuery } from '../../../../../contract/filters/incidents';
import { readLastAmount } from '../../../../../contract/query-language/syntax';
import { lastToIso, readLast } from '../../../../../contract/query-language/time-values';
import { describeDuration } from '../describe-filter';
import { keyOf, useResetOnChange } from './use-reset-on-change';
import { fieldClass, type EditorProps } from './editor-props';

type PeriodFilterName = 'startedInPeriod' | 'reportedInPeriod';

const PRESETS = ['P1D', 'P3D', 'P7D', 'P30D'] as const;
const CUSTOM = 'custom';

/** A period back from now: the presets analysts use most, or any ISO 8601 duration. */
export function PeriodFilterEditor({ spec, value, onChange }: EditorProps<PeriodFilterName>) {
  const written = value?.value;
  const isPreset = written === undefined || (PRESETS as readonly string[]).includes(written);
  const [custom, setCustom] = useState(isPreset ? '' : written);
  const [showCustom, setShowCustom] = useState(!isPreset);
  const [problem, setProblem] = useState<string>();
  useResetOnChange(keyOf(value), () => {
    const preset = written === undefined || (PRESETS as readonly string[]).includes(written);
    setShowCustom(!preset);
    setCustom(preset ? '' : written);
    setProblem(undefined);
  });

  const applyCustom = (text: string) => {
    // "3d", "12 hours", "2 weeks" as analysts say it; an ISO 8601 duration (P1M) as the API does.
    const last = readLastAmount(text.trim().replace(/^last\s+/i, ''));
    const window = last ? readLast(last) : undefined;
    const trimmed = window ? lastToIso(window) : text.trim().toUpperCase();
    if (!trimmed) {
      setProblem(undefined);
      return onChange(undefined);
    }
    const result = incidentsQuery[spec.name].parse(spec.name, `eq:${trimmed}`);
    if (!result.ok)
      return setProblem('Write a window like 3d, 12h, 2w, or an ISO duration like P1M.');
    setProblem(undefined);
    onChange(result.value);
  };

  return (
    <div className="flex flex-col gap-1">
      <select
        aria-label={spec.label}
        value={showCustom ? CUSTOM : (written ?? '')}
        onChange={(event) => {
          const choice = event.target.value;
          if (choice === CUSTOM) return setShowCustom(true);
          setShowCustom(false);
          setProblem(undefined);
          onChange(choice ? { op: 'eq', value: choice } : undefined);
        }}
        className={fieldClass}
      >
        <option value="">Any time</option>
        {PRESETS.map((preset) => (
          <option key={preset} value={preset}>
            Last {describeDuration(preset)}
          </option>
        ))}
        <option value={CUSTOM}>Last N hours, days, weeks…</option>
      </select>
      {showCustom && (
        <input
          aria-label={`${spec.label}: last hours, days or weeks`}
          placeholder="3d, 12h, 2w or P1M"
          value={custom}
          onChange={(event) => setCustom(event.target.value)}
          onBlur={() => applyCustom(custom)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') applyCustom(custom);
          }}
          aria-invalid={problem ? true : undefined}
          className={`${fieldClass} font-mono`}
        />
      )}
      {problem && (
        <p role="alert" className="text-xs text-danger">
          {problem}
        </p>
      )}
    </div>
  );
}

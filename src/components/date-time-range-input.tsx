import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { analystZoneLabel, fromLocalInputValue, toLocalInputValue } from '@/lib/time/analyst-zone';
import { formatUtcDateTime } from '@/lib/time/format-time';
import { focusRing, primaryButton } from './button-styles';

/** A span in Unix seconds; either end may be left open. */
export interface TimeRange {
  from?: number;
  to?: number;
}

interface DateTimeRangeInputProps {
  legend: string;
  /** The range the fields start from. */
  initial: TimeRange;
  onApply: (range: TimeRange) => void;
  /** A further rule (an API's limit), checked as the analyst types, before anything is sent. */
  check?: (range: TimeRange) => string | undefined;
  /** Both ends are needed, or one is enough. */
  requireBoth?: boolean;
  /** Said under the fields: what an open end means, the limits. */
  hint?: ReactNode;
  applyLabel?: string;
}

const inputClass = `h-8 rounded-md border border-line bg-canvas px-2 text-sm text-ink [color-scheme:light] dark:[color-scheme:dark] ${focusRing}`;

/**
 * A from–to range typed in the analyst's own zone (said beside the fields), with each end shown
 * in UTC as it is typed. Problems (an end before the start, a rule of the API) show in place and
 * keep the range from being applied.
 */
export function DateTimeRangeInput({
  legend,
  initial,
  onApply,
  check,
  requireBoth = false,
  hint,
  applyLabel = 'Apply',
}: DateTimeRangeInputProps) {
  const [fromText, setFromText] = useState(() =>
    initial.from === undefined ? '' : toLocalInputValue(initial.from * 1000),
  );
  const [toText, setToText] = useState(() =>
    initial.to === undefined ? '' : toLocalInputValue(initial.to * 1000),
  );
  const ids = useId();
  const fromMs = fromLocalInputValue(fromText);
  const toMs = fromLocalInputValue(toText);
  const range: TimeRange = {
    ...(fromMs === undefined ? {} : { from: Math.floor(fromMs / 1000) }),
    ...(toMs === undefined ? {} : { to: Math.floor(toMs / 1000) }),
  };

  const problem =
    fromText !== '' && fromMs === undefined
      ? 'The start is not a complete date and time.'
      : toText !== '' && toMs === undefined
        ? 'The end is not a complete date and time.'
        : range.from === undefined && range.to === undefined
          ? requireBoth
            ? 'Enter a start and an end.'
            : 'Enter a start, an end, or both.'
          : requireBoth && (range.from === undefined || range.to === undefined)
            ? 'Enter both a start and an end.'
            : range.from !== undefined && range.to !== undefined && range.from >= range.to
              ? 'The end must come after the start.'
              : check?.(range);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem) onApply(range);
  };

  const utcEcho = (epochMs: number | undefined) =>
    epochMs === undefined ? '\u00a0' : `= ${formatUtcDateTime(epochMs)}`;

  return (
    <form onSubmit={submit} noValidate>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">{legend}</legend>
        <p id={`${ids}-zone`} className="text-xs text-muted">
          Times in your zone: {analystZoneLabel(fromMs ?? toMs)}
        </p>
        <div className="grid grid-cols-[auto_1fr] items-center gap-x-2 gap-y-0.5 text-sm">
          <label htmlFor={`${ids}-from`}>From</label>
          <input
            id={`${ids}-from`}
            type="datetime-local"
            value={fromText}
            onChange={(event) => setFromText(event.target.value)}
            aria-describedby={`${ids}-zone ${ids}-from-utc ${ids}-problem`}
            className={inputClass}
          />
          <span />
          <span id={`${ids}-from-utc`} className="text-xs text-muted tabular-nums">
            {utcEcho(fromMs)}
          </span>
          <label htmlFor={`${ids}-to`}>To</label>
          <input
            id={`${ids}-to`}
            type="datetime-local"
            value={toText}
            onChange={(event) => setToText(event.target.value)}
            aria-describedby={`${ids}-zone ${ids}-to-utc ${ids}-problem`}
            className={inputClass}
          />
          <span />
          <span id={`${ids}-to-utc`} className="text-xs text-muted tabular-nums">
            {utcEcho(toMs)}
          </span>
        </div>
        {hint ? <div className="text-xs text-muted">{hint}</div> : null}
        <p
          id={`${ids}-problem`}
          aria-live="polite"
          className={`min-h-5 text-sm ${problem && (fromText || toText) ? 'text-danger' : 'text-muted'}`}
        >
          {fromText || toText ? problem : null}
        </p>
        <div>
          <button type="submit" disabled={problem !== undefined} className={primaryButton}>
            {applyLabel}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

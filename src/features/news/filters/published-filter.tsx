import { CalendarRange } from 'lucide-react';
import { useId } from 'react';
import { DateTimeRangeInput } from '@/components/date-time-range-input';
import { focusRing } from '@/components/button-styles';
import { Popover, usePopoverClose } from '@/components/popover';
import { describeWindow } from '../describe-window';
import { NEWS_MAX_WINDOW_SECONDS } from '../../../../contract/filters/news';
import { lastToIso, type LastWindow } from '../../../../contract/query-language/time-values';
import { LastWindowInput } from '@/components/last-window-input';
import {
  filterOfRange,
  findPreset,
  WINDOW_PRESETS,
  windowLimitProblem,
  type PublishedWindow,
} from '../published-window';
import { groupLabelClass } from './control-styles';

const segment = (pressed: boolean) =>
  `h-8 px-2 text-sm whitespace-nowrap border-line ${focusRing} ${
    pressed ? 'bg-accent text-accent-ink' : 'bg-surface text-ink hover:bg-raised'
  }`;

/**
 * Published time: relative presets (the first is the service's default) or a custom range typed
 * in the analyst's zone. A range past the API's 3-month limit is explained in the form and
 * cannot be applied.
 */
export function PublishedFilter({
  window,
  span,
  nowSeconds,
  onChange,
}: {
  window: PublishedWindow;
  /** The span the current results cover, to start the custom form from. */
  span: { from: number; to: number };
  nowSeconds: number;
  onChange: (next: PublishedWindow) => void;
}) {
  const labelId = useId();
  // A range, or a relative window that is not one of the buttons (the last 36 hours).
  const custom =
    window.kind === 'absolute' || !WINDOW_PRESETS.some((preset) => preset.id === window.preset.id);
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-0.5">
      <span id={labelId} className={groupLabelClass}>
        Published
      </span>
      <div className="flex items-center">
        <div className="flex overflow-hidden rounded-md border border-line">
          {WINDOW_PRESETS.map((preset, index) => (
            <button
              key={preset.id}
              type="button"
              aria-pressed={window.kind === 'preset' && window.preset.id === preset.id}
              title={preset.id === 'P90D' ? `${preset.label} (90 days)` : preset.label}
              onClick={() => onChange({ kind: 'preset', preset })}
              className={`${segment(window.kind === 'preset' && window.preset.id === preset.id)} ${
                index > 0 ? 'border-l' : ''
              }`}
            >
              {preset.short}
            </button>
          ))}
        </div>
        <Popover
          trigger={
            <>
              <CalendarRange aria-hidden className="size-4" />
              <span className="max-w-64 truncate">
                {custom ? describeWindow(window) : 'Custom…'}
              </span>
            </>
          }
          triggerLabel={custom ? `Custom range: ${describeWindow(window)}` : undefined}
          triggerClassName={`ml-1 flex items-center gap-1 rounded-md border ${
            custom
              ? 'border-accent bg-accent text-accent-ink'
              : 'border-line bg-surface hover:bg-raised'
          } h-8 px-2 text-sm`}
          panelLabel="Custom published window"
          align="end"
          panelClassName="w-80 p-3"
        >
          <CustomRangeForm
            window={window}
            span={span}
            nowSeconds={nowSeconds}
            onChange={onChange}
          />
        </Popover>
      </div>
    </div>
  );
}

/** The custom range inside the popover, which closes once the range applies. */
function CustomRangeForm({
  window,
  span,
  nowSeconds,
  onChange,
}: {
  window: PublishedWindow;
  span: { from: number; to: number };
  nowSeconds: number;
  onChange: (next: PublishedWindow) => void;
}) {
  const close = usePopoverClose();
  const applyLast = (last: LastWindow) => {
    const preset = findPreset(lastToIso(last));
    if (preset) onChange({ kind: 'preset', preset });
    close();
  };
  const initial =
    window.kind === 'absolute' && window.filter.op === 'gte'
      ? { from: span.from }
      : window.kind === 'absolute' && window.filter.op === 'lte'
        ? { to: span.to }
        : span;
  return (
    <div className="flex flex-col gap-3">
      <LastWindowInput
        onApply={applyLast}
        maxSeconds={NEWS_MAX_WINDOW_SECONDS}
        maxLabel="92 days (3 months)"
      />
      <DateTimeRangeInput
        legend="Published between"
        initial={initial}
        check={(range) => {
          const filter = filterOfRange(range);
          return filter ? windowLimitProblem({ kind: 'absolute', filter }, nowSeconds) : undefined;
        }}
        hint={
          <>
            The news API serves at most 3 months (92 days) at a time. Leave the end empty for “until
            now”; an end alone covers the 24 hours before it.
          </>
        }
        onApply={(range) => {
          const filter = filterOfRange(range);
          if (filter) onChange({ kind: 'absolute', filter });
          close();
        }}
      />
    </div>
  );
}

import { CalendarRange, Pause, Play, X } from 'lucide-react';
import { useMemo } from 'react';
import { secondaryButton } from '@/components/button-styles';
import { DateTimeRangeInput } from '@/components/date-time-range-input';
import { Popover, usePopoverClose } from '@/components/popover';
import { formatDateTime, formatDateTimeCompact } from '@/lib/time/format-time';
import { bucketStartTimes, countInRange } from './timeline-buckets';
import { TimelineChart } from './timeline-chart';
import { TIMELINE_HEIGHT_CLASS } from './timeline-size';
import type { TimelineRange, TimelineRangeListener } from './timeline-range';
import { useTimelinePlay } from './use-timeline-play';

export interface IncidentTimelineProps {
  /** Start time (Unix seconds) of every incident loaded on the map — the whole set, not cut by startedAt. */
  startTimes: readonly number[];
  /** The current startedAt=bt range (Unix seconds, inclusive), or undefined when none / not a bt filter. */
  range: { from: number; to: number } | undefined;
  /** Called when the analyst brushes, clears, or Play steps (see TimelineRangeListener). */
  onRangeChange: TimelineRangeListener;
}

const compact = `${secondaryButton} px-2 py-0.5 text-xs`;
const span = (range: TimelineRange) =>
  `${formatDateTime(range.from * 1000)} and ${formatDateTime(range.to * 1000)}`;
const compactSpan = (range: TimelineRange) =>
  `${formatDateTimeCompact(range.from * 1000)} – ${formatDateTimeCompact(range.to * 1000)}`;

/**
 * Incidents per start-time bucket under the map, with the `startedAt` range as a selection over
 * the whole distribution: drag across the bars, type the ends, or play a window through time.
 */
export function IncidentTimeline({ startTimes, range, onRangeChange }: IncidentTimelineProps) {
  const timeline = useMemo(() => bucketStartTimes(startTimes), [startTimes]);
  const { playing, play, pause } = useTimelinePlay({
    extent: timeline?.extent,
    bucketSeconds: timeline ? timeline.buckets[0]!.end - timeline.buckets[0]!.start : 1,
    range,
    onRangeChange,
  });
  const change = (next: TimelineRange | undefined) => {
    pause();
    onRangeChange(next);
  };

  const total = startTimes.length;
  const inRange = timeline && range ? countInRange(timeline.sorted, range) : undefined;
  const incidents = (count: number) =>
    `${count.toLocaleString()} incident${count === 1 ? '' : 's'}`;
  // Said in full for screen readers; shown compactly, as in the table, so it stays on one line.
  const summary = timeline
    ? `${incidents(total)} started between ${span(timeline.extent)}, per ${timeline.unitLabel}.${
        range && inRange !== undefined
          ? ` Selected: ${incidents(inRange)} between ${span(range)}.`
          : ''
      }`
    : 'No incidents are loaded, so there is no timeline to show.';

  return (
    <section
      aria-labelledby="incident-timeline-title"
      className={`${TIMELINE_HEIGHT_CLASS} flex flex-col gap-1 border-t border-line bg-surface px-4 py-1.5`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
        <h2 id="incident-timeline-title" className="font-semibold">
          Timeline
        </h2>
        {timeline ? <p className="sr-only">{summary}</p> : null}
        <p
          aria-hidden={timeline ? true : undefined}
          className="min-w-0 flex-1 truncate text-muted tabular-nums"
          title={summary}
        >
          {timeline ? (
            <>
              {incidents(total)} by {timeline.unitLabel}
              {range && inRange !== undefined ? (
                <span className="text-ink">
                  {' '}
                  · selected {inRange.toLocaleString()} ({compactSpan(range)})
                </span>
              ) : (
                ` (${compactSpan(timeline.extent)})`
              )}
            </>
          ) : (
            summary
          )}
        </p>
        <div className="flex items-center gap-1.5">
          {playing ? (
            <button type="button" className={compact} onClick={pause}>
              <Pause aria-hidden className="size-3.5" /> Pause
            </button>
          ) : (
            <button type="button" className={compact} onClick={play} disabled={!timeline}>
              <Play aria-hidden className="size-3.5" /> Play
            </button>
          )}
          <Popover
            trigger={
              <>
                <CalendarRange aria-hidden className="size-3.5" /> Set range…
              </>
            }
            triggerClassName={compact}
            panelLabel="Set the start-time range"
            panelClassName="w-80 p-3"
            align="end"
            side="above"
          >
            <RangeForm range={range ?? timeline?.extent} onApply={change} />
          </Popover>
          <button
            type="button"
            className={compact}
            onClick={() => change(undefined)}
            disabled={!range}
          >
            <X aria-hidden className="size-3.5" /> Clear range
          </button>
        </div>
      </div>
      {/* Drawn for the pointer; the same range is set from the buttons above and said in text. */}
      <div aria-hidden className="min-h-0 flex-1 [&_*:focus]:outline-none">
        {timeline ? <TimelineChart timeline={timeline} range={range} onBrush={change} /> : null}
      </div>
    </section>
  );
}

function RangeForm({
  range,
  onApply,
}: {
  range: TimelineRange | undefined;
  onApply: (range: TimelineRange) => void;
}) {
  const close = usePopoverClose();
  return (
    <DateTimeRangeInput
      legend="Started between"
      initial={range ?? {}}
      requireBoth
      applyLabel="Apply range"
      hint="Both ends are included: the end through its last second."
      onApply={(typed) => {
        if (typed.from === undefined || typed.to === undefined) return;
        // The fields hold minutes; "to 18:30" means up to 18:30:59.
        onApply({ from: typed.from, to: typed.to + 59 });
        close();
      }}
    />
  );
}

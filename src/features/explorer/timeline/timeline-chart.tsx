import { useEffect, useRef, useState } from 'react';
import {
  Bar,
  BarChart,
  Cell,
  ReferenceArea,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import {
  formatDateTime,
  formatDayAndMonth,
  formatMonthAndYear,
  formatTimeOfDay,
  formatUtcDateTime,
} from '@/lib/time/format-time';
import {
  bucketOverlaps,
  rangeOfBuckets,
  type BucketUnit,
  type Timeline,
  type TimelineBucket,
} from './timeline-buckets';
import type { TimelineRange } from './timeline-range';

const AXIS = { fontSize: 11, fill: 'var(--color-muted)' };

/** Axis labels in the analyst's zone, as fine as the bucket. */
function tickLabel(unit: BucketUnit, seconds: number): string {
  const ms = seconds * 1000;
  if (unit === 'hour' || unit === 'six-hours') {
    return `${formatDayAndMonth(ms)} ${formatTimeOfDay(ms)}`;
  }
  return unit === 'month' ? formatMonthAndYear(ms) : formatDayAndMonth(ms);
}

function BucketTooltip({ active, payload }: TooltipContentProps) {
  const bucket = payload?.[0]?.payload as TimelineBucket | undefined;
  if (!active || !bucket) return null;
  return (
    <div className="rounded-md border border-line bg-surface px-2 py-1 text-xs text-ink shadow">
      <p className="font-semibold tabular-nums">
        {bucket.count.toLocaleString()} incident{bucket.count === 1 ? '' : 's'}
      </p>
      <p className="tabular-nums">
        {formatDateTime(bucket.start * 1000)} – {formatDateTime(bucket.end * 1000)}
      </p>
      <p className="text-muted tabular-nums">
        {formatUtcDateTime(bucket.start * 1000)} – {formatUtcDateTime(bucket.end * 1000)}
      </p>
    </div>
  );
}

const indexOf = (state: { activeTooltipIndex?: unknown }) => {
  const index = Number(state.activeTooltipIndex);
  return state.activeTooltipIndex == null || Number.isNaN(index) ? undefined : index;
};

/**
 * The whole distribution as bars, the range highlighted over it. Dragging across the bars
 * selects whole buckets and commits once on release (also when released outside the chart).
 */
export function TimelineChart({
  timeline,
  range,
  onBrush,
}: {
  timeline: Timeline;
  range: TimelineRange | undefined;
  onBrush: (range: TimelineRange) => void;
}) {
  const { buckets, unit } = timeline;
  const [drag, setDrag] = useState<{ anchor: number; current: number } | undefined>();
  const dragRef = useRef(drag);
  const commit = useRef(onBrush);
  useEffect(() => {
    dragRef.current = drag;
    commit.current = onBrush;
  });

  // A release anywhere ends the drag, so letting go beside the chart still commits.
  const dragging = drag !== undefined;
  useEffect(() => {
    if (!dragging) return;
    const release = () => {
      const done = dragRef.current;
      setDrag(undefined);
      if (done) commit.current(rangeOfBuckets(buckets, done.anchor, done.current));
    };
    window.addEventListener('mouseup', release);
    return () => window.removeEventListener('mouseup', release);
  }, [dragging, buckets]);

  const highlighted = (bucket: TimelineBucket, index: number) =>
    drag
      ? index >= Math.min(drag.anchor, drag.current) && index <= Math.max(drag.anchor, drag.current)
      : !range || bucketOverlaps(bucket, range);

  const first = range && buckets.findIndex((bucket) => bucketOverlaps(bucket, range));
  const last = range && buckets.findLastIndex((bucket) => bucketOverlaps(bucket, range));

  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        accessibilityLayer={false}
        tabIndex={-1}
        data={buckets}
        barCategoryGap={1}
        margin={{ top: 4, right: 8, bottom: 0, left: -8 }}
        style={{ cursor: 'crosshair', userSelect: 'none' }}
        onMouseDown={(state) => {
          const index = indexOf(state);
          if (index !== undefined) setDrag({ anchor: index, current: index });
        }}
        onMouseMove={(state) => {
          const index = indexOf(state);
          if (drag && index !== undefined && index !== drag.current) {
            setDrag({ ...drag, current: index });
          }
        }}
      >
        <XAxis
          dataKey="start"
          tick={AXIS}
          tickLine={false}
          axisLine={false}
          minTickGap={36}
          tickFormatter={(start: number) => tickLabel(unit, start)}
        />
        <YAxis allowDecimals={false} tick={AXIS} tickLine={false} axisLine={false} width={44} />
        {!drag && first !== undefined && first >= 0 && last !== undefined && (
          <ReferenceArea
            x1={buckets[first]!.start}
            x2={buckets[last]!.start}
            fill="var(--color-accent)"
            fillOpacity={0.12}
            stroke="var(--color-accent)"
            strokeOpacity={0.6}
          />
        )}
        {drag && (
          <ReferenceArea
            x1={buckets[Math.min(drag.anchor, drag.current)]!.start}
            x2={buckets[Math.max(drag.anchor, drag.current)]!.start}
            fill="var(--color-accent)"
            fillOpacity={0.2}
            strokeDasharray="3 3"
            stroke="var(--color-accent)"
          />
        )}
        <Tooltip
          content={BucketTooltip}
          cursor={{ fill: 'var(--color-raised)' }}
          isAnimationActive={false}
        />
        <Bar dataKey="count" name="Incidents" isAnimationActive={false}>
          {buckets.map((bucket, index) => (
            <Cell
              key={bucket.start}
              fill={highlighted(bucket, index) ? 'var(--color-accent)' : 'var(--color-line)'}
            />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

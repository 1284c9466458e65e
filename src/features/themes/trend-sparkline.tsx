import { formatDate, instantOfLocalTime } from '@/lib/time/format-time';
import { trendSeriesOf, type TrendPoint } from './trend-series';

/** A period label as a date when it is one (`2026-08-31T00:00:00+0000` → "31 Aug 2026"). */
export function periodName(point: TrendPoint): string | undefined {
  if (point.label === undefined) return undefined;
  const instant = instantOfLocalTime(point.label);
  return instant === undefined ? point.label : formatDate(instant);
}

function describe(points: readonly TrendPoint[], measure: string | undefined): string {
  const what = measure ? `${measure[0]!.toUpperCase()}${measure.slice(1)} per period` : 'Trend';
  const values = points.map((point) => point.value);
  const since = periodName(points[0]!);
  return `${what}, ${points.length} period${points.length === 1 ? '' : 's'}${since ? ` from ${since}` : ''}: latest ${values.at(-1)}, highest ${Math.max(...values)}, lowest ${Math.min(...values)}`;
}

/**
 * A theme's `trendHistory` as a small line: its shape at a glance, its figures in the accessible
 * name and the tooltip. Elements the series cannot read are left out and said so.
 */
export function TrendSparkline({
  history,
  width = 96,
  height = 24,
}: {
  history: readonly unknown[];
  width?: number;
  height?: number;
}) {
  const { points, measure, unreadable } = trendSeriesOf(history);
  if (points.length === 0) {
    return (
      <span className="text-xs text-muted">
        {unreadable > 0 ? 'Trend not readable' : 'No trend'}
      </span>
    );
  }
  const values = points.map((point) => point.value);
  const low = Math.min(0, ...values);
  const high = Math.max(low + 1, ...values);
  const pad = 2;
  const x = (index: number) =>
    points.length === 1 ? width / 2 : pad + (index * (width - 2 * pad)) / (points.length - 1);
  const y = (value: number) => height - pad - ((value - low) * (height - 2 * pad)) / (high - low);
  const line = points.map((point, index) => `${x(index)},${y(point.value)}`).join(' ');
  const area = `${x(0)},${y(low)} ${line} ${x(points.length - 1)},${y(low)}`;
  const label =
    describe(points, measure) +
    (unreadable > 0 ? ` (${unreadable} unreadable entries left out)` : '');
  const tooltip = points
    .map((point, index) => `${periodName(point) ?? `#${index + 1}`}: ${point.value}`)
    .join('\n');
  return (
    <svg
      role="img"
      aria-label={label}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className="overflow-visible text-accent"
    >
      <title>{`${label}\n${tooltip}`}</title>
      <polygon points={area} className="fill-current opacity-15" />
      <polyline
        points={line}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <circle cx={x(points.length - 1)} cy={y(values.at(-1)!)} r={2} className="fill-current" />
    </svg>
  );
}

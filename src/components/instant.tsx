import {
  analystZoneIsUtc,
  describeInstant,
  formatDateTime,
  formatUtcDateTime,
  instantOfLocalTime,
} from '@/lib/time/format-time';
import { formatRelativeTime } from '@/lib/time/relative-time';

/** How long ago, with the exact time in the analyst's zone and in UTC on hover. */
export function RelativeInstant({ epochMs, nowMs }: { epochMs: number; nowMs: number }) {
  return (
    <time dateTime={new Date(epochMs).toISOString()} title={describeInstant(epochMs)}>
      {formatRelativeTime(epochMs, nowMs)}
    </time>
  );
}

/** The exact time, written out: the analyst's zone first, UTC beside it. */
export function ExactInstant({ epochMs }: { epochMs: number }) {
  return <time dateTime={new Date(epochMs).toISOString()}>{describeInstant(epochMs)}</time>;
}

/**
 * An instant in the analyst's zone with UTC beside it (`beside`, for detail pages) or in its
 * tooltip (`hover`, for dense tables). Given as epoch ms, or as the service's wall-clock string
 * with offset; a string that names no instant is shown as written.
 */
export function Instant({
  ms,
  localTime,
  utc = 'beside',
}: {
  ms?: number;
  localTime?: string;
  utc?: 'beside' | 'hover';
}) {
  const instant = ms ?? (localTime === undefined ? undefined : instantOfLocalTime(localTime));
  if (instant === undefined) return <span>{localTime ?? 'Unknown'}</span>;
  const iso = new Date(instant).toISOString();
  if (analystZoneIsUtc()) return <time dateTime={iso}>{formatUtcDateTime(instant)}</time>;
  if (utc === 'hover') {
    return (
      <time dateTime={iso} title={formatUtcDateTime(instant)}>
        {formatDateTime(instant)}
      </time>
    );
  }
  return (
    <time dateTime={iso}>
      {formatDateTime(instant)} <span className="text-muted">({formatUtcDateTime(instant)})</span>
    </time>
  );
}

import { analystZoneIsUtc, formatDateTime, formatUtcDateTime } from '@/lib/time/format-time';
import { formatRelativeTime } from '@/lib/time/relative-time';

/** "22 Nov 2026, 14:05 · 22 Nov 2026, 13:05 UTC", or the UTC form alone when they agree. */
export function exactInstant(epochMs: number): string {
  return analystZoneIsUtc()
    ? formatUtcDateTime(epochMs)
    : `${formatDateTime(epochMs)} (your time) · ${formatUtcDateTime(epochMs)}`;
}

/** How long ago, with the exact time in the analyst's zone and in UTC on hover. */
export function RelativeInstant({ epochMs, nowMs }: { epochMs: number; nowMs: number }) {
  return (
    <time dateTime={new Date(epochMs).toISOString()} title={exactInstant(epochMs)}>
      {formatRelativeTime(epochMs, nowMs)}
    </time>
  );
}

/** The exact time, written out: the analyst's zone first, UTC beside it. */
export function ExactInstant({ epochMs }: { epochMs: number }) {
  return <time dateTime={new Date(epochMs).toISOString()}>{exactInstant(epochMs)}</time>;
}

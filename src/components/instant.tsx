import {
  analystZoneIsUtc,
  formatDateTime,
  formatUtcDateTime,
  instantOfLocalTime,
} from '@/lib/time/format-time';

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

import type { LocalTimestamp } from '@/lib/http/incidents';
import {
  analystZoneIsUtc,
  formatDateTime,
  formatLocalTime,
  formatUtcDateTime,
} from '@/lib/time/format-time';
import type { Loose } from '../loose';
import { NotRecorded } from './section';

const isSeconds = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** An instant the API gives as Unix seconds: the analyst's zone, UTC beside it. */
export function Instant({ seconds }: { seconds: number | null | undefined }) {
  if (!isSeconds(seconds)) return <NotRecorded />;
  const ms = seconds * 1000;
  const utc = formatUtcDateTime(ms);
  return (
    <time dateTime={new Date(ms).toISOString()} title={utc}>
      {analystZoneIsUtc() ? (
        utc
      ) : (
        <>
          {formatDateTime(ms)} <span className="text-muted">· {utc}</span>
        </>
      )}
    </time>
  );
}

/**
 * An incident's own instant: first the wall-clock time where it happened, as the API wrote it
 * with its offset, then the analyst's zone and UTC.
 */
export function LocalInstant({ value }: { value: Loose<LocalTimestamp> | null | undefined }) {
  const seconds = value?.timestamp;
  const localTime = value?.localTime;
  if (!isSeconds(seconds) && !localTime) return <NotRecorded />;
  const ms = isSeconds(seconds) ? seconds * 1000 : undefined;
  return (
    <span className="flex flex-col">
      {localTime ? (
        <span>
          {formatLocalTime(localTime)} <span className="text-xs text-muted">local</span>
        </span>
      ) : null}
      {ms !== undefined ? (
        <time dateTime={new Date(ms).toISOString()} className="text-xs text-muted">
          {analystZoneIsUtc()
            ? formatUtcDateTime(ms)
            : `You: ${formatDateTime(ms)} · ${formatUtcDateTime(ms)}`}
        </time>
      ) : null}
    </span>
  );
}

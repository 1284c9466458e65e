import { format } from 'date-fns';

/**
 * The analyst's own time zone (the browser's), named for labels on time inputs, and the
 * `datetime-local` form of instants in it: such inputs hold a wall-clock time with no zone.
 */

let zone: string | undefined;

/**
 * The zone's IANA name. Read once: the page's other formatters are made in the zone of the
 * moment they are first used too, and finding the zone costs a formatter of its own, far more
 * than a render of a time field should.
 */
export const analystZone = () => (zone ??= new Intl.DateTimeFormat().resolvedOptions().timeZone);

const offsetFormat = new Intl.DateTimeFormat('en-GB', { timeZoneName: 'longOffset' });

/** "Europe/Paris, UTC+01:00" at the given instant (the offset moves with daylight saving). */
export function analystZoneLabel(epochMs = Date.now()): string {
  const offset =
    offsetFormat.formatToParts(epochMs).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const utcOffset = offset === 'GMT' ? 'UTC±00:00' : offset.replace('GMT', 'UTC');
  return `${analystZone()}, ${utcOffset}`;
}

/** An instant as a `datetime-local` value in the analyst's zone: "2026-11-20T14:05". */
export const toLocalInputValue = (epochMs: number) =>
  format(new Date(epochMs), "yyyy-MM-dd'T'HH:mm");

/**
 * A `datetime-local` value read in the analyst's zone (a date-time without offset is local
 * time to `Date`); undefined when empty or not a date.
 */
export function fromLocalInputValue(value: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) return undefined;
  const epochMs = new Date(value).getTime();
  return Number.isNaN(epochMs) ? undefined : epochMs;
}

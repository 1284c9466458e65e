/**
 * Every instant the dashboard shows goes through here, so one place decides how time reads:
 * the analyst's own zone first, UTC beside it.
 */

import { CLOCK } from './time-of-day';

// The sign-in page imports these two modules alone, so it never downloads this one.
export { formatTimeOfDay } from './time-of-day';
export { formatCountdown, formatWaitInWords } from './waits';

const DATE_AND_CLOCK = { day: 'numeric', month: 'short', year: 'numeric', ...CLOCK } as const;

const dateAndTime = new Intl.DateTimeFormat(undefined, DATE_AND_CLOCK);
const utcDateAndTime = new Intl.DateTimeFormat(undefined, {
  ...DATE_AND_CLOCK,
  timeZone: 'UTC',
  timeZoneName: 'short',
});
/** Reads a wall-clock time stored as if it were UTC, without shifting it. */
const wallClock = new Intl.DateTimeFormat(undefined, { ...DATE_AND_CLOCK, timeZone: 'UTC' });

/** "22 Nov 2026, 14:05" in the analyst's zone. */
export const formatDateTime = (epochMs: number) => dateAndTime.format(epochMs);

const dateOnly = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** "22 Nov 2026" in the analyst's zone. */
export const formatDate = (epochMs: number) => dateOnly.format(epochMs);

/** "22 Nov 2026, 13:05 UTC". */
export const formatUtcDateTime = (epochMs: number) => utcDateAndTime.format(epochMs);

const UTC_ZONES = new Set(['UTC', 'Etc/UTC', 'Etc/Universal', 'Etc/Zulu', 'GMT', 'Etc/GMT']);

/**
 * The zone the formatters above were made in. Read once: a table asks for every cell, and
 * making an `Intl.DateTimeFormat` to find the zone is far dearer than the formatting itself.
 */
const ANALYST_ZONE_IS_UTC = UTC_ZONES.has(dateAndTime.resolvedOptions().timeZone);

/** True when the analyst's own zone is UTC, so showing both would say the same thing twice. */
export const analystZoneIsUtc = () => ANALYST_ZONE_IS_UTC;

/** `+0530` / `-0800` → `UTC+05:30` / `UTC−08:00`. */
export function formatUtcOffset(offset: string): string {
  const match = /^([+-])(\d{2}):?(\d{2})$/.exec(offset);
  if (!match) return offset;
  const [, sign, hours, minutes] = match;
  return `UTC${sign === '-' ? '−' : '+'}${hours}:${minutes}`;
}

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})([+-]\d{2}:?\d{2})$/;

/**
 * The instant (epoch ms) a wall-clock time with its offset names (`2015-09-15T08:10:04+0000`),
 * or undefined when the text is not in that form.
 */
export function instantOfLocalTime(localTime: string): number | undefined {
  const match = LOCAL_TIME.exec(localTime);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, offset] = match;
  const [, sign, offsetHours, offsetMinutes] = /^([+-])(\d{2}):?(\d{2})$/.exec(offset!)!;
  const offsetMs = (sign === '-' ? -1 : 1) * (+offsetHours! * 60 + +offsetMinutes!) * 60_000;
  const wall = Date.UTC(+year!, +month! - 1, +day!, +hour!, +minute!, +second!);
  return wall - offsetMs;
}

/**
 * A wall-clock time as the service wrote it (`2025-11-20T04:00:00-0800`), shown as the people
 * on the ground read it, never shifted into another zone: "20 Nov 2025, 04:00 UTC−08:00".
 */
export function formatLocalTime(localTime: string): string {
  const match = LOCAL_TIME.exec(localTime);
  if (!match) return localTime;
  const [, year, month, day, hour, minute, second, offset] = match;
  const wall = Date.UTC(+year!, +month! - 1, +day!, +hour!, +minute!, +second!);
  return `${wallClock.format(wall)} ${formatUtcOffset(offset!)}`;
}

const compactLocal = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}):\d{2}([+-]\d{2}):?(\d{2})$/;

/**
 * A wall-clock time for dense tables: "2025-11-20 04:00" and its offset "−08:00", as the
 * service wrote it, never shifted. Scans and sorts by eye.
 */
export function formatLocalTimeCompact(localTime: string): { time: string; offset: string } {
  const match = compactLocal.exec(localTime);
  if (!match) return { time: localTime, offset: '' };
  const [, date, clock, hours, minutes] = match;
  return { time: `${date} ${clock}`, offset: `${hours!.replace('-', '−')}:${minutes}` };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant in the analyst's zone for dense tables: "2026-11-22 14:05". */
export function formatDateTimeCompact(epochMs: number): string {
  const date = new Date(epochMs);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The analyst's zone and UTC in one line, for a `title` on a compact time. */
export function describeInstant(epochMs: number): string {
  return analystZoneIsUtc()
    ? formatUtcDateTime(epochMs)
    : `${formatDateTime(epochMs)} (your time) · ${formatUtcDateTime(epochMs)}`;
}

/** A span of time in the largest two units: "3 d 4 h", "45 min", "12 s". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  if (minutes > 0) return `${minutes} min`;
  return `${seconds} s`;
}

const dayAndMonth = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });

/** "22 Nov" in the analyst's zone, for chart axes. */
export const formatDayAndMonth = (epochMs: number) => dayAndMonth.format(epochMs);

const monthAndYear = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric' });

/** "Nov 2026" in the analyst's zone, for chart axes. */
export const formatMonthAndYear = (epochMs: number) => monthAndYear.format(epochMs);

/** An offset in seconds east of UTC (the API's `utcOffset`): 16200 → `UTC+04:30`. */
export function formatUtcOffsetSeconds(offsetSeconds: number): string {
  const sign = offsetSeconds < 0 ? '-' : '+';
  const minutes = Math.round(Math.abs(offsetSeconds) / 60);
  const hours = String(Math.floor(minutes / 60)).padStart(2, '0');
  return formatUtcOffset(`${sign}${hours}${String(minutes % 60).padStart(2, '0')}`);
}

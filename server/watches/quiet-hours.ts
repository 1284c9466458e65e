import { TZDate } from '@date-fns/tz';

/**
 * Quiet hours (issue 26): an instant alert made between `start` and `end`, wall-clock times in
 * the watch's zone, waits until `end`. A window may cross midnight (22:00 to 07:00). The end is
 * worked out as a wall-clock time in the zone, so a daylight-saving change inside the window
 * moves the instant, not the local time; an end that falls in a spring-forward gap is the first
 * instant after it.
 */

const minutesOf = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number);
  return hours! * 60 + minutes!;
};

/** When an alert made at `at` may be shown, or null when `at` is outside the quiet hours. */
export function quietUntil(
  at: Date,
  quiet: { start: string; end: string } | null,
  timeZone: string,
): Date | null {
  if (!quiet) return null;
  const local = new TZDate(at.getTime(), timeZone);
  const now = local.getHours() * 60 + local.getMinutes();
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  const inside = start < end ? now >= start && now < end : now >= start || now < end;
  if (!inside) return null;
  // Across midnight and already past the start: the end is tomorrow's.
  const dayOffset = start > end && now >= start ? 1 : 0;
  const until = new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate() + dayOffset,
    Math.floor(end / 60),
    end % 60,
    0,
    0,
    timeZone,
  );
  return new Date(until.getTime());
}

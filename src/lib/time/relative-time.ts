/** How long ago an instant was, in the analyst's language: "5 min. ago", "yesterday". */

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto', style: 'short' });

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

export function formatRelativeTime(epochMs: number, nowMs: number): string {
  const seconds = (epochMs - nowMs) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return relative.format(0, 'second');
}

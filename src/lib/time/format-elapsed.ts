const UNITS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
] as const;

/**
 * How long something lasted, in its two largest units, to the minute: "3 hours 12 minutes",
 * "2 days 4 hours", "45 minutes"; "less than a minute" below that. (date-fns' formatDuration
 * would bring its whole English locale along for these few words.)
 */
export function formatElapsed(totalSeconds: number): string {
  if (totalSeconds < 60) return 'less than a minute';
  let rest = Math.floor(totalSeconds);
  const parts: string[] = [];
  for (const [unit, seconds] of UNITS) {
    const count = Math.floor(rest / seconds);
    rest -= count * seconds;
    if (count > 0 || parts.length > 0) parts.push(`${count} ${unit}${count === 1 ? '' : 's'}`);
  }
  return parts
    .slice(0, 2)
    .filter((part) => !part.startsWith('0 '))
    .join(' ');
}

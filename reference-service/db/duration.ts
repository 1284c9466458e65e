import { sub, type Duration } from 'date-fns';
import { ISO_DURATION } from '../../contract/formats.ts';

/**
 * The instant an ISO 8601 duration reaches back to from `nowSeconds` (`startedInPeriod=eq:P1M`),
 * in calendar terms: P1M from 31 March is 28 or 29 February, not 30 days.
 */
export function periodStart(duration: string, nowSeconds: number): number {
  if (!ISO_DURATION.test(duration)) throw new RangeError(`Not an ISO 8601 duration: ${duration}`);
  const [datePart = '', timePart = ''] = duration.slice(1).split('T');
  const read = (part: string, unit: string) => {
    const match = new RegExp(`(\\d+(?:[.,]\\d+)?)${unit}`).exec(part);
    return match ? Number(match[1]!.replace(',', '.')) : 0;
  };
  const span: Duration = {
    years: read(datePart, 'Y'),
    months: read(datePart, 'M'),
    weeks: read(datePart, 'W'),
    days: read(datePart, 'D'),
    hours: read(timePart, 'H'),
    minutes: read(timePart, 'M'),
  };
  const seconds = read(timePart, 'S');
  const start = sub(new Date(nowSeconds * 1000), span).getTime() / 1000 - seconds;
  // Before the epoch (P9999Y) every instant the service holds is inside the period.
  return Number.isFinite(start) ? Math.max(Math.floor(start), -62_135_596_800) : -62_135_596_800;
}

import { TZDate } from '@date-fns/tz';

/**
 * The digest period that ended last, at or before `now`, for a watch's cadence in its zone:
 * hourly, the last whole hour of its local clock; daily, the day up to the last `digestTime`.
 * Local-clock arithmetic (TZDate) keeps it right across daylight-saving changes: a daily
 * period is 23 or 25 hours on those days, and a time the clock skips moves to just after.
 */
export function lastEndedPeriod(
  now: Date,
  cadence: 'hourly' | 'daily',
  timeZone: string,
  digestTime: string | null,
): { start: Date; end: Date } {
  if (cadence === 'hourly') {
    const end = new TZDate(now.getTime(), timeZone);
    end.setMinutes(0, 0, 0);
    return { start: new Date(end.getTime() - 60 * 60 * 1000), end: new Date(end.getTime()) };
  }
  const [hours, minutes] = (digestTime ?? '00:00').split(':').map(Number) as [number, number];
  const at = (daysBack: number) => {
    const local = new TZDate(now.getTime(), timeZone);
    local.setDate(local.getDate() - daysBack);
    local.setHours(hours, minutes, 0, 0);
    return local.getTime();
  };
  const back = at(0) <= now.getTime() ? 0 : 1;
  return { start: new Date(at(back + 1)), end: new Date(at(back)) };
}

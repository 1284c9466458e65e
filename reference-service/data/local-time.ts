/**
 * Local times of incidents (`startedAt.localTime`, `location.utcOffset`), from the IANA database
 * Node ships through Intl: no offset tables of our own.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // h23, because the default cycle in some locales writes midnight as 24:00.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

// en-US writes "07/04/2024, 13:05:09 GMT-07:00" ("GMT" alone at zero offset; seconds for LMT).
const FORMATTED =
  /^(\d{2})\/(\d{2})\/(\d+), (\d{2}):(\d{2}):(\d{2}) GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function offsetSuffix(utcOffsetSeconds: number): string {
  const sign = utcOffsetSeconds < 0 ? '-' : '+';
  // Offsets with seconds (local mean time before 1900) lose the seconds: the form has none.
  const minutes = Math.trunc(Math.abs(utcOffsetSeconds) / 60);
  return `${sign}${pad(Math.trunc(minutes / 60))}${pad(minutes % 60)}`;
}

/** The wall-clock time of an instant in an IANA zone: `YYYY-MM-DDThh:mm:ss±hhmm`, and the zone's offset at that instant in seconds. */
export function localTimeAt(
  timestampSeconds: number,
  timeZone: string,
): { localTime: string; utcOffset: number } {
  const formatted = formatterFor(timeZone).format(Math.floor(timestampSeconds) * 1000);
  const match = FORMATTED.exec(formatted);
  if (!match) throw new Error(`Unexpected date format for ${timeZone}: ${formatted}`);
  const [
    ,
    month,
    day,
    year,
    hour,
    minute,
    second,
    sign,
    offsetHours,
    offsetMinutes,
    offsetSeconds,
  ] = match;
  const magnitude =
    Number(offsetHours ?? 0) * 3600 + Number(offsetMinutes ?? 0) * 60 + Number(offsetSeconds ?? 0);
  const utcOffset = sign === '-' ? -magnitude : magnitude;
  return {
    localTime: `${year?.padStart(4, '0')}-${month}-${day}T${hour}:${minute}:${second}${offsetSuffix(utcOffset)}`,
    utcOffset,
  };
}

/** The same form at a fixed offset (themes use +0000). */
export function formatAtOffset(timestampSeconds: number, utcOffsetSeconds: number): string {
  const wall = new Date((Math.floor(timestampSeconds) + utcOffsetSeconds) * 1000);
  const date = `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
  const time = `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
  return `${date}T${time}${offsetSuffix(utcOffsetSeconds)}`;
}

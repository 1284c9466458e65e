import { ISO_DURATION } from '../formats.ts';

/**
 * Time values of the typed language: `last 3d` (hours, days, weeks back from now) and dates
 * written `2026-11-01` or `2026-11-01T08:30` (UTC, as the chips say), alone or as a range
 * `from..to` with either end open. A date alone covers its whole day.
 */

const UNIT_SECONDS = { h: 3600, d: 86_400, w: 604_800 } as const;
const ISO_UNIT = { h: 'H', d: 'D', w: 'W' } as const;
const UNIT_WORDS = { h: 'hour', d: 'day', w: 'week' } as const;

export interface LastWindow {
  amount: number;
  unit: 'h' | 'd' | 'w';
}

export function readLast(text: string): LastWindow | undefined {
  const match = /^last (\d{1,6})([hdw])$/.exec(text);
  return match ? { amount: Number(match[1]), unit: match[2] as LastWindow['unit'] } : undefined;
}

export const lastSeconds = ({ amount, unit }: LastWindow) => amount * UNIT_SECONDS[unit];

/** `last 7d` → `P7D`, `last 12h` → `PT12H`, `last 2w` → `P2W`. */
export const lastToIso = ({ amount, unit }: LastWindow) =>
  unit === 'h' ? `PT${amount}H` : `P${amount}${ISO_UNIT[unit]}`;

/** The reverse, for durations written in one unit of hours, days or weeks. */
export function isoToLast(iso: string): LastWindow | undefined {
  const match = /^P(?:T(\d+)H|(\d+)D|(\d+)W)$/.exec(iso);
  if (!match) return undefined;
  if (match[1]) return { amount: Number(match[1]), unit: 'h' };
  if (match[2]) return { amount: Number(match[2]), unit: 'd' };
  return { amount: Number(match[3]), unit: 'w' };
}

export const printLast = ({ amount, unit }: LastWindow) => `last ${amount}${unit}`;
export const describeLast = ({ amount, unit }: LastWindow) =>
  `the last ${amount} ${UNIT_WORDS[unit]}${amount === 1 ? '' : 's'}`;

export const isIsoDuration = (text: string) => ISO_DURATION.test(text);

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?Z?)?$/;
/** The incident and news APIs count in Unix seconds from 1970; the year 9999 is far enough. */
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59) / 1000;

export type DateResult =
  | { ok: true; seconds: number; wholeDay: boolean }
  | { ok: false; message: string };

export function readDate(text: string): DateResult {
  const match = DATE.exec(text);
  if (!match) {
    return { ok: false, message: `“${text}” is not a date: write 2026-11-01 or 2026-11-01T08:30.` };
  }
  const [, y, mo, d, h, mi, s] = match;
  const parts = [
    Number(y),
    Number(mo) - 1,
    Number(d),
    Number(h ?? 0),
    Number(mi ?? 0),
    Number(s ?? 0),
  ] as const;
  const ms = Date.UTC(...parts);
  const date = new Date(ms);
  if (
    date.getUTCMonth() !== parts[1] ||
    date.getUTCDate() !== parts[2] ||
    parts[3] > 23 ||
    parts[4] > 59 ||
    parts[5] > 59
  ) {
    return { ok: false, message: `“${text}” is not a day of the calendar.` };
  }
  const seconds = ms / 1000;
  if (seconds < 0 || seconds > LATEST) {
    return { ok: false, message: `“${text}” is outside what the service counts (1970 to 9999).` };
  }
  return { ok: true, seconds, wholeDay: h === undefined };
}

export type RangeResult = { ok: true; from?: number; to?: number } | { ok: false; message: string };

/** `a..b`, `a..`, `..b` or one date (its whole day when no time is given). */
export function readDateRange(text: string): RangeResult {
  const parts = text.split('..');
  if (parts.length > 2) return { ok: false, message: `“${text}” has more than one “..”.` };
  if (parts.length === 1) {
    const one = readDate(text);
    if (!one.ok) return one;
    return { ok: true, from: one.seconds, to: one.wholeDay ? one.seconds + 86_399 : one.seconds };
  }
  const [fromText = '', toText = ''] = parts;
  if (fromText === '' && toText === '') {
    return { ok: false, message: 'A range needs at least one end: 2026-11-01..2026-11-15.' };
  }
  const from = fromText === '' ? undefined : readDate(fromText);
  const to = toText === '' ? undefined : readDate(toText);
  if (from && !from.ok) return from;
  if (to && !to.ok) return to;
  const fromSeconds = from?.ok ? from.seconds : undefined;
  const toSeconds = to?.ok ? (to.wholeDay ? to.seconds + 86_399 : to.seconds) : undefined;
  if (fromSeconds !== undefined && toSeconds !== undefined && fromSeconds > toSeconds) {
    return { ok: false, message: `The range ${text} ends before it starts: swap the two dates.` };
  }
  return { ok: true, from: fromSeconds, to: toSeconds };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A date as the language writes it: the day alone at midnight UTC, else to the second. */
export function printDate(seconds: number, end = false): string {
  const date = new Date(seconds * 1000);
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const h = date.getUTCHours();
  const m = date.getUTCMinutes();
  const s = date.getUTCSeconds();
  if (!end && h === 0 && m === 0 && s === 0) return day;
  if (end && h === 23 && m === 59 && s === 59) return day;
  return `${day}T${pad(h)}:${pad(m)}${s ? `:${pad(s)}` : ''}`;
}

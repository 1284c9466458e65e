import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatAtOffset, localTimeAt } from './local-time.ts';

const FORM = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{4}$/;
const at = (iso: string) => Date.parse(iso) / 1000;
/** The instant a local time names, read back by Date.parse. */
const instantOf = (localTime: string) =>
  Date.parse(`${localTime.slice(0, -2)}:${localTime.slice(-2)}`) / 1000;

describe('localTimeAt', () => {
  test.each([
    ['America/Los_Angeles', '2024-01-15T20:00:00Z', '2024-01-15T12:00:00-0800', -28800],
    ['America/Los_Angeles', '2024-07-15T19:00:00Z', '2024-07-15T12:00:00-0700', -25200],
    ['Europe/London', '2024-01-15T12:00:00Z', '2024-01-15T12:00:00+0000', 0],
    ['Europe/London', '2024-07-15T11:00:00Z', '2024-07-15T12:00:00+0100', 3600],
    ['Asia/Kolkata', '2024-01-15T06:30:00Z', '2024-01-15T12:00:00+0530', 19800],
    ['Asia/Kathmandu', '2024-07-15T06:15:00Z', '2024-07-15T12:00:00+0545', 20700],
    ['Australia/Lord_Howe', '2024-01-15T01:00:00Z', '2024-01-15T12:00:00+1100', 39600],
    ['Australia/Lord_Howe', '2024-07-15T01:30:00Z', '2024-07-15T12:00:00+1030', 37800],
    ['America/St_Johns', '2024-01-15T15:30:00Z', '2024-01-15T12:00:00-0330', -12600],
    ['America/St_Johns', '2024-07-15T14:30:00Z', '2024-07-15T12:00:00-0230', -9000],
    ['Pacific/Chatham', '2024-07-14T23:15:00Z', '2024-07-15T12:00:00+1245', 45900],
    ['Pacific/Chatham', '2024-01-14T22:15:00Z', '2024-01-15T12:00:00+1345', 49500],
    ['UTC', '2024-01-15T12:00:00Z', '2024-01-15T12:00:00+0000', 0],
  ])('%s at %s is %s', (timeZone, instant, localTime, utcOffset) => {
    expect(localTimeAt(at(instant), timeZone)).toEqual({ localTime, utcOffset });
  });

  test('follows a DST transition to the second', () => {
    // Los Angeles springs forward at 02:00 PST, 10:00 UTC.
    const spring = at('2024-03-10T10:00:00Z');
    expect(localTimeAt(spring - 1, 'America/Los_Angeles')).toEqual({
      localTime: '2024-03-10T01:59:59-0800',
      utcOffset: -28800,
    });
    expect(localTimeAt(spring, 'America/Los_Angeles')).toEqual({
      localTime: '2024-03-10T03:00:00-0700',
      utcOffset: -25200,
    });
    // London falls back at 02:00 BST, 01:00 UTC: the hour 01:00-01:59 happens twice.
    const autumn = at('2024-10-27T01:00:00Z');
    expect(localTimeAt(autumn - 1, 'Europe/London').localTime).toBe('2024-10-27T01:59:59+0100');
    expect(localTimeAt(autumn, 'Europe/London').localTime).toBe('2024-10-27T01:00:00+0000');
  });

  test('writes midnight as 00, not 24', () => {
    expect(localTimeAt(at('2024-01-01T08:00:00Z'), 'America/Los_Angeles').localTime).toBe(
      '2024-01-01T00:00:00-0800',
    );
  });

  test('in every zone Intl knows, the form holds and names the same instant', () => {
    const zones = Intl.supportedValuesOf('timeZone');
    expect(zones.length).toBeGreaterThan(300);
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        // 1980 to 2037: offsets in whole minutes (Monrovia kept -00:44:30 until 1972).
        fc.integer({ min: 315_532_800, max: 2_145_916_800 }),
        (timeZone, timestamp) => {
          const { localTime, utcOffset } = localTimeAt(timestamp, timeZone);
          expect(localTime).toMatch(FORM);
          expect(Number(localTime.slice(11, 13))).toBeLessThan(24);
          expect(instantOf(localTime)).toBe(timestamp);
          expect(formatAtOffset(timestamp, utcOffset)).toBe(localTime);
        },
      ),
      { numRuns: 2000 },
    );
  });

  test('rejects an unknown zone', () => {
    expect(() => localTimeAt(0, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });

  test('is fast enough for a generated data set', () => {
    const zones = ['America/Los_Angeles', 'Europe/London', 'Asia/Kolkata', 'Australia/Sydney'];
    const started = performance.now();
    for (let index = 0; index < 100_000; index++) {
      localTimeAt(1_600_000_000 + index * 3607, zones[index % zones.length]!);
    }
    // About 0.2 s here; the bound only catches a formatter rebuilt per call.
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('formatAtOffset', () => {
  test.each([
    [0, 0, '1970-01-01T00:00:00+0000'],
    [at('2024-02-29T23:59:59Z'), 0, '2024-02-29T23:59:59+0000'],
    [0, -12600, '1969-12-31T20:30:00-0330'],
    [at('2024-01-15T06:30:00Z'), 19800, '2024-01-15T12:00:00+0530'],
    [at('2024-01-14T22:15:00Z'), 49500, '2024-01-15T12:00:00+1345'],
  ])('%i at %i is %s', (timestamp, offset, expected) => {
    expect(formatAtOffset(timestamp, offset)).toBe(expected);
  });

  test('names the same instant for any offset', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_102_444_800 }),
        fc.integer({ min: -12 * 60, max: 14 * 60 }),
        (timestamp, offsetMinutes) => {
          const localTime = formatAtOffset(timestamp, offsetMinutes * 60);
          expect(localTime).toMatch(FORM);
          expect(instantOf(localTime)).toBe(timestamp);
        },
      ),
    );
  });
});

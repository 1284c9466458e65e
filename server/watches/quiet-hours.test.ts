import { describe, expect, test } from 'vitest';
import { quietUntil } from './quiet-hours.ts';

const NIGHT = { start: '22:00', end: '07:00' };

describe('quiet hours', () => {
  test('hold an alert across midnight until they end, in the watch’s zone', () => {
    // 23:30 in Paris (UTC+1 in winter) → 07:00 Paris the next morning.
    expect(quietUntil(new Date('2026-11-27T22:30:00Z'), NIGHT, 'Europe/Paris')).toEqual(
      new Date('2026-11-28T06:00:00Z'),
    );
    // 03:00 in Paris, after midnight → 07:00 the same morning.
    expect(quietUntil(new Date('2026-11-28T02:00:00Z'), NIGHT, 'Europe/Paris')).toEqual(
      new Date('2026-11-28T06:00:00Z'),
    );
  });

  test('let an alert through outside them, and at their end exactly', () => {
    expect(quietUntil(new Date('2026-11-28T12:00:00Z'), NIGHT, 'Europe/Paris')).toBeNull();
    expect(quietUntil(new Date('2026-11-28T06:00:00Z'), NIGHT, 'Europe/Paris')).toBeNull();
    expect(quietUntil(new Date('2026-11-28T12:00:00Z'), null, 'UTC')).toBeNull();
  });

  test('a window within one day', () => {
    const lunch = { start: '12:00', end: '13:30' };
    expect(quietUntil(new Date('2026-11-28T12:15:00Z'), lunch, 'UTC')).toEqual(
      new Date('2026-11-28T13:30:00Z'),
    );
  });

  test('a night crossing a daylight-saving change ends at the local time, not 9 hours later', () => {
    // Paris springs forward on 2026-03-29 at 02:00: 22:00 CET to 07:00 CEST is 8 hours.
    expect(quietUntil(new Date('2026-03-28T21:00:00Z'), NIGHT, 'Europe/Paris')).toEqual(
      new Date('2026-03-29T05:00:00Z'),
    );
    // New York falls back on 2026-11-01: 22:00 EDT to 07:00 EST is 10 hours.
    expect(quietUntil(new Date('2026-11-01T02:00:00Z'), NIGHT, 'America/New_York')).toEqual(
      new Date('2026-11-01T12:00:00Z'),
    );
  });
});

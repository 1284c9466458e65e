import { expect, test } from 'vitest';
import {
  formatCountdown,
  formatDuration,
  formatLocalTimeCompact,
  formatLocalTime,
  formatUtcOffset,
  formatUtcOffsetSeconds,
  formatWaitInWords,
  instantOfLocalTime,
} from './format-time';

test.each([
  [300, '5:00'],
  [299.2, '5:00'],
  [59, '0:59'],
  [7, '0:07'],
  [0, '0:00'],
  [-4, '0:00'],
  [3723, '1:02:03'],
])('a wait of %s s reads %s', (seconds, expected) => {
  expect(formatCountdown(seconds)).toBe(expected);
});

test.each([
  [299, '4 minutes 59 seconds'],
  [60, '1 minute'],
  [1, '1 second'],
  [0, '0 seconds'],
])('%s s in words: %s', (seconds, expected) => {
  expect(formatWaitInWords(seconds)).toBe(expected);
});

test.each([
  ['-0800', 'UTC−08:00'],
  ['+0530', 'UTC+05:30'],
  ['+00:00', 'UTC+00:00'],
  ['garbage', 'garbage'],
])('the offset %s reads %s', (offset, expected) => {
  expect(formatUtcOffset(offset)).toBe(expected);
});

test('an incident-local time keeps its wall clock and offset, whatever the analyst zone', () => {
  const text = formatLocalTime('2025-11-20T04:00:00-0800');
  expect(text).toMatch(/20/);
  expect(text).toMatch(/04:00|4:00/);
  expect(text).toMatch(/UTC−08:00$/);
});

test('a malformed local time is shown as given rather than guessed at', () => {
  expect(formatLocalTime('yesterday-ish')).toBe('yesterday-ish');
});

test.each([
  ['2015-09-15T08:10:04+0000', '2015-09-15T08:10:04.000Z'],
  ['2025-11-20T04:00:00-0800', '2025-11-20T12:00:00.000Z'],
  ['2025-11-20T17:30:00+05:30', '2025-11-20T12:00:00.000Z'],
])('the local time %s names the instant %s', (localTime, iso) => {
  expect(new Date(instantOfLocalTime(localTime)!).toISOString()).toBe(iso);
});

test('a malformed local time names no instant', () => {
  expect(instantOfLocalTime('2015-09-15 08:10')).toBeUndefined();
});

test('a compact incident-local time keeps its wall clock and shows the offset apart', () => {
  expect(formatLocalTimeCompact('2025-11-20T04:00:59-0800')).toEqual({
    time: '2025-11-20 04:00',
    offset: '−08:00',
  });
  expect(formatLocalTimeCompact('2025-11-20T04:00:00+0530')).toEqual({
    time: '2025-11-20 04:00',
    offset: '+05:30',
  });
  expect(formatLocalTimeCompact('yesterday')).toEqual({ time: 'yesterday', offset: '' });
});

test.each([
  [12, '12 s'],
  [45 * 60, '45 min'],
  [3 * 3600 + 5 * 60, '3 h 5 min'],
  [86_400 * 3 + 3600 * 4 + 59, '3 d 4 h'],
  [86_400 * 2, '2 d'],
])('a duration of %i seconds reads %s', (seconds, expected) => {
  expect(formatDuration(seconds)).toBe(expected);
});

test.each([
  [16200, 'UTC+04:30'],
  [-28800, 'UTC−08:00'],
  [0, 'UTC+00:00'],
  [20700, 'UTC+05:45'],
  [-12600, 'UTC−03:30'],
])('an offset of %i seconds reads %s', (seconds, text) => {
  expect(formatUtcOffsetSeconds(seconds)).toBe(text);
});

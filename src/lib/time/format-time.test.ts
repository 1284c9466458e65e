import { expect, test } from 'vitest';
import {
  formatCountdown,
  formatLocalTime,
  formatUtcOffset,
  formatUtcOffsetSeconds,
  formatWaitInWords,
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
  [16200, 'UTC+04:30'],
  [-28800, 'UTC−08:00'],
  [0, 'UTC+00:00'],
  [20700, 'UTC+05:45'],
  [-12600, 'UTC−03:30'],
])('an offset of %i seconds reads %s', (seconds, text) => {
  expect(formatUtcOffsetSeconds(seconds)).toBe(text);
});

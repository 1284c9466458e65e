import { expect, test } from 'vitest';
import { formatElapsed } from './format-elapsed';

test.each([
  [0, 'less than a minute'],
  [59, 'less than a minute'],
  [60, '1 minute'],
  [45 * 60 + 59, '45 minutes'],
  [3 * 3600 + 12 * 60 + 30, '3 hours 12 minutes'],
  [3 * 3600 + 30, '3 hours'],
  [2 * 86_400 + 4 * 3600 + 59 * 60, '2 days 4 hours'],
  [86_400 + 5 * 60, '1 day'],
  [400 * 86_400, '400 days'],
])('%i seconds read "%s"', (seconds, words) => {
  expect(formatElapsed(seconds)).toBe(words);
});

import { expect, test } from 'vitest';
import { retryAfterSeconds } from './error-from-response';
import { firstValidationIssue, formatPath } from './validation-issue';

test('Retry-After is read as seconds or as an HTTP date', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');
  expect(retryAfterSeconds('300', now)).toBe(300);
  expect(retryAfterSeconds('Sat, 21 Nov 2026 10:05:00 GMT', now)).toBe(300);
  expect(retryAfterSeconds('Sat, 21 Nov 2026 09:00:00 GMT', now)).toBe(0);
  expect(retryAfterSeconds('soon', now)).toBeUndefined();
  expect(retryAfterSeconds(null, now)).toBeUndefined();
});

test('validation paths read as a reader would write them', () => {
  expect(formatPath(['data', 'news', 3, 'id'])).toBe('data.news[3].id');
  expect(formatPath([0, 'map', 'features', 1])).toBe('[0].map.features[1]');
  expect(formatPath([])).toBe('the body');
  expect(
    firstValidationIssue({ issues: [{ path: ['data', 0], message: 'Expected object' }] }),
  ).toEqual({ path: 'data[0]', reason: 'Expected object' });
  expect(firstValidationIssue(new Error('plain'))).toBeUndefined();
});

import { expect, test } from 'vitest';
import { errorFromBody, retryAfterSeconds } from './error-from-response';
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

test('a stale write keeps the object as it is now, so the screen can show what changed', () => {
  const site = { api: 'watchfloor' as const, endpoint: 'PATCH /api/watchfloor/sites/{id}' };
  const current = { id: 's1', name: 'Lagos HQ', version: 3 };
  const conflict = errorFromBody(site, new Response(null, { status: 409 }), {
    status: 'fail',
    data: { version: 'Someone else changed this since you opened it.', current },
  });
  expect(conflict.isConflict).toBe(true);
  expect(conflict.current).toEqual(current);
  expect(conflict.message).toBe('Someone else changed this since you opened it.');

  const plainFail = errorFromBody(site, new Response(null, { status: 422 }), {
    status: 'fail',
    data: { name: 'Give it a name.', current: 'not an object of ours' },
  });
  expect(plainFail.isConflict).toBe(false);
});

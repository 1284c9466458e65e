import { describe, expect, test } from 'vitest';
import { manualClock } from '../clock';
import { createLockout } from './lockout';
import { TEST_START_MS } from './testing';

const email = 'analyst@watchfloor.example';
const SECOND = 1000;
const MINUTE = 60 * SECOND;

function setup(maxEntries?: number) {
  const clock = manualClock(TEST_START_MS);
  return { clock, lockout: createLockout({ clock, maxEntries }) };
}

const fail = (lockout: ReturnType<typeof createLockout>, times: number, who = email) => {
  for (let index = 0; index < times; index++) lockout.recordFailure(who);
};

describe('createLockout', () => {
  test('does not lock before the 5th failure', () => {
    const { lockout } = setup();
    fail(lockout, 4);
    expect(lockout.retryAfter(email)).toBe(0);
  });

  test('locks at the 5th failure for 5 minutes', () => {
    const { clock, lockout } = setup();
    fail(lockout, 5);
    expect(lockout.retryAfter(email)).toBe(300);
    clock.advance(MINUTE + 500);
    expect(lockout.retryAfter(email)).toBe(240);
    clock.advance(4 * MINUTE - 1000);
    expect(lockout.retryAfter(email)).toBe(1);
    clock.advance(500);
    expect(lockout.retryAfter(email)).toBe(0);
  });

  test('starts counting afresh after a lock ends', () => {
    const { clock, lockout } = setup();
    fail(lockout, 5);
    clock.advance(5 * MINUTE);
    fail(lockout, 4);
    expect(lockout.retryAfter(email)).toBe(0);
    fail(lockout, 1);
    expect(lockout.retryAfter(email)).toBe(300);
  });

  test('does not extend a lock with failures recorded during it', () => {
    const { clock, lockout } = setup();
    fail(lockout, 5);
    clock.advance(MINUTE);
    fail(lockout, 5);
    expect(lockout.retryAfter(email)).toBe(240);
  });

  test('forgets failures older than 5 minutes', () => {
    const { clock, lockout } = setup();
    fail(lockout, 2);
    clock.advance(2 * MINUTE);
    fail(lockout, 2);
    clock.advance(3 * MINUTE);
    // The first two are now 5 minutes old: this is the 5th failure but the 3rd in the window.
    fail(lockout, 1);
    expect(lockout.retryAfter(email)).toBe(0);
    fail(lockout, 1);
    expect(lockout.retryAfter(email)).toBe(0);
    fail(lockout, 1);
    expect(lockout.retryAfter(email)).toBe(300);
  });

  test('keys by the email as typed, ignoring case and surrounding spaces', () => {
    const { lockout } = setup();
    fail(lockout, 2, 'Analyst@Watchfloor.example');
    fail(lockout, 3, '  analyst@watchfloor.EXAMPLE ');
    expect(lockout.retryAfter(email)).toBe(300);
    expect(lockout.retryAfter('other@watchfloor.example')).toBe(0);
  });

  test('a success clears the count', () => {
    const { lockout } = setup();
    fail(lockout, 4);
    lockout.recordSuccess(email);
    fail(lockout, 4);
    expect(lockout.retryAfter(email)).toBe(0);
  });

  test('keeps at most maxEntries emails, forgetting the least recently failed', () => {
    const { lockout } = setup(3);
    fail(lockout, 5, 'a@x.example');
    fail(lockout, 1, 'b@x.example');
    fail(lockout, 1, 'c@x.example');
    fail(lockout, 1, 'd@x.example');
    expect(lockout.retryAfter('a@x.example')).toBe(0);
    fail(lockout, 4, 'd@x.example');
    expect(lockout.retryAfter('d@x.example')).toBe(300);
  });

  test('drops stale entries as time passes', () => {
    const { clock, lockout } = setup(2);
    fail(lockout, 5, 'a@x.example');
    clock.advance(10 * MINUTE);
    // a@ is stale and swept, so b@ and c@ both fit and c@ keeps b@'s count intact.
    fail(lockout, 4, 'b@x.example');
    fail(lockout, 1, 'c@x.example');
    fail(lockout, 1, 'b@x.example');
    expect(lockout.retryAfter('b@x.example')).toBe(300);
  });
});

import { expect, test } from 'vitest';
import { sessionFromToken } from './access-token';
import { fakeToken, userClaims } from './test-tokens';

test('the expiry and identity come from the token claims', () => {
  const token = fakeToken(userClaims(2_000_000_000));
  expect(sessionFromToken(token, 'typed@example.org')).toEqual({
    token,
    expiresAt: 2_000_000_000_000,
    identity: { id: 'analyst-1', name: 'Ada Analyst', email: 'ada@watchfloor.example' },
  });
});

test('a token without name or email shows the address the analyst signed in with', () => {
  const token = fakeToken({ sub: 'u-9', exp: 2_000_000_000 });
  expect(sessionFromToken(token, 'typed@example.org')?.identity).toEqual({
    id: 'u-9',
    name: 'typed@example.org',
    email: 'typed@example.org',
  });
});

test.each([
  ['not a JWT', 'garbage'],
  ['a payload that is not JSON', 'eyJhbGciOiJIUzI1NiJ9.bm90IGpzb24.c2ln'],
  ['no exp', fakeToken({ sub: 'x' })],
  ['a text exp', fakeToken({ sub: 'x', exp: '2000000000' })],
  ['an empty string', ''],
])('%s is no session', (_label, token) => {
  expect(sessionFromToken(token)).toBeNull();
});

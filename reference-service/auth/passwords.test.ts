import { scryptSync } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords';

const stored = hashPassword('correct-horse-battery');

describe('hashPassword', () => {
  test('writes scrypt with its parameters, a 16-byte salt and a 32-byte key', () => {
    const [scheme, N, r, p, salt, hash, ...rest] = stored.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(hash ?? '', 'base64')).toHaveLength(32);
    expect(rest).toEqual([]);
  });

  test('salts every hash, so equal passwords hash differently', () => {
    expect(hashPassword('correct-horse-battery')).not.toBe(stored);
  });
});

describe('verifyPassword', () => {
  test('accepts the right password', () => {
    expect(verifyPassword('correct-horse-battery', stored)).toBe(true);
  });

  test.each(['correct-horse-batter', 'Correct-horse-battery', '', 'correct-horse-battery '])(
    'refuses %j',
    (password) => {
      expect(verifyPassword(password, stored)).toBe(false);
    },
  );

  const parts = stored.split('$');
  const withPart = (index: number, value: string) =>
    parts.map((part, at) => (at === index ? value : part)).join('$');

  test.each([
    ['an empty string', ''],
    ['plain text', 'correct-horse-battery'],
    ['another scheme', withPart(0, 'bcrypt')],
    ['a missing part', parts.slice(0, 5).join('$')],
    ['an extra part', `${stored}$x`],
    ['N not a power of two', withPart(1, '1000')],
    ['N of 1', withPart(1, '1')],
    ['a huge N', withPart(1, String(2 ** 30))],
    ['a non-numeric r', withPart(2, 'eight')],
    ['p of 0', withPart(3, '0')],
    ['a salt that is not base64', withPart(4, '!!!')],
    ['an empty hash', withPart(5, '')],
    ['a truncated hash', withPart(5, 'AAAA')],
  ])('returns false, without throwing, for %s', (_label, malformed) => {
    expect(verifyPassword('correct-horse-battery', malformed)).toBe(false);
  });

  test('reads the parameters from the stored hash, so older hashes keep working', () => {
    const salt = Buffer.from('0123456789abcdef');
    const hash = scryptSync('correct-horse-battery', salt, 32, { N: 1024, r: 8, p: 1 });
    const older = `scrypt$1024$8$1$${salt.toString('base64')}$${hash.toString('base64')}`;
    expect(verifyPassword('correct-horse-battery', older)).toBe(true);
    expect(verifyPassword('correct-horse-battery', withPart(1, '8192'))).toBe(false);
  });

  test('DUMMY_HASH is a well-formed hash that no likely password matches', () => {
    expect(DUMMY_HASH).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(verifyPassword('', DUMMY_HASH)).toBe(false);
    expect(verifyPassword('correct-horse-battery', DUMMY_HASH)).toBe(false);
  });
});

import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** scrypt parameters of new hashes (the OWASP minimum for scrypt), written into each hash. */
const COST = 16384;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

// Bounds on parameters read back from a stored hash, so a corrupt one cannot exhaust memory.
const MAX_MEMORY = 64 * 1024 * 1024;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** `scrypt$N$r$p$<salt base64>$<hash base64>`: the parameters travel with the hash. */
export function hashPassword(password: string): string {
  const salt = randomBytes(SALT_BYTES);
  const hash = scryptSync(password, salt, KEY_BYTES, {
    N: COST,
    r: BLOCK_SIZE,
    p: PARALLELISM,
  });
  return [
    'scrypt',
    COST,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64'),
    hash.toString('base64'),
  ].join('$');
}

function readInteger(text: string | undefined, max: number): number | undefined {
  if (text === undefined || !/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value <= max ? value : undefined;
}

/** True when `password` matches `stored`; false for a wrong password or a malformed hash. */
export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, cost, blockSize, parallelism, saltText, hashText, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || rest.length > 0) return false;
  const N = readInteger(cost, 1 << 20);
  const r = readInteger(blockSize, 64);
  const p = readInteger(parallelism, 16);
  if (N === undefined || r === undefined || p === undefined) return false;
  if (N < 2 || (N & (N - 1)) !== 0 || 128 * N * r > MAX_MEMORY) return false;
  if (!saltText || !hashText || !BASE64.test(saltText) || !BASE64.test(hashText)) return false;
  const salt = Buffer.from(saltText, 'base64');
  const expected = Buffer.from(hashText, 'base64');
  if (expected.length < 16 || expected.length > 64) return false;
  try {
    const actual = scryptSync(password, salt, expected.length, {
      N,
      r,
      p,
      maxmem: 2 * MAX_MEMORY,
    });
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

/**
 * Compared against when no account has the given email or client id, so an unknown one costs
 * the same scrypt as a known one and response times do not reveal which accounts exist.
 */
export const DUMMY_HASH = hashPassword(randomBytes(SALT_BYTES).toString('base64'));

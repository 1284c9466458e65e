import type { ApiAppOptions } from '../api-app';
import { createAuthApp } from '../apis/auth';
import { manualClock, type ManualClock } from '../clock';
import { createAccountDirectory, seedAccounts, seedCredentials } from './accounts';
import { createLockout } from './lockout';
import { createTokenService } from './tokens';

/** Test doubles for the authentication API: a manual clock and accounts hashed once per file. */

/** 2025-01-15T12:00:00Z: every test clock starts here. */
export const TEST_START_MS = Date.UTC(2025, 0, 15, 12);

export const TEST_CREDENTIALS = seedCredentials({});

export const TEST_USER_IDS: Record<string, string> = {
  [TEST_CREDENTIALS.demoUser.email]: '6f1c2a3e-4b5d-4e6f-8a7b-9c0d1e2f3a4b',
  [TEST_CREDENTIALS.expiredUser.email]: '0e9d8c7b-6a5f-4e3d-9c2b-1a0f9e8d7c6b',
};

export const TEST_SECRET = new TextEncoder().encode('test-secret-of-at-least-32-characters!');

let seeded: ReturnType<typeof seedAccounts> | undefined;

/** The seeded accounts, hashed on first use only: scrypt is deliberately slow. */
export function testAccounts() {
  seeded ??= seedAccounts(TEST_CREDENTIALS, {
    nowSeconds: Math.floor(TEST_START_MS / 1000),
    personFor: (email) => ({
      id: TEST_USER_IDS[email] ?? '00000000-0000-4000-8000-000000000000',
      name: email === TEST_CREDENTIALS.demoUser.email ? 'Demo Analyst' : 'Former Analyst',
    }),
  });
  return createAccountDirectory(seeded.users, seeded.applications);
}

/** A ready authentication API on a fresh clock and lockout, plus the parts a test moves. */
export function createTestAuthApp(
  options: Partial<ApiAppOptions> & { clock?: ManualClock; secret?: Uint8Array } = {},
) {
  const clock = options.clock ?? manualClock(TEST_START_MS);
  const tokens = createTokenService({ secret: options.secret ?? TEST_SECRET, clock });
  const lockout = createLockout({ clock });
  const app = createAuthApp({
    corsOrigins: options.corsOrigins ?? [],
    logError: options.logError ?? (() => {}),
    accounts: testAccounts(),
    tokens,
    lockout,
    clock,
  });
  return { app, clock, tokens, lockout, credentials: TEST_CREDENTIALS };
}

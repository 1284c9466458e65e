import { test as base, expect, type Page } from '@playwright/test';
import { seedCredentials } from '../../reference-service/auth/accounts.ts';
import { createTokenService, TOKEN_LIFETIME_SECONDS } from '../../reference-service/auth/tokens.ts';
import { systemClock } from '../../reference-service/clock.ts';
import { seedSession } from '../../server/testing/seed-session.ts';
import { e2eDatabaseUrl, E2E_JWT_SECRET, E2E_URLS } from './servers.ts';

export const {
  demoUser: DEMO_USER,
  colleagueUser: COLLEAGUE_USER,
  adminUser: ADMIN_USER,
  expiredUser: EXPIRED_USER,
} = seedCredentials();

/**
 * A real vendor token for the demo analyst, straight from the reference service: for tests
 * that ask the upstream itself what a view should show. The browser never holds one.
 */
export async function fetchDemoToken(): Promise<string> {
  const response = await fetch(`${E2E_URLS.auth}/user/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: E2E_URLS.dashboard },
    body: JSON.stringify(DEMO_USER),
  });
  const body = (await response.json()) as { data: { accessToken: string } };
  return body.data.accessToken;
}

/**
 * A vendor token for the demo analyst that expires `seconds` from now, issued by the service's
 * own token code (the run shares its secret), or with another key when `forged`, so the service
 * refuses it. The clock is set back so that its 24-hour lifetime ends `seconds` from now.
 */
export async function mintToken(options: { seconds: number; forged?: boolean }): Promise<string> {
  const secret = new TextEncoder().encode(
    options.forged ? `${E2E_JWT_SECRET}-forged` : E2E_JWT_SECRET,
  );
  const issuedAt = Date.now() - (TOKEN_LIFETIME_SECONDS - options.seconds) * 1000;
  return createTokenService({ secret, clock: systemClock(issuedAt) }).issue({
    sub: 'e2e-analyst',
    kind: 'user',
    origin: E2E_URLS.dashboard,
    name: 'Demo Analyst',
    email: DEMO_USER.email,
  });
}

/** A cookie as Playwright's storage state holds it, for the dashboard's origin. */
export interface SessionCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  expires: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Strict' | 'Lax' | 'None';
}

/** The session cookie as the Watchfloor server sets it: HttpOnly, SameSite=Lax, whole origin. */
const asSessionCookie = ({ name, value }: { name: string; value: string }): SessionCookie => ({
  name,
  value,
  domain: new URL(E2E_URLS.dashboard).hostname,
  path: '/',
  expires: -1,
  httpOnly: true,
  secure: E2E_URLS.dashboard.startsWith('https:'),
  sameSite: 'Lax',
});

/**
 * Signs in through the Watchfloor server (the run's, or another at `origin`), as the login page
 * does, and answers its cookie.
 */
export async function signInCookie(
  user: { email: string; password: string } = DEMO_USER,
  origin: string = E2E_URLS.dashboard,
): Promise<SessionCookie> {
  const response = await fetch(`${origin}/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (!response.ok) {
    throw new Error(`POST /session answered ${response.status}: ${await response.text()}`);
  }
  const [setCookie] = response.headers.getSetCookie();
  const pair = setCookie?.split(';', 1)[0];
  const separator = pair?.indexOf('=') ?? -1;
  if (!pair || separator < 1) throw new Error('POST /session set no session cookie');
  return asSessionCookie({ name: pair.slice(0, separator), value: pair.slice(separator + 1) });
}

/**
 * A session whose vendor token is `vendorToken` (see mintToken: short-lived, or forged so the
 * upstream answers 401), written straight into the server's database, with its cookie. Lifetimes
 * default to the server's own rules (the token's expiry, the idle timeout).
 */
export async function sessionCookieFor(
  vendorToken: string,
  options: { absoluteSeconds?: number; idleSeconds?: number } = {},
): Promise<SessionCookie> {
  return asSessionCookie(
    await seedSession(e2eDatabaseUrl(), {
      vendorToken,
      email: DEMO_USER.email,
      name: 'Demo Analyst',
      ...options,
    }),
  );
}

/** Browser storage holding a session, as after a sign-in: one HttpOnly cookie, nothing else. */
export const storageWithCookie = (cookie: SessionCookie) => ({
  cookies: [cookie],
  origins: [],
});

/** Whether the Watchfloor server still holds the session behind this cookie. */
async function sessionIsOpen(cookie: SessionCookie): Promise<boolean> {
  const response = await fetch(`${E2E_URLS.dashboard}/session`, {
    headers: { Cookie: `${cookie.name}=${cookie.value}` },
  });
  await response.body?.cancel();
  return response.ok;
}

/**
 * Tests that start signed in as the demo analyst. Each worker signs in through the server once
 * and its tests share that session (a sign-in costs the vendor a password hash); a test that
 * ends it (signs out, or is signed out) leaves the next test to sign in again, so no test ever
 * starts on a closed session. `demoToken` is the vendor token for asking the upstream directly,
 * one per worker. A test that needs a session of its own asks for one with `signInCookie()`.
 */
export const signedInTest = base.extend<
  { sessionCookie: SessionCookie },
  { demoToken: string; workerSession: { cookie: SessionCookie } }
>({
  // Playwright reads the fixture's dependencies from this (empty) pattern.
  // eslint-disable-next-line no-empty-pattern
  demoToken: [async ({}, use) => use(await fetchDemoToken()), { scope: 'worker' }],
  workerSession: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => use({ cookie: await signInCookie() }),
    { scope: 'worker' },
  ],
  sessionCookie: async ({ workerSession }, use) => {
    if (!(await sessionIsOpen(workerSession.cookie))) workerSession.cookie = await signInCookie();
    await use(workerSession.cookie);
  },
  storageState: async ({ sessionCookie }, use) => use(storageWithCookie(sessionCookie)),
});

/** Fills the login form as an analyst would. */
export async function signInWithForm(
  page: Page,
  email = DEMO_USER.email,
  password = DEMO_USER.password,
) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export { expect };

/** An incident and a theme that exist in this run's data, read through the upstream's API. */
export async function sampleRecords(token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const incidents = (await (
    await fetch(`${E2E_URLS.incident}/incidents?pageSize=1&sort=reportedAt:desc`, { headers })
  ).json()) as { data: { id: string; summary: string }[] };
  const themes = (await (
    await fetch(`${E2E_URLS.incident}/themes?pageSize=100`, { headers })
  ).json()) as {
    data: { id: string; name: string; counts: { incidents: number } }[];
  };
  // A theme with incidents: the views built on it list them (a quiet theme may have none yet).
  const theme = themes.data.find((candidate) => candidate.counts.incidents > 0) ?? themes.data[0]!;
  return { incident: incidents.data[0]!, theme: { id: theme.id, name: theme.name } };
}

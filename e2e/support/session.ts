import { test as base, expect, type Page } from '@playwright/test';
import { seedCredentials } from '../../reference-service/auth/accounts.ts';
import { createTokenService, TOKEN_LIFETIME_SECONDS } from '../../reference-service/auth/tokens.ts';
import { systemClock } from '../../reference-service/clock.ts';
import { SESSION_KEY } from '../../src/lib/session/session-store.ts';
import { E2E_JWT_SECRET, E2E_URLS } from './servers.ts';

export const { demoUser: DEMO_USER, expiredUser: EXPIRED_USER } = seedCredentials();

/** A real token from the reference service for the demo analyst. */
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
 * A token for the demo analyst that expires `seconds` from now, issued by the service's own
 * token code (the run shares its secret), or with another key when `forged`, so the service
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

/** Browser storage holding a session, as after a sign-in. */
export const storageWithToken = (token: string) => ({
  cookies: [],
  origins: [
    {
      origin: E2E_URLS.dashboard,
      localStorage: [
        { name: SESSION_KEY, value: JSON.stringify({ token, email: DEMO_USER.email }) },
      ],
    },
  ],
});

/** Tests that start signed in as the demo analyst (one real token per worker). */
export const signedInTest = base.extend<object, { demoToken: string }>({
  // Playwright reads the fixture's dependencies from this (empty) pattern.
  // eslint-disable-next-line no-empty-pattern
  demoToken: [async ({}, use) => use(await fetchDemoToken()), { scope: 'worker' }],
  storageState: async ({ demoToken }, use) => use(storageWithToken(demoToken)),
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

/** An incident and a theme that exist in this run's data, read through the real API. */
export async function sampleRecords(token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const incidents = (await (
    await fetch(`${E2E_URLS.incident}/incidents?pageSize=1&sort=reportedAt:desc`, { headers })
  ).json()) as { data: { id: string; summary: string }[] };
  const themes = (await (
    await fetch(`${E2E_URLS.incident}/themes?pageSize=1`, { headers })
  ).json()) as {
    data: { id: string; name: string }[];
  };
  return { incident: incidents.data[0]!, theme: themes.data[0]! };
}

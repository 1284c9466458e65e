import { test as base, expect, type Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { seedCredentials } from '../../server/auth/accounts.ts';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../server/auth/tokens.ts';
import { E2E_JWT_SECRET, E2E_URLS } from './servers.ts';

/** The dashboard's storage keys, as an analyst's browser holds them. */
export const SESSION_KEY = 'watchfloor.session';

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
 * A token for the demo analyst that expires `seconds` from now, signed as the service signs
 * (the run shares its secret), or with another key when `forged`, so the service refuses it.
 */
export async function mintToken(options: { seconds: number; forged?: boolean }): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  const key = new TextEncoder().encode(
    options.forged ? `${E2E_JWT_SECRET}-forged` : E2E_JWT_SECRET,
  );
  return new SignJWT({
    kind: 'user',
    origin: E2E_URLS.dashboard,
    name: 'Demo Analyst',
    email: DEMO_USER.email,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject('e2e-analyst')
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + options.seconds)
    .sign(key);
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

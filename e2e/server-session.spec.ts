import { test, type Request, type Response } from '@playwright/test';
import { createHash } from 'node:crypto';
import pg from 'pg';
import { e2eDatabaseUrl, E2E_URLS } from './support/servers';
import { DEMO_USER, expect, signInWithForm } from './support/session';

/**
 * The Watchfloor server keeps the vendor's token: an analyst signs in, works across the views
 * and signs out, and at no point does the token reach the page, nor does the page talk to any
 * origin but its own.
 */

/** The vendor token the server holds for the session behind this cookie (the page never may). */
async function vendorTokenOf(cookieValue: string): Promise<string> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ vendor_token: string }>(
      'SELECT vendor_token FROM sessions WHERE id_hash = $1',
      [createHash('sha256').update(cookieValue, 'utf8').digest()],
    );
    expect(rows).toHaveLength(1);
    return rows[0]!.vendor_token;
  } finally {
    await client.end();
  }
}

/** A JSON Web Token of any issuer: a header and a payload, each base64url JSON, and a signature. */
const ANY_JWT = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/;

test('a whole working session: the cookie is HttpOnly, no token reaches the page, one origin only', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const requests: Request[] = [];
  /** Every textual answer the page received, read as it arrives. */
  const answers: Promise<{ url: string; headers: string; body: string }>[] = [];
  page.on('request', (request) => requests.push(request));
  page.on('response', (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    const textual = /json|text|javascript/.test(type);
    answers.push(
      // A body the page abandoned (a cancelled request) never arrives: give up on it after a while.
      Promise.race([
        textual ? response.text().catch(() => '') : Promise.resolve(''),
        new Promise<string>((resolve) => setTimeout(() => resolve(''), 5_000)),
      ]).then((body) => ({
        url: response.url(),
        headers: JSON.stringify(response.headers()),
        body,
      })),
    );
  });

  await page.goto('/incidents');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await signInWithForm(page);
  await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();

  const cookies = await context.cookies();
  expect(cookies).toHaveLength(1);
  expect(cookies[0]).toMatchObject({
    name: 'watchfloor_session',
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: false,
  });
  expect(cookies[0]!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

  // Work across the views, so that every kind of answer passes by.
  for (const view of ['News', 'Themes', 'Reference', 'Overview', 'Incidents']) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: view }).click();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.locator('[data-map-ready="true"]')).toBeVisible({ timeout: 20_000 });

  // This session's token, whole and by its signature; and no token of any kind (another
  // session's, the application's), found by its shape.
  const token = await vendorTokenOf(cookies[0]!.value);
  const secrets = [token, token.split('.')[2]!];

  const storage = await page.evaluate(() =>
    JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }),
  );
  expect(await page.evaluate(() => document.cookie)).toBe('');
  for (const secret of secrets) expect(storage).not.toContain(secret);
  expect(storage).not.toMatch(ANY_JWT);

  for (const answer of await Promise.all(answers)) {
    for (const part of [answer.body, answer.headers]) {
      for (const secret of secrets) expect(part.includes(secret), answer.url).toBe(false);
      expect(ANY_JWT.test(part), answer.url).toBe(false);
    }
  }
  // Pictures named by the vendor's data (avatars) may live elsewhere: images cannot run code and
  // carry no cookie of ours. Everything else, every call and every file, is same-origin.
  const origins = new Set(
    requests
      .filter((request) => request.resourceType() !== 'image')
      .map((request) => new URL(request.url()))
      .filter((url) => /^https?:$/.test(url.protocol))
      .map((url) => url.origin),
  );
  expect([...origins]).toEqual([E2E_URLS.dashboard]);
  for (const request of requests) expect(request.headers().authorization).toBeUndefined();
});

test('after sign-out, the old cookie replayed by a plain HTTP client gets 401', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await signInWithForm(page, DEMO_USER.email, DEMO_USER.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const [cookie] = await context.cookies();
  const header = { Cookie: `${cookie!.name}=${cookie!.value}` };
  expect((await fetch(`${E2E_URLS.dashboard}/session`, { headers: header })).status).toBe(200);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await context.cookies()).toEqual([]);

  const session = await fetch(`${E2E_URLS.dashboard}/session`, { headers: header });
  expect(session.status).toBe(401);
  const data = await fetch(`${E2E_URLS.dashboard}/api/incidents/incidents?pageSize=1`, {
    headers: header,
  });
  expect(data.status).toBe(401);
  expect(await data.json()).toMatchObject({ status: 'fail', errors: [{ code: 401 }] });
});

test('a sign-in posted from another site is refused, and sets no cookie', async () => {
  const response = await fetch(`${E2E_URLS.dashboard}/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'https://elsewhere.example' },
    body: JSON.stringify(DEMO_USER),
  });
  expect(response.status).toBe(403);
  expect(response.headers.get('set-cookie')).toBeNull();
  expect(await response.json()).toMatchObject({
    status: 'fail',
    data: { origin: expect.any(String) as unknown },
  });
});

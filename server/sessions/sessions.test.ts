import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  EXPIRED_EMAIL,
  LOCKED_EMAIL,
  startFakeVendor,
  VENDOR_PASSWORD,
  type FakeVendor,
} from '../testing/fake-vendor.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import {
  cookieFrom,
  createTestServer,
  signInBody,
  TEST_ORIGIN,
  type TestServer,
} from '../testing/test-server.ts';

let vendor: FakeVendor;
let database: TestDatabase;
let server: TestServer;
const EMAIL = 'analyst@vendor.example';

beforeAll(async () => {
  [vendor, database] = await Promise.all([startFakeVendor(), createTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([vendor.close(), database.drop()]);
});
beforeEach(async () => {
  vendor.reset();
  await database.pool.query('TRUNCATE sessions, users, sign_in_attempts CASCADE');
  server = createTestServer(database.pool, {
    AUTH_URL: vendor.url,
    NEWS_URL: vendor.url,
    INCIDENT_URL: vendor.url,
    UPSTREAM_ORIGIN: 'https://customer.example',
    WATCHFLOOR_ADMINS: 'boss@vendor.example',
  });
});

const signIn = (email = EMAIL, password = VENDOR_PASSWORD, init: RequestInit = {}) =>
  server.request('/session', { ...signInBody(email, password), ...init });

describe('signing in', () => {
  test('sets an HttpOnly, SameSite=Lax cookie and answers who, never the token', async () => {
    const response = await signIn();
    expect(response.status).toBe(200);
    const setCookie = response.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^watchfloor_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/);
    const text = await response.text();
    const token = vendor.issued[0]!;
    expect(text).not.toContain(token);
    expect(setCookie).not.toContain(token);
    const body = JSON.parse(text) as { status: string; data: { user: object } };
    expect(body.status).toBe('success');
    expect(body.data.user).toEqual({ email: EMAIL, name: 'Vendor Analyst', admin: false });
  });

  test('asks the vendor with the Origin it expects', async () => {
    await signIn();
    const call = vendor.requests.find((request) => request.path === '/user/token')!;
    expect(call.origin).toBe('https://customer.example');
  });

  test('over https (behind a trusted proxy) the cookie is Secure with the __Host- prefix', async () => {
    server = createTestServer(database.pool, { AUTH_URL: vendor.url, TRUST_PROXY: 'true' });
    const response = await server.request('/session', {
      ...signInBody(EMAIL, VENDOR_PASSWORD),
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-Proto': 'https',
        Origin: 'https://watchfloor.test',
      },
    });
    expect(response.status).toBe(200);
    const setCookie = response.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^__Host-watchfloor_session=/);
    expect(setCookie).toMatch(/Secure/);
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  test('without a trusted proxy, X-Forwarded-Proto is not believed', async () => {
    const response = await server.request('/session', {
      ...signInBody(EMAIL, VENDOR_PASSWORD),
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https' },
    });
    expect(response.headers.get('set-cookie')).toMatch(/^watchfloor_session=/);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  test('every sign-in gets a new id, and admins are named', async () => {
    const first = cookieFrom(await signIn());
    const second = cookieFrom(await signIn());
    expect(first).not.toBe(second);
    const boss = await (await signIn('boss@vendor.example')).json();
    expect(boss).toMatchObject({ data: { user: { admin: true } } });
  });

  test('only the hash of the id is stored', async () => {
    const cookie = cookieFrom(await signIn());
    const id = cookie.split('=')[1]!;
    const { rows } = await database.pool.query<{ id_hash: Buffer }>('SELECT id_hash FROM sessions');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id_hash.toString('base64url')).not.toBe(id);
    expect(JSON.stringify(rows)).not.toContain(id);
  });
});

describe('the vendor’s refusals reach the login page word for word', () => {
  test('wrong password: 401 with the vendor’s credentials message', async () => {
    const response = await signIn(EMAIL, 'wrong');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      status: 'fail',
      data: { credentials: 'Email and password do not match' },
    });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  test('access window ended: 401 with data.accessWindow', async () => {
    const response = await signIn(EXPIRED_EMAIL);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      status: 'fail',
      data: { accessWindow: 'User access window has expired' },
    });
  });

  test('vendor lockout: 429 with its body and Retry-After', async () => {
    const response = await signIn(LOCKED_EMAIL);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('300');
    expect(await response.json()).toEqual({
      status: 'fail',
      data: { email: 'Too many failed attempts; try again in 5 minutes' },
    });
  });
});

describe('bad sign-in requests', () => {
  test.each([
    ['not JSON', '{email:', 'body'],
    ['no password', JSON.stringify({ email: EMAIL }), 'password'],
    ['empty email', JSON.stringify({ email: '', password: 'x' }), 'email'],
    ['an array', JSON.stringify([1, 2]), 'body'],
    [
      'a 2,000-character email',
      JSON.stringify({ email: 'a'.repeat(2000), password: 'x' }),
      'email',
    ],
  ])('%s: 422 naming the field, and the vendor is not asked', async (_label, body, field) => {
    const response = await server.request('/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(response.status).toBe(422);
    const answer = (await response.json()) as { status: string; data: Record<string, string> };
    expect(answer.status).toBe('fail');
    expect(Object.keys(answer.data)).toContain(field);
    expect(vendor.requests).toHaveLength(0);
  });

  test('a form post instead of JSON: 422', async () => {
    const response = await server.request('/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=a&password=b',
    });
    expect(response.status).toBe(422);
  });

  test('a huge body: 413 JSend', async () => {
    const response = await server.request('/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: 'x'.repeat(200_000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      status: 'fail',
      data: { body: expect.any(String) as unknown },
    });
  });
});

describe('cross-site requests are refused', () => {
  test.each([
    ['no Origin and no Sec-Fetch-Site', {}],
    ['another site’s Origin', { Origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site', Origin: TEST_ORIGIN }],
    ['the same host on another scheme', { Origin: 'https://watchfloor.test' }],
  ])('%s: 403 on sign-in, sign-out and sign-out everywhere', async (_label, headers) => {
    for (const [method, path] of [
      ['POST', '/session'],
      ['DELETE', '/session'],
      ['DELETE', '/sessions'],
    ] as const) {
      const response = await server.app.request(`${TEST_ORIGIN}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...headers },
        body:
          method === 'POST' ? JSON.stringify({ email: EMAIL, password: VENDOR_PASSWORD }) : null,
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        status: 'fail',
        data: { origin: expect.any(String) as unknown },
      });
    }
    expect(vendor.requests).toHaveLength(0);
  });

  test('Sec-Fetch-Site: same-origin alone is enough', async () => {
    const response = await server.app.request(`${TEST_ORIGIN}/session`, {
      ...signInBody(EMAIL, VENDOR_PASSWORD),
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(response.status).toBe(200);
  });
});

describe('a session', () => {
  test('GET /session says who and until when; the end never outlives the vendor token', async () => {
    vendor.behaviour.tokenLifetimeSeconds = 3600;
    const cookie = cookieFrom(await signIn());
    const response = await server.request('/session', { cookie });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: { expiresAt: string; idleExpiresAt: string; idleTimeoutSeconds: number };
    };
    const lifetime = Date.parse(data.expiresAt) - server.clock.now.getTime();
    expect(lifetime).toBeLessThanOrEqual(3600_000);
    expect(lifetime).toBeGreaterThan(3500_000);
    // The idle end (8 h by default) is capped by the absolute end (1 h here).
    expect(Date.parse(data.idleExpiresAt)).toBeLessThanOrEqual(Date.parse(data.expiresAt));
    expect(data.idleTimeoutSeconds).toBe(8 * 3600);
  });

  test('ends after the idle timeout, and use moves the idle end on', async () => {
    server = createTestServer(database.pool, { AUTH_URL: vendor.url, SESSION_IDLE_MINUTES: '10' });
    const cookie = cookieFrom(await signIn());
    const start = server.clock.now.getTime();
    server.clock.now = new Date(start + 8 * 60_000);
    expect((await server.request('/session', { cookie })).status).toBe(200);
    server.clock.now = new Date(start + 16 * 60_000);
    expect((await server.request('/session', { cookie })).status).toBe(200);
    server.clock.now = new Date(start + 27 * 60_000);
    expect((await server.request('/session', { cookie })).status).toBe(401);
  });

  test('ends at the vendor token’s expiry however busy it is', async () => {
    vendor.behaviour.tokenLifetimeSeconds = 600;
    const cookie = cookieFrom(await signIn());
    server.clock.now = new Date(server.clock.now.getTime() + 601_000);
    const response = await server.request('/session', { cookie });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      status: 'fail',
      data: { session: expect.any(String) as unknown },
    });
  });

  test.each([
    ['a forged id', 'watchfloor_session=' + 'A'.repeat(43)],
    ['a malformed id', 'watchfloor_session=../../etc/passwd'],
    ['an empty cookie', 'watchfloor_session='],
    ['a cookie of another name', 'session=abc'],
  ])('%s: 401', async (_label, cookie) => {
    const response = await server.request('/session', { cookie });
    expect(response.status).toBe(401);
  });

  test('DELETE /session ends it at once; replaying the cookie gets 401', async () => {
    const cookie = cookieFrom(await signIn());
    const out = await server.request('/session', { method: 'DELETE', cookie });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/watchfloor_session=;.*Max-Age=0/);
    expect((await server.request('/session', { cookie })).status).toBe(401);
    expect((await server.request('/api/incidents/incidents', { cookie })).status).toBe(401);
    // Signing out twice is not an error.
    expect((await server.request('/session', { method: 'DELETE', cookie })).status).toBe(200);
  });

  test('sign out everywhere ends every session of this user, and only theirs', async () => {
    const laptop = cookieFrom(await signIn());
    const phone = cookieFrom(await signIn());
    const colleague = cookieFrom(await signIn('colleague@vendor.example'));
    const response = await server.request('/sessions', { method: 'DELETE', cookie: laptop });
    expect(await response.json()).toEqual({ status: 'success', data: { ended: 2 } });
    expect((await server.request('/session', { cookie: laptop })).status).toBe(401);
    expect((await server.request('/session', { cookie: phone })).status).toBe(401);
    expect((await server.request('/session', { cookie: colleague })).status).toBe(200);
  });

  test('sign out everywhere without a session: 401', async () => {
    expect((await server.request('/sessions', { method: 'DELETE' })).status).toBe(401);
  });
});

describe('rate limits on sign-in', () => {
  test('per account: failures beyond the limit get 429 with Retry-After, without asking the vendor', async () => {
    server = createTestServer(database.pool, {
      AUTH_URL: vendor.url,
      SIGN_IN_LIMIT_PER_ACCOUNT: '3',
      SIGN_IN_LIMIT_WINDOW_SECONDS: '120',
    });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await signIn(EMAIL, 'wrong')).status).toBe(401);
    }
    vendor.requests.length = 0;
    const limited = await signIn(EMAIL, VENDOR_PASSWORD);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(120);
    expect(await limited.json()).toMatchObject({
      status: 'fail',
      data: { rateLimit: expect.any(String) as unknown },
    });
    expect(vendor.requests).toHaveLength(0);
    // Another account from the same address is not held back by this one.
    expect((await signIn('other@vendor.example')).status).toBe(200);
    // After the window, the account may try again.
    server.clock.now = new Date(server.clock.now.getTime() + 121_000);
    expect((await signIn(EMAIL, VENDOR_PASSWORD)).status).toBe(200);
  });

  test('a success clears the account’s failures', async () => {
    server = createTestServer(database.pool, {
      AUTH_URL: vendor.url,
      SIGN_IN_LIMIT_PER_ACCOUNT: '2',
    });
    expect((await signIn(EMAIL, 'wrong')).status).toBe(401);
    expect((await signIn(EMAIL, VENDOR_PASSWORD)).status).toBe(200);
    expect((await signIn(EMAIL, 'wrong')).status).toBe(401);
    expect((await signIn(EMAIL, 'wrong')).status).toBe(401);
    expect((await signIn(EMAIL, VENDOR_PASSWORD)).status).toBe(429);
  });

  test('per address: spraying many accounts gets 429', async () => {
    server = createTestServer(database.pool, {
      AUTH_URL: vendor.url,
      TRUST_PROXY: 'true',
      SIGN_IN_LIMIT_PER_IP: '5',
    });
    const from = (address: string, email: string) =>
      server.request('/session', {
        ...signInBody(email, 'guess'),
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
      });
    for (let index = 0; index < 5; index += 1) {
      expect((await from('203.0.113.9', `user${index}@vendor.example`)).status).toBe(401);
    }
    const limited = await from('203.0.113.9', 'user9@vendor.example');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await from('198.51.100.7', 'user9@vendor.example')).status).toBe(401);
  });
});

describe('an authentication service that fails', () => {
  test('down: 502 JSend naming it', async () => {
    server = createTestServer(database.pool, { AUTH_URL: 'http://127.0.0.1:9' });
    const response = await signIn();
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      status: 'error',
      message: 'The authentication service cannot be reached right now. Try again in a moment.',
    });
  });

  test('slow: 504 JSend', async () => {
    server = createTestServer(database.pool, {
      AUTH_URL: vendor.url,
      UPSTREAM_TIMEOUT_SECONDS: '1',
    });
    vendor.behaviour.delayMs = 1500;
    const response = await signIn();
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ status: 'error' });
  });

  test('garbage: 502 JSend, and no session', async () => {
    const garbage = await startFakeVendor();
    await garbage.close();
    server = createTestServer(database.pool, { AUTH_URL: `${vendor.url}/not-the-auth-api` });
    const response = await signIn();
    expect(response.status).toBe(502);
    expect(response.headers.get('set-cookie')).toBeNull();
    const { rows } = await database.pool.query('SELECT count(*)::int AS n FROM sessions');
    expect(rows[0]).toEqual({ n: 0 });
  });
});

import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { beforeEach, describe, expect, test } from 'vitest';
import { JSendTokenFail } from '../../contract/jsend.ts';
import { manualClock, type ManualClock } from '../clock';
import { BEARER_MESSAGES, requireBearer } from './bearer';
import { TEST_SECRET, TEST_START_MS } from './testing';
import { createTokenService, type TokenService, type TokenSubject } from './tokens';

const analyst: TokenSubject = {
  sub: '6f1c2a3e-4b5d-4e6f-8a7b-9c0d1e2f3a4b',
  kind: 'user',
  origin: 'http://127.0.0.1:4300',
  name: 'Demo Analyst',
  email: 'analyst@watchfloor.example',
};

let clock: ManualClock;
let tokens: TokenService;
let app: Hono;

beforeEach(() => {
  clock = manualClock(TEST_START_MS);
  tokens = createTokenService({ secret: TEST_SECRET, clock });
  app = new Hono();
  app.use('*', cors({ origin: 'http://127.0.0.1:4300', allowHeaders: ['Authorization'] }));
  app.get('/news', requireBearer(tokens), (c) => c.json({ who: c.get('token').sub }));
});

const call = (authorization?: string) =>
  app.request(
    '/news',
    authorization === undefined ? {} : { headers: { Authorization: authorization } },
  );

async function expectRefused(response: Response, message: string) {
  expect(response.status).toBe(401);
  const body: unknown = await response.json();
  expect(JSendTokenFail.parse(body)).toEqual({ status: 'fail', errors: [{ code: 401, message }] });
}

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('requireBearer', () => {
  test('lets a valid token through and puts its claims on the context', async () => {
    const response = await call(`Bearer ${await tokens.issue(analyst)}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ who: analyst.sub });
  });

  test('accepts the scheme in any case', async () => {
    const response = await call(`bearer ${await tokens.issue(analyst)}`);
    expect(response.status).toBe(200);
  });

  test.each([
    ['no Authorization header', undefined],
    ['an empty header', ''],
    ['another scheme', 'Basic x'],
    ['the scheme alone', 'Bearer'],
    ['the scheme and a space', 'Bearer '],
    ['two words after the scheme', 'Bearer a b'],
  ])('asks for a bearer token when there is %s', async (_label, header) => {
    await expectRefused(await call(header), BEARER_MESSAGES.missing);
  });

  test('refuses a token that is not a JWT', async () => {
    await expectRefused(await call('Bearer garbage'), BEARER_MESSAGES.invalid);
  });

  test('refuses a token signed with another secret', async () => {
    const other = createTokenService({ secret: new Uint8Array(32).fill(1), clock });
    await expectRefused(
      await call(`Bearer ${await other.issue(analyst)}`),
      BEARER_MESSAGES.invalid,
    );
  });

  test('refuses an unsigned (alg none) token', async () => {
    const now = TEST_START_MS / 1000;
    const payload = {
      ...analyst,
      iss: 'watchfloor-reference',
      aud: 'threat-intel-api',
      iat: now,
      exp: now + 86400,
    };
    const token = `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
    await expectRefused(await call(`Bearer ${token}`), BEARER_MESSAGES.invalid);
  });

  test('says an expired token has expired', async () => {
    const token = await tokens.issue(analyst);
    clock.advance((24 * 60 * 60 + 1) * 1000);
    await expectRefused(await call(`Bearer ${token}`), BEARER_MESSAGES.expired);
  });

  test('never echoes the token', async () => {
    const token = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'x' })}.c2lnbmF0dXJl`;
    const response = await call(`Bearer ${token}`);
    expect(await response.text()).not.toContain(token.slice(0, 12));
  });

  test('lets CORS preflights through without a token', async () => {
    // Registered before CORS here, so the preflight really passes through the middleware.
    const guarded = new Hono();
    guarded.use('*', requireBearer(tokens));
    guarded.use('*', cors({ origin: 'http://127.0.0.1:4300', allowHeaders: ['Authorization'] }));
    const response = await guarded.request('/news', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:4300',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Authorization/i);
  });
});

import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, test } from 'vitest';
import { JSendFail } from '../../contract/jsend.ts';
import {
  createApplicationToken,
  createUserToken,
  TokenResponse,
} from '../../contract/operations/auth.ts';
import {
  createTestAuthApp,
  TEST_CREDENTIALS,
  TEST_START_MS,
  TEST_USER_IDS,
  testAccounts,
} from '../auth/testing';
import { AUTH_MESSAGES } from './auth';

const ORIGIN = 'http://127.0.0.1:4300';
const { demoUser, expiredUser, application } = TEST_CREDENTIALS;
const USER_PATH = createUserToken.path;
const APPLICATION_PATH = createApplicationToken.path;

// scrypt is slow on purpose: hash the seeded accounts once for the whole file.
beforeAll(() => void testAccounts());

type App = ReturnType<typeof createTestAuthApp>['app'];

function post(
  app: App,
  path: string,
  body: unknown,
  {
    origin = ORIGIN,
    contentType = 'application/json',
  }: { origin?: string | null; contentType?: string } = {},
) {
  const headers: Record<string, string> = { 'Content-Type': contentType };
  if (origin !== null) headers.Origin = origin;
  return app.request(path, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function expectFail(response: Response, status: number, data: Record<string, string>) {
  expect(response.status).toBe(status);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body: unknown = await response.json();
  expect(JSendFail.parse(body)).toEqual({ status: 'fail', data });
}

async function expectToken(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = TokenResponse.parse(await response.json());
  return decodeJwt(body.data.accessToken);
}

const startSeconds = TEST_START_MS / 1000;

describe('POST /user/token', () => {
  test('issues a 24-hour token naming the user and the calling origin', async () => {
    const { app } = createTestAuthApp();
    const claims = await expectToken(await post(app, USER_PATH, demoUser));
    expect(claims).toMatchObject({
      sub: TEST_USER_IDS[demoUser.email],
      kind: 'user',
      name: 'Demo Analyst',
      email: demoUser.email,
      origin: ORIGIN,
      iss: 'watchfloor-reference',
      aud: 'threat-intel-api',
      iat: startSeconds,
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(86400);
  });

  test('matches the email regardless of case and surrounding spaces', async () => {
    const { app } = createTestAuthApp();
    const email = `  ${demoUser.email.toUpperCase()} `;
    const claims = await expectToken(await post(app, USER_PATH, { ...demoUser, email }));
    expect(claims.email).toBe(demoUser.email);
  });

  test('issues a token its own token service accepts', async () => {
    const { app, tokens } = createTestAuthApp();
    const response = await post(app, USER_PATH, demoUser);
    const { data } = TokenResponse.parse(await response.json());
    expect(await tokens.verify(data.accessToken)).toMatchObject({ ok: true });
  });

  test('refuses a wrong password', async () => {
    const { app } = createTestAuthApp();
    const response = await post(app, USER_PATH, { ...demoUser, password: 'wrong' });
    await expectFail(response, 401, { credentials: AUTH_MESSAGES.userCredentials });
  });

  test('refuses an unknown email with the same answer', async () => {
    const { app } = createTestAuthApp();
    const response = await post(app, USER_PATH, { ...demoUser, email: 'nobody@example.com' });
    await expectFail(response, 401, { credentials: 'Email and password do not match' });
  });

  test('tells an expired user, under its own key, that the access window has ended', async () => {
    const { app } = createTestAuthApp();
    const response = await post(app, USER_PATH, expiredUser);
    await expectFail(response, 401, { accessWindow: 'User access window has expired' });
  });

  test('does not reveal an expired window to a wrong password', async () => {
    const { app } = createTestAuthApp();
    const response = await post(app, USER_PATH, { ...expiredUser, password: 'wrong' });
    await expectFail(response, 401, { credentials: AUTH_MESSAGES.userCredentials });
  });

  test.each([
    [
      'the password is missing',
      { email: demoUser.email },
      { password: 'Missing password request body parameter' },
    ],
    [
      'the email is missing',
      { password: demoUser.password },
      { email: 'Missing email request body parameter' },
    ],
    [
      'both are missing',
      {},
      { email: AUTH_MESSAGES.missingEmail, password: AUTH_MESSAGES.missingPassword },
    ],
    [
      'the password is empty',
      { ...demoUser, password: '' },
      { password: AUTH_MESSAGES.missingPassword },
    ],
    [
      'the password is null',
      { ...demoUser, password: null },
      { password: AUTH_MESSAGES.missingPassword },
    ],
    [
      'the password is a number',
      { ...demoUser, password: 1234 },
      { password: 'The password body parameter must be a string' },
    ],
    [
      'the email is an object',
      { ...demoUser, email: { $ne: '' } },
      { email: 'The email body parameter must be a string' },
    ],
  ])('answers 422 naming each field when %s', async (_label, body, data) => {
    const { app } = createTestAuthApp();
    await expectFail(await post(app, USER_PATH, body), 422, data);
  });

  test.each([
    ['not JSON', '{"email":', 'application/json', AUTH_MESSAGES.invalidJson],
    ['empty', '', 'application/json', AUTH_MESSAGES.invalidJson],
    ['a JSON array', '[]', 'application/json', AUTH_MESSAGES.notObject],
    ['a JSON string', '"analyst"', 'application/json', AUTH_MESSAGES.notObject],
    ['JSON null', 'null', 'application/json', AUTH_MESSAGES.notObject],
    ['a form', 'email=a&password=b', 'application/x-www-form-urlencoded', AUTH_MESSAGES.notJson],
    ['JSON sent as text/plain', JSON.stringify(demoUser), 'text/plain', AUTH_MESSAGES.notJson],
  ])('answers 422 `body` when the body is %s', async (_label, body, contentType, message) => {
    const { app } = createTestAuthApp();
    await expectFail(await post(app, USER_PATH, body, { contentType }), 422, { body: message });
  });

  test('accepts JSON with a charset', async () => {
    const { app } = createTestAuthApp();
    const response = await post(app, USER_PATH, demoUser, {
      contentType: 'application/json; charset=utf-8',
    });
    expect(response.status).toBe(200);
  });

  test('answers 422 `body` to a body over 16 KB', async () => {
    const { app } = createTestAuthApp();
    const response = await post(app, USER_PATH, { ...demoUser, password: 'x'.repeat(20_000) });
    await expectFail(response, 422, { body: AUTH_MESSAGES.tooLarge });
  });

  test('answers 422 `origin` without an Origin header, before looking at the body', async () => {
    const { app } = createTestAuthApp();
    const response = await post(app, USER_PATH, 'not json', { origin: null });
    await expectFail(response, 422, { origin: AUTH_MESSAGES.missingOrigin });
  });

  test('answers 404 to GET', async () => {
    const { app } = createTestAuthApp();
    expect((await app.request(USER_PATH)).status).toBe(404);
  });
});

describe('the user lockout', () => {
  const wrong = { ...demoUser, password: 'wrong' };

  async function expectLocked(response: Response) {
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(300);
    await expectFail(response, 429, {
      email: 'Too many authentication attempts. Try again in 5 minutes',
    });
    return retryAfter;
  }

  test('answers 401 to the 5th failure and 429 to the 6th attempt, even with the right password', async () => {
    const { app } = createTestAuthApp();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await post(app, USER_PATH, wrong);
      await expectFail(response, 401, { credentials: AUTH_MESSAGES.userCredentials });
    }
    expect(await expectLocked(await post(app, USER_PATH, demoUser))).toBe(300);
  });

  test('counts the email however it is typed', async () => {
    const { app } = createTestAuthApp();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const email = attempt % 2 ? demoUser.email.toUpperCase() : ` ${demoUser.email}`;
      await post(app, USER_PATH, { ...wrong, email });
    }
    await expectLocked(await post(app, USER_PATH, demoUser));
  });

  test('counts unknown emails too', async () => {
    const { app } = createTestAuthApp();
    const unknown = { email: 'nobody@example.com', password: 'guess' };
    for (let attempt = 1; attempt <= 5; attempt++) await post(app, USER_PATH, unknown);
    await expectLocked(await post(app, USER_PATH, unknown));
    expect((await post(app, USER_PATH, demoUser)).status).toBe(200);
  });

  test('counts down Retry-After and lifts after 5 minutes', async () => {
    const { app, clock } = createTestAuthApp();
    for (let attempt = 1; attempt <= 5; attempt++) await post(app, USER_PATH, wrong);
    clock.advance(60_000);
    expect(await expectLocked(await post(app, USER_PATH, demoUser))).toBe(240);
    clock.advance(4 * 60_000);
    await expectToken(await post(app, USER_PATH, demoUser));
  });

  test('forgets failures older than 5 minutes', async () => {
    const { app, clock } = createTestAuthApp();
    for (let attempt = 1; attempt <= 4; attempt++) await post(app, USER_PATH, wrong);
    clock.advance(5 * 60_000 + 1000);
    await expectFail(await post(app, USER_PATH, wrong), 401, {
      credentials: AUTH_MESSAGES.userCredentials,
    });
    await expectToken(await post(app, USER_PATH, demoUser));
  });

  test('starts afresh after a successful sign-in', async () => {
    const { app } = createTestAuthApp();
    for (let attempt = 1; attempt <= 4; attempt++) await post(app, USER_PATH, wrong);
    await expectToken(await post(app, USER_PATH, demoUser));
    for (let attempt = 1; attempt <= 4; attempt++) await post(app, USER_PATH, wrong);
    await expectToken(await post(app, USER_PATH, demoUser));
  });

  test('does not apply to application tokens', async () => {
    const { app } = createTestAuthApp();
    const wrongSecret = { ...application, secret: 'wrong' };
    for (let attempt = 1; attempt <= 6; attempt++) {
      expect((await post(app, APPLICATION_PATH, wrongSecret)).status).toBe(401);
    }
    await expectToken(await post(app, APPLICATION_PATH, application));
  });
});

describe('POST /application/token', () => {
  test('issues a 24-hour application token naming the client and the calling origin', async () => {
    const { app } = createTestAuthApp();
    const response = await post(app, APPLICATION_PATH, application, {
      origin: 'https://partner.example',
    });
    const claims = await expectToken(response);
    expect(claims).toMatchObject({
      sub: application.clientId,
      kind: 'application',
      origin: 'https://partner.example',
      iat: startSeconds,
      exp: startSeconds + 86400,
    });
    expect(claims).not.toHaveProperty('email');
  });

  test('refuses a wrong secret', async () => {
    const { app } = createTestAuthApp();
    const response = await post(app, APPLICATION_PATH, { ...application, secret: 'wrong' });
    await expectFail(response, 401, { credentials: 'Client ID and secret do not match' });
  });

  test('refuses an unknown client id with the same answer', async () => {
    const { app } = createTestAuthApp();
    const response = await post(app, APPLICATION_PATH, { ...application, clientId: 'someone' });
    await expectFail(response, 401, { credentials: AUTH_MESSAGES.applicationCredentials });
  });

  test.each([
    [
      'the client id is missing',
      { secret: application.secret },
      { clientId: 'Missing client ID body parameter' },
    ],
    [
      'the secret is missing',
      { clientId: application.clientId },
      { secret: 'Missing secret body parameter' },
    ],
    [
      'the client id is a number',
      { ...application, clientId: 7 },
      { clientId: 'The clientId body parameter must be a string' },
    ],
  ])('answers 422 naming each field when %s', async (_label, body, data) => {
    const { app } = createTestAuthApp();
    await expectFail(await post(app, APPLICATION_PATH, body), 422, data);
  });

  test('answers 422 `body` and `origin` like the user endpoint', async () => {
    const { app } = createTestAuthApp();
    await expectFail(await post(app, APPLICATION_PATH, 'nope'), 422, {
      body: AUTH_MESSAGES.invalidJson,
    });
    await expectFail(await post(app, APPLICATION_PATH, application, { origin: null }), 422, {
      origin: AUTH_MESSAGES.missingOrigin,
    });
  });
});

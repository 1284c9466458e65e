import fc from 'fast-check';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { describe, expect, test } from 'vitest';
import { manualClock } from '../clock';
import { ServiceConfigError } from '../config';
import { TEST_START_MS } from './testing';
import {
  createTokenService,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  TOKEN_LIFETIME_SECONDS,
  tokenSecretFrom,
  type TokenSubject,
} from './tokens';

const secret = new TextEncoder().encode('a-test-secret-that-is-long-enough!!');
const user: TokenSubject = {
  sub: '6f1c2a3e-4b5d-4e6f-8a7b-9c0d1e2f3a4b',
  kind: 'user',
  origin: 'http://127.0.0.1:4300',
  name: 'Demo Analyst',
  email: 'analyst@watchfloor.example',
};
const application: TokenSubject = {
  sub: 'watchfloor-demo-client',
  kind: 'application',
  origin: 'https://partner.example',
};

function setup() {
  const clock = manualClock(TEST_START_MS);
  return { clock, tokens: createTokenService({ secret, clock }) };
}

const startSeconds = TEST_START_MS / 1000;

describe('issue', () => {
  test('signs HS256 with issuer, audience, the subject and 24 hours from the clock', async () => {
    const { tokens } = setup();
    const token = await tokens.issue(user);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(decodeJwt(token)).toEqual({
      ...user,
      iss: TOKEN_ISSUER,
      aud: TOKEN_AUDIENCE,
      iat: startSeconds,
      exp: startSeconds + 86400,
    });
  });

  test('gives an application token no user fields', async () => {
    const { tokens } = setup();
    const claims = decodeJwt(await tokens.issue(application));
    expect(claims).toMatchObject({ sub: 'watchfloor-demo-client', kind: 'application' });
    expect(claims).not.toHaveProperty('email');
    expect(claims).not.toHaveProperty('name');
  });
});

describe('verify', () => {
  test('returns the claims of a token it issued', async () => {
    const { tokens } = setup();
    expect(await tokens.verify(await tokens.issue(user))).toEqual({
      ok: true,
      claims: { ...user, iat: startSeconds, exp: startSeconds + TOKEN_LIFETIME_SECONDS },
    });
    expect(await tokens.verify(await tokens.issue(application))).toMatchObject({
      ok: true,
      claims: application,
    });
  });

  test('accepts a token until its 24 hours are over, then calls it expired', async () => {
    const { clock, tokens } = setup();
    const token = await tokens.issue(user);
    clock.advance((TOKEN_LIFETIME_SECONDS - 1) * 1000);
    expect((await tokens.verify(token)).ok).toBe(true);
    clock.advance(2000);
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  test('refuses a token signed with another secret', async () => {
    const { clock } = setup();
    const other = createTokenService({ secret: new Uint8Array(32).fill(7), clock });
    const { tokens } = setup();
    expect(await tokens.verify(await other.issue(user))).toEqual({ ok: false, reason: 'invalid' });
  });

  test('calls an expired token with a bad signature invalid, not expired', async () => {
    const { clock } = setup();
    const other = createTokenService({ secret: new Uint8Array(32).fill(7), clock });
    const token = await other.issue(user);
    const { tokens, clock: later } = setup();
    later.advance((TOKEN_LIFETIME_SECONDS + 1) * 1000);
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'invalid' });
  });

  const sign = (payload: Record<string, unknown>, build = (jwt: SignJWT) => jwt) =>
    build(
      new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(startSeconds)
        .setExpirationTime(startSeconds + 3600),
    ).sign(secret);

  test.each([
    ['another issuer', (jwt: SignJWT) => jwt.setIssuer('someone-else').setAudience(TOKEN_AUDIENCE)],
    ['another audience', (jwt: SignJWT) => jwt.setIssuer(TOKEN_ISSUER).setAudience('other-api')],
    ['no issuer or audience', (jwt: SignJWT) => jwt],
  ])('refuses a correctly signed token with %s', async (_label, build) => {
    const { tokens } = setup();
    const token = await sign({ ...user }, build);
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'invalid' });
  });

  test.each([
    ['no kind', { sub: 'x', origin: 'o' }],
    ['an unknown kind', { sub: 'x', origin: 'o', kind: 'admin' }],
    ['a user kind without email', { sub: 'x', origin: 'o', kind: 'user', name: 'n' }],
    ['no origin', { sub: 'x', kind: 'application' }],
    ['no subject', { origin: 'o', kind: 'application' }],
  ])('refuses a correctly signed token with %s', async (_label, payload) => {
    const { tokens } = setup();
    const token = await sign(payload, (jwt) =>
      jwt.setIssuer(TOKEN_ISSUER).setAudience(TOKEN_AUDIENCE),
    );
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'invalid' });
  });

  test('refuses an unsigned (alg none) token', async () => {
    const { tokens } = setup();
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const claims = decodeJwt(await tokens.issue(user));
    const token = `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'invalid' });
  });

  test('calls any other string invalid and never throws', async () => {
    const { tokens } = setup();
    const jwtLike = fc
      .array(fc.string({ unit: 'grapheme-ascii' }), { minLength: 1, maxLength: 4 })
      .map((parts) => parts.join('.'));
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), jwtLike), async (token) => {
        expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'invalid' });
      }),
      { numRuns: 200 },
    );
  });
});

describe('tokenSecretFrom', () => {
  test('uses TI_JWT_SECRET when it is long enough', () => {
    const value = 'x'.repeat(32);
    expect(tokenSecretFrom({ TI_JWT_SECRET: value })).toEqual(new TextEncoder().encode(value));
  });

  test('refuses a short TI_JWT_SECRET with a readable error', () => {
    expect(() => tokenSecretFrom({ TI_JWT_SECRET: 'short' })).toThrow(ServiceConfigError);
    expect(() => tokenSecretFrom({ TI_JWT_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });

  test('otherwise makes 32 random bytes per call', () => {
    const first = tokenSecretFrom({});
    expect(first).toHaveLength(32);
    expect(tokenSecretFrom({})).not.toEqual(first);
  });
});

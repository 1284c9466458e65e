import { describe, expect, test } from 'vitest';
import { applicationToken, expiryOf, TokenRefused } from './application-token.ts';

const jwt = (claims: object) =>
  `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;

function vendor(lifetimeSeconds: number, clock: { now: Date }) {
  const requests: { origin: string | null; body: unknown }[] = [];
  const fetch = ((_url: string, init: RequestInit) => {
    requests.push({
      origin: new Headers(init.headers).get('origin'),
      body: JSON.parse(init.body as string),
    });
    const exp = Math.floor(clock.now.getTime() / 1000) + lifetimeSeconds;
    return Promise.resolve(
      Response.json({ status: 'success', data: { accessToken: jwt({ exp, n: requests.length }) } }),
    );
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}

describe('the application token', () => {
  test('signs in with the client’s id, secret and Origin; is reused; renewed before it expires', async () => {
    const clock = { now: new Date('2026-11-28T12:00:00Z') };
    const { fetch, requests } = vendor(3600, clock);
    const token = applicationToken({
      authUrl: 'http://auth.test',
      origin: 'http://watchfloor.test',
      clientId: 'client',
      secret: 'secret',
      timeoutMs: 1000,
      now: () => clock.now,
      fetch,
    });
    const first = await token.get();
    expect(requests).toEqual([
      { origin: 'http://watchfloor.test', body: { clientId: 'client', secret: 'secret' } },
    ]);
    clock.now = new Date('2026-11-28T12:50:00Z');
    expect(await token.get()).toBe(first);
    // Five minutes before its end it is renewed.
    clock.now = new Date('2026-11-28T12:56:00Z');
    const second = await token.get();
    expect(second).not.toBe(first);
    expect(requests).toHaveLength(2);
    token.refused(second);
    await token.get();
    expect(requests).toHaveLength(3);
  });

  test('a refused sign-in is an error saying so; an unreadable token has no expiry', async () => {
    const token = applicationToken({
      authUrl: 'http://auth.test',
      origin: 'http://watchfloor.test',
      clientId: 'client',
      secret: 'wrong',
      timeoutMs: 1000,
      now: () => new Date(),
      fetch: () => Promise.resolve(Response.json({ status: 'fail' }, { status: 401 })),
    });
    await expect(token.get()).rejects.toBeInstanceOf(TokenRefused);
    expect(expiryOf('not-a-jwt')).toBeUndefined();
  });
});

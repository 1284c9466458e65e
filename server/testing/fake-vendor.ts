import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the vendor's three APIs, small enough to misbehave on demand: slow, down,
 * garbage, huge, or refusing a token. It records every request, so tests can check what the
 * Watchfloor server sent (and that it never went anywhere else).
 */

export const VENDOR_PASSWORD = 'right-password';
export const EXPIRED_EMAIL = 'expired@vendor.example';
export const LOCKED_EMAIL = 'locked@vendor.example';

export interface Misbehaviour {
  delayMs: number;
  /** Answer data requests with this status and a JSend fail body. */
  status?: number;
  retryAfter?: string;
  /** Answer with HTML instead of JSON. */
  garbage: boolean;
  /** Answer with a body of this many bytes. */
  hugeBytes?: number;
  /** Tokens the vendor no longer accepts. */
  revoked: Set<string>;
  /** Seconds until tokens it issues expire. */
  tokenLifetimeSeconds: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  authorization: string | undefined;
  origin: string | undefined;
}

export interface FakeVendor {
  url: string;
  requests: RecordedRequest[];
  behaviour: Misbehaviour;
  issued: string[];
  reset(): void;
  close(): Promise<void>;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Shaped like the vendor's HS256 tokens; the signature is not checked by the server. */
export function fakeToken(claims: { email: string; name?: string; exp: number }) {
  const nonce = Math.random().toString(36).slice(2);
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ ...claims, nonce })}.c2lnbmF0dXJl`;
}

const freshBehaviour = (): Misbehaviour => ({
  delayMs: 0,
  garbage: false,
  revoked: new Set(),
  tokenLifetimeSeconds: 24 * 3600,
});

export async function startFakeVendor(): Promise<FakeVendor> {
  const requests: RecordedRequest[] = [];
  const issued: string[] = [];
  let behaviour = freshBehaviour();
  const app = new Hono();

  app.use('*', async (c, next) => {
    const url = new URL(c.req.url);
    requests.push({
      method: c.req.method,
      path: url.pathname,
      search: url.search,
      authorization: c.req.header('authorization'),
      origin: c.req.header('origin'),
    });
    if (behaviour.delayMs) await new Promise((done) => setTimeout(done, behaviour.delayMs));
    await next();
  });

  app.post('/user/token', async (c) => {
    if (!c.req.header('origin'))
      return c.json({ status: 'fail', data: { origin: 'Required' } }, 422);
    const { email, password } = await c.req.json<{ email: string; password: string }>();
    if (email === LOCKED_EMAIL) {
      c.header('Retry-After', '300');
      return c.json(
        { status: 'fail', data: { email: 'Too many failed attempts; try again in 5 minutes' } },
        429,
      );
    }
    if (password !== VENDOR_PASSWORD) {
      return c.json(
        { status: 'fail', data: { credentials: 'Email and password do not match' } },
        401,
      );
    }
    if (email === EXPIRED_EMAIL) {
      return c.json(
        { status: 'fail', data: { accessWindow: 'User access window has expired' } },
        401,
      );
    }
    const token = fakeToken({
      email,
      name: 'Vendor Analyst',
      exp: Math.floor(Date.now() / 1000) + behaviour.tokenLifetimeSeconds,
    });
    issued.push(token);
    return c.json({ status: 'success', data: { accessToken: token } });
  });

  app.get('*', (c) => {
    const token = c.req.header('authorization')?.replace(/^Bearer /, '');
    if (!token || !issued.includes(token) || behaviour.revoked.has(token)) {
      return c.json(
        { status: 'fail', errors: [{ code: 401, message: 'The token is invalid.' }] },
        401,
      );
    }
    if (behaviour.garbage) return c.html('<html><script>alert(1)</script></html>');
    if (behaviour.hugeBytes) {
      return c.json({ data: 'x'.repeat(behaviour.hugeBytes) });
    }
    if (behaviour.status) {
      if (behaviour.retryAfter) c.header('Retry-After', behaviour.retryAfter);
      return c.json(
        { status: 'fail', data: { reason: `status ${behaviour.status}` } },
        behaviour.status as 404,
      );
    }
    const url = new URL(c.req.url);
    return c.json({ data: [{ path: url.pathname, search: url.search, filler: 'y'.repeat(4000) }] });
  });

  const server: ServerType = await new Promise((done) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      done(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    issued,
    get behaviour() {
      return behaviour;
    },
    reset() {
      requests.length = 0;
      behaviour = freshBehaviour();
    },
    close: () =>
      new Promise<void>((done) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

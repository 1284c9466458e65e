import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { exampleIncidentListItem } from '../../contract/examples/incidents.ts';

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
  /** Serve `GET …/incidents` as a set of this many incidents, paged like the vendor. */
  incidentSet?: IncidentSet;
}

export interface IncidentSet {
  total: number;
  /** Each page takes this long… */
  pageDelayMs?: number;
  /** …or, for these pages, this long. */
  pageDelays?: Map<number, number>;
  /** These pages answer only once their promise has settled: an order a test sets, not a delay. */
  pageGates?: Map<number, Promise<void>>;
  /** These pages answer with a status (and JSend body) instead, `times` times (default always). */
  failPages?: Map<number, { status: number; retryAfter?: string; times?: number; html?: boolean }>;
}

/** The n-th incident of a fake set (from 1): most recently started first, as the map sorts. */
export function fakeIncident(n: number) {
  return {
    ...exampleIncidentListItem,
    id: `IN-${n}`,
    // Every seventh names a place beyond ASCII: a page of them is read another way (page-json.ts).
    summary: `Incident number ${n}${n % 7 === 0 ? ' near Łódź — 東京 🛰️' : ''}`,
    location: {
      ...exampleIncidentListItem.location,
      longitude: -170 + (n % 340) + 0.123456789,
      latitude: -80 + (n % 160),
    },
    impact: { ...exampleIncidentListItem.impact, rating: (n % 5) + 1 },
    startedAt: { ...exampleIncidentListItem.startedAt, timestamp: 1_800_000_000 - n },
  };
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
  /** The incident pages it is answering now, and the most it answered at once. */
  pagesInFlight: number;
  maxPagesInFlight: number;
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
    if (behaviour.incidentSet && url.pathname.endsWith('/incidents')) {
      return servePage(behaviour.incidentSet, url.searchParams);
    }
    return c.json({ data: [{ path: url.pathname, search: url.search, filler: 'y'.repeat(4000) }] });
  });

  let pagesInFlight = 0;
  let maxPagesInFlight = 0;
  async function servePage(set: IncidentSet, params: URLSearchParams) {
    const page = Number(params.get('page') ?? 1);
    const size = Number(params.get('pageSize') ?? 100);
    pagesInFlight += 1;
    maxPagesInFlight = Math.max(maxPagesInFlight, pagesInFlight);
    try {
      const delay = set.pageDelays?.get(page) ?? set.pageDelayMs;
      if (delay) await new Promise((done) => setTimeout(done, delay));
      await set.pageGates?.get(page);
      const failure = set.failPages?.get(page);
      if (failure && (failure.times ?? Infinity) > 0) {
        failure.times = (failure.times ?? Infinity) - 1;
        if (failure.html) return new Response('<html>busy</html>', { status: failure.status });
        return new Response(
          JSON.stringify(
            failure.status === 401
              ? { status: 'fail', errors: [{ code: 401, message: 'The token has expired.' }] }
              : { status: 'fail', data: { reason: `page ${page} answered ${failure.status}` } },
          ),
          {
            status: failure.status,
            headers: {
              'Content-Type': 'application/json',
              ...(failure.retryAfter ? { 'Retry-After': failure.retryAfter } : {}),
            },
          },
        );
      }
      const first = (page - 1) * size + 1;
      const count = Math.max(0, Math.min(size, set.total - first + 1));
      const data = Array.from({ length: count }, (_, index) => fakeIncident(first + index));
      return new Response(JSON.stringify({ data }), {
        headers: { 'Content-Type': 'application/json' },
      });
    } finally {
      pagesInFlight -= 1;
    }
  }

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
    get pagesInFlight() {
      return pagesInFlight;
    },
    get maxPagesInFlight() {
      return maxPagesInFlight;
    },
    reset() {
      requests.length = 0;
      behaviour = freshBehaviour();
      maxPagesInFlight = 0;
    },
    close: () =>
      new Promise<void>((done) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

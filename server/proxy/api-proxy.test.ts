import { createAdaptorServer } from '@hono/node-server';
import net from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startFakeVendor, VENDOR_PASSWORD, type FakeVendor } from '../testing/fake-vendor.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import {
  cookieFrom,
  createTestServer,
  signInBody,
  type TestServer,
} from '../testing/test-server.ts';
import { capturedLog } from '../testing/captured-log.ts';
import { targetUrl } from './api-proxy.ts';

let news: FakeVendor;
let incidents: FakeVendor;
/** Listens but must never be contacted: the proof that no request picks the host. */
let canary: FakeVendor;
let database: TestDatabase;
let server: TestServer;
let cookie: string;
let token: string;

beforeAll(async () => {
  [news, incidents, canary, database] = await Promise.all([
    startFakeVendor(),
    startFakeVendor(),
    startFakeVendor(),
    createTestDatabase(),
  ]);
});
afterAll(async () => {
  await Promise.all([news.close(), incidents.close(), canary.close(), database.drop()]);
});

/** Both fake upstreams accept the token the auth one (the news fake) issued. */
beforeEach(async () => {
  for (const vendor of [news, incidents, canary]) vendor.reset();
  server = createTestServer(database.pool, {
    AUTH_URL: news.url,
    NEWS_URL: news.url,
    INCIDENT_URL: `${incidents.url}/v1`,
    UPSTREAM_TIMEOUT_SECONDS: '1',
    UPSTREAM_MAX_MB: '1',
  });
  cookie = cookieFrom(
    await server.request('/session', signInBody('a@vendor.example', VENDOR_PASSWORD)),
  );
  token = news.issued.at(-1)!;
  incidents.issued.push(token);
});

const get = (path: string, init: RequestInit = {}) => server.request(path, { ...init, cookie });

describe('proxying the data APIs', () => {
  test('adds the bearer token and keeps the path and query below the base', async () => {
    const response = await get('/api/incidents/incidents?country=eq:NGA&pageSize=5');
    expect(response.status).toBe(200);
    const call = incidents.requests.at(-1)!;
    expect(call.path).toBe('/v1/incidents');
    expect(call.search).toBe('?country=eq:NGA&pageSize=5');
    expect(call.authorization).toBe(`Bearer ${token}`);
    const text = await response.text();
    expect(text).not.toContain(token);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  test('news goes to the news base only', async () => {
    await get('/api/news/news?limit=1');
    expect(news.requests.at(-1)!.path).toBe('/news');
    expect(incidents.requests).toHaveLength(0);
  });

  test('JSON is compressed for browsers that accept gzip', async () => {
    const response = await get('/api/news/news', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const body = gunzipSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(JSON.parse(body)).toMatchObject({ data: [{ path: '/news' }] });
  });

  test('without a session: 401 in the spec’s token-failure shape, and no upstream call', async () => {
    const response = await server.request('/api/incidents/incidents');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      status: 'fail',
      errors: [{ code: 401, message: expect.any(String) as unknown }],
    });
    expect(incidents.requests).toHaveLength(0);
  });

  test('only GET and HEAD are carried', async () => {
    const response = await get('/api/incidents/incidents', { method: 'POST', body: '{}' });
    expect(response.status).toBe(405);
    expect(incidents.requests).toHaveLength(0);
  });

  test.each([404, 422, 429])('the upstream’s %i passes through with its body', async (status) => {
    incidents.behaviour.status = status;
    incidents.behaviour.retryAfter = '42';
    const response = await get('/api/incidents/incidents/IN-1');
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ status: 'fail', data: { reason: `status ${status}` } });
    expect(response.headers.get('retry-after')).toBe('42');
  });

  test('the vendor’s 401 passes through and ends the session here too', async () => {
    incidents.behaviour.revoked.add(token);
    const response = await get('/api/incidents/incidents');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ status: 'fail', errors: [{ code: 401 }] });
    expect((await get('/session')).status).toBe(401);
  });
});

describe('an upstream that fails', () => {
  test('down: 502 naming the service; the log says why, without the token', async () => {
    const captured = capturedLog();
    server = createTestServer(
      database.pool,
      { AUTH_URL: news.url, INCIDENT_URL: 'http://127.0.0.1:9' },
      { log: captured.log },
    );
    cookie = cookieFrom(
      await server.request('/session', signInBody('a@vendor.example', VENDOR_PASSWORD)),
    );
    const response = await get('/api/incidents/incidents?search=eq:port');
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      status: 'error',
      message: 'The incident service cannot be reached right now. Try again in a moment.',
    });
    expect(captured.lines()).toContainEqual(
      expect.objectContaining({
        msg: 'upstream request failed',
        upstream: 'incidents',
        path: '/incidents',
        failure: { kind: 'unreachable', code: 'ECONNREFUSED' },
      }),
    );
    const token = news.issued.at(-1)!;
    expect(captured.text()).not.toContain(token);
    expect(captured.text()).not.toContain('port');
  });

  test('slow: 504', async () => {
    incidents.behaviour.delayMs = 1500;
    const response = await get('/api/incidents/incidents');
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ status: 'error' });
  });

  test('garbage (HTML on our origin): 502, never served as a page', async () => {
    incidents.behaviour.garbage = true;
    const response = await get('/api/incidents/incidents');
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.text()).not.toContain('<script>');
  });

  test('a 500: 502 that says so, without the upstream’s body; the log names the status', async () => {
    const captured = capturedLog();
    server = createTestServer(
      database.pool,
      { AUTH_URL: news.url, INCIDENT_URL: `${incidents.url}/v1` },
      { log: captured.log },
    );
    cookie = cookieFrom(
      await server.request('/session', signInBody('a@vendor.example', VENDOR_PASSWORD)),
    );
    incidents.issued.push(news.issued.at(-1)!);
    incidents.behaviour.status = 500;
    const response = await get('/api/incidents/incidents');
    expect(captured.lines()).toContainEqual(
      expect.objectContaining({ msg: 'upstream answer not passed on', status: 500 }),
    );
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      status: 'error',
      message:
        'The incident service failed to answer this request (HTTP 500). Try again in a moment.',
    });
  });

  test('larger than the limit: 502', async () => {
    incidents.behaviour.hugeBytes = 2 * 1024 * 1024;
    const response = await get('/api/incidents/incidents');
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({
      status: 'error',
      message: expect.stringContaining('larger') as unknown,
    });
  });
});

describe('no request leaves the configured bases', () => {
  test.each([
    '/api/incidents/../news/news',
    '/api/incidents/%2e%2e/secret',
    '/api/incidents/..%2fsecret',
    '/api/incidents/a%2F..%2F..%2Fsecret',
    '/api/incidents/%5c..%5csecret',
    '/api/incidents//127.0.0.1/x',
    '/api/incidents/http://127.0.0.1/x',
    '/api/incidents/http:%2F%2Fevil.example',
    '/api/incidents/@evil.example/x',
    '/api/other/x',
    '/api/incidents',
  ])('%s', async (path) => {
    const response = await get(path);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    // Whatever reached an upstream stayed below its base; nothing else was contacted. (A plain
    // `..` is resolved by URL parsing before routing, as browsers do: it may land on the other
    // API's base, never outside it.)
    for (const request of incidents.requests) expect(request.path).toMatch(/^\/v1\/[^/]/);
    for (const request of news.requests) expect(['/user/token', '/news']).toContain(request.path);
    expect(canary.requests).toHaveLength(0);
  });

  test('targetUrl keeps every target on the base’s origin and below its path', () => {
    const base = 'http://10.0.0.1:8080/v1';
    expect(targetUrl(base, '/incidents', '?a=1')?.toString()).toBe(
      'http://10.0.0.1:8080/v1/incidents?a=1',
    );
    for (const rest of [
      '/../x',
      '//evil.example/x',
      '/%2e%2e/x',
      '/a/./b',
      '\\evil',
      'x',
      '/a%2Fb',
    ]) {
      expect(targetUrl(base, rest, '')).toBeUndefined();
    }
    expect(targetUrl(base, '/@evil.example', '')?.origin).toBe('http://10.0.0.1:8080');
  });
});

describe('an answer cut off mid-body', () => {
  /**
   * An upstream that sends headers and a first chunk of a chunked JSON answer, then `then`
   * decides; the Watchfloor server listening on a real port in front of it, its warn log kept.
   */
  async function cuttingStack(then: (socket: net.Socket) => void) {
    let upstreamGone = () => {};
    const upstreamClosed = new Promise<void>((resolve) => (upstreamGone = resolve));
    const upstream = net.createServer((socket) => {
      socket.on('error', () => undefined);
      socket.once('close', () => upstreamGone());
      socket.once('data', () => {
        socket.write(
          'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n' +
            '10\r\n{"status":"succe\r\n',
        );
        then(socket);
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const captured = capturedLog();
    server = createTestServer(
      database.pool,
      {
        AUTH_URL: news.url,
        INCIDENT_URL: `http://127.0.0.1:${(upstream.address() as net.AddressInfo).port}`,
      },
      { log: captured.log },
    );
    // The session beforeEach made lives in the database, which this server shares.
    const listening = createAdaptorServer({ fetch: server.app.fetch });
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    const { port } = listening.address() as net.AddressInfo;
    return {
      url: `http://127.0.0.1:${port}/api/incidents/incidents?search=eq:port`,
      logged: captured.lines,
      logText: captured.text,
      upstreamClosed,
      close: () => {
        listening.close();
        upstream.close();
      },
    };
  }

  test('by the upstream: the browser gets a broken response, and the log says which upstream', async () => {
    const stack = await cuttingStack((socket) => setTimeout(() => socket.destroy(), 50));
    try {
      const read = fetch(stack.url, { headers: { cookie, 'accept-encoding': 'identity' } }).then(
        (response) => response.text(),
      );
      await expect(read).rejects.toThrow();
      await expect.poll(stack.logged).toContainEqual(
        expect.objectContaining({
          msg: 'upstream answer cut off',
          upstream: 'incidents',
          path: '/incidents',
        }),
      );
      expect(stack.logText()).not.toContain('port');
    } finally {
      stack.close();
    }
  });

  test('by the browser leaving: the read is torn down and nothing is logged', async () => {
    // The upstream keeps the answer open; the browser stops reading after the first chunk.
    const stack = await cuttingStack(() => undefined);
    try {
      const leaving = new AbortController();
      const response = await fetch(stack.url, {
        headers: { cookie, 'accept-encoding': 'identity' },
        signal: leaving.signal,
      });
      await response.body!.getReader().read();
      leaving.abort();
      await stack.upstreamClosed;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(stack.logged()).toEqual([]);
    } finally {
      stack.close();
    }
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createTestServer, type TestServer } from '../testing/test-server.ts';

let dist: string;
let database: TestDatabase;
let server: TestServer;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(3000))});`;
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'watchfloor-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'theme-init.js'), 'void 0;');
  await writeFile(join(dist, 'favicon.png'), 'png');
  await writeFile(join(dist, 'assets/index-Ab12Cd34.js'), SCRIPT);
  await writeFile(join(dist, 'assets/index-Ab12Cd34.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(join(dist, 'assets/index-Ab12Cd34.js.gz'), gzipSync(SCRIPT));
  await writeFile(join(tmpdir(), 'watchfloor-secret.txt'), 'secret');
  database = await createTestDatabase();
  server = createTestServer(database.pool, { WATCHFLOOR_DIST: dist });
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
  await database.drop();
});

describe('the built dashboard', () => {
  test('hashed assets are immutable for a year', async () => {
    const response = await server.request('/assets/index-Ab12Cd34.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(await response.text()).toBe(SCRIPT);
  });

  test('brotli and gzip copies go to browsers that take them', async () => {
    const br = await server.request('/assets/index-Ab12Cd34.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(Number(br.headers.get('content-length'))).toBeLessThan(SCRIPT.length / 10);
    const gz = await server.request('/assets/index-Ab12Cd34.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
  });

  test('the icon is kept a day: in-app navigations ask for it again, and it takes a connection', async () => {
    const response = await server.request('/favicon.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    // Other files outside assets/ are still revalidated.
    const script = await server.request('/theme-init.js');
    expect(script.headers.get('cache-control')).toBe('no-cache');
  });

  test('index.html is revalidated on every load', async () => {
    const response = await server.request('/');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX);
  });

  test.each([
    '/incidents',
    '/incidents/IN-12?tab=map',
    '/news/some/deep/route',
    '/login',
    // A number with a decimal point is no file extension: the app says what is not there.
    '/nowhere/1.5',
  ])('the app’s route %s answers index.html', async (path) => {
    const response = await server.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX);
  });

  test.each([
    '/assets/missing-Zz99Yy88.js',
    '/favicon-missing.png',
    '/../watchfloor-secret.txt',
    '/%2e%2e/watchfloor-secret.txt',
    '/assets/..%2f..%2fwatchfloor-secret.txt',
    '/assets%5c..%5c..%5cwatchfloor-secret.txt',
  ])('%s: 404 JSend, never a file outside dist/', async (path) => {
    const response = await server.request(path);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('secret');
  });

  test('the team API answers for itself: 401 JSend without a session, never the app', async () => {
    const response = await server.request('/api/watchfloor/nothing-here');
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ status: 'fail', errors: [{ code: 401 }] });
  });
});

describe('security headers on every kind of response', () => {
  const kinds: [string, () => Promise<Response>][] = [
    ['a page', () => server.request('/incidents')],
    ['an asset', () => server.request('/assets/index-Ab12Cd34.js')],
    ['a 404', () => server.request('/nope.png')],
    ['the API without a session', () => server.request('/api/incidents/incidents')],
    [
      'a refused POST',
      async () => server.app.request('http://watchfloor.test/session', { method: 'POST' }),
    ],
    ['health', () => server.request('/healthz')],
    ['config', () => server.request('/config.json')],
  ];

  test.each(kinds)('%s', async (_label, send) => {
    const response = await send();
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'self' data: blob:;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    // Plain http: no HSTS (it would lock a loopback address to https).
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  test('an online map style adds exactly its origins to connect-src', async () => {
    const styled = createTestServer(database.pool, {
      WATCHFLOOR_DIST: dist,
      MAP_STYLE_URL: 'https://tiles.example.com/styles/dark.json',
      MAP_STYLE_ORIGINS: 'https://glyphs.example.org',
    });
    const response = await styled.request('/');
    expect(response.headers.get('content-security-policy')).toContain(
      "connect-src 'self' data: blob: https://tiles.example.com https://glyphs.example.org;",
    );
    expect(await (await styled.request('/config.json')).json()).toEqual({
      mapStyleUrl: 'https://tiles.example.com/styles/dark.json',
      mapIncidentLimit: 50_000,
    });
  });

  test('config.json names no API base and no secret', async () => {
    const response = await server.request('/config.json');
    expect(await response.json()).toEqual({ mapStyleUrl: null, mapIncidentLimit: 50_000 });
  });
});

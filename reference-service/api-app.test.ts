import type { Hono } from 'hono';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { createApiApp } from './api-app';
import type { ApiName } from './config';
import { createTestService } from './testing/service';

const dashboard = 'http://127.0.0.1:4300';
let apps: Record<ApiName, Hono>;

beforeAll(async () => {
  apps = (await createTestService({ corsOrigins: [dashboard] })).apps;
});

describe.each([
  ['news', 'news'],
  ['auth', 'authentication'],
  ['incident', 'incident'],
] as const)('the %s API', (api, title) => {
  test('answers an unknown path with a JSend 404 naming it', async () => {
    const response = await apps[api].request('/no/such/thing?x=1');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({
      status: 'fail',
      data: { path: `The ${title} API has no endpoint GET /no/such/thing` },
    });
  });

  test('lets the dashboard origin call it from a browser', async () => {
    const response = await apps[api].request('/anything', {
      method: 'OPTIONS',
      headers: {
        Origin: dashboard,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(dashboard);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Authorization/i);
  });

  test('gives other origins no CORS permission', async () => {
    const response = await apps[api].request('/anything', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('unexpected faults', () => {
  test('become a JSend error without a stack trace, and are logged', async () => {
    const logError = vi.fn();
    const app = createApiApp('incident', { corsOrigins: [], logError });
    app.get('/explode', () => {
      throw new Error('database file is locked at /var/secret/path');
    });
    const response = await app.request('/explode');
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({
      status: 'error',
      message: 'The service could not complete this request.',
      code: 500,
    });
    expect(body).not.toContain('/var/secret/path');
    expect(logError).toHaveBeenCalledOnce();
  });
});

describe('compression', () => {
  const app = createApiApp('incident', { corsOrigins: [] });
  const body = JSON.stringify({
    data: Array.from({ length: 200 }, (_, id) => ({ id, text: 'x' })),
  });
  app.get('/list', (c) => c.body(body, 200, { 'Content-Type': 'application/json; charset=UTF-8' }));

  test('JSON is gzip-compressed for clients that take it, and reads back the same', async () => {
    const response = await app.request('/list', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
    const compressed = Buffer.from(await response.arrayBuffer());
    expect(compressed.byteLength).toBeLessThan(body.length / 4);
    expect(gunzipSync(compressed).toString('utf8')).toBe(body);
  });

  test('plain for clients that ask for nothing', async () => {
    const response = await app.request('/list');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(body);
  });
});

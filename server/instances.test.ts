import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { inject } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres.ts';
import { startFakeVendor, VENDOR_PASSWORD, type FakeVendor } from './testing/fake-vendor.ts';
import { freePort, startServerProcess, type ServerProcess } from './testing/server-process.ts';

/**
 * Two server processes on one PostgreSQL, as behind a load balancer, and that PostgreSQL going
 * away and coming back. Its own PostgreSQL (not the shared test one), since it is stopped here.
 */

let postgres: EmbeddedDatabase;
let postgresPort: number;
const dataDir = `${inject('postgresDataDir')}-instances`;
let vendor: FakeVendor;
let first: ServerProcess;
let second: ServerProcess;

beforeAll(async () => {
  postgresPort = await freePort();
  [postgres, vendor] = await Promise.all([
    startEmbeddedPostgres({ dataDir, port: postgresPort, fresh: true }),
    startFakeVendor(),
  ]);
  const env = {
    DATABASE_URL: postgres.url,
    AUTH_URL: vendor.url,
    NEWS_URL: vendor.url,
    INCIDENT_URL: vendor.url,
    WATCHFLOOR_DIST: 'server/testing/no-dist',
  };
  // Started together: the migration lock lets exactly one of them migrate.
  [first, second] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 90_000);

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await Promise.all([vendor?.close(), postgres?.stop()]);
});

const call = (server: ServerProcess, path: string, init: RequestInit & { cookie?: string } = {}) =>
  fetch(`${server.url}${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      Origin: server.url,
      ...(init.cookie ? { Cookie: init.cookie } : {}),
    },
  });

async function signIn(server: ServerProcess): Promise<string> {
  const response = await call(server, '/session', {
    method: 'POST',
    body: JSON.stringify({ email: 'pair@vendor.example', password: VENDOR_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

describe('two instances on one database', () => {
  test('both started and the schema was migrated once', () => {
    const migrated = [...first.lines, ...second.lines].filter((line) =>
      line.includes('database schema migrated'),
    );
    expect(migrated).toHaveLength(1);
  });

  test('sign in through one, read through the other, sign out through the second: the first refuses at once', async () => {
    const cookie = await signIn(first);
    expect((await call(second, '/session', { cookie })).status).toBe(200);
    expect((await call(second, '/api/incidents/incidents', { cookie })).status).toBe(200);
    expect((await call(second, '/session', { method: 'DELETE', cookie })).status).toBe(200);
    expect((await call(first, '/session', { cookie })).status).toBe(401);
    expect((await call(first, '/api/incidents/incidents', { cookie })).status).toBe(401);
  });

  test('the proxy keeps sessions in memory, yet a sign-out through the other reaches it as soon as PostgreSQL tells it', async () => {
    const cookie = await signIn(first);
    // Read twice through the first: the second read is served from its memory.
    for (let read = 0; read < 2; read += 1) {
      expect((await call(first, '/api/incidents/incidents', { cookie })).status).toBe(200);
    }
    const signedOut = Date.now();
    expect((await call(second, '/session', { method: 'DELETE', cookie })).status).toBe(200);
    await expect
      .poll(async () => (await call(first, '/api/incidents/incidents', { cookie })).status, {
        timeout: 2_000,
        interval: 10,
      })
      .toBe(401);
    expect(Date.now() - signedOut).toBeLessThan(2_000);
  });

  test('a proxied answer streams through compressed, with every security header', async () => {
    const cookie = await signIn(first);
    const response = await fetch(`${first.url}/api/incidents/incidents?pageSize=3`, {
      headers: { Cookie: cookie, 'Accept-Encoding': 'br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await response.json()).toMatchObject({ data: [{ path: '/incidents' }] });
    vendor.behaviour.status = 404;
    const notFound = await fetch(`${first.url}/api/incidents/incidents/IN-1`, {
      headers: { Cookie: cookie },
    });
    vendor.behaviour.status = undefined;
    expect(notFound.status).toBe(404);
    expect(await notFound.json()).toEqual({ status: 'fail', data: { reason: 'status 404' } });
    await call(first, '/session', { method: 'DELETE', cookie });
  });

  test('sign out everywhere through one ends the sessions made through the other', async () => {
    const one = await signIn(first);
    const two = await signIn(second);
    expect((await call(second, '/api/incidents/incidents', { cookie: two })).status).toBe(200);
    const response = await call(first, '/sessions', { method: 'DELETE', cookie: one });
    expect(await response.json()).toMatchObject({ data: { ended: 2 } });
    expect((await call(second, '/session', { cookie: two })).status).toBe(401);
    await expect
      .poll(async () => (await call(second, '/api/incidents/incidents', { cookie: two })).status, {
        timeout: 2_000,
        interval: 10,
      })
      .toBe(401);
  });
});

describe('a database that goes away and comes back', () => {
  test('answers 503 JSend meanwhile, then recovers without a restart, sessions intact', async () => {
    const cookie = await signIn(first);
    expect((await call(first, '/api/incidents/incidents', { cookie })).status).toBe(200);
    await postgres.stop();

    // The proxy's memory of the session is dropped with the connection that kept it exact: a
    // sign-out it could not hear about must not be honoured late.
    await expect
      .poll(async () => (await call(first, '/api/incidents/incidents', { cookie })).status, {
        timeout: 5_000,
      })
      .toBe(503);

    const during = await call(first, '/session', { cookie });
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toBe('5');
    expect(await during.json()).toEqual({
      status: 'error',
      message: 'The Watchfloor database cannot be reached right now. Try again in a few seconds.',
    });
    const signInDuring = await call(second, '/session', {
      method: 'POST',
      body: JSON.stringify({ email: 'pair@vendor.example', password: VENDOR_PASSWORD }),
    });
    expect(signInDuring.status).toBe(503);
    const ready = await call(first, '/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ checks: { database: 'unavailable' } });
    expect((await call(first, '/healthz')).status).toBe(200);

    postgres = await startEmbeddedPostgres({ dataDir, port: postgresPort });
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt += 1) {
      status = (await call(first, '/session', { cookie })).status;
      if (status !== 200) await new Promise((done) => setTimeout(done, 200));
    }
    expect(status).toBe(200);
    expect((await call(second, '/session', { cookie })).status).toBe(200);
    expect((await call(first, '/api/incidents/incidents', { cookie })).status).toBe(200);
    expect(first.child.exitCode).toBeNull();
    expect(second.child.exitCode).toBeNull();
  }, 60_000);

  test('no log line holds a password, a token or a session id', () => {
    const logs = [...first.lines, ...second.lines].join('\n');
    expect(logs).not.toContain(VENDOR_PASSWORD);
    for (const token of vendor.issued) expect(logs).not.toContain(token);
    expect(logs).not.toMatch(/watchfloor_session=/);
    // They are JSON lines with request ids.
    const request = first.lines
      .map((line) => JSON.parse(line) as { msg?: string; reqId?: string })
      .find((line) => line.msg === 'request');
    expect(request?.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { Site } from '../../contract/resources/sites.ts';
import { startFakeIncidentApi, type FakeIncidentApi } from './fake-incident-api.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { createTestServer, type TestServer } from './test-server.ts';
import { signedInCookie } from './workspace-users.ts';

/**
 * The sites tests' world: a database, a fake incident API, the server on both, and two signed-in
 * analysts, Ana and Ben. Exported as live bindings: each test gets fresh ones from
 * `useSitesTeam()`'s hooks.
 */

export let database: TestDatabase;
export let vendor: FakeIncidentApi;
export let server: TestServer;
export let ana: string;
export let ben: string;
let testsRun = 0;

export function useSitesTeam() {
  beforeAll(async () => {
    database = await createTestDatabase();
    vendor = await startFakeIncidentApi();
  });
  afterAll(async () => {
    await vendor.close();
    await database.drop();
  });
  beforeEach(async () => {
    await database.pool.query('TRUNCATE sites, audit_events, sessions, users CASCADE');
    vendor.incidents.length = 0;
    vendor.requests.length = 0;
    vendor.revoked.clear();
    server = createTestServer(database.pool, { INCIDENT_URL: vendor.url });
    // Each test a few minutes after the last, so no scan kept by an earlier test is fresh for it.
    testsRun += 1;
    server.clock.now = new Date(Date.now() + testsRun * 5 * 60_000);
    ana = await signedInCookie(database.pool, 'ana@team.example', 'Ana Analyst');
    ben = await signedInCookie(database.pool, 'ben@team.example', 'Ben Colleague');
  });
}

/** The server on an incident API nobody answers at, on the same clock. */
export function serverWithoutVendor(): TestServer {
  const unreachable = createTestServer(database.pool, { INCIDENT_URL: 'http://127.0.0.1:9' });
  unreachable.clock.now = server.clock.now;
  return unreachable;
}

/** A 200 answer's `data`. */
export async function data<T>(response: Response): Promise<T> {
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

export async function createSite(cookie: string, fields: Record<string, unknown>): Promise<Site> {
  const response = await server.request('/api/watchfloor/sites', {
    cookie,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fields),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: Site }).data;
}

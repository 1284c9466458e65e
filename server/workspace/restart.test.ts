import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startFakeIncidentApi, type FakeIncidentApi } from '../testing/fake-triage-incident-api.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createTestServer, type TestServer } from '../testing/test-server.ts';
import { signedInCookie } from '../testing/workspace-users.ts';

let database: TestDatabase;
let vendor: FakeIncidentApi;

beforeAll(async () => {
  database = await createTestDatabase();
  vendor = await startFakeIncidentApi();
  vendor.add({ id: 'IN-1', summary: 'Protest at the port', impact: 3 });
});
afterAll(async () => {
  await vendor.close();
  await database.drop();
});

const json = (method: string, body: unknown) => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

async function dataOf(response: Response | Promise<Response>) {
  const answer = await response;
  expect(answer.status, await answer.clone().text()).toBeLessThan(300);
  return ((await answer.json()) as { data: Record<string, unknown> }).data;
}

/** What the team's workspace holds, as the signed-in analyst reads it through the API. */
async function workspaceOf(server: TestServer, cookie: string) {
  const read = (path: string) => dataOf(server.request(`/api/watchfloor${path}`, { cookie }));
  return {
    searches: await read('/saved-searches?view=incidents'),
    areas: await read('/areas'),
    sites: await read('/sites'),
    triage: await read('/triage/IN-1'),
    team: await read('/team'),
  };
}

test('a server restart loses nothing: searches, areas, sites, triage and the session itself', async () => {
  const firstPool = new pg.Pool({ connectionString: database.url, max: 4 });
  const first = createTestServer(firstPool, { INCIDENT_URL: vendor.url });
  const ana = await signedInCookie(database.pool, 'ana@team.example', 'Ana Analyst');
  const write = (path: string, method: string, body: unknown) =>
    dataOf(first.request(`/api/watchfloor${path}`, { cookie: ana, ...json(method, body) }));
  await write('/saved-searches', 'POST', {
    name: 'Port unrest',
    address: '/incidents?impact=gte:3',
  });
  await write('/areas', 'POST', {
    name: 'Lagos port',
    shape: { kind: 'circle', center: [3.36, 6.45], radiusKm: 5 },
  });
  await write('/sites', 'POST', { name: 'Apapa office', latitude: 6.45, longitude: 3.36 });
  await write('/triage/IN-1', 'PATCH', { version: 0, status: 'relevant', notes: 'Watch it.' });
  const before = await workspaceOf(first, ana);

  // The first server's connections end as a stopped process's would; a new server starts on
  // the same database with nothing kept in memory.
  await firstPool.end();
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  try {
    const second = createTestServer(pool, { INCIDENT_URL: vendor.url });
    const after = await workspaceOf(second, ana);
    expect(after).toEqual(before);
    expect(JSON.stringify(after)).toContain('Port unrest');
    expect(JSON.stringify(after)).toContain('Lagos port');
    expect(JSON.stringify(after)).toContain('Apapa office');
    expect(after.triage).toMatchObject({ triage: { status: 'relevant', notes: 'Watch it.' } });
  } finally {
    await pool.end();
  }
});

import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Site, SiteTable } from '../../../contract/resources/sites.ts';
import type { AuditEvent } from '../../../contract/resources/workspace.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { signedInCookie } from '../../testing/workspace-users.ts';
import { purgeDeleted } from '../purge-deleted.ts';
import { UNDO_WINDOW_SECONDS } from '../undo-window.ts';

let database: TestDatabase;
let server: TestServer;
let ana: string;
let ben: string;
let lead: string;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());
beforeEach(async () => {
  await database.pool.query('TRUNCATE sites, audit_events, sessions, users CASCADE');
  server = createTestServer(database.pool, { WATCHFLOOR_ADMINS: 'lead@team.example' });
  ana = await signedInCookie(database.pool, 'ana@team.example', 'Ana Analyst');
  ben = await signedInCookie(database.pool, 'ben@team.example', 'Ben Colleague');
  lead = await signedInCookie(database.pool, 'lead@team.example', 'Lee Lead');
});

const send = (cookie: string, method: string, path: string, body?: unknown) =>
  server.request(path, {
    cookie,
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });

async function data<T>(response: Response): Promise<T> {
  return ((await response.json()) as { data: T }).data;
}

const LAGOS = { name: 'Lagos office', latitude: 6.4541, longitude: 3.3947 };

async function createSite(cookie: string, fields: Record<string, unknown> = {}): Promise<Site> {
  const response = await send(cookie, 'POST', '/api/watchfloor/sites', { ...LAGOS, ...fields });
  expect(response.status).toBe(201);
  return data<Site>(response);
}

async function listNames(cookie: string): Promise<string[]> {
  const response = await send(cookie, 'GET', '/api/watchfloor/sites');
  expect(response.status).toBe(200);
  return (await data<SiteTable>(response)).columns.name;
}

describe('a site', () => {
  test('is created with its time zone derived from its position, and shared with the team', async () => {
    const site = await createSite(ana, { tags: ['office', 'hq'], address: '12 Marina, Lagos' });
    expect(site).toMatchObject({
      ...LAGOS,
      timeZone: 'Africa/Lagos',
      visibility: 'team',
      version: 1,
      mayChange: true,
      owner: { email: 'ana@team.example', name: 'Ana Analyst' },
      radius: { allKm: null, categories: {}, impacts: {} },
      searchRadiusKm: 200,
    });
    expect(await listNames(ben)).toEqual(['Lagos office']);
    const seen = await data<Site>(await send(ben, 'GET', `/api/watchfloor/sites/${site.id}`));
    expect(seen.mayChange).toBe(false);

    const history = await data<{ events: AuditEvent[] }>(
      await send(ben, 'GET', `/api/watchfloor/sites/${site.id}/history`),
    );
    expect(history.events).toMatchObject([
      { action: 'created', actor: { name: 'Ana Analyst' }, changes: { name: 'Lagos office' } },
    ]);
  });

  test('private stays its owner’s alone, even from an admin', async () => {
    const site = await createSite(ana, { visibility: 'private', name: 'Safe house' });
    expect(await listNames(ana)).toEqual(['Safe house']);
    expect(await listNames(ben)).toEqual([]);
    expect(await listNames(lead)).toEqual([]);
    for (const cookie of [ben, lead]) {
      expect((await send(cookie, 'GET', `/api/watchfloor/sites/${site.id}`)).status).toBe(404);
      const patch = await send(cookie, 'PATCH', `/api/watchfloor/sites/${site.id}`, {
        version: 1,
        name: 'Found it',
      });
      expect(patch.status).toBe(404);
    }
  });

  test('refuses bad input field by field, and keeps markup as plain text', async () => {
    const bad = await send(ana, 'POST', '/api/watchfloor/sites', {
      name: '  ',
      latitude: 95,
      longitude: 'east',
      tags: ['a', 'A'],
      radius: { allKm: -1, categories: {}, impacts: { high: 2 } },
    });
    expect(bad.status).toBe(422);
    const fields = await data<Record<string, string>>(bad);
    expect(fields).toMatchObject({
      name: 'Give it a name.',
      latitude: 'The latitude must be from -90 to 90.',
      longitude: 'Give the longitude as a number of degrees.',
      tags: 'A tag is listed twice.',
      'radius.allKm': 'A distance cannot be negative.',
    });
    expect(fields['radius.impacts.high']).toMatch(/whole number/);

    const long = await send(ana, 'POST', '/api/watchfloor/sites', {
      ...LAGOS,
      name: 'x'.repeat(10_000),
    });
    expect(long.status).toBe(422);
    expect(await data(long)).toEqual({ name: 'Too long: at most 200 characters.' });

    const huge = await send(ana, 'POST', '/api/watchfloor/sites', {
      ...LAGOS,
      address: 'x'.repeat(100_000),
    });
    expect(huge.status).toBe(413);

    const marked = await createSite(ana, { name: '<img src=x onerror=alert(1)> HQ' });
    expect(marked.name).toBe('<img src=x onerror=alert(1)> HQ');
    expect(await listNames(ana)).toEqual(['<img src=x onerror=alert(1)> HQ']);
  });
});

describe('changing a site', () => {
  test('needs the version it was made from: a stale one gets 409 with the site as it is now', async () => {
    const site = await createSite(ana);
    const first = await send(ana, 'PATCH', `/api/watchfloor/sites/${site.id}`, {
      version: 1,
      name: 'Lagos HQ',
      latitude: 51.5072,
      longitude: -0.1276,
    });
    expect(first.status).toBe(200);
    const changed = await data<Site>(first);
    expect(changed).toMatchObject({ name: 'Lagos HQ', version: 2, timeZone: 'Europe/London' });

    const stale = await send(ana, 'PATCH', `/api/watchfloor/sites/${site.id}`, {
      version: 1,
      address: 'Somewhere else',
    });
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as {
      status: string;
      data: { version: string; current: Site };
    };
    expect(body.status).toBe('fail');
    expect(body.data.current).toMatchObject({ name: 'Lagos HQ', version: 2, address: '' });

    const history = await data<{ events: AuditEvent[] }>(
      await send(ana, 'GET', `/api/watchfloor/sites/${site.id}/history`),
    );
    expect(history.events.map((event) => event.action)).toEqual(['updated', 'created']);
    expect(history.events[0]!.changes).toMatchObject({
      name: { from: 'Lagos office', to: 'Lagos HQ' },
      timeZone: { from: 'Africa/Lagos', to: 'Europe/London' },
    });
  });

  test('is for the owner or an admin; a colleague gets 403', async () => {
    const site = await createSite(ana);
    const refused = await send(ben, 'PATCH', `/api/watchfloor/sites/${site.id}`, {
      version: 1,
      name: 'Mine now',
    });
    expect(refused.status).toBe(403);
    expect((await send(ben, 'DELETE', `/api/watchfloor/sites/${site.id}`)).status).toBe(403);
    const admin = await send(lead, 'PATCH', `/api/watchfloor/sites/${site.id}`, {
      version: 1,
      radius: { allKm: 12, categories: { 'Natural Hazards': 150 }, impacts: { '5': 3 } },
    });
    expect(admin.status).toBe(200);
    expect(await data<Site>(admin)).toMatchObject({ version: 2, searchRadiusKm: 450 });
  });
});

describe('deleting a site', () => {
  test('hides it at once and can be undone within the undo window, not after', async () => {
    const site = await createSite(ana);
    expect((await send(ana, 'DELETE', `/api/watchfloor/sites/${site.id}`)).status).toBe(200);
    expect(await listNames(ben)).toEqual([]);
    expect((await send(ben, 'GET', `/api/watchfloor/sites/${site.id}`)).status).toBe(404);

    const restored = await send(ana, 'POST', `/api/watchfloor/sites/${site.id}/restore`);
    expect(restored.status).toBe(200);
    expect(await listNames(ben)).toEqual(['Lagos office']);

    await send(ana, 'DELETE', `/api/watchfloor/sites/${site.id}`);
    server.clock.now = new Date(Date.now() + (UNDO_WINDOW_SECONDS + 60) * 1000);
    const late = await send(ana, 'POST', `/api/watchfloor/sites/${site.id}/restore`);
    expect(late.status).toBe(404);
    expect(await data(late)).toEqual({
      id: 'This site was deleted more than 30 minutes ago and can no longer be restored.',
    });
    const history = await data<{ events: AuditEvent[] }>(
      await send(ana, 'GET', `/api/watchfloor/sites/${site.id}/history`),
    );
    expect(history.events.map((event) => event.action)).toEqual([
      'deleted',
      'restored',
      'deleted',
      'created',
    ]);
    expect(await purgeDeleted(database.pool, server.clock.now)).toBe(1);
  });

  test('answers 404 for an address that is not a site id', async () => {
    expect((await send(ana, 'GET', '/api/watchfloor/sites/not-a-uuid')).status).toBe(404);
    expect(
      (await send(ana, 'GET', '/api/watchfloor/sites/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Alert, Watch } from '../../contract/resources/watches.ts';
import type { AuditEvent } from '../../contract/resources/workspace.ts';
import type { IncidentSnapshot } from '../../contract/triage/snapshot.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createTestServer, type TestServer } from '../testing/test-server.ts';
import { signedInCookie } from '../testing/workspace-users.ts';
import { purgeDeleted } from '../workspace/purge-deleted.ts';
import { UNDO_WINDOW_SECONDS } from '../workspace/undo-window.ts';
import { insertAlerts } from './watch-store.ts';

let database: TestDatabase;
let server: TestServer;
let ana: string;
let ben: string;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());
beforeEach(async () => {
  await database.pool.query(
    'TRUNCATE watches, alerts, triage, sites, saved_searches, audit_events, sessions, users CASCADE',
  );
  server = createTestServer(database.pool, {});
  ana = await signedInCookie(database.pool, 'ana@team.example', 'Ana Analyst');
  ben = await signedInCookie(database.pool, 'ben@team.example', 'Ben Colleague');
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

async function createWatch(cookie: string, fields: Record<string, unknown> = {}): Promise<Watch> {
  const response = await send(cookie, 'POST', '/api/watchfloor/watches', {
    name: 'Riots near us',
    filters: '/incidents?impact=gte:3',
    ...fields,
  });
  expect(response.status).toBe(201);
  return data<Watch>(response);
}

describe('a watch', () => {
  test('is created with defaults, listed for the team, changed and deleted', async () => {
    const watch = await createWatch(ana);
    expect(watch).toMatchObject({
      name: 'Riots near us',
      visibility: 'team',
      triggers: 'both',
      cadence: 'instant',
      timeZone: 'UTC',
      version: 1,
      problems: {},
      owner: { email: 'ana@team.example' },
    });
    const listed = await data<{ watches: Watch[] }>(
      await send(ben, 'GET', '/api/watchfloor/watches'),
    );
    expect(listed.watches.map((one) => one.name)).toEqual(['Riots near us']);

    const changed = await send(ana, 'PATCH', `/api/watchfloor/watches/${watch.id}`, {
      version: 1,
      paused: true,
      quietHours: { start: '22:00', end: '07:00' },
      timeZone: 'Europe/Paris',
    });
    expect(changed.status).toBe(200);
    expect(await data<Watch>(changed)).toMatchObject({ version: 2, paused: true });

    expect((await send(ana, 'DELETE', `/api/watchfloor/watches/${watch.id}`)).status).toBe(200);
    expect((await send(ana, 'GET', `/api/watchfloor/watches/${watch.id}`)).status).toBe(404);
  });

  test('is restored by its owner within the undo window, and no longer after it', async () => {
    const watch = await createWatch(ana);
    const restoreIt = (cookie: string) =>
      send(cookie, 'POST', `/api/watchfloor/watches/${watch.id}/restore`);
    expect((await send(ana, 'DELETE', `/api/watchfloor/watches/${watch.id}`)).status).toBe(200);
    expect((await restoreIt(ben)).status).toBe(403);
    const restored = await restoreIt(ana);
    expect(restored.status).toBe(200);
    expect(await data<Watch>(restored)).toMatchObject({ name: 'Riots near us', version: 3 });
    const listed = await data<{ watches: Watch[] }>(
      await send(ben, 'GET', '/api/watchfloor/watches'),
    );
    expect(listed.watches.map((one) => one.id)).toEqual([watch.id]);

    expect((await send(ana, 'DELETE', `/api/watchfloor/watches/${watch.id}`)).status).toBe(200);
    server.clock.now = new Date(Date.now() + (UNDO_WINDOW_SECONDS + 60) * 1000);
    const late = await restoreIt(ana);
    expect(late.status).toBe(404);
    expect(await data(late)).toEqual({
      id: 'This watch was deleted more than 30 minutes ago and can no longer be restored.',
    });
    const history = await data<{ events: AuditEvent[] }>(
      await send(ana, 'GET', `/api/watchfloor/watches/${watch.id}/history`),
    );
    expect(history.events.map((event) => event.action)).toEqual([
      'deleted',
      'restored',
      'deleted',
      'created',
    ]);
    expect(await purgeDeleted(database.pool, server.clock.now)).toBe(1);
    expect((await restoreIt(ana)).status).toBe(404);
  });

  test('keeps its history, and stays editable after a site it names is deleted', async () => {
    const site = await data<{ id: string }>(
      await send(ana, 'POST', '/api/watchfloor/sites', {
        name: 'Lagos office',
        latitude: 6.4541,
        longitude: 3.3947,
      }),
    );
    const watch = await createWatch(ana, { siteIds: [site.id] });
    expect((await send(ana, 'DELETE', `/api/watchfloor/sites/${site.id}`)).status).toBe(200);
    const shown = await data<Watch>(await send(ana, 'GET', `/api/watchfloor/watches/${watch.id}`));
    expect(Object.keys(shown.problems)).toEqual(['siteIds']);
    const renamed = await send(ana, 'PATCH', `/api/watchfloor/watches/${watch.id}`, {
      version: 1,
      name: 'Lagos',
    });
    expect(renamed.status).toBe(200);
    const history = await data<{ events: { action: string; changes: object }[] }>(
      await send(ben, 'GET', `/api/watchfloor/watches/${watch.id}/history`),
    );
    expect(history.events.map((event) => event.action)).toEqual(['updated', 'created']);
    expect(history.events[0]!.changes).toEqual({ name: { from: 'Riots near us', to: 'Lagos' } });
  });

  test('made from a saved search, it follows that search’s filters', async () => {
    const saved = await data<{ id: string }>(
      await send(ana, 'POST', '/api/watchfloor/saved-searches', {
        name: 'Severe',
        address: '/incidents?impact=gte:4',
      }),
    );
    const watch = await createWatch(ana, { filters: undefined, savedSearchId: saved.id });
    expect(watch).toMatchObject({ filters: '/incidents?impact=gte:4', savedSearchId: saved.id });
    await send(ana, 'PATCH', `/api/watchfloor/saved-searches/${saved.id}`, {
      version: 1,
      address: '/incidents?impact=eq:5',
    });
    const followed = await data<Watch>(
      await send(ana, 'GET', `/api/watchfloor/watches/${watch.id}`),
    );
    expect(followed.filters).toBe('/incidents?impact=eq:5');

    const news = await data<{ id: string }>(
      await send(ana, 'POST', '/api/watchfloor/saved-searches', { name: 'News', address: '/news' }),
    );
    const refused = await send(ana, 'POST', '/api/watchfloor/watches', {
      name: 'From news',
      savedSearchId: news.id,
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(await data<object>(refused))).toEqual(['savedSearchId']);
  });

  test('a private watch is invisible to anyone else', async () => {
    const watch = await createWatch(ana, { visibility: 'private' });
    expect((await send(ben, 'GET', `/api/watchfloor/watches/${watch.id}`)).status).toBe(404);
    const listed = await data<{ watches: Watch[] }>(
      await send(ben, 'GET', '/api/watchfloor/watches'),
    );
    expect(listed.watches).toEqual([]);
    const patch = await send(ben, 'PATCH', `/api/watchfloor/watches/${watch.id}`, {
      version: 1,
      name: 'Mine now',
    });
    expect(patch.status).toBe(404);
  });

  test('a change from a stale version answers 409 with the watch as it is', async () => {
    const watch = await createWatch(ana);
    await send(ana, 'PATCH', `/api/watchfloor/watches/${watch.id}`, { version: 1, name: 'First' });
    const stale = await send(ana, 'PATCH', `/api/watchfloor/watches/${watch.id}`, {
      version: 1,
      name: 'Second',
    });
    expect(stale.status).toBe(409);
    expect(await data<{ current: Watch }>(stale)).toMatchObject({
      current: { name: 'First', version: 2 },
    });
  });

  test('invalid input answers 422 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ quietHours: { start: '25:00', end: '07:00' } }, 'quietHours.start'],
      [{ cadence: 'daily' }, 'digestTime'],
      [{ filters: '/news?search=x' }, 'filters'],
      [{ minImpact: 9 }, 'minImpact'],
      [{ siteIds: ['00000000-0000-4000-8000-000000000001'] }, 'siteIds.0'],
    ];
    for (const [fields, field] of cases) {
      const response = await send(ana, 'POST', '/api/watchfloor/watches', {
        name: 'Bad',
        filters: '/incidents',
        ...fields,
      });
      expect(response.status, field).toBe(422);
      expect(Object.keys(await data<Record<string, string>>(response)), field).toContain(field);
    }
  });

  test('filters that no longer parse are reported on the watch, not a 500', async () => {
    const watch = await createWatch(ana, { filters: '/incidents?impact=gte:high&near=in:x' });
    expect(Object.keys(watch.problems).sort()).toEqual(['impact', 'near']);
  });
});

test('the watcher’s status shows how far it read and its last failure', async () => {
  await database.pool.query(
    "UPDATE watcher_cursor SET polled_through = 1764331200, failure = 'the incident service answered 502'",
  );
  expect(await data(await send(ben, 'GET', '/api/watchfloor/watcher'))).toMatchObject({
    polling: true,
    pollSeconds: 60,
    polledThrough: '2025-11-28T12:00:00.000Z',
    failure: 'the incident service answered 502',
  });
});

const snapshot = (summary: string): IncidentSnapshot => ({
  summary,
  category: { id: '11111111-1111-4111-8111-111111111111', name: 'Crime', colour: '#D62839' },
  type: 'Robbery',
  impact: { rating: 3, label: 'Moderate' },
  countries: [{ code: 'FRA', name: 'France' }],
  position: { latitude: 48.85, longitude: 2.35 },
  startedAt: 1_700_000_000,
  isOngoing: false,
  endedAt: 1_700_000_000,
  casualties: 0,
  references: 1,
  updatedAt: 1_700_000_600,
});

async function alertOn(watch: Watch, incidentId: string, updatedAt = 1_700_000_600) {
  await insertAlerts(
    database.pool,
    [
      {
        watchId: watch.id,
        incidentId,
        incidentUpdatedAt: updatedAt,
        kind: 'new',
        changes: [],
        reasons: [],
        snapshot: snapshot(`Incident ${incidentId}`),
        silent: false,
        heldUntil: null,
      },
    ],
    new Date(),
  );
}

describe('alerts', () => {
  test('are listed newest first in pages, counted unread, and marked read per user', async () => {
    const watch = await createWatch(ana);
    for (const id of ['IN-1', 'IN-2', 'IN-3']) await alertOn(watch, id);
    const first = await data<{ alerts: Alert[]; nextBefore: string }>(
      await send(ana, 'GET', '/api/watchfloor/alerts?limit=2'),
    );
    expect(first.alerts.map((alert) => alert.incidentId)).toEqual(['IN-3', 'IN-2']);
    const second = await data<{ alerts: Alert[]; nextBefore: string | null }>(
      await send(ana, 'GET', `/api/watchfloor/alerts?limit=2&before=${first.nextBefore}`),
    );
    expect(second).toMatchObject({ alerts: [{ incidentId: 'IN-1' }], nextBefore: null });

    const read = await send(ana, 'POST', '/api/watchfloor/alerts/read', {
      ids: [first.alerts[0]!.id],
    });
    expect(await data(read)).toEqual({ unread: 2 });
    const bens = await data(await send(ben, 'GET', '/api/watchfloor/alerts/unread-count'));
    expect(bens).toEqual({ unread: 3 });
    const unread = await data<{ alerts: Alert[] }>(
      await send(ana, 'GET', '/api/watchfloor/alerts?unread=true'),
    );
    expect(unread.alerts.map((alert) => alert.incidentId)).toEqual(['IN-2', 'IN-1']);
  });

  test('of a private watch are not shown to anyone else', async () => {
    await alertOn(await createWatch(ana, { visibility: 'private' }), 'IN-9');
    expect(await data(await send(ben, 'GET', '/api/watchfloor/alerts/unread-count'))).toEqual({
      unread: 0,
    });
  });

  test('acknowledging and assigning set the incident’s triage for the whole team', async () => {
    const watch = await createWatch(ana);
    await alertOn(watch, 'IN-5');
    const [alert] = (
      await data<{ alerts: Alert[] }>(await send(ana, 'GET', '/api/watchfloor/alerts'))
    ).alerts;
    const acked = await send(ana, 'POST', `/api/watchfloor/alerts/${alert!.id}/acknowledge`, {
      disposition: 'relevant',
      note: 'Our courier route.',
    });
    expect(acked.status).toBe(200);
    expect(await data<Alert>(acked)).toMatchObject({
      acknowledged: true,
      read: true,
      triage: { status: 'relevant' },
    });
    const assigned = await send(ben, 'POST', `/api/watchfloor/alerts/${alert!.id}/assign`, {
      assignee: 'ana@team.example',
    });
    expect(await data<Alert>(assigned)).toMatchObject({
      acknowledged: false,
      triage: { status: 'relevant', assignee: { email: 'ana@team.example' } },
    });
    const { rows } = await database.pool.query('SELECT status, notes FROM triage');
    expect(rows).toEqual([{ status: 'relevant', notes: 'Our courier route.' }]);
  });

  test('a snoozed alert is hidden until its time, or until the incident is revised', async () => {
    const watch = await createWatch(ana);
    await alertOn(watch, 'IN-7');
    const [alert] = (
      await data<{ alerts: Alert[] }>(await send(ana, 'GET', '/api/watchfloor/alerts'))
    ).alerts;
    await send(ana, 'POST', `/api/watchfloor/alerts/${alert!.id}/snooze`, { untilRevised: true });
    const count = async () =>
      (
        await data<{ unread: number }>(
          await send(ana, 'GET', '/api/watchfloor/alerts/unread-count'),
        )
      ).unread;
    expect(await count()).toBe(0);
    await alertOn(watch, 'IN-7', 1_700_009_999);
    expect(await count()).toBe(2);

    const later = new Date(server.clock.now.getTime() + 3600_000).toISOString();
    await send(ana, 'POST', `/api/watchfloor/alerts/${alert!.id}/snooze`, {
      until: later,
      untilRevised: false,
    });
    expect(await count()).toBe(1);
    server.clock.now = new Date(server.clock.now.getTime() + 2 * 3600_000);
    expect(await count()).toBe(2);
  });
});

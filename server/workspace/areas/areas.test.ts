import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Area } from '../../../contract/resources/areas.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { signedInCookie } from '../../testing/workspace-users.ts';
import { purgeDeleted } from '../purge-deleted.ts';
import { UNDO_WINDOW_SECONDS } from '../undo-window.ts';

let database: TestDatabase;
let server: TestServer;
let ana: string;
let chidi: string;
let lead: string;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());
beforeEach(async () => {
  await database.pool.query('TRUNCATE areas, audit_events, sessions, users CASCADE');
  server = createTestServer(database.pool, { WATCHFLOOR_ADMINS: 'lead@team.example' });
  ana = await signedInCookie(database.pool, 'ana@team.example', 'Ana Analyst');
  chidi = await signedInCookie(database.pool, 'chidi@team.example', 'Chidi Okafor');
  lead = await signedInCookie(database.pool, 'lead@team.example', 'Lee Lead');
});

/** Lagos, counter-clockwise (GeoJSON's winding for an outer ring). */
const LAGOS = [
  [
    [3.1, 6.4],
    [3.7, 6.4],
    [3.7, 6.7],
    [3.1, 6.7],
    [3.1, 6.4],
  ],
];
const polygonShape = (coordinates: unknown) => ({
  kind: 'polygon',
  geometry: { type: 'Polygon', coordinates },
});

interface Answer<Data = unknown> {
  status: number;
  body: { status: string; data: Data };
}

async function call<Data = unknown>(
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer<Data>> {
  const response = await server.request(`/api/watchfloor${path}`, {
    cookie,
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer<Data>['body'] };
}

const create = (cookie: string, body: Record<string, unknown>) =>
  call<Area>(cookie, 'POST', '/areas', { shape: polygonShape(LAGOS), ...body });

const refusalOf = async (shape: unknown) => {
  const answer = await call<Record<string, string>>(ana, 'POST', '/areas', {
    name: 'Probe',
    shape,
  });
  expect(answer.status).toBe(422);
  expect(answer.body.status).toBe('fail');
  return answer.body.data;
};

describe('saving, reading and changing an area', () => {
  test('a drawn polygon is saved by name, listed, read, renamed and kept in its history', async () => {
    const created = await create(ana, { name: 'Lagos metro' });
    expect(created.status).toBe(201);
    const area = created.body.data;
    expect(area).toMatchObject({
      name: 'Lagos metro',
      visibility: 'team',
      version: 1,
      owner: { email: 'ana@team.example', name: 'Ana Analyst' },
      mayChange: true,
      shape: { kind: 'polygon', geometry: { type: 'Polygon', coordinates: LAGOS } },
      apiPolygon: LAGOS,
      vertexCount: 4,
      simplifiedFrom: null,
    });

    const listed = await call<{ areas: Area[] }>(chidi, 'GET', '/areas');
    expect(listed.body.data.areas.map((one) => [one.name, one.mayChange])).toEqual([
      ['Lagos metro', false],
    ]);
    expect((await call<Area>(chidi, 'GET', `/areas/${area.id}`)).body.data.apiPolygon).toEqual(
      LAGOS,
    );

    const renamed = await call<Area>(ana, 'PATCH', `/areas/${area.id}`, {
      version: 1,
      name: 'Lagos and Ikeja',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Lagos and Ikeja', version: 2 });

    const history = await call<{ events: { action: string; changes: unknown }[] }>(
      chidi,
      'GET',
      `/areas/${area.id}/history`,
    );
    expect(history.body.data.events.map((event) => event.action)).toEqual(['updated', 'created']);
    expect(history.body.data.events[0]!.changes).toEqual({
      name: { from: 'Lagos metro', to: 'Lagos and Ikeja' },
    });
    expect(history.body.data.events[1]!.changes).toMatchObject({ shape: 'Polygon, 4 corners' });
  });

  test('a circle is kept as a circle and sent to the API as 64 corners', async () => {
    const created = await create(ana, {
      name: 'Around the port',
      shape: { kind: 'circle', center: [3.36, 6.45], radiusKm: 5 },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.shape).toEqual({ kind: 'circle', center: [3.36, 6.45], radiusKm: 5 });
    expect(created.body.data.apiPolygon[0]).toHaveLength(65);
    expect(created.body.data.vertexCount).toBe(1);
  });

  test('a shape change is recorded in words, and the API polygon follows it', async () => {
    const { body } = await create(ana, { name: 'Lagos metro' });
    const changed = await call<Area>(ana, 'PATCH', `/areas/${body.data.id}`, {
      version: 1,
      shape: { kind: 'circle', center: [3.4, 6.5], radiusKm: 12 },
    });
    expect(changed.body.data.apiPolygon[0]).toHaveLength(65);
    const history = await call<{ events: { changes: unknown }[] }>(
      ana,
      'GET',
      `/areas/${body.data.id}/history`,
    );
    expect(history.body.data.events[0]!.changes).toEqual({
      shape: { from: 'Polygon, 4 corners', to: 'Circle, 12 km around 3.4°E, 6.5°N' },
    });
  });

  test('a change made from an old version answers 409 with the area as it is now', async () => {
    const { body } = await create(ana, { name: 'Lagos metro' });
    await call(lead, 'PATCH', `/areas/${body.data.id}`, { version: 1, name: 'Greater Lagos' });
    const stale = await call<{ version: string; current: Area }>(
      ana,
      'PATCH',
      `/areas/${body.data.id}`,
      { version: 1, name: 'Lagos island' },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.data.current).toMatchObject({ name: 'Greater Lagos', version: 2 });
    expect(stale.body.data.version).toMatch(/Someone else changed this/);
    const staleDelete = await call(ana, 'DELETE', `/areas/${body.data.id}?version=1`);
    expect(staleDelete.status).toBe(409);
    expect((await call(ana, 'GET', `/areas/${body.data.id}`)).status).toBe(200);
  });

  test('names are plain text, taken once, and a 100 kB name is refused', async () => {
    const markup = '<img src=x onerror=alert(1)> & <b>Lagos</b>';
    const saved = await create(ana, { name: `  ${markup}  ` });
    expect(saved.body.data.name).toBe(markup);

    const again = await create(chidi, { name: markup.toUpperCase() });
    expect(again.status).toBe(422);
    expect(again.body.data).toEqual({
      name: `There is already an area called “${markup.toUpperCase()}”. Choose another name, so that area:"${markup.toUpperCase()}" means one area.`,
    });

    const long = await create(ana, { name: 'x'.repeat(100 * 1024) });
    expect(long.status).toBe(422);
    expect(long.body.data).toEqual({ name: 'Too long: at most 200 characters.' });
    const blank = await create(ana, { name: '   ' });
    expect(blank.body.data).toEqual({ name: 'Give it a name.' });
  });

  test('an id that is not a UUID, or names no area, is a 404; no session is a 401', async () => {
    expect((await call(ana, 'GET', '/areas/not-a-uuid')).status).toBe(404);
    expect((await call(ana, 'GET', '/areas/6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f')).status).toBe(
      404,
    );
    const none = await server.request('/api/watchfloor/areas');
    expect(none.status).toBe(401);
  });
});

describe('bad geometry is refused, naming what is wrong', () => {
  test('a ring that is not closed', async () => {
    expect(await refusalOf(polygonShape([LAGOS[0]!.slice(0, 4)]))).toEqual({
      'shape.geometry':
        'The outer ring is not closed: its last position must repeat its first ([3.1,6.4]), as GeoJSON requires.',
    });
  });

  test('a ring that crosses itself', async () => {
    const bowTie = [
      [
        [3, 6],
        [4, 7],
        [4, 6],
        [3, 7],
        [3, 6],
      ],
    ];
    expect(await refusalOf(polygonShape(bowTie))).toEqual({
      'shape.geometry':
        'The polygon’s edges cross each other near 3.5°E, 6.5°N: an area’s boundary may not cross itself.',
    });
  });

  test('something that is not a polygon, or off the globe', async () => {
    expect(
      await refusalOf({ kind: 'polygon', geometry: { type: 'Point', coordinates: [3, 6] } }),
    ).toEqual({
      'shape.geometry':
        'This is a Point; an area must be a Polygon (or a MultiPolygon of one part).',
    });
    expect(
      await refusalOf(
        polygonShape([
          [
            [3, 6],
            [100, 95],
            [5, 6],
            [3, 6],
          ],
        ]),
      ),
    ).toEqual({
      'shape.geometry':
        'The outer ring, position 2 ([100, 95]) is off the globe: longitude must be within ±180 and latitude within ±90.',
    });
    expect(await refusalOf({ kind: 'circle', center: [179.9, 0], radiusKm: 100 })).toEqual({
      'shape.radiusKm': expect.stringMatching(/crosses the 180° meridian/) as string,
    });
  });

  test('more than 10,000 corners', async () => {
    const ring: number[][] = [];
    for (let index = 0; index < 10_001; index += 1) {
      const angle = (2 * Math.PI * index) / 10_001;
      ring.push([
        Math.round((3.4 + 0.2 * Math.cos(angle)) * 1e6) / 1e6,
        Math.round((6.5 + 0.2 * Math.sin(angle)) * 1e6) / 1e6,
      ]);
    }
    ring.push(ring[0]!);
    expect(await refusalOf(polygonShape([ring]))).toEqual({
      'shape.geometry':
        'The polygon has 10,001 corners; an area may have at most 10,000. Simplify it (for example with mapshaper) and import it again.',
    });
  });

  test('the wrong winding is mended, not refused', async () => {
    const clockwise = [[...LAGOS[0]!].reverse()];
    const saved = await create(ana, { name: 'Clockwise', shape: polygonShape(clockwise) });
    expect(saved.status).toBe(201);
    const ring = (saved.body.data.shape as { geometry: { coordinates: number[][][] } }).geometry
      .coordinates[0]!;
    let sum = 0;
    for (let i = 0; i < ring.length - 1; i += 1) {
      sum += ring[i]![0]! * ring[i + 1]![1]! - ring[i + 1]![0]! * ring[i]![1]!;
    }
    expect(sum).toBeGreaterThan(0);
  });

  test('every faulty field at once, and a body that is not JSON or too large', async () => {
    const both = await call<Record<string, string>>(ana, 'POST', '/areas', {
      name: '',
      shape: { kind: 'triangle' },
    });
    expect(both.body.data).toEqual({ name: 'Give it a name.' });
    const notJson = await call(ana, 'POST', '/areas', '{"name": ');
    expect(notJson).toMatchObject({
      status: 422,
      body: { data: { body: 'The request body is not valid JSON.' } },
    });
    const huge = await call(ana, 'POST', '/areas', {
      name: 'Huge',
      shape: polygonShape(LAGOS),
      padding: 'x'.repeat(1_100_000),
    });
    expect(huge).toMatchObject({
      status: 413,
      body: { data: { body: 'An area may be at most 1 MB of JSON: simplify the polygon first.' } },
    });
    // A detailed polygon is larger than the app's 64 kB default, and is taken.
    const detailed: number[][] = [];
    for (let index = 0; index < 4_000; index += 1) {
      const angle = (2 * Math.PI * index) / 4_000;
      detailed.push([3.4 + 0.2123456 * Math.cos(angle), 6.5 + 0.2123456 * Math.sin(angle)]);
    }
    detailed.push(detailed[0]!);
    const big = await create(ana, { name: 'Detailed', shape: polygonShape([detailed]) });
    expect(big.status).toBe(201);
    expect(big.body.data.simplifiedFrom).toBe(4_000);
  });
});

describe('who sees and changes an area', () => {
  test('a private area is invisible to everyone else, admins too', async () => {
    const { body } = await create(ana, { name: 'My patch', visibility: 'private' });
    for (const other of [chidi, lead]) {
      expect((await call(other, 'GET', `/areas/${body.data.id}`)).status).toBe(404);
      expect((await call<{ areas: Area[] }>(other, 'GET', '/areas')).body.data.areas).toEqual([]);
      expect(
        (await call(other, 'PATCH', `/areas/${body.data.id}`, { version: 1, name: 'Mine' })).status,
      ).toBe(404);
    }
    // A private name is the owner's business: someone else may use it for their own.
    expect((await create(chidi, { name: 'My patch', visibility: 'private' })).status).toBe(201);
    // Sharing it would make area:"My patch" mean two areas for Chidi.
    const shared = await call(ana, 'PATCH', `/areas/${body.data.id}`, {
      version: 1,
      visibility: 'team',
    });
    expect(shared.status).toBe(422);
  });

  test('others may use a team area but not change it; an admin may', async () => {
    const { body } = await create(ana, { name: 'Lagos metro' });
    const refused = await call(chidi, 'PATCH', `/areas/${body.data.id}`, {
      version: 1,
      name: 'Chidi’s',
    });
    expect(refused).toMatchObject({
      status: 403,
      body: { data: { owner: 'Only the owner of this area or an admin may change it.' } },
    });
    expect((await call(chidi, 'DELETE', `/areas/${body.data.id}`)).status).toBe(403);
    const byAdmin = await call<Area>(lead, 'PATCH', `/areas/${body.data.id}`, {
      version: 1,
      name: 'Lagos (reviewed)',
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data.mayChange).toBe(true);
  });
});

describe('deleting and restoring', () => {
  test('a deleted area leaves the list, comes back within the undo window, and not after', async () => {
    const { body } = await create(ana, { name: 'Lagos metro' });
    const id = body.data.id;
    const deleted = await call<{ id: string; undoUntil: string }>(ana, 'DELETE', `/areas/${id}`);
    expect(deleted.status).toBe(200);
    expect(Date.parse(deleted.body.data.undoUntil) - server.clock.now.getTime()).toBe(
      UNDO_WINDOW_SECONDS * 1000,
    );
    expect((await call<{ areas: Area[] }>(chidi, 'GET', '/areas')).body.data.areas).toEqual([]);
    expect((await call(chidi, 'GET', `/areas/${id}`)).status).toBe(404);

    const restored = await call<Area>(ana, 'POST', `/areas/${id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.data.name).toBe('Lagos metro');
    expect((await call<{ areas: Area[] }>(chidi, 'GET', '/areas')).body.data.areas).toHaveLength(1);
    const history = await call<{ events: { action: string }[] }>(
      ana,
      'GET',
      `/areas/${id}/history`,
    );
    expect(history.body.data.events.map((event) => event.action)).toEqual([
      'restored',
      'deleted',
      'created',
    ]);

    await call(ana, 'DELETE', `/areas/${id}`);
    server.clock.now = new Date(server.clock.now.getTime() + (UNDO_WINDOW_SECONDS + 1) * 1000);
    const late = await call<Record<string, string>>(ana, 'POST', `/areas/${id}/restore`);
    expect(late.status).toBe(404);
    expect(late.body.data.id).toMatch(/can no longer be restored/);
    expect(await purgeDeleted(database.pool, server.clock.now)).toBe(1);
  });

  test('a deleted name is free again, and restoring then asks for the other to be renamed', async () => {
    const { body } = await create(ana, { name: 'Lagos metro' });
    await call(ana, 'DELETE', `/areas/${body.data.id}`);
    expect((await create(chidi, { name: 'Lagos metro' })).status).toBe(201);
    const restore = await call<Record<string, string>>(
      ana,
      'POST',
      `/areas/${body.data.id}/restore`,
    );
    expect(restore.status).toBe(422);
    expect(restore.body.data.name).toMatch(/Another area called “Lagos metro” was saved since/);
  });
});

describe('importing several areas', () => {
  test('all or none: one bad shape is named by its place and nothing is saved', async () => {
    const bowTie = [
      [
        [3, 6],
        [4, 7],
        [4, 6],
        [3, 7],
        [3, 6],
      ],
    ];
    const refused = await call<Record<string, string>>(ana, 'POST', '/areas/import', {
      areas: [
        { name: 'Lagos', shape: polygonShape(LAGOS) },
        { name: 'Bow tie', shape: polygonShape(bowTie) },
      ],
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.data)).toEqual(['areas.1.shape.geometry']);
    expect((await call<{ areas: Area[] }>(ana, 'GET', '/areas')).body.data.areas).toEqual([]);

    const twice = await call<Record<string, string>>(ana, 'POST', '/areas/import', {
      areas: [
        { name: 'Lagos', shape: polygonShape(LAGOS) },
        { name: 'lagos', shape: polygonShape(LAGOS) },
      ],
    });
    expect(twice.body.data).toEqual({
      'areas.1.name': '“lagos” is also the name of area 1 of this import.',
    });

    const imported = await call<{ areas: Area[] }>(ana, 'POST', '/areas/import', {
      visibility: 'private',
      areas: [
        { name: 'Lagos', shape: polygonShape(LAGOS) },
        { name: 'Port', shape: { kind: 'circle', center: [3.36, 6.45], radiusKm: 3 } },
      ],
    });
    expect(imported.status).toBe(201);
    expect(imported.body.data.areas.map((one) => [one.name, one.visibility])).toEqual([
      ['Lagos', 'private'],
      ['Port', 'private'],
    ]);
    const history = await call<{ events: { action: string }[] }>(
      ana,
      'GET',
      `/areas/${imported.body.data.areas[0]!.id}/history`,
    );
    expect(history.body.data.events.map((event) => event.action)).toEqual(['imported']);
  });
});

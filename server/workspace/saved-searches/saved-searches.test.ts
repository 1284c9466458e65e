import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { ImportOutcome, SavedSearch } from '../../../contract/resources/saved-searches.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { signedInCookie } from '../../testing/workspace-users.ts';
import { UNDO_WINDOW_SECONDS } from '../undo-window.ts';

let database: TestDatabase;
let server: TestServer;
let ana: string;
let chidi: string;
let lead: string;

const BASE = '/api/watchfloor/saved-searches';

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());
beforeEach(async () => {
  await database.pool.query(
    'TRUNCATE saved_search_marks, saved_searches, audit_events, sessions, users CASCADE',
  );
  server = createTestServer(database.pool, { WATCHFLOOR_ADMINS: 'lead@team.example' });
  ana = await signedInCookie(database.pool, 'ana@team.example', 'Ana Analyst');
  chidi = await signedInCookie(database.pool, 'chidi@team.example', 'Chidi Okafor');
  lead = await signedInCookie(database.pool, 'lead@team.example', 'Lee Lead');
});

interface Answer<T = unknown> {
  status: number;
  body: { status: string; data: T };
}

async function call<T = SavedSearch>(
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer<T>> {
  const response = await server.request(`${BASE}${path}`, {
    cookie,
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
}

const save = (cookie: string, body: Record<string, unknown>) => call(cookie, 'POST', '', body);
const list = async (cookie: string, query = '') =>
  (await call<{ searches: SavedSearch[] }>(cookie, 'GET', query)).body.data.searches;

async function saved(cookie: string, body: Record<string, unknown>): Promise<SavedSearch> {
  const answer = await save(cookie, body);
  expect(answer.status).toBe(201);
  return answer.body.data;
}

describe('saving and reading', () => {
  test('a saved search is the team’s by default, its owner’s to change, and looked at now', async () => {
    server.clock.now = new Date('2026-11-25T09:00:00Z');
    const search = await saved(ana, {
      name: '  Sahel, impact 4+  ',
      address: '/incidents?country=in:MLI;BFA;NER&impact=gte:4',
    });
    expect(search).toMatchObject({
      name: 'Sahel, impact 4+',
      address: '/incidents?country=in:MLI;BFA;NER&impact=gte:4',
      view: 'incidents',
      visibility: 'team',
      version: 1,
      owner: { email: 'ana@team.example', name: 'Ana Analyst' },
      mine: true,
      mayChange: true,
      pinned: false,
      lookedAt: '2026-11-25T09:00:00.000Z',
      createdAt: '2026-11-25T09:00:00.000Z',
    });

    const seenByChidi = await call(chidi, 'GET', `/${search.id}`);
    expect(seenByChidi.status).toBe(200);
    expect(seenByChidi.body.data).toMatchObject({ mine: false, mayChange: false, lookedAt: null });
  });

  test('the list holds mine and the team’s, by name, one view at a time when asked', async () => {
    await saved(ana, { name: 'b incidents', address: '/incidents' });
    await saved(ana, { name: 'A news', address: '/news?countryCode=in:FRA' });
    await saved(chidi, { name: 'C team news', address: '/news' });
    await saved(chidi, { name: 'D private', address: '/news', visibility: 'private' });

    expect((await list(ana)).map((one) => one.name)).toEqual([
      'A news',
      'b incidents',
      'C team news',
    ]);
    expect((await list(ana, '?view=news')).map((one) => one.name)).toEqual([
      'A news',
      'C team news',
    ]);
    expect((await list(chidi, '?view=news')).map((one) => one.name)).toEqual([
      'A news',
      'C team news',
      'D private',
    ]);
    const bad = await call(ana, 'GET', '?view=themes');
    expect(bad.status).toBe(422);
    expect(bad.body.data).toHaveProperty('view');
  });

  test('every route needs a session', async () => {
    const response = await server.request(BASE);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ status: 'fail', errors: [{ code: 401 }] });
  });
});

describe('who sees and changes what', () => {
  test('a private search is invisible to everyone else, admins included', async () => {
    const mine = await saved(ana, { name: 'Mine only', address: '/news', visibility: 'private' });
    for (const cookie of [chidi, lead]) {
      expect(await list(cookie)).toEqual([]);
      expect((await call(cookie, 'GET', `/${mine.id}`)).status).toBe(404);
      expect((await call(cookie, 'GET', `/${mine.id}/history`)).status).toBe(404);
      expect((await call(cookie, 'PATCH', `/${mine.id}`, { version: 1, name: 'x' })).status).toBe(
        404,
      );
      expect((await call(cookie, 'DELETE', `/${mine.id}`)).status).toBe(404);
      expect((await call(cookie, 'PUT', `/${mine.id}/pin`, { pinned: true })).status).toBe(404);
    }
  });

  test('a colleague sees a team search but may not change it; an admin may', async () => {
    const search = await saved(ana, { name: 'Ports', address: '/incidents?tag=in:port' });

    const refused = await call(chidi, 'PATCH', `/${search.id}`, { version: 1, name: 'Mine now' });
    expect(refused.status).toBe(403);
    expect(refused.body.data).toHaveProperty('owner');
    expect((await call(chidi, 'DELETE', `/${search.id}`)).status).toBe(403);

    const byAdmin = await call(lead, 'GET', `/${search.id}`);
    expect(byAdmin.body.data).toMatchObject({ mayChange: true, mine: false });
    const renamed = await call(lead, 'PATCH', `/${search.id}`, {
      version: 1,
      name: 'Ports (all)',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({
      name: 'Ports (all)',
      version: 2,
      owner: { email: 'ana@team.example' },
    });
    expect((await call(lead, 'DELETE', `/${search.id}?version=2`)).status).toBe(200);
    expect(await list(ana)).toEqual([]);
  });

  test('pins and last looks are each user’s own, and need no right to change', async () => {
    server.clock.now = new Date('2026-11-25T09:00:00Z');
    const search = await saved(ana, { name: 'Floods', address: '/news?search=eq:flood' });
    server.clock.now = new Date('2026-11-25T10:30:00Z');
    const pinned = await call(chidi, 'PUT', `/${search.id}/pin`, { pinned: true });
    expect(pinned.body.data).toMatchObject({ pinned: true, lookedAt: null, version: 1 });
    const looked = await call(chidi, 'POST', `/${search.id}/looked`);
    expect(looked.body.data).toMatchObject({ pinned: true, lookedAt: '2026-11-25T10:30:00.000Z' });

    const forAna = (await list(ana))[0]!;
    expect(forAna).toMatchObject({ pinned: false, lookedAt: '2026-11-25T09:00:00.000Z' });
    expect((await call(chidi, 'PUT', `/${search.id}/pin`, { pinned: 'yes' })).status).toBe(422);
  });
});

describe('concurrent edits and history', () => {
  test('a stale write gets 409 with the search as it is now, and changes nothing', async () => {
    const search = await saved(ana, { name: 'Lagos', address: '/incidents?country=in:NGA' });
    expect(
      (await call(ana, 'PATCH', `/${search.id}`, { version: 1, name: 'Lagos and Abuja' })).status,
    ).toBe(200);

    const stale = await call<{ version: string; current: SavedSearch }>(
      lead,
      'PATCH',
      `/${search.id}`,
      { version: 1, name: 'Nigeria' },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.data.version).toMatch(/changed this since you opened it/);
    expect(stale.body.data.current).toMatchObject({ name: 'Lagos and Abuja', version: 2 });
    expect((await call(ana, 'DELETE', `/${search.id}?version=1`)).status).toBe(409);
    expect((await call(ana, 'GET', `/${search.id}`)).body.data.name).toBe('Lagos and Abuja');
  });

  test('the history says who did what, and saving the same values is no change', async () => {
    const search = await saved(ana, { name: 'Cyber', address: '/incidents?category=in:x' });
    await call(lead, 'PATCH', `/${search.id}`, {
      version: 1,
      name: 'Cyber (EU)',
      visibility: 'private',
    });
    const same = await call(ana, 'PATCH', `/${search.id}`, { version: 2, name: 'Cyber (EU)' });
    expect(same.body.data.version).toBe(2);

    const history = await call<{ events: { action: string; actor: { name: string } }[] }>(
      ana,
      'GET',
      `/${search.id}/history`,
    );
    expect(history.body.data.events.map((e) => [e.action, e.actor.name])).toEqual([
      ['updated', 'Lee Lead'],
      ['created', 'Ana Analyst'],
    ]);
    expect(history.body.data.events[0]).toMatchObject({
      changes: {
        name: { from: 'Cyber', to: 'Cyber (EU)' },
        visibility: { from: 'team', to: 'private' },
      },
    });
  });
});

describe('deleting and restoring', () => {
  test('a deleted search is gone for everyone and comes back within the undo window', async () => {
    server.clock.now = new Date('2026-11-25T09:00:00Z');
    const search = await saved(ana, { name: 'Strikes', address: '/news?search=eq:strike' });
    const deleted = await call(ana, 'DELETE', `/${search.id}`);
    expect(deleted.body.data).toMatchObject({ name: 'Strikes' });
    expect(await list(chidi)).toEqual([]);
    expect((await call(chidi, 'GET', `/${search.id}`)).status).toBe(404);
    expect((await call(chidi, 'POST', `/${search.id}/restore`)).status).toBe(403);

    server.clock.now = new Date('2026-11-25T09:10:00Z');
    const restored = await call(ana, 'POST', `/${search.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ name: 'Strikes', version: 1 });
    // A second Undo (another tab) is not an error.
    expect((await call(ana, 'POST', `/${search.id}/restore`)).status).toBe(200);
    expect((await list(chidi)).map((one) => one.name)).toEqual(['Strikes']);
    const actions = await call<{ events: { action: string }[] }>(
      ana,
      'GET',
      `/${search.id}/history`,
    );
    expect(actions.body.data.events.map((e) => e.action)).toEqual([
      'restored',
      'deleted',
      'created',
    ]);
  });

  test('after the undo window a deleted search cannot be restored', async () => {
    server.clock.now = new Date('2026-11-25T09:00:00Z');
    const search = await saved(ana, { name: 'Old', address: '/incidents' });
    await call(ana, 'DELETE', `/${search.id}`);
    server.clock.now = new Date(
      Date.parse('2026-11-25T09:00:00Z') + UNDO_WINDOW_SECONDS * 1000 + 1,
    );
    const late = await call(ana, 'POST', `/${search.id}/restore`);
    expect(late.status).toBe(404);
    expect(late.body.data).toMatchObject({
      id: expect.stringMatching(/can no longer be restored/) as unknown,
    });
  });
});

describe('importing the searches one browser kept', () => {
  const local = [
    {
      key: 'mh0a1b-x1',
      name: 'French ongoing',
      address: '/incidents?country=in:FRA&ongoing=eq:true',
    },
    { key: 'mh0a1c-x2', name: 'Major', address: '/incidents?impact=gte:4' },
  ];
  const outcomes = (answer: Answer<{ results: ImportOutcome[] }>) =>
    answer.body.data.results.map((one) => [one.key, one.outcome]);
  const importing = (cookie: string, searches: unknown[]) =>
    call<{ results: ImportOutcome[] }>(cookie, 'POST', '/import', { searches });

  test('makes private searches once, however often it is sent', async () => {
    server.clock.now = new Date('2026-11-25T09:00:00Z');
    const first = await importing(ana, [
      { ...local[0], lookedAt: '2026-11-20T08:00:00.000Z' },
      local[1],
    ]);
    expect(first.status).toBe(200);
    expect(outcomes(first)).toEqual([
      ['mh0a1b-x1', 'imported'],
      ['mh0a1c-x2', 'imported'],
    ]);
    expect(first.body.data.results[0]!.search).toMatchObject({
      visibility: 'private',
      lookedAt: '2026-11-20T08:00:00.000Z',
    });

    const again = await importing(ana, local);
    expect(outcomes(again)).toEqual([
      ['mh0a1b-x1', 'existing'],
      ['mh0a1c-x2', 'existing'],
    ]);
    expect(again.body.data.results[0]!.search?.id).toBe(first.body.data.results[0]!.search?.id);
    // Two tabs importing at the same moment.
    await Promise.all([importing(ana, local), importing(ana, local)]);
    // The same search kept under another key (a second browser) is not made twice either.
    const elsewhere = await importing(ana, [{ ...local[1], key: 'other-browser-1' }]);
    expect(outcomes(elsewhere)).toEqual([['other-browser-1', 'existing']]);

    expect((await list(ana)).map((one) => one.name)).toEqual(['French ongoing', 'Major']);
    expect(await list(chidi)).toEqual([]);
    const history = await call<{ events: { action: string }[] }>(
      ana,
      'GET',
      `/${first.body.data.results[0]!.search!.id}/history`,
    );
    expect(history.body.data.events.map((e) => e.action)).toEqual(['imported']);
  });

  test('a search deleted after its import is not brought back by importing it again', async () => {
    const first = await importing(ana, [local[0]]);
    await call(ana, 'DELETE', `/${first.body.data.results[0]!.search!.id}`);
    const again = await importing(ana, [local[0]]);
    expect(outcomes(again)).toEqual([['mh0a1b-x1', 'existing']]);
    expect(await list(ana)).toEqual([]);
  });

  test('a bad search is rejected with its reasons while the others land', async () => {
    const answer = await importing(ana, [
      local[0],
      { key: 'bad-1', name: '', address: 'https://evil.example/incidents' },
      { name: 'No key', address: '/news' },
    ]);
    expect(outcomes(answer)).toEqual([
      ['mh0a1b-x1', 'imported'],
      ['bad-1', 'rejected'],
      ['', 'rejected'],
    ]);
    expect(answer.body.data.results[1]!.reasons).toEqual({
      name: 'Give it a name.',
      address: expect.stringMatching(/Only an address on this site/) as unknown,
    });
    expect(answer.body.data.results[2]!.reasons).toHaveProperty('key');
  });

  test('the batch itself is checked', async () => {
    expect((await importing(ana, [])).status).toBe(422);
    const tooMany = await importing(
      ana,
      Array.from({ length: 51 }, (_, i) => ({ ...local[0], key: `k${i}` })),
    );
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.data).toEqual({ searches: 'At most 50 searches per request.' });
  });
});

describe('bad input', () => {
  test('addresses that are not a path of a view that saves searches get 422, each saying why', async () => {
    const cases: [string, RegExp][] = [
      ['https://evil.example/incidents', /Only an address on this site/],
      ['//evil.example/incidents', /Only an address on this site/],
      ['/\\evil.example/incidents', /Only an address on this site/],
      ['javascript:alert(1)', /Only an address on this site/],
      ['incidents?impact=gte:4', /Only an address on this site/],
      ['/themes?search=x', /\/themes is not a view searches are saved from/],
      ['/incidents/IN-123', /not a view searches are saved from/],
      ['/news/', /not a view searches are saved from/],
      ['/incidents?impact=gte:4#peek', /Leave out the #fragment/],
      ['/incidents?search=two words', /percent-encoded/],
      ['/news\n?x=1', /percent-encoded/],
      [`/incidents?area=${'1'.repeat(32_000)}`, /Too long: at most 32,000 characters/],
    ];
    for (const [address, reason] of cases) {
      const answer = await save(ana, { name: 'x', address });
      expect(answer.status, address).toBe(422);
      expect(answer.body.data, address).toEqual({
        address: expect.stringMatching(reason) as unknown,
      });
    }
    // The app's own parameters it may one day stop knowing are kept as written.
    const kept = await saved(ana, { name: 'Old link', address: '/incidents?retired=1&peek=IN-1' });
    expect(kept.address).toBe('/incidents?retired=1&peek=IN-1');
  });

  test('names: required, at most 200 characters, markup kept as plain text', async () => {
    expect((await save(ana, { name: '   ', address: '/news' })).body.data).toEqual({
      name: 'Give it a name.',
    });
    const long = await save(ana, { name: 'x'.repeat(60_000), address: '/news' });
    expect(long.status).toBe(422);
    expect(long.body.data).toEqual({ name: 'Too long: at most 200 characters.' });
    // 100 kB of name is read and refused by name; past 256 kB the body itself is refused.
    const pasted = await save(ana, { name: 'x'.repeat(100_000), address: '/news' });
    expect(pasted.status).toBe(422);
    expect(pasted.body.data).toEqual({ name: 'Too long: at most 200 characters.' });
    const huge = await save(ana, { name: 'x'.repeat(300_000), address: '/news' });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ status: 'fail', data: { body: expect.any(String) as unknown } });

    const markup = '<img src=x onerror="alert(1)"><b>Lagos</b> & co';
    const search = await saved(ana, { name: markup, address: '/news' });
    expect(search.name).toBe(markup);
    expect((await list(chidi))[0]!.name).toBe(markup);
  });

  test('bodies and ids that are not what the contract says', async () => {
    const search = await saved(ana, { name: 'Ok', address: '/news' });
    expect(
      (await save(ana, { name: 'x', address: '/news', owner: 'lead@team.example' })).body,
    ).toMatchObject({ status: 'fail', data: { body: expect.stringMatching(/owner/) as unknown } });
    expect((await save(ana, { name: 'x', address: '/news', visibility: 'everyone' })).status).toBe(
      422,
    );
    const nothing = await call(ana, 'PATCH', `/${search.id}`, { version: 1 });
    expect(nothing.status).toBe(422);
    expect(nothing.body.data).toEqual({
      body: expect.stringMatching(/Nothing to change/) as unknown,
    });
    expect((await call(ana, 'PATCH', `/${search.id}`, { name: 'No version' })).body.data).toEqual({
      version: expect.any(String) as unknown,
    });
    expect((await call(ana, 'DELETE', `/${search.id}?version=two`)).status).toBe(422);

    const notJson = await server.request(BASE, {
      cookie: ana,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":',
    });
    expect(notJson.status).toBe(422);
    expect((await call(ana, 'GET', '/not-a-uuid')).status).toBe(404);
    expect((await call(ana, 'GET', '/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildQuery } from '../../../contract/filters/query.ts';
import { triageQueueQuery } from '../../../contract/filters/triage.ts';
import type {
  SnapshotRefresh,
  Triage,
  TriageState,
  TriageSummary,
} from '../../../contract/resources/triage.ts';
import { SHIFT_QUEUE_VIEWS } from '../../../contract/triage/shift-views.ts';
import type { AuditEvent } from '../../../contract/resources/workspace.ts';
import {
  startFakeIncidentApi,
  type FakeIncidentApi,
} from '../../testing/fake-triage-incident-api.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { signedInCookie } from '../../testing/workspace-users.ts';

let database: TestDatabase;
let vendor: FakeIncidentApi;
let server: TestServer;
let ana: string;
let chidi: string;

beforeAll(async () => {
  database = await createTestDatabase();
  vendor = await startFakeIncidentApi();
});
afterAll(async () => {
  await vendor.close();
  await database.drop();
});
beforeEach(async () => {
  await database.pool.query(
    'TRUNCATE triage, triage_refresh, audit_events, sessions, users CASCADE',
  );
  vendor.incidents.clear();
  vendor.requests.length = 0;
  vendor.failWith = undefined;
  server = createTestServer(database.pool, { INCIDENT_URL: vendor.url });
  server.clock.now = new Date('2026-11-25T12:00:00Z');
  ana = await signedInCookie(database.pool, 'ana@team.example', 'Ana Analyst');
  chidi = await signedInCookie(database.pool, 'chidi@team.example', 'Chidi Okafor');
  vendor.add({ id: 'IN-1', summary: 'Protest at the port', impact: 3 });
  vendor.add({ id: 'IN-2', summary: 'Road blocked by a crowd' });
  vendor.add({ id: 'IN-3', summary: 'Fire at a depot', impact: 4 });
});

/** Every answer's JSend body, as the tests read it. */
interface Body {
  status: string;
  message?: string;
  errors?: { code: number }[];
  data: Record<string, unknown> & {
    triage?: Triage | null;
    current?: Triage | null;
    states?: TriageState[];
    events?: AuditEvent[];
    items?: Triage[];
    total?: number;
    refresh?: SnapshotRefresh;
  };
}

const json = (body: unknown) => ({
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

async function change(cookie: string, id: string, body: Record<string, unknown>) {
  const response = await server.request(`/api/watchfloor/triage/${id}`, {
    cookie,
    method: 'PATCH',
    ...json(body),
  });
  return { status: response.status, body: (await response.json()) as Body };
}

async function read<T = Body>(cookie: string, path: string): Promise<{ status: number; body: T }> {
  const response = await server.request(path, { cookie });
  return { status: response.status, body: (await response.json()) as T };
}

const triageOf = (answer: { body: Body }) => answer.body.data.triage!;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

describe('triaging an incident', () => {
  test('the first change snapshots the vendor’s incident; later ones change only what they name', async () => {
    const first = await change(ana, 'IN-1', { version: 0, status: 'reviewing' });
    expect(first.status).toBe(200);
    const created = triageOf(first);
    expect(created).toMatchObject({
      incidentId: 'IN-1',
      status: 'reviewing',
      impactOnUs: null,
      assignee: null,
      notes: '',
      version: 1,
      updatedSinceTriage: false,
      changedBy: { email: 'ana@team.example', name: 'Ana Analyst' },
    });
    expect(created.snapshot).toMatchObject({
      summary: 'Protest at the port',
      impact: { rating: 3 },
      countries: [{ code: 'NGA' }],
      updatedAt: 1_763_610_000,
    });
    // Read with the analyst's own vendor token, as the proxy would.
    expect(vendor.requests).toEqual([
      { path: '/incidents/IN-1', search: '', authorization: 'Bearer token-of-ana@team.example' },
    ]);

    const second = await change(chidi, 'IN-1', {
      version: 1,
      impactOnUs: 'high',
      assignee: 'chidi@team.example',
      notes: 'Our Apapa warehouse is 2 km away; see IN-2.',
    });
    expect(second.status).toBe(200);
    expect(triageOf(second)).toMatchObject({
      status: 'reviewing',
      impactOnUs: 'high',
      assignee: { email: 'chidi@team.example', name: 'Chidi Okafor' },
      notes: 'Our Apapa warehouse is 2 km away; see IN-2.',
      version: 2,
      changedBy: { name: 'Chidi Okafor' },
      createdBy: { name: 'Ana Analyst' },
    });
    // Only the first change asks the vendor.
    expect(vendor.requests).toHaveLength(1);

    const cleared = await change(ana, 'IN-1', { version: 2, impactOnUs: null, assignee: null });
    expect(triageOf(cleared)).toMatchObject({ impactOnUs: null, assignee: null, version: 3 });

    // Setting what is already set is not a change: same version, nothing more in the history.
    const same = await change(chidi, 'IN-1', {
      version: 3,
      status: 'reviewing',
      notes: triageOf(cleared).notes,
    });
    expect(same.status).toBe(200);
    expect(triageOf(same).version).toBe(3);
    const history = await read(ana, '/api/watchfloor/triage/IN-1/history');
    expect(history.body.data.events).toHaveLength(3);

    const other = await read(chidi, '/api/watchfloor/triage/IN-1');
    expect(other.body.data.triage).toMatchObject({ status: 'reviewing', version: 3 });
  });

  test('the history says who changed what and when, newest first', async () => {
    await change(ana, 'IN-1', { version: 0, status: 'new', assignee: 'ana@team.example' });
    server.clock.now = new Date('2026-11-25T12:05:00Z');
    await change(chidi, 'IN-1', { version: 1, status: 'relevant', notes: '<b>bold</b> claim' });
    const history = await read(ana, '/api/watchfloor/triage/IN-1/history');
    expect(history.status).toBe(200);
    const events = history.body.data.events as {
      action: string;
      actor: { name: string };
      at: string;
      changes: Record<string, unknown>;
    }[];
    expect(events.map((event) => [event.action, event.actor.name, event.at])).toEqual([
      ['updated', 'Chidi Okafor', '2026-11-25T12:05:00.000Z'],
      ['created', 'Ana Analyst', '2026-11-25T12:00:00.000Z'],
    ]);
    expect(events[0]!.changes).toEqual({
      status: { from: 'new', to: 'relevant' },
      notes: { from: '', to: '<b>bold</b> claim' },
    });
    expect(events[1]!.changes).toEqual({
      status: { from: null, to: 'new' },
      assignee: { from: null, to: 'ana@team.example' },
    });
  });

  test('an incident nobody triaged reads as null, and the batched states name only triaged ones', async () => {
    const none = await read(ana, '/api/watchfloor/triage/IN-3');
    expect(none.body.data.triage).toBeNull();
    await change(ana, 'IN-1', { version: 0, status: 'relevant', notes: 'x' });
    await change(ana, 'IN-2', { version: 0, status: 'not-relevant' });
    const states = await read<{ data: { states: TriageState[] } }>(
      chidi,
      '/api/watchfloor/triage/states?ids=IN-1,IN-2,IN-3,IN-1',
    );
    expect(states.status).toBe(200);
    expect(
      states.body.data.states.map((state) => [state.incidentId, state.status, state.hasNotes]),
    ).toEqual([
      ['IN-1', 'relevant', true],
      ['IN-2', 'not-relevant', false],
    ]);
    expect(states.body.data.states[0]).not.toHaveProperty('notes');
  });

  test('markup in notes is kept as typed', async () => {
    const notes = '<script>alert(1)</script> & <img src=x onerror=alert(2)> **IN-2**';
    const saved = await change(ana, 'IN-1', { version: 0, notes });
    expect(saved.status).toBe(200);
    expect(triageOf(saved).notes).toBe(notes);
  });
});

describe('bad input', () => {
  test('each gets a 422 that names the field and says why', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ version: 0 }, 'body', /Nothing to change/],
      [{ version: 0, status: 'done' }, 'status', /./],
      [{ version: 0, impactOnUs: 'severe' }, 'impactOnUs', /./],
      [{ version: -1, status: 'new' }, 'version', /./],
      [{ status: 'new' }, 'version', /./],
      [{ version: 0, status: 'new', colour: 'red' }, 'body', /colour/],
      [{ version: 0, assignee: 'not an email' }, 'assignee', /Not an email/],
      [{ version: 0, assignee: 'stranger@else.example' }, 'assignee', /not on the team/],
      [{ version: 0, status: 'duplicate' }, 'duplicateOf', /Name the incident/],
      [{ version: 0, status: 'duplicate', duplicateOf: 'IN-1' }, 'duplicateOf', /itself/],
      [{ version: 0, status: 'duplicate', duplicateOf: 'TH-4' }, 'duplicateOf', /IN-<number>/],
      [
        { version: 0, status: 'duplicate', duplicateOf: 'IN-404' },
        'duplicateOf',
        /no incident IN-404/,
      ],
      [
        { version: 0, status: 'relevant', duplicateOf: 'IN-2' },
        'duplicateOf',
        /set the status to duplicate/,
      ],
      [
        { version: 0, notes: 'x'.repeat(10_001) },
        'notes',
        /10,001 characters; notes hold at most 10,000/,
      ],
      [{ version: 0, notes: 'x'.repeat(100 * 1024) }, 'notes', /102,400 characters/],
    ];
    for (const [body, field, message] of cases) {
      const answer = await change(ana, 'IN-1', body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(answer.body.status).toBe('fail');
      expect(answer.body.data[field], JSON.stringify(body).slice(0, 80)).toMatch(message);
    }
    // Nothing was stored by any of them.
    expect((await read(ana, '/api/watchfloor/triage/IN-1')).body.data.triage).toBeNull();

    const notJson = await server.request('/api/watchfloor/triage/IN-1', {
      cookie: ana,
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: '{"version":0,',
    });
    expect(notJson.status).toBe(422);
    const huge = await server.request('/api/watchfloor/triage/IN-1', {
      cookie: ana,
      method: 'PATCH',
      ...json({ version: 0, notes: 'x'.repeat(300 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ status: 'fail', data: { body: /256 kB/ } });
    // Only the change of a triage reads past the app's 64 kB.
    const elsewhere = await server.request('/api/watchfloor/triage/IN-1/seen', {
      cookie: ana,
      method: 'POST',
      ...json({ revision: 1, padding: 'x'.repeat(100 * 1024) }),
    });
    expect(elsewhere.status).toBe(413);
  });

  test('the states look-up refuses what is not a list of incident ids', async () => {
    for (const [ids, message] of [
      ['', /Name the incidents/],
      ['IN-1,TH-2', /"TH-2" is not an incident id/],
      [Array.from({ length: 1001 }, (_, i) => `IN-${i + 1}`).join(','), /At most 1000/],
    ] as const) {
      const answer = await read(ana, `/api/watchfloor/triage/states?ids=${ids}`);
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ status: 'fail', data: { ids: message } });
    }
  });

  test('an incident the vendor does not have cannot be triaged', async () => {
    const answer = await change(ana, 'IN-999', { version: 0, status: 'relevant' });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ data: { incidentId: /no incident IN-999/ } });
  });

  test('every triage route needs a session', async () => {
    for (const path of [
      '/api/watchfloor/triage',
      '/api/watchfloor/triage/summary',
      '/api/watchfloor/triage/states?ids=IN-1',
      '/api/watchfloor/triage/IN-1',
      '/api/watchfloor/triage/IN-1/history',
    ]) {
      expect((await server.request(path)).status).toBe(401);
    }
  });
});

describe('the vendor failing', () => {
  test('a first triage needs the vendor: its failure is a readable 502, its refusal ends the session', async () => {
    vendor.failWith = 'down';
    const down = await change(ana, 'IN-1', { version: 0, status: 'relevant' });
    expect(down.status).toBe(502);
    expect(down.body).toMatchObject({
      status: 'error',
      message: /incident service cannot be reached/,
    });

    vendor.failWith = 401;
    const refused = await change(ana, 'IN-1', { version: 0, status: 'relevant' });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ status: 'fail', errors: [{ code: 401 }] });
    // The session is over here too.
    expect((await read(ana, '/api/watchfloor/team')).status).toBe(401);
  });
});

describe('concurrent edits', () => {
  test('a stale write gets 409 with the triage as it is now, and nothing of the first is lost', async () => {
    await change(ana, 'IN-1', { version: 0, status: 'reviewing' });
    const first = await change(ana, 'IN-1', { version: 1, notes: 'Ana: the port is closed.' });
    expect(first.status).toBe(200);
    const stale = await change(chidi, 'IN-1', { version: 1, notes: 'Chidi: crowd dispersed.' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      status: 'fail',
      data: {
        version: /Someone else changed this/,
        current: {
          version: 2,
          notes: 'Ana: the port is closed.',
          changedBy: { name: 'Ana Analyst' },
        },
      },
    });
    const stored = await read(ana, '/api/watchfloor/triage/IN-1');
    expect(stored.body.data.triage!.notes).toBe('Ana: the port is closed.');
  });

  test('two first triages at once: one creates it, the other gets 409 instead of overwriting', async () => {
    const [one, two] = await Promise.all([
      change(ana, 'IN-1', { version: 0, status: 'relevant', notes: 'Ana’s note' }),
      change(chidi, 'IN-1', { version: 0, status: 'not-relevant', notes: 'Chidi’s note' }),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const loser = one.status === 409 ? one : two;
    const winner = one.status === 200 ? one : two;
    expect(loser.body.data.current).toMatchObject({ notes: triageOf(winner).notes, version: 1 });
    // A write from version 0 once it exists is stale too.
    expect((await change(ana, 'IN-1', { version: 0, status: 'new' })).status).toBe(409);
  });
});

describe('duplicates', () => {
  test('name another incident that exists, never a circle; leaving duplicate drops the link', async () => {
    const marked = await change(ana, 'IN-2', {
      version: 0,
      status: 'duplicate',
      duplicateOf: 'in-1',
    });
    expect(marked.status).toBe(200);
    expect(triageOf(marked)).toMatchObject({ status: 'duplicate', duplicateOf: 'IN-1' });
    expect(vendor.requests.map((request) => request.path)).toContain('/incidents/IN-1/overview');

    await change(ana, 'IN-1', { version: 0, status: 'duplicate', duplicateOf: 'IN-3' });
    const circle = await change(chidi, 'IN-3', {
      version: 0,
      status: 'duplicate',
      duplicateOf: 'IN-2',
    });
    expect(circle.status).toBe(422);
    expect(circle.body.data.duplicateOf).toMatch('IN-3 → IN-2 → IN-1 → IN-3');

    const back = await change(ana, 'IN-2', { version: 1, status: 'relevant' });
    expect(triageOf(back)).toMatchObject({ status: 'relevant', duplicateOf: null });
  });
});

describe('keeping the snapshots current', () => {
  test('a vendor revision after triage shows as “updated since triage” until someone marks it seen', async () => {
    await change(ana, 'IN-1', { version: 0, status: 'relevant' });
    const triagedAt = server.clock.now;
    // The vendor revises IN-1 ten seconds later: it ends, casualties are counted.
    vendor.revise('IN-1', seconds(triagedAt) + 10, { isOngoing: false, casualties: 3, impact: 4 });
    // A revision of an incident nobody triaged changes nothing here.
    vendor.revise('IN-2', seconds(triagedAt) + 20);
    vendor.requests.length = 0;

    // The next load of the queue asks the vendor what it revised since.
    server.clock.now = new Date(triagedAt.getTime() + 95_000);
    const queue = await read(ana, '/api/watchfloor/triage');
    expect(queue.status).toBe(200);
    const item = queue.body.data.items![0] as Triage;
    expect(item).toMatchObject({ incidentId: 'IN-1', updatedSinceTriage: true });
    expect(item.snapshot).toMatchObject({ isOngoing: false, casualties: 3, impact: { rating: 4 } });
    expect(item.seenSnapshot).toMatchObject({
      isOngoing: true,
      casualties: 0,
      impact: { rating: 3 },
    });
    expect(queue.body.data.refresh).toMatchObject({ status: 'current', message: null });
    // One batched window request, not one per incident.
    expect(vendor.requests.map((request) => request.path)).toEqual(['/incidents']);
    const search = new URLSearchParams(vendor.requests[0]!.search);
    expect(search.get('updatedAt')).toMatch(/^bt:\d+;\d+$/);
    expect(search.get('sort')).toBe('updatedAt:asc');

    // The explorer's rows see it too, and the queue filter finds it.
    const states = await read(chidi, '/api/watchfloor/triage/states?ids=IN-1');
    expect(states.body.data.states![0]).toMatchObject({ updatedSinceTriage: true });
    const flagged = await read(ana, '/api/watchfloor/triage?updatedSinceTriage=true');
    expect(flagged.body.data.items!.map((one: Triage) => one.incidentId)).toEqual(['IN-1']);
    expect(
      (await read(ana, '/api/watchfloor/triage?updatedSinceTriage=false')).body.data.total,
    ).toBe(0);

    // Marking an older revision seen is refused: that one has not been looked at. (With nothing
    // new to see, any revision is fine: see the end.)
    const tooOld = await server.request('/api/watchfloor/triage/IN-1/seen', {
      cookie: chidi,
      method: 'POST',
      ...json({ revision: 1_763_610_000 }),
    });
    expect(tooOld.status).toBe(409);
    expect(await tooOld.json()).toMatchObject({
      data: { version: /revised this incident again/, current: { updatedSinceTriage: true } },
    });
    const seen = await server.request('/api/watchfloor/triage/IN-1/seen', {
      cookie: chidi,
      method: 'POST',
      ...json({ revision: item.snapshot.updatedAt }),
    });
    expect(seen.status).toBe(200);
    const afterSeen = ((await seen.json()) as { data: { triage: Triage } }).data.triage;
    expect(afterSeen).toMatchObject({
      updatedSinceTriage: false,
      seenBy: { name: 'Chidi Okafor' },
      // Seeing is not an edit: nobody's change in progress becomes stale.
      version: 1,
    });
    expect(afterSeen.seenSnapshot).toEqual(afterSeen.snapshot);
    const again = await server.request('/api/watchfloor/triage/IN-1/seen', {
      cookie: ana,
      method: 'POST',
      ...json({ revision: 1_763_610_000 }),
    });
    expect(again.status).toBe(200);
    const history = await read(ana, '/api/watchfloor/triage/IN-1/history');
    expect(history.body.data.events).toHaveLength(2);
    expect(history.body.data.events![0]).toMatchObject({
      actor: { name: 'Chidi Okafor' },
      changes: { seenRevision: { to: new Date(item.snapshot.updatedAt * 1000).toISOString() } },
    });
  });

  test('the queue asks the vendor at most once a minute, whoever loads it', async () => {
    await change(ana, 'IN-1', { version: 0, status: 'relevant' });
    vendor.requests.length = 0;
    server.clock.now = new Date(server.clock.now.getTime() + 61_000);
    await Promise.all([
      read(ana, '/api/watchfloor/triage'),
      read(chidi, '/api/watchfloor/triage'),
      read(ana, '/api/watchfloor/triage?status=in:relevant'),
    ]);
    expect(vendor.requests).toHaveLength(1);
    server.clock.now = new Date(server.clock.now.getTime() + 30_000);
    await read(ana, '/api/watchfloor/triage');
    expect(vendor.requests).toHaveLength(1);
    server.clock.now = new Date(server.clock.now.getTime() + 31_000);
    await read(ana, '/api/watchfloor/triage');
    expect(vendor.requests).toHaveLength(2);
  });

  test('more revisions than one refresh reads are read on the next, none skipped', async () => {
    await change(ana, 'IN-1', { version: 0, status: 'relevant' });
    await change(ana, 'IN-2', { version: 0, status: 'relevant' });
    const start = seconds(server.clock.now);
    // 700 revisions in the next minute, IN-1's among the first and IN-2's the very last; and
    // 250 at one second, so a page holds nothing but that second.
    for (let index = 0; index < 700; index += 1) {
      vendor.add({ id: `IN-${100 + index}`, updatedAt: start + 1 + Math.floor(index / 20) });
    }
    vendor.revise('IN-1', start + 1);
    for (let index = 0; index < 250; index += 1) {
      vendor.add({ id: `IN-${1000 + index}`, updatedAt: start + 40 });
    }
    vendor.revise('IN-2', start + 59);
    vendor.requests.length = 0;
    server.clock.now = new Date((start + 61) * 1000);
    const first = await read(ana, '/api/watchfloor/triage?sort=changedAt:asc');
    expect(vendor.requests).toHaveLength(3);
    expect(first.body.data.refresh).toMatchObject({ status: 'behind', message: /the rest follow/ });
    expect(first.body.data.items!.map((one: Triage) => one.updatedSinceTriage)).toEqual([
      true,
      false,
    ]);

    server.clock.now = new Date((start + 122) * 1000);
    const second = await read(ana, '/api/watchfloor/triage?sort=changedAt:asc');
    expect(second.body.data.refresh).toMatchObject({ status: 'current' });
    expect(second.body.data.items!.map((one: Triage) => one.updatedSinceTriage)).toEqual([
      true,
      true,
    ]);
    // The same second's 250 revisions took a second page of that second, not a loop.
    const pages = vendor.requests.map((request) => new URLSearchParams(request.search).get('page'));
    expect(pages).toContain('2');
  });

  test('a failing vendor never fails the queue: it answers with what it has and says why', async () => {
    await change(ana, 'IN-1', { version: 0, status: 'relevant' });
    server.clock.now = new Date(server.clock.now.getTime() + 61_000);
    vendor.failWith = 500;
    const queue = await read(ana, '/api/watchfloor/triage');
    expect(queue.status).toBe(200);
    expect(queue.body.data.items!.map((one: Triage) => one.incidentId)).toEqual(['IN-1']);
    expect(queue.body.data.refresh).toMatchObject({
      status: 'failed',
      message: /Could not check the incident service for revisions: .*HTTP 500/,
    });
    // Within the minute it is not asked again, and the answer still says the check failed.
    const again = await read(ana, '/api/watchfloor/triage');
    expect(again.body.data.refresh!.status).toBe('failed');

    vendor.failWith = undefined;
    server.clock.now = new Date(server.clock.now.getTime() + 61_000);
    const recovered = await read(ana, '/api/watchfloor/triage');
    expect(recovered.body.data.refresh).toMatchObject({ status: 'current', message: null });
  });

  test('a triage panel older than a minute reads its incident again', async () => {
    await change(ana, 'IN-1', { version: 0, status: 'relevant' });
    vendor.revise('IN-1', seconds(server.clock.now) + 5, {
      summary: 'Protest at the port spreads',
    });
    vendor.requests.length = 0;
    expect(
      (await read(ana, '/api/watchfloor/triage/IN-1')).body.data.triage!.updatedSinceTriage,
    ).toBe(false);
    expect(vendor.requests).toHaveLength(0);
    server.clock.now = new Date(server.clock.now.getTime() + 61_000);
    const panel = await read(ana, '/api/watchfloor/triage/IN-1');
    expect(panel.body.data.triage).toMatchObject({
      updatedSinceTriage: true,
      snapshot: { summary: 'Protest at the port spreads' },
      seenSnapshot: { summary: 'Protest at the port' },
    });
    expect(vendor.requests.map((request) => request.path)).toEqual(['/incidents/IN-1']);

    vendor.failWith = 'down';
    server.clock.now = new Date(server.clock.now.getTime() + 61_000);
    const failed = await read(ana, '/api/watchfloor/triage/IN-1');
    expect(failed.status).toBe(200);
    expect(failed.body.data.refresh).toMatchObject({
      status: 'failed',
      message: /cannot be reached/,
    });
  });
});

describe('the queue', () => {
  beforeEach(async () => {
    await change(ana, 'IN-1', {
      version: 0,
      status: 'relevant',
      impactOnUs: 'high',
      assignee: 'ana@team.example',
      notes: 'Apapa warehouse nearby',
    });
    server.clock.now = new Date(server.clock.now.getTime() + 1000);
    await change(chidi, 'IN-2', {
      version: 0,
      status: 'reviewing',
      assignee: 'chidi@team.example',
    });
    server.clock.now = new Date(server.clock.now.getTime() + 1000);
    await change(chidi, 'IN-3', { version: 0, status: 'not-relevant', impactOnUs: 'none' });
  });

  const ids = async (cookie: string, search: string) => {
    const answer = await read(cookie, `/api/watchfloor/triage${search}`);
    expect(answer.status, search).toBe(200);
    return (answer.body.data.items as Triage[]).map((item) => item.incidentId);
  };

  test('filters by status, assignee, impact on us and words; sorts and pages', async () => {
    expect(await ids(ana, '')).toEqual(['IN-3', 'IN-2', 'IN-1']);
    expect(await ids(ana, '?sort=changedAt:asc')).toEqual(['IN-1', 'IN-2', 'IN-3']);
    expect(await ids(ana, '?sort=impact:desc')).toEqual(['IN-3', 'IN-1', 'IN-2']);
    expect(await ids(ana, '?sort=impactOnUs:desc')).toEqual(['IN-1', 'IN-3', 'IN-2']);
    expect(await ids(ana, '?status=in:relevant,reviewing')).toEqual(['IN-2', 'IN-1']);
    expect(await ids(ana, '?status=nin:not-relevant')).toEqual(['IN-2', 'IN-1']);
    expect(await ids(ana, '?assignee=mine')).toEqual(['IN-1']);
    expect(await ids(chidi, '?assignee=eq:mine')).toEqual(['IN-2']);
    expect(await ids(ana, '?assignee=unassigned')).toEqual(['IN-3']);
    expect(await ids(ana, '?assignee=Chidi@Team.example')).toEqual(['IN-2']);
    expect(await ids(ana, '?impactOnUs=in:high')).toEqual(['IN-1']);
    expect(await ids(ana, '?impactOnUs=nin:none')).toEqual(['IN-2', 'IN-1']);
    expect(await ids(ana, '?search=apapa')).toEqual(['IN-1']);
    expect(await ids(ana, '?search=depot')).toEqual(['IN-3']);
    expect(await ids(ana, '?search=100%25')).toEqual([]);
    const page = await read(ana, '/api/watchfloor/triage?pageSize=2&page=2');
    expect(page.body.data).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.body.data.items!.map((item: Triage) => item.incidentId)).toEqual(['IN-1']);
  });

  test('the shift’s summary counts what each of its Queue links lists, in one answer', async () => {
    // IN-3 is assigned to Ana too, but set aside (not relevant): not waiting for her.
    await change(chidi, 'IN-3', { version: 1, assignee: 'ana@team.example' });
    await change(chidi, 'IN-2', { version: 1, status: 'new' });
    const triagedAt = server.clock.now;
    vendor.revise('IN-1', seconds(triagedAt) + 10, { impact: 4 });
    server.clock.now = new Date(triagedAt.getTime() + 95_000);

    const summary = await read<{ data: TriageSummary }>(ana, '/api/watchfloor/triage/summary');
    expect(summary.status).toBe(200);
    expect(summary.body.data).toMatchObject({
      assignedToMe: { total: 1 },
      new: { total: 1 },
      revisedSinceTriage: { total: 1 },
      refresh: { status: 'current' },
    });
    expect(summary.body.data.assignedToMe.latest).toEqual([
      expect.objectContaining({ incidentId: 'IN-1', updatedSinceTriage: true }),
    ]);
    // Each count is the total of the queue its link opens.
    for (const [name, view] of Object.entries(SHIFT_QUEUE_VIEWS)) {
      const search = new URLSearchParams(buildQuery(triageQueueQuery, view));
      const queue = await read(ana, `/api/watchfloor/triage?${search.toString()}`);
      expect(queue.body.data.total, name).toBe(
        summary.body.data[name as keyof typeof SHIFT_QUEUE_VIEWS].total,
      );
    }
    // Mine is Chidi's own.
    const chidis = await read<{ data: TriageSummary }>(chidi, '/api/watchfloor/triage/summary');
    expect(chidis.body.data.assignedToMe.latest.map((one) => one.incidentId)).toEqual(['IN-2']);
  });

  test('a bad parameter is a 422 naming it', async () => {
    for (const [search, field, message] of [
      ['?status=in:done', 'status', /"done" is not a triage status/],
      ['?assignee=someone', 'assignee', /not mine, unassigned or an email/],
      ['?sort=summary:asc', 'sort', /./],
      ['?pageSize=900', 'pageSize', /1 to 500/],
      ['?colour=red', 'colour', /not a filter of the queue/],
    ] as const) {
      const answer = await read(ana, `/api/watchfloor/triage${search}`);
      expect(answer.status, search).toBe(422);
      expect(answer.body).toMatchObject({ status: 'fail', data: { [field]: message } });
    }
  });
});

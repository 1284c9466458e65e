import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { IncidentSnapshot } from '../../contract/triage/snapshot.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createTestServer, type TestServer } from '../testing/test-server.ts';
import { signedInCookie } from '../testing/workspace-users.ts';
import { createLogger } from '../logger.ts';
import { listenForAlerts } from './alert-signal.ts';
import { SIGNALLED_POLL_MS } from './events-routes.ts';
import { insertAlerts, insertWatch } from './watch-store.ts';
import { everythingWatch } from '../testing/watch-values.ts';

let database: TestDatabase;
let server: TestServer;
let ana: string;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());
beforeEach(async () => {
  await database.pool.query('TRUNCATE watches, alerts, sessions, users CASCADE');
  server = createTestServer(database.pool, {});
  ana = await signedInCookie(database.pool, 'ana@team.example');
  await signedInCookie(database.pool, 'ben@team.example');
});

const VALUES = everythingWatch();

const snapshot = { summary: 'x', category: {}, impact: {}, position: {} } as IncidentSnapshot;

async function alert(watchId: string, incidentId: string, heldUntil: Date | null = null) {
  await insertAlerts(
    database.pool,
    [
      {
        watchId,
        incidentId,
        incidentUpdatedAt: 1,
        kind: 'new',
        changes: [],
        reasons: [],
        snapshot,
        silent: false,
        heldUntil,
      },
    ],
    new Date(),
  );
}

/** Reads the stream's events until `count` alerts came (or the stream ended). */
function readEvents(response: Response, count: number) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const events = () =>
    text
      .split('\n\n')
      .filter((block) => block.includes('event: '))
      .map((block) => {
        const field = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(block)?.[1];
        const event = field('event');
        const data = field('data') ?? '{}';
        return {
          event,
          id: field('id'),
          incidentId:
            event === 'alert' ? (JSON.parse(data) as { incidentId: string }).incidentId : '',
        };
      });
  return {
    async next(): Promise<typeof events extends () => infer R ? R : never> {
      while (events().filter((e) => e.event === 'alert').length < count) {
        const { value, done } = await reader.read();
        if (done) break;
        text += value;
      }
      return events();
    },
    async more(n: number) {
      count += n;
      return this.next();
    },
    async ended() {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return events();
        text += value;
      }
    },
    cancel: () => reader.cancel(),
  };
}

describe('the live alert stream', () => {
  test('resumes after Last-Event-ID, sends new alerts as they come, and only what the user sees', async () => {
    const team = await insertWatch(database.pool, 'ana@team.example', VALUES, new Date());
    const bens = await insertWatch(
      database.pool,
      'ben@team.example',
      { ...VALUES, visibility: 'private' },
      new Date(),
    );
    await alert(team.id, 'IN-1');
    await alert(team.id, 'IN-2');
    const { rows } = await database.pool.query<{ sequence: string }>(
      "SELECT sequence::text FROM alerts WHERE incident_id = 'IN-1'",
    );
    const response = await server.request('/api/watchfloor/events', {
      cookie: ana,
      headers: { 'Last-Event-ID': rows[0]!.sequence },
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const stream = readEvents(response, 1);
    expect((await stream.next()).map((e) => e.incidentId)).toEqual(['IN-2']);

    await alert(bens.id, 'IN-3');
    await alert(team.id, 'IN-4', new Date(Date.now() + 3600_000));
    await alert(team.id, 'IN-5');
    const events = await stream.more(1);
    expect(events.map((e) => e.incidentId)).toEqual(['IN-2', 'IN-5']);
    expect(Number(events[1]!.id)).toBeGreaterThan(Number(events[0]!.id));
    await stream.cancel();
  });

  test('with the alert signal, a stream sends an alert as soon as it is written', async () => {
    const signal = listenForAlerts(database.pool, createLogger('silent'));
    try {
      const signalled = createTestServer(database.pool, {}, { alertSignal: signal });
      const team = await insertWatch(database.pool, 'ana@team.example', VALUES, new Date());
      const response = await signalled.request('/api/watchfloor/events?after=0', { cookie: ana });
      const stream = readEvents(response, 1);
      while (!signal.listening()) await new Promise((done) => setTimeout(done, 50));
      // The stream has read the (empty) table and sleeps on the signal, its timer 5 s away.
      await new Promise((done) => setTimeout(done, 300));
      const written = Date.now();
      await alert(team.id, 'IN-7');
      expect((await stream.next()).map((e) => e.incidentId)).toEqual(['IN-7']);
      expect(Date.now() - written).toBeLessThan(SIGNALLED_POLL_MS - 1000);
      await stream.cancel();
    } finally {
      await signal.stop();
    }
  });

  test('ends when the session does', async () => {
    const response = await server.request('/api/watchfloor/events?after=0', { cookie: ana });
    const stream = readEvents(response, 0);
    await database.pool.query('DELETE FROM sessions');
    const events = await stream.ended();
    expect(events.at(-1)?.event).toBe('session-ended');
  });

  test('refuses a resume point that is not an event id', async () => {
    const response = await server.request('/api/watchfloor/events?after=abc', { cookie: ana });
    expect(response.status).toBe(422);
  });
});

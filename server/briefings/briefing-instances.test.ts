import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestService } from '../../reference-service/testing/service.ts';
import { createSession } from '../sessions/session-store.ts';
import { startMailSink, type MailSink } from '../testing/mail-sink.ts';
import { startServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { insertSchedule } from './briefing-store.ts';

/**
 * Watchfloor server processes on one database, as deployed, over the reference service: two
 * at once make and send a due scheduled briefing once.
 */

type Service = Awaited<ReturnType<typeof createTestService>>;

let database: TestDatabase;
let sink: MailSink;
let service: Service;
const apis: ServerType[] = [];
let servers: ServerProcess[] = [];

async function serveApi(api: 'incident' | 'news' | 'auth'): Promise<string> {
  const server = await new Promise<ServerType>((done) => {
    const started = serve(
      { fetch: (request) => service.apps[api].fetch(request), port: 0, hostname: '127.0.0.1' },
      () => done(started),
    );
  });
  apis.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  [database, sink] = await Promise.all([createTestDatabase(), startMailSink()]);
  service = await createTestService();
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all(apis.map((api) => new Promise<void>((done) => api.close(() => done()))));
  await Promise.all([database.drop(), sink.close()]);
});

test('two instances on one database make and send a due briefing once', async () => {
  const [incidentUrl, newsUrl, authUrl] = await Promise.all([
    serveApi('incident'),
    serveApi('news'),
    serveApi('auth'),
  ]);
  const now = new Date();
  // The owner's session holds the vendor token the runs read with.
  await createSession(database.pool, {
    email: 'ana@team.example',
    name: 'Ana',
    vendorToken: service.token,
    expiresAt: new Date(now.getTime() + 24 * 3600 * 1000),
    idleTimeoutSeconds: 8 * 3600,
    now,
  });
  const schedule = await insertSchedule(
    database.pool,
    'ana@team.example',
    {
      visibility: 'team',
      params: { title: 'Everything', savedSearchId: null, siteIds: [], periodHours: 24 },
      time: '07:00',
      timeZone: 'UTC',
      recipients: ['desk@team.example', 'ops@team.example'],
      active: true,
    },
    now,
  );
  // Runs with neither a saved search nor sites are refused by the API; here only the run counts.
  await database.pool.query(`UPDATE briefing_schedules SET next_run_at = $2 WHERE id = $1`, [
    schedule.id,
    new Date(now.getTime() - 1000),
  ]);

  const env = {
    DATABASE_URL: database.url,
    AUTH_URL: authUrl,
    NEWS_URL: newsUrl,
    INCIDENT_URL: incidentUrl,
    WATCHFLOOR_DIST: 'server/testing/no-dist',
    WATCHFLOOR_POLL_SECONDS: 'off',
    WATCHFLOOR_BRIEFING_POLL_SECONDS: '1',
    SMTP_URL: sink.smtpUrl,
  };
  servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);

  await expect.poll(() => sink.messages.length, { timeout: 30_000, interval: 250 }).toBe(2);
  // A few more looks by both: still once.
  await new Promise((done) => setTimeout(done, 3000));
  expect(sink.messages.map((message) => message.to[0]).sort()).toEqual([
    'desk@team.example',
    'ops@team.example',
  ]);
  const { rows } = await database.pool.query<{ id: string }>(
    'SELECT id FROM briefings WHERE schedule_id = $1',
    [schedule.id],
  );
  expect(rows).toHaveLength(1);
  expect(sink.messages[0]!.html).toContain(`/briefings/${rows[0]!.id}"`);
  const runs = await database.pool.query<{ outcome: string }>(
    'SELECT outcome FROM briefing_runs WHERE schedule_id = $1',
    [schedule.id],
  );
  expect(runs.rows).toEqual([{ outcome: 'sent' }]);
}, 120_000);

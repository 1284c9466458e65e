import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Briefing, BriefingSchedule } from '../../contract/resources/briefings.ts';
import type { Incident } from '../../contract/resources/incident.ts';
import { nowSeconds } from '../../reference-service/clock.ts';
import { createTestService } from '../../reference-service/testing/service.ts';
import { createLogger } from '../logger.ts';
import { startMailSink, type MailSink } from '../testing/mail-sink.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../testing/test-server.ts';
import { COOKIE_NAME } from '../sessions/session-cookie.ts';
import { createSession } from '../sessions/session-store.ts';
import { startBriefingScheduler, type RunningBriefingScheduler } from './briefing-scheduler.ts';

/**
 * Briefings over the real reference service (its test data set on a pinned clock, served on
 * loopback ports as the vendor's APIs are), an embedded PostgreSQL and the local mail sink.
 */

const DAY = 24 * 3600;
/** The dashboard's public origin (PUBLIC_URL): the test server's, whose pages send requests. */
const PUBLIC_URL = TEST_ORIGIN;

type Service = Awaited<ReturnType<typeof createTestService>>;
type Api = 'incident' | 'news';

let service: Service;
let servers: Record<Api, { url: string; server: ServerType; failure?: boolean }>;
let database: TestDatabase;
let sink: MailSink;
let server: TestServer;
const schedulers: RunningBriefingScheduler[] = [];
let testsRun = 0;

async function serveApi(api: Api) {
  const entry = { url: '' } as { url: string; server: ServerType; failure?: boolean };
  entry.server = await new Promise<ServerType>((done) => {
    const started = serve(
      {
        fetch: (request) =>
          entry.failure
            ? new Response('<html>down</html>', { status: 503 })
            : service.apps[api].fetch(request),
        port: 0,
        hostname: '127.0.0.1',
      },
      () => done(started),
    );
  });
  entry.url = `http://127.0.0.1:${(entry.server.address() as AddressInfo).port}`;
  return entry;
}

const env = () => ({
  INCIDENT_URL: servers.incident.url,
  NEWS_URL: servers.news.url,
  UPSTREAM_TIMEOUT_SECONDS: '2',
  SMTP_URL: sink.smtpUrl,
  PUBLIC_URL,
});

beforeAll(async () => {
  [database, sink] = await Promise.all([createTestDatabase(), startMailSink()]);
  service = await createTestService();
  servers = { incident: await serveApi('incident'), news: await serveApi('news') };
}, 120_000);

afterAll(async () => {
  await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
  await Promise.all(
    Object.values(servers).map(
      (entry) => new Promise<void>((done) => entry.server.close(() => done())),
    ),
  );
  await Promise.all([database.drop(), sink.close()]);
});

beforeEach(() => {
  testsRun += 1;
  servers.incident.failure = false;
  server = createTestServer(database.pool, env());
  server.clock.now = new Date(service.clock.nowMs());
});

async function signedIn(name: string): Promise<{ cookie: string; email: string }> {
  const now = server.clock.now;
  const email = `${name}-${testsRun}@team.example`;
  const value = await createSession(database.pool, {
    email,
    name,
    vendorToken: service.token,
    expiresAt: new Date(now.getTime() + 2 * DAY * 1000),
    idleTimeoutSeconds: 8 * 3600,
    now,
  });
  return { cookie: `${COOKIE_NAME}=${value}`, email };
}

const json = (method: string, body: unknown, cookie: string) => ({
  method,
  cookie,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

async function answer<T>(response: Response, status = 200): Promise<T> {
  const body = (await response.json()) as { status: string; data: T };
  expect({ status: response.status, body: body.status }).toEqual({
    status,
    body: status < 300 ? 'success' : 'fail',
  });
  return body.data;
}

async function savedSearch(cookie: string, address: string, name = 'Major and up') {
  const data = await answer<{ id: string }>(
    await server.request('/api/watchfloor/saved-searches', json('POST', { name, address }, cookie)),
    201,
  );
  return data.id;
}

/** A site on the position of an incident that started in the last day. */
async function siteAtRecentIncident(cookie: string, name = 'Harbour office') {
  const now = nowSeconds(service.clock);
  const { body } = await service.get(
    'incident',
    `/incidents?startedAt=bt:${now - DAY};${now}&reportedAt=lte:${now}&pageSize=1`,
  );
  const incident = (body as { data: Incident[] }).data[0]!;
  const created = await answer<{ id: string }>(
    await server.request(
      '/api/watchfloor/sites',
      json(
        'POST',
        {
          name,
          latitude: incident.location.latitude,
          longitude: incident.location.longitude,
          radius: { allKm: 50, categories: {}, impacts: {} },
        },
        cookie,
      ),
    ),
    201,
  );
  return { siteId: created.id, incident };
}

describe('a briefing', () => {
  test('is computed once and read back later with the same content', async () => {
    const { cookie } = await signedIn('ana');
    const searchId = await savedSearch(cookie, '/incidents?impact=gte:3');
    const { siteId } = await siteAtRecentIncident(cookie);

    const made = await answer<{ briefing: Briefing }>(
      await server.request(
        '/api/watchfloor/briefings',
        json('POST', { title: 'Morning', savedSearchId: searchId, siteIds: [siteId] }, cookie),
      ),
      201,
    );
    const { briefing } = made;
    const now = nowSeconds(service.clock);
    expect(briefing.params).toEqual({
      title: 'Morning',
      savedSearchId: searchId,
      siteIds: [siteId],
      periodHours: 24,
    });
    expect(briefing.content.period).toEqual({ from: now - DAY, until: now });
    expect(briefing.content.previous).toEqual({ from: now - 2 * DAY, until: now - DAY - 1 });
    expect(briefing.content.source.savedSearch).toMatchObject({
      id: searchId,
      filters: '/incidents?impact=gte:3',
    });
    expect(briefing.content.topIncidents.length).toBeLessThanOrEqual(15);
    for (const incident of briefing.content.topIncidents) {
      expect(incident.impact).toBeGreaterThanOrEqual(3);
      expect(incident.line.length).toBeLessThanOrEqual(200);
    }
    expect(briefing.content.sites).toHaveLength(1);
    for (const near of briefing.content.sites[0]!.incidents) {
      expect(near.distanceKm).toBeLessThanOrEqual(500);
    }
    expect(briefing.content.omitted).toBe(
      briefing.content.totals.count - briefing.content.topIncidents.length,
    );

    // Later, the world moved on: the kept briefing is the same.
    server.clock.now = new Date(server.clock.now.getTime() + 3600_000);
    const again = await answer<{ briefing: Briefing }>(
      await server.request(`/api/watchfloor/briefings/${briefing.id}`, { cookie }),
    );
    expect(again.briefing).toEqual(briefing);

    const list = await answer<{ briefings: { id: string; title: string }[] }>(
      await server.request('/api/watchfloor/briefings', { cookie }),
    );
    expect(list.briefings[0]).toMatchObject({ id: briefing.id, title: 'Morning' });
  });

  test('sites alone: every incident counted lies within the site’s radius', async () => {
    const { cookie } = await signedIn('ben');
    const { siteId, incident } = await siteAtRecentIncident(cookie);
    const { briefing } = await answer<{ briefing: Briefing }>(
      await server.request(
        '/api/watchfloor/briefings',
        json('POST', { title: 'Harbour', siteIds: [siteId], periodHours: 24 }, cookie),
      ),
      201,
    );
    const site = briefing.content.sites[0]!;
    expect(site.count).toBeGreaterThanOrEqual(1);
    expect(briefing.content.totals.count).toBe(site.count);
    expect(site.incidents.map((near) => near.id)).toContain(incident.id);
  });

  test('answers 422 on bad parameters and 404 for an unknown one', async () => {
    const { cookie } = await signedIn('cy');
    const none = await answer<Record<string, string>>(
      await server.request('/api/watchfloor/briefings', json('POST', { title: 'x' }, cookie)),
      422,
    );
    expect(none.savedSearchId).toMatch(/saved search or at least one site/);
    const bad = await answer<Record<string, string>>(
      await server.request(
        '/api/watchfloor/briefings',
        json('POST', { title: '', siteIds: ['not-a-uuid'], periodHours: 500 }, cookie),
      ),
      422,
    );
    expect(Object.keys(bad).sort()).toEqual(['periodHours', 'siteIds.0', 'title']);
    const unknownSite = await answer<Record<string, string>>(
      await server.request(
        '/api/watchfloor/briefings',
        json('POST', { title: 'x', siteIds: ['00000000-0000-4000-8000-000000000000'] }, cookie),
      ),
      422,
    );
    expect(unknownSite['siteIds.0']).toBe('There is no site with this id.');
    await answer(
      await server.request('/api/watchfloor/briefings/00000000-0000-4000-8000-000000000000', {
        cookie,
      }),
      404,
    );
    const signedOut = await server.request('/api/watchfloor/briefings');
    expect(signedOut.status).toBe(401);
  });

  test('answers a vendor failure as a JSend error, not a 500', async () => {
    const { cookie } = await signedIn('dee');
    const { siteId } = await siteAtRecentIncident(cookie);
    servers.incident.failure = true;
    const response = await server.request(
      '/api/watchfloor/briefings',
      json('POST', { title: 'x', siteIds: [siteId] }, cookie),
    );
    expect(response.status).toBe(502);
    expect(((await response.json()) as { status: string }).status).toBe('error');
  });
});

describe('a briefing schedule', () => {
  const startSchedulers = (count: number) => {
    const started = Array.from({ length: count }, () =>
      startBriefingScheduler({
        config: server.config,
        db: database.pool,
        log: createLogger('silent'),
        now: () => server.clock.now,
        publicUrl: PUBLIC_URL,
        pollSeconds: 3600,
      }),
    );
    schedulers.push(...started);
    return started;
  };

  /** Makes the schedule due now (as if its time had come). */
  const makeDue = (id: string) =>
    database.pool.query(
      `UPDATE briefing_schedules SET next_run_at = $2::timestamptz - interval '1 second' WHERE id = $1`,
      [id, server.clock.now],
    );

  test('runs once across two instances, and emails the briefing with absolute links', async () => {
    const { cookie, email } = await signedIn('eve');
    const { siteId } = await siteAtRecentIncident(cookie, 'Depot');
    const created = await answer<{ schedule: BriefingSchedule }>(
      await server.request(
        '/api/watchfloor/briefing-schedules',
        json(
          'POST',
          {
            params: { title: 'Depot daily', siteIds: [siteId] },
            time: '07:00',
            timeZone: 'Europe/Paris',
            recipients: ['desk@team.example'],
          },
          cookie,
        ),
      ),
      201,
    );
    const { schedule } = created;
    expect(schedule).toMatchObject({ active: true, stoppedReason: null, time: '07:00' });
    expect(schedule.nextRunAt).not.toBeNull();
    const [first, second] = startSchedulers(2);
    await new Promise((wait) => setTimeout(wait, 200));
    await makeDue(schedule.id);
    const sentBefore = sink.messages.length;

    const claimed = await Promise.all([first!.runDue(), second!.runDue(), first!.runDue()]);
    expect(claimed.reduce((sum, one) => sum + one, 0)).toBe(1);

    const { rows } = await database.pool.query<{ id: string }>(
      'SELECT id FROM briefings WHERE schedule_id = $1',
      [schedule.id],
    );
    expect(rows).toHaveLength(1);
    const mails = sink.messages.slice(sentBefore);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toEqual(['desk@team.example']);
    expect(mail.subject).toMatch(/^Briefing: Depot daily/);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/briefings/${rows[0]!.id}"`);
    expect(mail.html).toMatch(new RegExp(`href="${PUBLIC_URL}/incidents/IN-\\d+"`));
    // No external assets: no image, stylesheet or script is fetched from anywhere.
    expect(mail.html).not.toMatch(/<img|<link|<script|url\(/i);
    expect(mail.html.length).toBeLessThan(400_000);

    // A restarted instance does not run that day again, even were the schedule to look due for
    // the same moment: the run's row is kept.
    const [restarted] = startSchedulers(1);
    await new Promise((wait) => setTimeout(wait, 200));
    expect(await restarted!.runDue()).toBe(0);
    const next = await database.pool.query<{ next_run_at: Date }>(
      'SELECT next_run_at FROM briefing_schedules WHERE id = $1',
      [schedule.id],
    );
    await database.pool.query(
      `UPDATE briefing_schedules s SET next_run_at = r.due_at
         FROM briefing_runs r WHERE r.schedule_id = s.id AND s.id = $1`,
      [schedule.id],
    );
    expect(await restarted!.runDue()).toBe(0);
    expect(sink.messages.length - sentBefore).toBe(1);
    await database.pool.query('UPDATE briefing_schedules SET next_run_at = $2 WHERE id = $1', [
      schedule.id,
      next.rows[0]!.next_run_at,
    ]);

    // The next run is tomorrow at 07:00 in Paris.
    const after = await answer<{ schedules: BriefingSchedule[] }>(
      await server.request('/api/watchfloor/briefing-schedules', { cookie }),
    );
    const again = after.schedules.find((one) => one.id === schedule.id)!;
    expect(again.lastRunAt).not.toBeNull();
    expect(new Date(again.nextRunAt!).getTime()).toBeGreaterThan(server.clock.now.getTime());
    expect(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Paris',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(again.nextRunAt!)),
    ).toBe('07:00');

    // The briefing it made is listed with its schedule; the owner is the schedule's.
    const list = await answer<{ briefings: { id: string; scheduleId: string | null }[] }>(
      await server.request('/api/watchfloor/briefings', { cookie }),
    );
    expect(list.briefings.find((one) => one.id === rows[0]!.id)?.scheduleId).toBe(schedule.id);
    expect(email).toMatch(/^eve-/);
  });

  test('a deleted site stops the schedule with a visible reason, and nothing is sent', async () => {
    const { cookie } = await signedIn('fay');
    const { siteId } = await siteAtRecentIncident(cookie, 'Old warehouse');
    const { schedule } = await answer<{ schedule: BriefingSchedule }>(
      await server.request(
        '/api/watchfloor/briefing-schedules',
        json('POST', { params: { title: 'Warehouse', siteIds: [siteId] }, time: '06:30' }, cookie),
      ),
      201,
    );
    const site = await answer<{ version: number }>(
      await server.request(`/api/watchfloor/sites/${siteId}`, { cookie }),
    );
    expect(site.version).toBe(1);
    const deleted = await server.request(`/api/watchfloor/sites/${siteId}`, {
      method: 'DELETE',
      cookie,
    });
    expect(deleted.status).toBe(200);

    const [scheduler] = startSchedulers(1);
    await new Promise((wait) => setTimeout(wait, 200));
    await makeDue(schedule.id);
    const sentBefore = sink.messages.length;
    expect(await scheduler!.runDue()).toBe(1);
    expect(sink.messages.length).toBe(sentBefore);

    const { schedules } = await answer<{ schedules: BriefingSchedule[] }>(
      await server.request('/api/watchfloor/briefing-schedules', { cookie }),
    );
    const stopped = schedules.find((one) => one.id === schedule.id)!;
    expect(stopped.active).toBe(false);
    expect(stopped.nextRunAt).toBeNull();
    expect(stopped.stoppedReason).toMatch(
      /^The site “Old warehouse” was deleted on \d+ \w+ \d{4}\.$/,
    );
    const { rows } = await database.pool.query('SELECT id FROM briefings WHERE schedule_id = $1', [
      schedule.id,
    ]);
    expect(rows).toHaveLength(0);

    // Reactivating clears the reason (the next run would stop it again while the site is gone).
    const patched = await answer<{ schedule: BriefingSchedule }>(
      await server.request(
        `/api/watchfloor/briefing-schedules/${schedule.id}`,
        json('PATCH', { version: stopped.version, active: true }, cookie),
      ),
    );
    expect(patched.schedule).toMatchObject({ active: true, stoppedReason: null });
    const stale = await server.request(
      `/api/watchfloor/briefing-schedules/${schedule.id}`,
      json('PATCH', { version: stopped.version, time: '08:00' }, cookie),
    );
    expect(stale.status).toBe(409);
  });

  test('a deleted (and purged) saved search stops the schedule, naming the search', async () => {
    const { cookie } = await signedIn('gus');
    const searchId = await savedSearch(cookie, '/incidents?impact=gte:4', 'Extreme only');
    const { schedule } = await answer<{ schedule: BriefingSchedule }>(
      await server.request(
        '/api/watchfloor/briefing-schedules',
        json(
          'POST',
          { params: { title: 'Extremes', savedSearchId: searchId }, time: '05:00' },
          cookie,
        ),
      ),
      201,
    );
    const deleted = await server.request(`/api/watchfloor/saved-searches/${searchId}`, {
      method: 'DELETE',
      cookie,
    });
    expect(deleted.status).toBe(200);
    // Past the undo window, housekeeping removes the row: the name comes from the history.
    await database.pool.query('DELETE FROM saved_searches WHERE id = $1', [searchId]);
    const [scheduler] = startSchedulers(1);
    await new Promise((wait) => setTimeout(wait, 200));
    await makeDue(schedule.id);
    const sentBefore = sink.messages.length;
    expect(await scheduler!.runDue()).toBe(1);
    expect(sink.messages.length).toBe(sentBefore);
    const { schedules } = await answer<{ schedules: BriefingSchedule[] }>(
      await server.request('/api/watchfloor/briefing-schedules', { cookie }),
    );
    expect(schedules.find((one) => one.id === schedule.id)).toMatchObject({
      active: false,
      nextRunAt: null,
      stoppedReason: expect.stringMatching(
        /^The saved search “Extreme only” was deleted on \d+ \w+ \d{4}\.$/,
      ) as unknown,
    });
  });
});

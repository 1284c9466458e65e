import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Incident } from '../../../contract/resources/incident.ts';
import type { NewsItem } from '../../../contract/resources/news.ts';
import type { WorldSummary } from '../../../contract/resources/world.ts';
import { nowSeconds } from '../../../reference-service/clock.ts';
import { createTestService, TEST_NOW_MS } from '../../../reference-service/testing/service.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { COOKIE_NAME } from '../../sessions/session-cookie.ts';
import { createSession } from '../../sessions/session-store.ts';

/**
 * The home page's world summary against the real reference service (its test data set on a
 * pinned clock, a day of its live feed added so the day holds more than one page of incidents),
 * served on loopback ports like the vendor's APIs. Expected numbers are worked out here from
 * the vendor's own answers, read more broadly and filtered in the test.
 */

const DAY = 24 * 3600;
const WEEK = 7 * DAY;

type Service = Awaited<ReturnType<typeof createTestService>>;
type Api = 'incident' | 'news';

/** One reference API on a port, recording requests and able to fail on demand. */
interface ServedApi {
  url: string;
  requests: URL[];
  failure?: 'html' | 'slow';
  server: ServerType;
}

let service: Service;
let served: Record<Api, ServedApi>;
let database: TestDatabase;
let server: TestServer;
let testsRun = 0;

async function serveApi(api: Api): Promise<ServedApi> {
  const entry = { url: '', requests: [] as URL[] } as ServedApi;
  entry.server = await new Promise<ServerType>((done) => {
    const started = serve(
      {
        fetch: async (request) => {
          entry.requests.push(new URL(request.url));
          if (entry.failure === 'html') {
            return new Response('<html>down for maintenance</html>', { status: 503 });
          }
          if (entry.failure === 'slow') await new Promise((wait) => setTimeout(wait, 1_500));
          return service.apps[api].fetch(request);
        },
        port: 0,
        hostname: '127.0.0.1',
      },
      () => done(started),
    );
  });
  entry.url = `http://127.0.0.1:${(entry.server.address() as AddressInfo).port}`;
  return entry;
}

const closeApi = (api: ServedApi) =>
  new Promise<void>((done) => {
    api.server.close(() => done());
  });

beforeAll(async () => {
  database = await createTestDatabase();
  // Two new incidents a minute for 12 hours after the data set's instant: more than a page.
  // (Within the day the service's token is valid; and a week earlier, the data set's history
  // holds a few incidents in those 24 hours.)
  service = await createTestService({ feedIntervalSeconds: 30 });
  service.clock.set(TEST_NOW_MS + 12 * 3600 * 1000);
  service.feed.catchUp(nowSeconds(service.clock));
  served = { incident: await serveApi('incident'), news: await serveApi('news') };
}, 120_000);

afterAll(async () => {
  await Promise.all([closeApi(served.incident), closeApi(served.news)]);
  await database.drop();
});

beforeEach(async () => {
  await database.pool.query('TRUNCATE sessions, users CASCADE');
  for (const api of Object.values(served)) {
    api.requests.length = 0;
    delete api.failure;
  }
  server = createTestServer(database.pool, {
    INCIDENT_URL: served.incident.url,
    NEWS_URL: served.news.url,
    UPSTREAM_TIMEOUT_SECONDS: '1',
  });
  server.clock.now = new Date(service.clock.nowMs());
  // Each test under its own user, so no summary kept by an earlier test is fresh for it.
  testsRun += 1;
});

/**
 * A session made at the server's clock (which is the reference service's, not today), holding
 * the reference service's token for its demo user, or `vendorToken`.
 */
async function signedIn(name: string, vendorToken = service.token): Promise<string> {
  const now = server.clock.now;
  const value = await createSession(database.pool, {
    email: `${name}-${testsRun}@team.example`,
    name,
    vendorToken,
    expiresAt: new Date(now.getTime() + 2 * DAY * 1000),
    idleTimeoutSeconds: 8 * 3600,
    now,
  });
  return `${COOKIE_NAME}=${value}`;
}

const summaryFor = (cookie: string) => server.request('/api/watchfloor/world', { cookie });

async function data<T>(response: Response): Promise<T> {
  expect(response.status).toBe(200);
  const body = (await response.json()) as { status: string; data: T };
  expect(body.status).toBe('success');
  return body.data;
}

/** Every incident started since `from`, straight from the reference incident API. */
async function incidentsSince(from: number, until: number): Promise<Incident[]> {
  const incidents: Incident[] = [];
  for (let page = 1; ; page += 1) {
    const { body } = await service.get(
      'incident',
      `/incidents?startedAt=gte:${from}&reportedAt=lte:${until}&sort=id:asc&pageSize=1000&page=${page}`,
    );
    const list = (body as { data: Incident[] }).data;
    incidents.push(...list);
    if (list.length < 1000) return incidents;
  }
}

/** Every news item published in the window, straight from the reference news API. */
async function newsBetween(from: number, until: number): Promise<NewsItem[]> {
  const news: NewsItem[] = [];
  for (let page = 1; ; page += 1) {
    const { body } = await service.get(
      'news',
      `/news?publishedAt=bt:${from},${until}&limit=5000&page=${page}`,
    );
    const { data: answer } = body as { data: { news: NewsItem[]; meta: { pages: number } } };
    news.push(...answer.news);
    if (page >= answer.meta.pages) return news;
  }
}

const within = (at: number, period: { from: number; until: number }) =>
  at >= period.from && at <= period.until;

function countBy<T>(items: readonly T[], keysOf: (item: T) => string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    for (const key of new Set(keysOf(item))) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

describe('the world summary', () => {
  test('counts the day’s incidents and news, and the same day a week earlier, as the vendor holds them', async () => {
    const ana = await signedIn('ana');
    const summary = await data<WorldSummary>(await summaryFor(ana));

    const now = nowSeconds(service.clock);
    expect(summary.period).toEqual({ from: now - DAY, until: now });
    expect(summary.previous).toEqual({ from: now - DAY - WEEK, until: now - WEEK });
    expect(summary.computedAt).toBe(new Date(now * 1000).toISOString());
    expect(summary.truncated).toBe(false);

    const all = await incidentsSince(summary.previous.from, now);
    const today = all.filter((incident) => within(incident.startedAt.timestamp, summary.period));
    const lastWeek = all.filter((incident) =>
      within(incident.startedAt.timestamp, summary.previous),
    );
    // The live feed made the day hold more than one page; a week earlier is the quiet history.
    expect(today.length).toBeGreaterThan(1000);
    expect(lastWeek.length).toBeGreaterThan(0);
    expect(summary.incidents).toEqual({ count: today.length, previousCount: lastWeek.length });

    // Categories: every one seen in either period, most today first.
    const categoriesToday = countBy(today, (incident) => [incident.category.id]);
    const categoriesLastWeek = countBy(lastWeek, (incident) => [incident.category.id]);
    const categoryIds = new Set([...categoriesToday.keys(), ...categoriesLastWeek.keys()]);
    expect(summary.categories.map((category) => category.id).sort()).toEqual(
      [...categoryIds].sort(),
    );
    for (const category of summary.categories) {
      expect(category).toMatchObject({
        count: categoriesToday.get(category.id) ?? 0,
        previousCount: categoriesLastWeek.get(category.id) ?? 0,
      });
      const seen = service.dataset.categories.find((one) => one.id === category.id)!;
      expect(category).toMatchObject({ name: seen.name, colour: seen.colour });
    }
    const categoryCounts = summary.categories.map((category) => category.count);
    expect(categoryCounts).toEqual([...categoryCounts].sort((a, b) => b - a));

    // Regions: each incident once per continent its countries are in.
    const continentOf = new Map(
      service.dataset.countries.map((country) => [country.code, country.continent]),
    );
    const continentsOf = (incident: Incident) =>
      incident.countries.length === 0
        ? ['??']
        : incident.countries.map((country) => continentOf.get(country.code)!.code);
    const regionsToday = countBy(today, continentsOf);
    const regionsLastWeek = countBy(lastWeek, continentsOf);
    expect(summary.regions.map((region) => region.code).sort()).toEqual(
      [...new Set([...regionsToday.keys(), ...regionsLastWeek.keys()])].sort(),
    );
    for (const region of summary.regions) {
      expect(region).toMatchObject({
        count: regionsToday.get(region.code) ?? 0,
        previousCount: regionsLastWeek.get(region.code) ?? 0,
      });
      const continent = [...continentOf.values()].find((one) => one.code === region.code);
      expect(region.name).toBe(continent?.name ?? 'No country');
    }
    const regionCounts = summary.regions.map((region) => region.count);
    expect(regionCounts).toEqual([...regionCounts].sort((a, b) => b - a));
    // Incidents spanning two continents are counted in both.
    const touching = today.filter((incident) => new Set(continentsOf(incident)).size > 1);
    expect(summary.regions.reduce((sum, region) => sum + region.count, 0)).toBe(
      today.length + touching.reduce((sum, one) => sum + new Set(continentsOf(one)).size - 1, 0),
    );

    // The day's highest impacts: 4 or more only, highest first, then the most recent.
    const major = today
      .filter((incident) => incident.impact.rating >= 4)
      .sort(
        (a, b) =>
          b.impact.rating - a.impact.rating ||
          b.startedAt.timestamp - a.startedAt.timestamp ||
          a.id.localeCompare(b.id),
      );
    expect(major.length).toBeGreaterThan(10);
    expect(summary.topIncidents.map((incident) => incident.id)).toEqual(
      major.slice(0, 10).map((incident) => incident.id),
    );
    const first = major[0]!;
    expect(summary.topIncidents[0]).toEqual({
      id: first.id,
      summary: first.summary,
      impact: first.impact.rating,
      impactLabel: first.impact.shortDescription,
      category: first.category,
      startedAt: first.startedAt.timestamp,
      countries: first.countries.map((country) => country.name),
      longitude: first.location.longitude,
      latitude: first.location.latitude,
    });

    // News: items published in each period, per main taxonomy.
    const newsToday = await newsBetween(summary.period.from, summary.period.until);
    const newsLastWeek = await newsBetween(summary.previous.from, summary.previous.until);
    expect(newsToday.length).toBeGreaterThan(0);
    expect(newsLastWeek.length).toBeGreaterThan(0);
    expect(summary.news).toMatchObject({
      count: newsToday.length,
      previousCount: newsLastWeek.length,
    });
    const mainOf = new Map<string, string>();
    for (const taxonomy of service.dataset.taxonomies) {
      mainOf.set(taxonomy.id, taxonomy.id);
      for (const sub of taxonomy.subTaxonomies) mainOf.set(sub.id, taxonomy.id);
    }
    const taxonomiesToday = countBy(newsToday, (item) => [mainOf.get(item.taxonomy.id)!]);
    const taxonomiesLastWeek = countBy(newsLastWeek, (item) => [mainOf.get(item.taxonomy.id)!]);
    expect(summary.news.taxonomies.map((taxonomy) => taxonomy.id).sort()).toEqual(
      [...new Set([...taxonomiesToday.keys(), ...taxonomiesLastWeek.keys()])].sort(),
    );
    for (const taxonomy of summary.news.taxonomies) {
      expect(taxonomy).toMatchObject({
        name: service.dataset.taxonomies.find((one) => one.id === taxonomy.id)!.name,
        count: taxonomiesToday.get(taxonomy.id) ?? 0,
        previousCount: taxonomiesLastWeek.get(taxonomy.id) ?? 0,
      });
    }
    const taxonomyCounts = summary.news.taxonomies.map((taxonomy) => taxonomy.count);
    expect(taxonomyCounts).toEqual([...taxonomyCounts].sort((a, b) => b - a));

    // One parameter each, as the spec's filters take them.
    const incidentReads = served.incident.requests.filter((url) => url.pathname === '/incidents');
    expect(incidentReads.map((url) => url.searchParams.get('startedAt')).sort()).toContain(
      `bt:${summary.period.from};${summary.period.until}`,
    );
  });

  test('is kept a minute per user, and the reference lists an hour for everyone', async () => {
    const ben = await signedIn('ben');
    await data<WorldSummary>(await summaryFor(ben));
    const vendorReads = () => served.incident.requests.length + served.news.requests.length;
    const afterFirst = vendorReads();
    expect(afterFirst).toBeGreaterThan(0);

    await data<WorldSummary>(await summaryFor(ben));
    expect(vendorReads()).toBe(afterFirst);

    server.clock.now = new Date(server.clock.now.getTime() + 61_000);
    await data<WorldSummary>(await summaryFor(ben));
    expect(vendorReads()).toBeGreaterThan(afterFirst);
    // The countries and taxonomies were read by an earlier summary and are still kept.
    const listReads = [...served.incident.requests, ...served.news.requests].filter((url) =>
      ['/geography/countries', '/taxonomies'].includes(url.pathname),
    );
    expect(listReads.length).toBeLessThanOrEqual(2);
  });

  test('answers zero counts and empty lists for a day with nothing in it', async () => {
    server.clock.now = new Date(service.clock.nowMs() + 400 * DAY * 1000);
    const cleo = await signedIn('cleo');
    const summary = await data<WorldSummary>(await summaryFor(cleo));
    expect(summary).toMatchObject({
      incidents: { count: 0, previousCount: 0 },
      categories: [],
      regions: [],
      topIncidents: [],
      news: { count: 0, previousCount: 0, taxonomies: [] },
      truncated: false,
    });
  });

  test('answers 502 in JSend when the news service fails, and asks again on the next request', async () => {
    const dan = await signedIn('dan');
    served.news.failure = 'html';
    const refused = await summaryFor(dan);
    expect(refused.status).toBe(502);
    expect(await refused.json()).toEqual({
      status: 'error',
      message: 'The news service refused the request (HTTP 503). Try again in a moment.',
    });

    delete served.news.failure;
    await data<WorldSummary>(await summaryFor(dan));
  });

  test('answers 504 in JSend when the incident service is too slow', async () => {
    const eve = await signedIn('eve');
    served.incident.failure = 'slow';
    const late = await summaryFor(eve);
    expect(late.status).toBe(504);
    expect(await late.json()).toEqual({
      status: 'error',
      message: 'The incident service did not answer in time. Try again in a moment.',
    });
  });

  test('ends the session when the vendor refuses its token, as the proxy does', async () => {
    const fay = await signedIn('fay', 'not-a-token');
    const refused = await summaryFor(fay);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ status: 'fail', errors: [{ code: 401 }] });
    expect((await server.request('/api/watchfloor/team', { cookie: fay })).status).toBe(401);
  });

  test('answers 401 without a session, and asks the vendor nothing', async () => {
    const anonymous = await server.request('/api/watchfloor/world');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ status: 'fail', errors: [{ code: 401 }] });
    expect(served.incident.requests).toHaveLength(0);
    expect(served.news.requests).toHaveLength(0);
  });
});

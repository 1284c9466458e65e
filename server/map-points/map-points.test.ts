import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type {
  MapPointsBatch,
  MapPointsEnd,
  MapPointsError,
  MapPointsLine,
} from '../../contract/resources/map-points.ts';
import {
  fakeIncident,
  startFakeVendor,
  VENDOR_PASSWORD,
  type FakeVendor,
  type IncidentSet,
} from '../testing/fake-vendor.ts';
import { capturedLog } from '../testing/captured-log.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import {
  cookieFrom,
  createTestServer,
  signInBody,
  type TestServer,
} from '../testing/test-server.ts';

let auth: FakeVendor;
let incidents: FakeVendor;
let database: TestDatabase;
let server: TestServer;
let cookie: string;
let token: string;

beforeAll(async () => {
  [auth, incidents, database] = await Promise.all([
    startFakeVendor(),
    startFakeVendor(),
    createTestDatabase(),
  ]);
});
afterAll(async () => {
  await Promise.all([auth.close(), incidents.close(), database.drop()]);
});

async function signIn(email = 'a@vendor.example') {
  const session = cookieFrom(await server.request('/session', signInBody(email, VENDOR_PASSWORD)));
  incidents.issued.push(auth.issued.at(-1)!);
  return { cookie: session, token: auth.issued.at(-1)! };
}

/** What the server logged at warn and above. */
let captured = capturedLog();

async function startServer(env: Record<string, string> = {}) {
  captured = capturedLog();
  server = createTestServer(
    database.pool,
    {
      AUTH_URL: auth.url,
      NEWS_URL: auth.url,
      INCIDENT_URL: `${incidents.url}/v1`,
      // Pages of 1,000 full incidents, made and read in this process on a shared machine.
      UPSTREAM_TIMEOUT_SECONDS: '20',
      MAP_POINTS_CONCURRENCY: '4',
      ...env,
    },
    { log: captured.log },
  );
  ({ cookie, token } = await signIn());
}

beforeEach(async () => {
  auth.reset();
  incidents.reset();
  await startServer();
});

const serve = (set: IncidentSet) => (incidents.behaviour.incidentSet = set);
const MAP_POINTS = '/api/watchfloor/map-points';
const get = (path: string, init: RequestInit & { cookie?: string } = {}) =>
  server.request(path, { cookie, ...init });

/** The answer's lines, decompressed as its Content-Encoding says. */
async function linesOf(response: Response): Promise<MapPointsLine[]> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  const text = (
    encoding === 'br'
      ? brotliDecompressSync(bytes)
      : encoding === 'gzip'
        ? gunzipSync(bytes)
        : bytes
  ).toString('utf8');
  expect(text.endsWith('\n')).toBe(true);
  return text
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as MapPointsLine);
}

const batches = (lines: MapPointsLine[]) =>
  lines.filter((line): line is MapPointsBatch => line.kind === 'points');
const idsOf = (lines: MapPointsLine[]) => batches(lines).flatMap((batch) => batch.id);
const pagesAsked = () =>
  incidents.requests
    .filter((request) => request.path === '/v1/incidents')
    .map((request) => new URLSearchParams(request.search));

describe('the map’s points', () => {
  test('only what the map draws, as columns, read with the session’s token and the filters', async () => {
    serve({ total: 2500 });
    const response = await get(`${MAP_POINTS}?country=in:FRA;DEU&impact=gte:2`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const lines = await linesOf(response);

    expect(lines[0]).toEqual({
      kind: 'start',
      asOf: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/) as unknown,
      limit: 50_000,
    });
    expect(lines.at(-1)).toEqual({ kind: 'end', count: 2500, beyondLimit: false });
    // Every incident once, most recently started first.
    expect(idsOf(lines)).toEqual(Array.from({ length: 2500 }, (_, index) => `IN-${index + 1}`));

    for (const batch of batches(lines)) {
      expect(Object.keys(batch).sort()).toEqual(
        [
          'kind',
          'id',
          'longitude',
          'latitude',
          'category',
          'impact',
          'startedAt',
          'summary',
        ].sort(),
      );
    }
    const batch = batches(lines).find((one) => one.id.includes('IN-7'));
    const at = batch!.id.indexOf('IN-7');
    const source = fakeIncident(7);
    expect({
      longitude: batch!.longitude[at],
      latitude: batch!.latitude[at],
      category: batch!.category[at],
      impact: batch!.impact[at],
      startedAt: batch!.startedAt[at],
      summary: batch!.summary[at],
    }).toEqual({
      longitude: Math.round(source.location.longitude * 1e5) / 1e5,
      latitude: source.location.latitude,
      category: source.category.id,
      impact: source.impact.rating,
      startedAt: source.startedAt.timestamp,
      summary: source.summary,
    });
    // Nothing of the full record beyond that (descriptions, references, the token…).
    const text = JSON.stringify(lines);
    expect(text).not.toContain(fakeIncident(1).description);
    expect(text).not.toContain(token);

    const asked = pagesAsked();
    for (const params of asked) {
      expect(params.get('country')).toBe('in:FRA;DEU');
      expect(params.get('impact')).toBe('gte:2');
      expect(params.get('sort')).toBe('startedAt:desc');
      expect(params.get('pageSize')).toBe('1000');
    }
    expect(incidents.requests.every((request) => request.authorization === `Bearer ${token}`)).toBe(
      true,
    );
  });

  test('pages are read several at a time, to the end of the set and no further than needed', async () => {
    serve({ total: 5500, pageDelayMs: 40, pageDelays: new Map([[1, 400]]) });
    const lines = await linesOf(await get(MAP_POINTS));
    // Sent in page order even though the first page came last.
    expect(idsOf(lines)).toEqual(Array.from({ length: 5500 }, (_, index) => `IN-${index + 1}`));
    expect(lines.at(-1)).toEqual({ kind: 'end', count: 5500, beyondLimit: false });
    expect(incidents.maxPagesInFlight).toBeGreaterThan(1);
    expect(incidents.maxPagesInFlight).toBeLessThanOrEqual(4);
    const pages = pagesAsked().map((params) => Number(params.get('page')));
    for (let page = 1; page <= 6; page += 1) expect(pages).toContain(page);
    // Page 6 is the short one: at most the pages already on their way after it were asked for.
    expect(Math.max(...pages)).toBeLessThanOrEqual(6 + 3);
  });

  test('streams each page as it arrives: the first ones come while a later one is still read', async () => {
    serve({ total: 3500, pageDelays: new Map([[4, 800]]) });
    const response = await get(MAP_POINTS);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    let points = 0;
    while (points < 3000) {
      const { value, done } = await reader.read();
      expect(done).toBe(false);
      text += decoder.decode(value, { stream: true });
      points = text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as MapPointsLine)
        .reduce((sum, line) => sum + (line.kind === 'points' ? line.id.length : 0), 0);
    }
    // Three pages have arrived while the fourth is still being answered upstream.
    expect(incidents.pagesInFlight).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('"kind":"end"');
    await reader.cancel();
  });

  test('a complete set is kept for a minute: a second analyst gets it without the upstream', async () => {
    // Read at :50 of a minute, so that 59 s later the clock is in the next one.
    server.clock.now = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 50_000);
    serve({ total: 1200 });
    const first = await linesOf(
      await get(MAP_POINTS + '?continent=eq:EU&impact=gte:2', {
        headers: { 'Accept-Encoding': 'br' },
      }),
    );
    const asked = incidents.requests.length;
    const other = await signIn('b@vendor.example');

    const again = await get(MAP_POINTS + '?continent=eq:EU&impact=gte:2', {
      cookie: other.cookie,
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(again.headers.get('content-encoding')).toBe('gzip');
    expect(await linesOf(again)).toEqual(first);
    expect(incidents.requests).toHaveLength(asked);

    // The same filters in another order are the same set.
    await linesOf(await get(MAP_POINTS + '?impact=gte:2&continent=eq:EU'));
    expect(incidents.requests).toHaveLength(asked);

    // Other filters: read again.
    await linesOf(await get(MAP_POINTS + '?continent=eq:AF'));
    expect(incidents.requests.length).toBeGreaterThan(asked);
    // 59 s after the read, in the clock's next minute, it is still the kept set; a minute
    // after the read, it is read again, and the new set says when.
    const europe = () => pagesAsked().filter((params) => params.get('continent') === 'eq:EU');
    const europeAsked = europe().length;
    const readAt = server.clock.now.getTime();
    server.clock.now = new Date(readAt + 59_000);
    expect(await linesOf(await get(MAP_POINTS + '?continent=eq:EU&impact=gte:2'))).toEqual(first);
    expect(europe()).toHaveLength(europeAsked);
    server.clock.now = new Date(readAt + 60_000);
    const later = await linesOf(await get(MAP_POINTS + '?continent=eq:EU&impact=gte:2'));
    expect(europe().length).toBeGreaterThan(europeAsked);
    expect(later[0]).toEqual({
      ...first[0],
      asOf: new Date(Math.floor((readAt + 60_000) / 60_000) * 60_000).toISOString(),
    });
  });

  test('compressed as the browser takes it, brotli first', async () => {
    serve({ total: 1500 });
    const br = await get(MAP_POINTS, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(idsOf(await linesOf(br))).toHaveLength(1500);
    server.clock.now = new Date(server.clock.now.getTime() + 60_000);
    const gzip = await get(MAP_POINTS, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(idsOf(await linesOf(gzip))).toHaveLength(1500);
  });

  test('the limit: the most recent ones, saying the set holds more', async () => {
    await startServer({ MAP_INCIDENT_LIMIT: '1500' });
    serve({ total: 5000 });
    const lines = await linesOf(await get(MAP_POINTS));
    expect(idsOf(lines)).toEqual(Array.from({ length: 1500 }, (_, index) => `IN-${index + 1}`));
    expect(lines.at(-1)).toEqual({ kind: 'end', count: 1500, beyondLimit: true });
    expect(Math.max(...pagesAsked().map((params) => Number(params.get('page'))))).toBe(2);
  });

  test('a set exactly the size of the limit is complete, not “more than”', async () => {
    await startServer({ MAP_INCIDENT_LIMIT: '2000' });
    serve({ total: 2000 });
    const lines = await linesOf(await get(MAP_POINTS));
    expect(lines.at(-1)).toEqual({ kind: 'end', count: 2000, beyondLimit: false });
    // One incident past the limit was asked for, and there was none.
    const probe = pagesAsked().at(-1)!;
    expect([probe.get('page'), probe.get('pageSize')]).toEqual(['2001', '1']);
  });

  test('an empty set: start and end', async () => {
    serve({ total: 0 });
    const lines = await linesOf(await get(MAP_POINTS + '?search=nothing'));
    expect(lines.map((line) => line.kind)).toEqual(['start', 'end']);
  });

  test('leaving abandons the read: nothing more is asked for and nothing is kept', async () => {
    serve({ total: 20_000, pageDelayMs: 60 });
    await startServer({ MAP_POINTS_CONCURRENCY: '2' });
    const response = await get(MAP_POINTS);
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel();
    const asked = pagesAsked().length;
    await new Promise((done) => setTimeout(done, 300));
    expect(pagesAsked().length).toBeLessThanOrEqual(asked + 2);
    expect(pagesAsked().length).toBeLessThan(20);
    // The browser leaving is not the upstream failing.
    expect(captured.lines()).toEqual([]);
    const before = incidents.requests.length;
    const again = await get(MAP_POINTS);
    await again.body!.cancel();
    expect(incidents.requests.length).toBeGreaterThan(before);
    // The second read's pages already asked for still land; the next test starts after them.
    for (let seen = -1; seen !== incidents.requests.length;) {
      seen = incidents.requests.length;
      await new Promise((done) => setTimeout(done, 300));
    }
  });
});

describe('what is refused', () => {
  test('bad filters: 422 naming each, and no upstream call', async () => {
    serve({ total: 10 });
    const response = await get(`${MAP_POINTS}?country=xx:FRA&impact=gte:many&page=2&colour=red`);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { status: string; data: Record<string, string> };
    expect(body.status).toBe('fail');
    expect(Object.keys(body.data).sort()).toEqual(['colour', 'country', 'impact', 'page']);
    expect(body.data.page).toMatch(/reads every page itself/);
    expect(incidents.requests).toHaveLength(0);
  });

  test('no session: 401 in the token-failure shape, and no upstream call (nor cached set)', async () => {
    serve({ total: 10 });
    await linesOf(await get(MAP_POINTS));
    const asked = incidents.requests.length;
    const response = await server.request(MAP_POINTS);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      status: 'fail',
      errors: [{ code: 401, message: expect.any(String) as unknown }],
    });
    expect(incidents.requests).toHaveLength(asked);
  });
});

describe('an upstream that fails', () => {
  test('refuses the token: 401 passes through and the session ends', async () => {
    serve({ total: 10 });
    incidents.behaviour.revoked.add(token);
    const response = await get(MAP_POINTS);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ status: 'fail', errors: [{ code: 401 }] });
    expect((await get('/session')).status).toBe(401);
  });

  test('asks to slow down for long: 429 with its Retry-After', async () => {
    serve({ total: 10, failPages: new Map([[1, { status: 429, retryAfter: '60' }]]) });
    const response = await get(MAP_POINTS);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(await response.json()).toMatchObject({ status: 'fail' });
  });

  test('asks to wait a second: waited out, and the set arrives whole', async () => {
    serve({ total: 1500, failPages: new Map([[2, { status: 429, retryAfter: '1', times: 1 }]]) });
    const lines = await linesOf(await get(MAP_POINTS));
    expect(lines.at(-1)).toEqual({ kind: 'end', count: 1500, beyondLimit: false });
  });

  test('refuses a filter it alone can check: its 422 passes through', async () => {
    serve({ total: 10, failPages: new Map([[1, { status: 422 }]]) });
    const response = await get(`${MAP_POINTS}?near=in:${fakeIncident(1).map.id};5`);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      status: 'fail',
      data: { reason: 'page 1 answered 422' },
    });
  });

  test.each([
    [
      500,
      false,
      'The incident service failed to answer this request (HTTP 500). Try again in a moment.',
    ],
    [
      200,
      true,
      'The incident service answered in a way this server does not understand (HTTP 200).',
    ],
  ])('answers %i (HTML: %s): 502 that says so', async (status, html, message) => {
    serve({ total: 10, failPages: new Map([[1, { status, html }]]) });
    const response = await get(MAP_POINTS);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ status: 'error', message });
  });

  test('down: 502; slow: 504', async () => {
    await startServer({ INCIDENT_URL: 'http://127.0.0.1:9' });
    const down = await get(MAP_POINTS);
    expect(down.status).toBe(502);
    expect(await down.json()).toMatchObject({ status: 'error', message: /cannot be reached/ });
    expect(captured.lines()).toContainEqual(
      expect.objectContaining({
        msg: 'map points: upstream request failed',
        status: 502,
        failure: { kind: 'unreachable', code: 'ECONNREFUSED' },
      }),
    );

    await startServer({ UPSTREAM_TIMEOUT_SECONDS: '1' });
    serve({ total: 10, pageDelayMs: 1500 });
    const slow = await get(MAP_POINTS);
    expect(slow.status).toBe(504);
    expect(await slow.json()).toMatchObject({ status: 'error', message: /did not answer in time/ });
    expect(captured.lines()).toContainEqual(
      expect.objectContaining({ status: 504, failure: { kind: 'timeout' } }),
    );
  });

  test('fails partway: the lines so far, then an error line; the set is not kept', async () => {
    // Page 3 fails only once the answer has begun (its first lines sent). A 200 ms delay stood
    // for that order and, on a busy machine, was once shorter than reading page 1 (a 502).
    let answerBegun!: () => void;
    serve({
      total: 3500,
      pageGates: new Map([[3, new Promise<void>((begun) => (answerBegun = begun))]]),
      failPages: new Map([[3, { status: 503, times: 1 }]]),
    });
    const response = await get(MAP_POINTS);
    answerBegun();
    expect(response.status).toBe(200);
    const lines = await linesOf(response);
    const last = lines.at(-1) as MapPointsError;
    expect(last).toEqual({
      kind: 'error',
      status: 502,
      message:
        'The incident service failed to answer this request (HTTP 503). Try again in a moment.',
    });
    expect(idsOf(lines).length).toBeGreaterThan(0);
    expect(lines.some((line) => line.kind === 'end')).toBe(false);
    expect(captured.lines()).toContainEqual(
      expect.objectContaining({
        msg: 'map points: upstream request failed',
        failure: { upstreamStatus: 503 },
      }),
    );

    // Asked again, the set is read again (and now arrives whole).
    const again = await linesOf(await get(MAP_POINTS));
    expect((again.at(-1) as MapPointsEnd).count).toBe(3500);
  });
});

import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { exampleNewsItem, exampleListMeta, exampleTaxonomy } from '../../../contract/examples/news';
import { ApiError } from './api-error';
import { configureDeployment, type SessionAccess } from './deployment';
import { getIncident } from './incidents';
import { listNews, listTaxonomies } from './news';
import { QueryClient } from '@tanstack/react-query';
import {
  createSession,
  deleteAllSessions,
  getSitesExposureOptions,
  listSitesOptions,
  streamMapPoints,
} from './watchfloor';

const newsBody = { status: 'success', data: { news: [exampleNewsItem], meta: exampleListMeta } };
const sessionBody = {
  status: 'success',
  data: {
    user: { email: 'analyst@watchfloor.example', name: 'Ada', admin: false },
    expiresAt: '2026-11-23T09:00:00Z',
    idleExpiresAt: '2026-11-22T17:00:00Z',
    idleTimeoutSeconds: 28_800,
  },
};

let requests: Request[];
let onUnauthorized: ReturnType<typeof vi.fn<SessionAccess['onUnauthorized']>>;

/** The server answers every request with this. */
function answer(respond: (request: Request) => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push(request);
      return respond(request);
    }),
  );
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

beforeEach(() => {
  requests = [];
  onUnauthorized = vi.fn<SessionAccess['onUnauthorized']>();
  configureDeployment({ onUnauthorized });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The error a call rejects with. */
async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('requests', () => {
  test('go to the Watchfloor server on this origin, with the filters in API form and no token', async () => {
    answer(() => json(newsBody));
    const { data } = await listNews({
      query: { search: 'eq:port strike', countryCode: 'in:GBR,FRA', limit: 50 },
      throwOnError: true,
    });
    expect(data).toEqual(newsBody);
    const [request] = requests;
    const url = new URL(request!.url);
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toBe('/api/news/news');
    expect(url.searchParams.get('search')).toBe('eq:port strike');
    expect(url.searchParams.get('countryCode')).toBe('in:GBR,FRA');
    expect(url.searchParams.get('limit')).toBe('50');
    expect(request!.headers.has('Authorization')).toBe(false);
    // The session cookie goes along; it never leaves for another site.
    expect(request!.credentials).toBe('same-origin');
  });

  test('a success answer is parsed once, and its status and headers stay readable', async () => {
    answer(() => json(newsBody, 200, { 'X-Request-Id': 'r-1' }));
    const text = JSON.stringify(newsBody);
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const { data, response } = await listNews({ throwOnError: true });
      expect(data).toEqual(newsBody);
      expect(parse.mock.calls.filter(([parsed]) => parsed === text)).toHaveLength(1);
      expect(response.status).toBe(200);
      expect(response.headers.get('X-Request-Id')).toBe('r-1');
    } finally {
      parse.mockRestore();
    }
  });

  test('the incident API sits under /api/incidents, with path parameters filled', async () => {
    answer(() => json({}, 404));
    await failureOf(getIncident({ path: { id: 'IN-42' }, throwOnError: true }));
    expect(requests[0]!.url).toBe(`${window.location.origin}/api/incidents/incidents/IN-42`);
  });

  test('the server’s own API is at the root: sign-in posts JSON to /session', async () => {
    answer(() => json(sessionBody));
    const { data } = await createSession({
      body: { email: 'analyst@watchfloor.example', password: 'pw' },
      throwOnError: true,
    });
    expect(data.data.user.name).toBe('Ada');
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.url).toBe(`${window.location.origin}/session`);
    expect(requests[0]!.headers.has('Authorization')).toBe(false);
    expect(await requests[0]!.json()).toEqual({
      email: 'analyst@watchfloor.example',
      password: 'pw',
    });
  });

  test('taxonomies come from the news API through the server', async () => {
    answer(() => json({ status: 'success', data: { taxonomies: [exampleTaxonomy] } }));
    await listTaxonomies({ throwOnError: true });
    expect(new URL(requests[0]!.url).pathname).toBe('/api/news/taxonomies');
  });
});

describe('failures become ApiErrors', () => {
  test('422 fail names each offending parameter', async () => {
    answer(() =>
      json({ status: 'fail', data: { publishedAt: 'The window may span at most 3 months.' } }, 422),
    );
    const error = await failureOf(listNews({ throwOnError: true }));
    expect(error).toMatchObject({
      api: 'news',
      endpoint: 'GET /news',
      kind: 'fail',
      status: 422,
      data: { publishedAt: 'The window may span at most 3 months.' },
      message: 'The window may span at most 3 months.',
    });
    expect(error.isTransient).toBe(false);
  });

  test('401 with errors[] on a data endpoint ends the session once', async () => {
    answer(() => json({ status: 'fail', errors: [{ code: 401, message: 'Token expired' }] }, 401));
    const error = await failureOf(listTaxonomies({ throwOnError: true }));
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, message: 'Token expired' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(error);
  });

  test('401 on sign-in is wrong credentials, not an ended session', async () => {
    answer(() =>
      json({ status: 'fail', data: { credentials: 'Email and password do not match' } }, 401),
    );
    const error = await failureOf(
      createSession({ body: { email: 'a@b.example', password: 'x' }, throwOnError: true }),
    );
    expect(error).toMatchObject({
      api: 'watchfloor',
      endpoint: 'POST /session',
      kind: 'fail',
      status: 401,
      data: { credentials: 'Email and password do not match' },
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  test('401 from the server’s own data endpoint (the map’s points) ends the session', async () => {
    answer(() => json({ status: 'fail', errors: [{ code: 401, message: 'Signed out' }] }, 401));
    const error = await failureOf(streamMapPoints({ parseAs: 'stream', throwOnError: true }));
    expect(error).toMatchObject({
      api: 'watchfloor',
      endpoint: 'GET /api/watchfloor/map-points',
      kind: 'unauthorized',
    });
    expect(onUnauthorized).toHaveBeenCalledWith(error);
  });

  test('a streamed answer is handed over unread, for its caller to read as it arrives', async () => {
    answer(
      () =>
        new Response('{"kind":"start"}\n', {
          headers: { 'Content-Type': 'application/x-ndjson' },
        }),
    );
    const { data } = await streamMapPoints({ parseAs: 'stream', throwOnError: true });
    expect(data).toBeInstanceOf(ReadableStream);
    expect(await new Response(data as unknown as ReadableStream).text()).toBe('{"kind":"start"}\n');
  });

  test('401 from signing out everywhere without a session does not end it twice', async () => {
    answer(() => json({ status: 'fail', data: { session: 'No session' } }, 401));
    await failureOf(deleteAllSessions({ throwOnError: true }));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  test('429 carries the wait from Retry-After', async () => {
    answer(() =>
      json(
        {
          status: 'fail',
          data: { email: 'Too many authentication attempts. Try again in 5 minutes' },
        },
        429,
        { 'Retry-After': '300' },
      ),
    );
    const error = await failureOf(
      createSession({ body: { email: 'a@b.example', password: 'x' }, throwOnError: true }),
    );
    expect(error).toMatchObject({ status: 429, kind: 'fail', retryAfterSeconds: 300 });
  });

  test('an upstream the server could not reach is a JSend error worth retrying', async () => {
    answer(() => json({ status: 'error', message: 'The incident API did not answer.' }, 502));
    const error = await failureOf(getIncident({ path: { id: 'IN-1' }, throwOnError: true }));
    expect(error).toMatchObject({
      kind: 'error',
      status: 502,
      message: 'The incident API did not answer.',
    });
    expect(error.isTransient).toBe(true);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  test('a JSend error keeps its message and is worth retrying', async () => {
    answer(() => json({ status: 'error', message: 'Storage is unavailable.', code: 503 }, 503));
    const error = await failureOf(listTaxonomies({ throwOnError: true }));
    expect(error).toMatchObject({ kind: 'error', status: 503, message: 'Storage is unavailable.' });
    expect(error.isTransient).toBe(true);
  });

  test('a non-JSend answer (a proxy page) is described by its status', async () => {
    answer(
      () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await failureOf(listTaxonomies({ throwOnError: true }));
    expect(error.kind).toBe('http');
    expect(error.message).toBe('The news API answered 502 Bad Gateway without an explanation.');
  });

  test('no answer at all names the API and the server that did not answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await failureOf(listTaxonomies({ throwOnError: true }));
    expect(error).toMatchObject({ kind: 'network', status: null, endpoint: 'GET /taxonomies' });
    expect(error.message).toBe(
      `Could not reach the news API: the Watchfloor server at ${window.location.origin} did not answer. Check the connection, then try again.`,
    );
    expect(error.isTransient).toBe(true);
    const signIn = await failureOf(
      createSession({ body: { email: 'a@b.example', password: 'x' }, throwOnError: true }),
    );
    expect(signIn.message).toBe(
      `Could not reach the Watchfloor server at ${window.location.origin}. Check the connection, then try again.`,
    );
  });

  test('a success body of the wrong shape names the endpoint and the first bad path', async () => {
    const broken = structuredClone(newsBody);
    (broken.data.news[0] as Record<string, unknown>).publishedAt = '2025-11-20';
    answer(() => json(broken));
    const error = await failureOf(listNews({ throwOnError: true }));
    expect(error).toMatchObject({
      kind: 'invalid-response',
      status: 200,
      endpoint: 'GET /news',
      path: 'data.news[0].publishedAt',
    });
    expect(error.message).toMatch(
      /^GET \/news on the news API sent an unexpected answer at data\.news\[0\]\.publishedAt: /,
    );
  });

  test('the sites’ table is checked by its own loop: a short column names its path', async () => {
    const columns = { id: ['a'], name: [], latitude: [1], longitude: [2], address: [''] };
    const table = {
      count: 1,
      owners: [],
      columns: { ...columns, tags: [[]], visibility: ['team'], owner: [0] },
    };
    answer(() => json({ status: 'success', data: table }));
    const error = await failureOf(new QueryClient().fetchQuery(listSitesOptions()));
    expect(error).toMatchObject({
      kind: 'invalid-response',
      endpoint: 'GET /api/watchfloor/sites',
      path: 'data.columns.name',
    });
    expect(error.message).toContain('Expected 1 value (the count), got 0');
  });

  test('the sites’ exposure is checked by its own loop: a bad site names its path', async () => {
    const site = {
      siteId: '0b7c6f5e-3f1a-4c7e-9d2a-5e8f1a2b3c4d',
      name: 'Paris office',
      longitude: 2.33,
      latitude: 48.87,
      radiusKm: 25,
      day: { count: 0, maxImpact: null },
      week: { count: -3, maxImpact: null },
      top: [],
      recent: [],
    };
    const exposure = {
      computedAt: '2026-11-29T16:00:00.000Z',
      siteCount: 1,
      ownSiteCount: 1,
      incidentsScanned: 0,
      truncated: false,
      sites: [site],
    };
    answer(() => json({ status: 'success', data: exposure }));
    const error = await failureOf(new QueryClient().fetchQuery(getSitesExposureOptions()));
    expect(error).toMatchObject({
      kind: 'invalid-response',
      endpoint: 'GET /api/watchfloor/sites/exposure',
      path: 'data.sites[0].week.count',
    });
  });

  test('a success status with a body that is not JSON is an invalid response', async () => {
    answer(
      () => new Response('OK', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    const error = await failureOf(listTaxonomies({ throwOnError: true }));
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 });
    expect(error.message).toContain('the body is not JSON');
  });

  test('a JSend fail sent with status 200 is still a failure', async () => {
    answer(() => json({ status: 'fail', data: { search: 'The term is too short.' } }));
    const error = await failureOf(listNews({ throwOnError: true }));
    expect(error).toMatchObject({
      kind: 'fail',
      status: 200,
      data: { search: 'The term is too short.' },
    });
  });
});

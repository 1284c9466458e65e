import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { exampleNewsItem, exampleListMeta, exampleTaxonomy } from '../../../contract/examples/news';
import { createApplicationToken, createUserToken } from './auth';
import { ApiError } from './api-error';
import { configureDeployment, type SessionAccess } from './deployment';
import { getIncident } from './incidents';
import { listNews, listTaxonomies } from './news';

const config = {
  newsUrl: 'http://news.test/',
  authUrl: 'http://auth.test',
  incidentUrl: 'http://incidents.test/v1',
  mapStyleUrl: undefined,
  mapIncidentLimit: 50_000,
};

const newsBody = { status: 'success', data: { news: [exampleNewsItem], meta: exampleListMeta } };

let requests: Request[];
let token: string | undefined;
let onUnauthorized: ReturnType<typeof vi.fn<SessionAccess['onUnauthorized']>>;
let session: SessionAccess;

/** The service answers every request with this. */
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
  token = 'token-123';
  onUnauthorized = vi.fn<SessionAccess['onUnauthorized']>();
  session = { getToken: () => token, onUnauthorized };
  configureDeployment(config, session);
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
  test('go to the configured base URL with the bearer token and the filters in API form', async () => {
    answer(() => json(newsBody));
    const { data } = await listNews({
      query: { search: 'eq:port strike', countryCode: 'in:GBR,FRA', limit: 50 },
      throwOnError: true,
    });
    expect(data).toEqual(newsBody);
    const [request] = requests;
    const url = new URL(request!.url);
    expect(url.origin + url.pathname).toBe('http://news.test/news');
    expect(url.searchParams.get('search')).toBe('eq:port strike');
    expect(url.searchParams.get('countryCode')).toBe('in:GBR,FRA');
    expect(url.searchParams.get('limit')).toBe('50');
    expect(request!.headers.get('Authorization')).toBe('Bearer token-123');
  });

  test('keep a base URL path and fill path parameters', async () => {
    answer(() => json({}, 404));
    await failureOf(getIncident({ path: { id: 'IN-42' }, throwOnError: true }));
    expect(requests[0]!.url).toBe('http://incidents.test/v1/incidents/IN-42');
  });

  test('carry no Authorization header when signed out', async () => {
    token = undefined;
    answer(() => json({ status: 'success', data: { taxonomies: [exampleTaxonomy] } }));
    await listTaxonomies({ throwOnError: true });
    expect(requests[0]!.headers.has('Authorization')).toBe(false);
  });

  test('post token requests as JSON without a bearer token', async () => {
    answer(() => json({ status: 'success', data: { accessToken: 'eyJ.e30.sig' } }));
    const { data } = await createUserToken({
      body: { email: 'analyst@watchfloor.example', password: 'pw' },
      throwOnError: true,
    });
    expect(data.data.accessToken).toBe('eyJ.e30.sig');
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.headers.has('Authorization')).toBe(false);
    expect(await requests[0]!.json()).toEqual({
      email: 'analyst@watchfloor.example',
      password: 'pw',
    });
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

  test('401 on the token endpoint is wrong credentials, not an ended session', async () => {
    answer(() =>
      json({ status: 'fail', data: { credentials: 'Email and password do not match' } }, 401),
    );
    const error = await failureOf(
      createUserToken({ body: { email: 'a@b.example', password: 'x' }, throwOnError: true }),
    );
    expect(error).toMatchObject({
      api: 'auth',
      endpoint: 'POST /user/token',
      kind: 'fail',
      status: 401,
      data: { credentials: 'Email and password do not match' },
    });
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
      createUserToken({ body: { email: 'a@b.example', password: 'x' }, throwOnError: true }),
    );
    expect(error).toMatchObject({ status: 429, kind: 'fail', retryAfterSeconds: 300 });
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

  test('no answer at all names the API and where it was looked for', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await failureOf(
      createApplicationToken({ body: { clientId: 'c', secret: 's' }, throwOnError: true }),
    );
    expect(error).toMatchObject({
      kind: 'network',
      status: null,
      endpoint: 'POST /application/token',
    });
    expect(error.message).toBe(
      'Could not reach the authentication API at http://auth.test. Check the connection, then try again.',
    );
    expect(error.isTransient).toBe(true);
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

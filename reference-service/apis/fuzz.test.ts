import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import type { ApiName } from '../config.ts';
import { envelopeProblem, leakIn } from '../testing/envelopes.ts';
import {
  authorization,
  body,
  contentType,
  ENDPOINTS,
  forgedToken,
  headers,
  HOSTILE,
  hostilePath,
  method,
  queryString,
  target,
} from '../testing/hostile-input.ts';
import { createTestService } from '../testing/service.ts';

/**
 * 10,000 hostile requests against the three APIs, in process: whatever arrives (mangled query
 * strings, odd paths and methods, forged tokens, strange headers, malformed bodies), the answer
 * is a status the spec allows, never a 5xx, in the envelope the spec gives that status, with
 * no stack trace, file path or database message in it.
 *
 * Cases: 15 data endpoints × 350 query strings + 250 path ids + 2 token endpoints × 250 bodies
 * + 4,000 whole requests = 10,000.
 */

type TestService = Awaited<ReturnType<typeof createTestService>>;
let service: TestService;
let forged: string;

beforeAll(async () => {
  service = await createTestService();
  forged = await forgedToken();
});

const DATA_STATUSES = [200, 401, 404, 422];
const AUTH_STATUSES = [200, 401, 404, 422, 429];

/** The body as a client reads it: hostile headers may ask for a compressed answer. */
async function decodedText(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  if (encoding === 'deflate') return inflateSync(bytes).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  expect(encoding, 'content-encoding').toBeNull();
  return bytes.toString('utf8');
}

/** Sends one request and checks everything the spec promises about the answer. */
async function expectSpecAnswer(
  api: ApiName,
  request: Request,
  allowed: readonly number[],
): Promise<number> {
  const response = await service.apps[api].request(request);
  const path = new URL(request.url).pathname;
  const where = `${request.method} ${path} → ${response.status}`;
  expect(allowed, where).toContain(response.status);
  expect(response.headers.get('content-type'), where).toContain('application/json');
  const text = await decodedText(response);
  expect(leakIn(text), `${where}: ${text.slice(0, 300)}`).toBeUndefined();
  const problem = envelopeProblem(response.status, path, JSON.parse(text));
  expect(problem, `${where}: ${text.slice(0, 300)}`).toBeUndefined();
  return response.status;
}

const url = (path: string) => `http://service.test${path}`;
const bearer = () => ({ Authorization: `Bearer ${service.token}` });

describe('hostile query strings', () => {
  const gets = ENDPOINTS.filter((endpoint) => endpoint.method === 'GET');
  test.each(gets.map((endpoint) => [endpoint.api, endpoint.path] as const))(
    '%s %s: 350 query strings, each a spec answer',
    async (api, path) => {
      await fc.assert(
        fc.asyncProperty(queryString, async (query) => {
          const status = await expectSpecAnswer(
            api,
            new Request(url(target(path, query)), { headers: bearer() }),
            [200, 404, 422],
          );
          // Only the id endpoints can miss; a list answers 200 or names the bad parameter.
          if (!/\/(IN|TH)-\d+/.test(path)) expect(status).not.toBe(404);
        }),
        { numRuns: 350 },
      );
    },
  );

  test('250 hostile incident and theme ids answer 404 (or 422), never a resource', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 30 })),
        async (id) => {
          for (const prefix of ['/incidents/', '/themes/']) {
            await expectSpecAnswer(
              'incident',
              new Request(url(`${prefix}${encodeURIComponent(id)}`), { headers: bearer() }),
              [404, 422],
            );
          }
        },
      ),
      { numRuns: 250 },
    );
  });
});

describe('hostile token requests', () => {
  test.each(['/user/token', '/application/token'])(
    'POST %s: 250 bodies, each a JSend answer',
    async (path) => {
      await fc.assert(
        fc.asyncProperty(body, contentType, fc.boolean(), async (payload, type, origin) => {
          const sent: Record<string, string> = {};
          if (type) sent['Content-Type'] = type;
          if (origin) sent.Origin = 'http://127.0.0.1:4300';
          await expectSpecAnswer(
            'auth',
            new Request(url(path), { method: 'POST', headers: sent, body: payload }),
            [200, 401, 422, 429],
          );
        }),
        { numRuns: 250 },
      );
    },
  );
});

describe('hostile whole requests', () => {
  test('4,000 requests: any API, method, path, query, token, headers and body', async () => {
    const request = fc.record({
      api: fc.constantFrom<ApiName>('news', 'incident', 'auth'),
      method,
      path: hostilePath,
      query: queryString,
      authorization: authorization(service.token, forged),
      headers,
      body,
    });
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(request, async (generated) => {
        const sent = new Headers();
        for (const [name, value] of Object.entries(generated.headers)) sent.set(name, value);
        if (generated.authorization !== undefined)
          sent.set('Authorization', generated.authorization);
        const carriesBody = generated.method !== 'GET';
        const status = await expectSpecAnswer(
          generated.api,
          new Request(url(target(generated.path, generated.query)), {
            method: generated.method,
            headers: sent,
            ...(carriesBody ? { body: generated.body } : {}),
          }),
          generated.api === 'auth' ? AUTH_STATUSES : DATA_STATUSES,
        );
        seen.add(status);
        // Only a token endpoint takes POST; every data endpoint only GET with a valid token.
        if (status === 200) {
          expect(generated.method).toBe(generated.api === 'auth' ? 'POST' : 'GET');
        }
      }),
      { numRuns: 4_000 },
    );
    // The generators reach every kind of answer, so the checks above were exercised.
    expect([...seen].sort()).toEqual(expect.arrayContaining([200, 401, 404, 422]));
  }, 120_000);
});

import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import { incidentsQuery } from '../../contract/filters/incidents.ts';
import { newsQuery } from '../../contract/filters/news.ts';
import { createTestService } from '../testing/service.ts';

/**
 * Random and hostile query strings against every endpoint: whatever arrives, the answer is a
 * status the spec lists (never 5xx) with a JSON body in one of the spec's envelopes.
 */

type TestService = Awaited<ReturnType<typeof createTestService>>;
let service: TestService;

beforeAll(async () => {
  service = await createTestService();
});

const ENDPOINTS = [
  ['news', '/news'],
  ['news', '/taxonomies'],
  ['incident', '/geography/countries'],
  ['incident', '/incident-categories'],
  ['incident', '/incident-types'],
  ['incident', '/impact-ratings'],
  ['incident', '/incidents'],
  ['incident', '/incidents/IN-200001'],
  ['incident', '/incidents/IN-200001/overview'],
  ['incident', '/sectors'],
  ['incident', '/source-media'],
  ['incident', '/sources'],
  ['incident', '/tags'],
  ['incident', '/themes'],
  ['incident', '/themes/TH-101'],
] as const;

const NAMES = [
  ...new Set([...Object.keys(incidentsQuery), ...Object.keys(newsQuery), 'category', 'area']),
];
const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'bt',
  'nbt',
  'in',
  'nin',
  'EQ',
  'like',
  '',
];
const HOSTILE = [
  "' OR 1=1 --",
  '"; DROP TABLE incidents; --',
  '%',
  '_',
  '\\',
  '*',
  'NEAR(a b)',
  '"unterminated',
  'a OR b AND NOT c',
  '999999999999999999999999',
  '-0',
  '1e308',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '',
  ' ',
  '\u0000',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'مرحبا',
  '🙂',
  '[[[0,0],[1,1],[1,0]]]',
  '[[[181,0],[1,1],[1,0]]]',
  '[[[0,0],[0,0],[0,0]]]',
  '[[["a","b"]]]',
  '[]',
  '{}',
  'null',
  '6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f',
  '6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f;0.0001',
  '6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f;20000',
  'P9999999999999Y',
  'PT0S',
  'P1D',
  'TH-1;TH-2',
  'GBR;FRA',
  'GBR,FRA',
  'startedAt:desc;impact:asc',
  'duration:sideways',
  '1;2;3',
  '1,2',
  'true',
  'publishedAt_desc',
];

const value = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc
    .tuple(fc.constantFrom(...OPERATORS), fc.constantFrom(...HOSTILE))
    .map(([op, v]) => `${op}:${v}`),
  fc
    .tuple(fc.constantFrom(...OPERATORS), fc.constantFrom(...HOSTILE), fc.constantFrom(...HOSTILE))
    .map(([op, a, b]) => `${op}:${a};${b}`),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
);
const name = fc.oneof(fc.constantFrom(...NAMES), fc.string({ maxLength: 12 }));
/** Some values percent-encoded, some sent raw, as sloppy clients do. */
const pair = fc
  .tuple(name, value, fc.boolean())
  .map(([key, written, encode]) =>
    encode
      ? `${encodeURIComponent(key)}=${encodeURIComponent(written)}`
      : `${key.replace(/[&#\s]/g, '')}=${written.replace(/[&#\s]/g, '')}`,
  );
const queryString = fc.array(pair, { maxLength: 6 }).map((pairs) => pairs.join('&'));

function isJSendOrListEnvelope(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const record = body as Record<string, unknown>;
  if (record.status === 'success') return 'data' in record;
  if (record.status === 'fail') return 'data' in record || Array.isArray(record.errors);
  if (record.status === 'error') return typeof record.message === 'string';
  // `{data:[...]}` lists and the bare incident and theme objects have no status key.
  return Array.isArray(record.data) || typeof record.id === 'string';
}

describe('hostile query strings', () => {
  test.each(ENDPOINTS)(
    '%s %s never answers 5xx and always answers an envelope',
    async (api, path) => {
      await fc.assert(
        fc.asyncProperty(queryString, async (query) => {
          let target = `${path}?${query}`;
          try {
            new URL(target, 'http://service.test');
          } catch {
            target = `${path}?${encodeURIComponent(query)}`;
          }
          const { status, body } = await service.get(api, target);
          expect([200, 404, 422]).toContain(status);
          expect(isJSendOrListEnvelope(body)).toBe(true);
        }),
        { numRuns: 120 },
      );
    },
  );

  test('hostile path ids answer 404', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 30 })),
        async (id) => {
          for (const prefix of ['/incidents/', '/themes/']) {
            const { status, body } = await service.get(
              'incident',
              `${prefix}${encodeURIComponent(id)}`,
            );
            expect([404, 422]).toContain(status);
            expect(isJSendOrListEnvelope(body)).toBe(true);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('hostile token requests', () => {
  const field = fc.oneof(
    fc.constantFrom(...HOSTILE),
    fc.string({ maxLength: 60 }),
    fc.integer(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
  );
  const body = fc.oneof(
    fc
      .record(
        {
          email: field,
          password: field,
          clientId: field,
          secret: field,
          extra: field,
        },
        { requiredKeys: [] },
      )
      .map((record) => JSON.stringify(record)),
    fc.string({ maxLength: 80 }),
    fc.constantFrom('', '{', '[]', 'null', '"x"', '{"email":', '\u0000'),
  );
  const contentType = fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'application/x-www-form-urlencoded',
    '',
  );

  test.each(['/user/token', '/application/token'])(
    'POST %s never answers 5xx and always answers JSend',
    async (path) => {
      await fc.assert(
        fc.asyncProperty(body, contentType, fc.boolean(), async (payload, type, origin) => {
          const headers: Record<string, string> = {};
          if (type) headers['Content-Type'] = type;
          if (origin) headers.Origin = 'http://127.0.0.1:4300';
          const response = await service.apps.auth.request(path, {
            method: 'POST',
            headers,
            body: payload,
          });
          expect([200, 401, 422, 429]).toContain(response.status);
          const json = (await response.json()) as { status?: string };
          expect(['success', 'fail']).toContain(json.status);
        }),
        { numRuns: 150 },
      );
    },
  );
});

import fc from 'fast-check';
import { SignJWT } from 'jose';
import { incidentsQuery } from '../../contract/filters/incidents.ts';
import { newsQuery } from '../../contract/filters/news.ts';
import type { ApiName } from '../config.ts';

/**
 * fast-check generators of hostile requests for the service's fuzz tests: query strings in and
 * around the filter grammar, odd paths and methods, forged or broken bearer tokens, strange
 * headers and malformed bodies.
 */

/** Every endpoint of the three APIs (spec 4), with a real id where the path takes one. */
export const ENDPOINTS: readonly { api: ApiName; method: 'GET' | 'POST'; path: string }[] = [
  { api: 'news', method: 'GET', path: '/news' },
  { api: 'news', method: 'GET', path: '/taxonomies' },
  { api: 'incident', method: 'GET', path: '/geography/countries' },
  { api: 'incident', method: 'GET', path: '/incident-categories' },
  { api: 'incident', method: 'GET', path: '/incident-types' },
  { api: 'incident', method: 'GET', path: '/impact-ratings' },
  { api: 'incident', method: 'GET', path: '/incidents' },
  { api: 'incident', method: 'GET', path: '/incidents/IN-200001' },
  { api: 'incident', method: 'GET', path: '/incidents/IN-200001/overview' },
  { api: 'incident', method: 'GET', path: '/sectors' },
  { api: 'incident', method: 'GET', path: '/source-media' },
  { api: 'incident', method: 'GET', path: '/sources' },
  { api: 'incident', method: 'GET', path: '/tags' },
  { api: 'incident', method: 'GET', path: '/themes' },
  { api: 'incident', method: 'GET', path: '/themes/TH-101' },
  { api: 'auth', method: 'POST', path: '/user/token' },
  { api: 'auth', method: 'POST', path: '/application/token' },
];

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

export const HOSTILE = [
  "' OR 1=1 --",
  '"; DROP TABLE incidents; --',
  '%',
  '%00',
  '%zz',
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
  '\u202e',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'مرحبا',
  '🙂',
  '<script>alert(1)</script>',
  '[[[0,0],[1,1],[1,0]]]',
  '[[[181,0],[1,1],[1,0]]]',
  '[[[0,0],[0,0],[0,0]]]',
  '[[["a","b"]]]',
  '[[[0,0],[1e308,1],[1,-1e308]]]',
  '[]',
  '{}',
  'null',
  '__proto__',
  'constructor',
  '6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f',
  '6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f;0.0001',
  '6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f;20000',
  'P9999999999999Y',
  'PT0S',
  'P1D',
  'TH-1;TH-2',
  'IN-0',
  'IN-99999999999999999999',
  'GBR;FRA',
  'GBR,FRA',
  'startedAt:desc;impact:asc',
  'duration:sideways',
  '1;2;3',
  '1,2',
  'true',
  'publishedAt_desc',
  'a'.repeat(5000),
  ';'.repeat(500),
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
export const queryString = fc.array(pair, { maxLength: 6 }).map((pairs) => pairs.join('&'));

/** A path and query the URL parser accepts, whatever the generators produced. */
export function target(path: string, query: string): string {
  const written = query ? `${path}?${query}` : path;
  try {
    new URL(written, 'http://service.test');
    return written;
  } catch {
    return `${path}?${encodeURIComponent(query)}`;
  }
}

const segment = fc.oneof(
  fc.constantFrom(...HOSTILE).map(encodeURIComponent),
  fc.string({ maxLength: 24 }).map(encodeURIComponent),
  fc.constantFrom('..', '.', '', '%2e%2e', '%2F', 'IN-1', 'TH-1', 'overview', 'INCIDENTS'),
);
/** Known paths with hostile ids, trailing parts and case changes, and paths that do not exist. */
export const hostilePath = fc.oneof(
  fc.constantFrom(...ENDPOINTS.map((endpoint) => endpoint.path)),
  segment.map((id) => `/incidents/${id}`),
  segment.map((id) => `/incidents/${id}/overview`),
  segment.map((id) => `/themes/${id}`),
  fc.constantFrom(...ENDPOINTS.map((endpoint) => endpoint.path)).map((path) => `${path}/`),
  fc.constantFrom(...ENDPOINTS.map((endpoint) => endpoint.path)).map((path) => path.toUpperCase()),
  fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join('/')}`),
);

export const method = fc.constantFrom('GET', 'GET', 'GET', 'POST', 'PUT', 'DELETE', 'PATCH');

/** Printable header text (what a fetch client can send), hostile constants included. */
const headerText = fc.oneof(
  fc.constantFrom(...HOSTILE.filter((text) => /^[\x20-\x7e]*$/.test(text))),
  fc.stringMatching(/^[\x20-\x7e]{0,80}$/),
);

/** Header names an attacker might play with, and random ones. */
const headerName = fc.oneof(
  fc.constantFrom(
    'Content-Type',
    'Accept',
    'Accept-Encoding',
    'Origin',
    'Referer',
    'X-Forwarded-For',
    'X-Forwarded-Host',
    'Host',
    'Cookie',
    'If-None-Match',
    'Range',
    'Access-Control-Request-Method',
  ),
  fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,20}$/),
);
export const headers = fc.dictionary(headerName, headerText, { maxKeys: 4 });

/** A token signed with another service's key: well formed, never accepted. */
const FOREIGN_KEY = new TextEncoder().encode('a-key-that-is-not-the-services-key-32+');
export async function forgedToken(): Promise<string> {
  return new SignJWT({ sub: 'intruder', kind: 'user', email: 'intruder@example.org' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(FOREIGN_KEY);
}

/** What goes in the Authorization header: the real token (or a mangled copy), or something else. */
export function authorization(validToken: string, forged: string) {
  const [head, payload, signature] = validToken.split('.') as [string, string, string];
  const unsigned = `${btoa(JSON.stringify({ alg: 'none', typ: 'JWT' })).replace(/=+$/, '')}.${payload}.`;
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(`Bearer ${validToken}`) },
    fc.constant(undefined),
    fc.constantFrom(
      'Bearer',
      'Bearer ',
      `bearer ${validToken}`,
      `Basic ${btoa('analyst@watchfloor.example:correct-horse-battery')}`,
      `Bearer ${forged}`,
      `Bearer ${unsigned}`,
      `Bearer ${head}.${payload}.${signature.slice(0, -2)}AA`,
      `Bearer ${head}.${btoa('{"sub":"x","exp":99999999999}').replace(/=+$/, '')}.${signature}`,
      `Bearer ${validToken} ${validToken}`,
      `Bearer ${'x'.repeat(4000)}`,
    ),
    headerText.map((text) => `Bearer ${text}`),
    headerText,
  );
}

/** Bodies: JSON of every shape, truncated JSON, text and binary-looking text. */
const field = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ maxLength: 60 }),
  fc.integer(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);
export const body = fc.oneof(
  fc
    .record(
      { email: field, password: field, clientId: field, secret: field, extra: field },
      { requiredKeys: [] },
    )
    .map((record) => JSON.stringify(record)),
  fc.json({ maxDepth: 3 }),
  fc.string({ maxLength: 80 }),
  fc.constantFrom('', '{', '[]', 'null', '"x"', '{"email":', '\u0000', '{"__proto__":{"x":1}}'),
);
export const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  '',
);

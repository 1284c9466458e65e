import fc from 'fast-check';
import {
  countriesQuery,
  impactRatingsQuery,
  incidentsQuery,
  incidentTypesQuery,
  themesQuery,
} from '../../contract/filters/incidents.ts';
import { newsQuery } from '../../contract/filters/news.ts';
import { EXPLORER_KEPT } from '../../src/features/explorer/use-explorer-search.ts';
import { NEWS_KEPT } from '../../src/features/news/use-news-search.ts';
import { REFERENCE_TABS } from '../../src/features/reference/reference-tabs.ts';
import { ALERTS_SETTINGS } from '../../src/features/alerts/alerts-search.ts';
import { WATCHES_SETTINGS } from '../../src/features/watches/watches-search.ts';
import { SITES_SETTINGS } from '../../src/features/sites/sites-search.ts';

/**
 * Random, reproducible, hostile addresses for the resilience suite. Parameter names come from
 * each view's own grammar and kept list, read when the suite runs, so a parameter added to a
 * view (a grammar entry or a kept name) is mangled too without touching this file. Names that
 * live outside those lists (a detail page's `tab`, the login `redirect`) are in VIEW_PARAMETERS.
 */

/** View parameters that no exported grammar or kept list names. Extend when a view adds one. */
export const VIEW_PARAMETERS = ['tab', 'panel', 'redirect', 'layout', 'at', 'mapLayer'] as const;

/** Names no view knows, chosen to trip naive object handling and decoding. */
const HOSTILE_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'a[b]',
  'x.y',
  '🙂',
  '\u202Eevil',
  'page ',
  'PAGE',
];

const namesOf = (...grammars: object[]) => [...new Set(grammars.flatMap(Object.keys))];

/** Every parameter name a route's views read. */
export const ROUTE_PARAMETER_NAMES = {
  overview: [],
  news: namesOf(newsQuery, Object.fromEntries(NEWS_KEPT.map((name) => [name, 0]))),
  explorer: namesOf(incidentsQuery, Object.fromEntries(EXPLORER_KEPT.map((name) => [name, 0]))),
  incident: [],
  themes: namesOf(themesQuery),
  theme: namesOf(incidentsQuery),
  reference: namesOf(countriesQuery, incidentTypesQuery, impactRatingsQuery, { tab: 0 }),
  alerts: namesOf(ALERTS_SETTINGS),
  watches: namesOf(WATCHES_SETTINGS),
  sites: namesOf(SITES_SETTINGS),
  login: ['redirect'],
  unknown: [],
} satisfies Record<string, string[]>;

export const REFERENCE_TAB_IDS = REFERENCE_TABS.map((tab) => tab.id);

const OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'bt', 'nbt', 'in', 'nin'];

/** A value written raw into the query string: percent-encoding junk must reach the app as is. */
interface RawValue {
  raw: string;
}

const encoded = (text: string): RawValue => ({ raw: encodeURIComponent(text) });

const hugeNumber = fc.constantFrom(
  '9'.repeat(400),
  '1e309',
  '-1',
  '0',
  '-0',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '1.5',
  String(Number.MAX_SAFE_INTEGER + 2),
  '-99999999999999999999',
);

const garbagePolygon = fc.constantFrom(
  '[[[1,2],[3',
  '[[[NaN,1],[2,2],[3,3]]]',
  '[[[999,999],[0,0],[1,1]]]',
  '[[[0,0],[0,0],[0,0]]]',
  '[]',
  '[[[]]]',
  '{"type":"Polygon"}',
  '[[["a","b"],[1,2],[3,4]]]',
  `[[${Array.from({ length: 400 }, (_, i) => `[${i % 180},${i % 90}]`).join(',')}]]`,
);

const unicodeJunk = fc.oneof(
  fc.constantFrom(
    '\u202Eabc\u202C',
    '🙂🙃🧨',
    'مرحبا',
    'שלום',
    '\u0000',
    'Z\u0351\u0352\u0353',
    '\uFEFF',
  ),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

const percentJunk: fc.Arbitrary<RawValue> = fc
  .constantFrom('%', '%zz', '%E0%A4%A', '%ED%A0%80', '%00', '%%', '%2', '%C0%AF', '%FF%FE', '+%+')
  .map((raw) => ({ raw }));

const value: fc.Arbitrary<RawValue> = fc.oneof(
  fc
    .tuple(fc.constantFrom(...OPERATORS, 'zz', 'EQ', '', ' eq'), fc.oneof(hugeNumber, unicodeJunk))
    .map(([op, v]) => encoded(`${op}:${v}`)),
  fc
    .constantFrom('eq', ':', 'in:', 'bt:5', 'bt:5;', 'bt:;', 'eq::', 'in:;;;', 'lte:-')
    .map(encoded),
  hugeNumber.map(encoded),
  fc
    .tuple(fc.constantFrom('in', 'nin', 'eq', 'bt'), garbagePolygon)
    .map(([op, p]) => encoded(`${op}:${p}`)),
  unicodeJunk.map(encoded),
  percentJunk,
  fc.constantFrom('a'.repeat(5000), `in:${'x;'.repeat(2000)}`, 'javascript:alert(1)').map(encoded),
  fc.constantFrom(...REFERENCE_TAB_IDS, 'countries ', '../', 'TAXONOMIES').map(encoded),
  fc.constant(encoded('')),
);

const badId = fc.oneof(
  fc.constantFrom(
    'x',
    '0',
    '-1',
    '..',
    '...',
    'null',
    'undefined',
    'TH-',
    'TH-99999999999999999999',
  ),
  fc.constantFrom('%', '%zz', '%2F', '%00').map((raw) => ({ raw })),
  hugeNumber,
  unicodeJunk.filter((text) => text.length > 0),
  fc.uuid(),
  fc.constant('a'.repeat(2000)),
);

const paramsFor = (names: readonly string[]) => {
  const pool = [...names, ...VIEW_PARAMETERS, ...HOSTILE_NAMES];
  const parameter = fc.tuple(
    // Mostly names the view reads, so the grammar itself is exercised.
    names.length > 0
      ? fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...names) },
          { weight: 1, arbitrary: fc.constantFrom(...pool) },
        )
      : fc.constantFrom(...pool),
    value,
  );
  return (
    fc
      .array(parameter, { minLength: 1, maxLength: 5 })
      // A repeated name now and then: the same parameter given twice.
      .chain((list) =>
        fc.boolean().map((repeat) => (repeat && list.length > 0 ? [...list, list[0]!] : list)),
      )
  );
};

const searchOf = (params: [string, RawValue][]) =>
  params.map(([name, v]) => `${encodeURIComponent(name)}=${v.raw}`).join('&');

const idSegment = (id: string | RawValue) =>
  typeof id === 'string' ? encodeURIComponent(id) : id.raw;

export interface MangledRoute {
  /** Which parameter names the route's views read (ROUTE_PARAMETER_NAMES). */
  names: keyof typeof ROUTE_PARAMETER_NAMES;
  /**
   * The path (perhaps with a first parameter), given the id segment already encoded and the
   * address's index; a route without an id ignores them.
   */
  path: (idSegment: string, index: number) => string;
  /** Whether the path's id is mangled too (half the time), or always the valid one. */
  mangleId: boolean;
}

/**
 * The routes the resilience suite mangles, each with its own seed (the run's seed plus its
 * index). e2e/resilience-urls.spec.ts drives a sample of each route's addresses through the
 * browser; src/test/mangled-addresses.test.tsx puts every one of them through the views that
 * read their address.
 */
export const RESILIENCE_ROUTES = [
  { title: 'overview', names: 'overview', path: () => '/', mangleId: false, signedIn: true },
  { title: 'news', names: 'news', path: () => '/news', mangleId: false, signedIn: true },
  {
    title: 'explorer',
    names: 'explorer',
    path: () => '/incidents',
    mangleId: false,
    signedIn: true,
  },
  {
    title: 'incident detail',
    names: 'incident',
    path: (id) => `/incidents/${id}`,
    mangleId: true,
    signedIn: true,
  },
  { title: 'themes', names: 'themes', path: () => '/themes', mangleId: false, signedIn: true },
  {
    title: 'theme detail',
    names: 'theme',
    path: (id) => `/themes/${id}`,
    mangleId: true,
    signedIn: true,
  },
  {
    title: 'reference (every tab in turn)',
    names: 'reference',
    // The tab comes first; the generated parameters may add a second, mangled one.
    path: (_id, index) => `/reference?tab=${REFERENCE_TAB_IDS[index % REFERENCE_TAB_IDS.length]}`,
    mangleId: false,
    signedIn: true,
  },
  { title: 'alerts', names: 'alerts', path: () => '/alerts', mangleId: false, signedIn: true },
  { title: 'watches', names: 'watches', path: () => '/watches', mangleId: false, signedIn: true },
  { title: 'sites', names: 'sites', path: () => '/sites', mangleId: false, signedIn: true },
  { title: 'login', names: 'login', path: () => '/login', mangleId: false, signedIn: false },
  {
    title: 'unknown paths',
    names: 'unknown',
    path: (id) => `/nowhere/${id}`,
    mangleId: true,
    signedIn: true,
  },
] as const satisfies readonly (MangledRoute & { title: string; signedIn: boolean })[];

/** The run's seed when RESILIENCE_SEED does not set one; a route's is this plus its index. */
export const DEFAULT_RESILIENCE_SEED = 20_261_122;
/** Addresses per route when RESILIENCE_URLS does not say. */
export const DEFAULT_URLS_PER_ROUTE = 100;

/** Names the query of an address gives a value, read as the browser's URL parser reads them. */
function namesIn(url: string): Set<string> {
  const names = new Set<string>();
  for (const [name, value] of new URL(url, 'http://x').searchParams) {
    if (value !== '') names.add(name);
  }
  return names;
}

/** The parameters the first address gave that the second (the address settled) no longer has. */
export function droppedNames(before: string, after: string): string[] {
  const kept = namesIn(after);
  return [...namesIn(before)].filter((name) => !kept.has(name));
}

/** `count` mangled addresses for a route: the same ones for the same seed. */
export function mangledUrls(
  route: MangledRoute,
  count: number,
  seed: number,
  validId = '',
): string[] {
  const id: fc.Arbitrary<string | RawValue> = route.mangleId
    ? fc.oneof(badId, fc.constant(validId))
    : fc.constant(validId);
  return fc
    .sample(fc.tuple(paramsFor(ROUTE_PARAMETER_NAMES[route.names]), id), { seed, numRuns: count })
    .map(([params, one], index) => {
      const path = route.path(idSegment(one), index);
      return path + (path.includes('?') ? '&' : '?') + searchOf(params);
    });
}

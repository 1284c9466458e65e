import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { filterValueArb, searchTermArb } from './arbitraries.testing.ts';
import { incidentsQuery, type IncidentsQuery } from './incidents.ts';
import { newsQuery, type NewsQuery } from './news.ts';
import type { Parameter } from './parameters.ts';
import { buildQuery, parseQuery, type QueryGrammar } from './query.ts';

const UUID_A = '6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f';
const UUID_B = '0b6f8f2e-3c1d-4e5f-8a9b-7c6d5e4f3a2b';

/** Valid typed values for any parameter of a grammar. */
function valueArb(parameter: Parameter): fc.Arbitrary<unknown> {
  switch (parameter.kind) {
    case 'filter':
      return fc.constantFrom(...parameter.operators).chain((op) => filterValueArb(parameter, op));
    case 'term':
      return searchTermArb;
    case 'choice':
      return fc.constantFrom(...parameter.choices);
    case 'integer':
      return fc.integer({ min: parameter.min, max: parameter.max ?? 1_000_000 });
    case 'sort':
      return fc
        .shuffledSubarray([...parameter.properties], { minLength: 1 })
        .chain((properties) =>
          fc.tuple(
            ...properties.map((property) =>
              fc.constantFrom('asc', 'desc').map((direction) => ({ property, direction })),
            ),
          ),
        );
  }
}

/** Any subset of a grammar's parameters with valid values. */
const queryArb = (grammar: QueryGrammar) =>
  fc.record(Object.fromEntries(Object.entries(grammar).map(([name, p]) => [name, valueArb(p)])), {
    requiredKeys: [],
  });

describe('parseQuery', () => {
  test('reads good parameters, reports each bad one once and lists unknown names', () => {
    const parsed = parseQuery(incidentsQuery, {
      country: 'in:GBR;FRA',
      startedAt: 'bt:1700000000;1700086400',
      ongoing: 'false',
      sort: 'startedAt:desc;impact:desc',
      pageSize: '50',
      search: 'flood',
      reporter: `nin:${UUID_A}`,
      impact: 'bt:5;1',
      area: 'in:[[[0,0],[1,1]]]',
      near: `in:${UUID_A}`,
      page: '0',
      colour: 'red',
      limit: '10',
    });
    expect(parsed.values).toEqual({
      country: { op: 'in', values: ['GBR', 'FRA'] },
      startedAt: { op: 'bt', from: 1_700_000_000, to: 1_700_086_400 },
      ongoing: { op: 'eq', value: false },
      sort: [
        { property: 'startedAt', direction: 'desc' },
        { property: 'impact', direction: 'desc' },
      ],
      pageSize: 50,
      search: 'flood',
    });
    expect(parsed.problems).toEqual([
      { parameter: 'reporter', message: 'reporter does not take nin; it takes eq or in' },
      { parameter: 'impact', message: 'impact: the range starts after it ends' },
      { parameter: 'area', message: 'area: ring 1 needs at least three distinct points' },
      {
        parameter: 'near',
        message: 'near: near takes a map id and a radius: <map id>;<kilometres>',
      },
      { parameter: 'page', message: 'page must be at least 1, not 0' },
    ]);
    expect(parsed.unknown).toEqual(['colour', 'limit']);
  });

  test('every problem starts with the name of its parameter', () => {
    const parsed = parseQuery(newsQuery, {
      search: 'gt:x',
      countryCode: 'in:GBR,,FRA',
      taxonomyId: 'in:not-a-uuid',
      publishedAt: 'bt:1700000000',
      sort: 'newest',
      limit: '5001',
      page: '10001',
    });
    expect(parsed.values).toEqual({});
    expect(parsed.problems.map((problem) => problem.parameter)).toEqual(Object.keys(newsQuery));
    for (const { parameter, message } of parsed.problems) {
      expect(message.startsWith(parameter)).toBe(true);
    }
  });

  test('a parameter given twice is a problem and is left out', () => {
    const params = new URLSearchParams(
      'country=in:GBR&country=in:FRA&type=eq:' + UUID_A + '&sort=id:asc&pageSize=10&pageSize=10',
    );
    const parsed = parseQuery(incidentsQuery, params);
    expect(parsed.values).toEqual({
      type: { op: 'eq', value: UUID_A },
      sort: [{ property: 'id', direction: 'asc' }],
    });
    expect(parsed.problems).toEqual([
      { parameter: 'country', message: 'country is given 2 times; give it once' },
      { parameter: 'pageSize', message: 'pageSize is given 2 times; give it once' },
    ]);
    expect(parsed.unknown).toEqual([]);

    expect(parseQuery(newsQuery, { page: ['1', '2', '3'] }).problems).toEqual([
      { parameter: 'page', message: 'page is given 3 times; give it once' },
    ]);
  });

  test('a record may hold arrays and undefined', () => {
    const parsed = parseQuery(newsQuery, {
      countryCode: ['in:GBR'],
      taxonomyId: undefined,
      page: [],
    });
    expect(parsed).toEqual({
      values: { countryCode: { op: 'in', values: ['GBR'] } },
      problems: [],
      unknown: [],
    });
  });

  test('names of Object.prototype are unknown, not parameters', () => {
    const parsed = parseQuery(
      newsQuery,
      new URLSearchParams('toString=x&constructor=y&__proto__=z&hasOwnProperty=w'),
    );
    expect(parsed).toEqual({
      values: {},
      problems: [],
      unknown: ['toString', 'constructor', '__proto__', 'hasOwnProperty'],
    });
  });

  test('URL encoding: a search term with spaces, commas and colons survives', () => {
    const parsed = parseQuery(
      newsQuery,
      new URLSearchParams('search=eq%3Aport%3A+closed%2C+again'),
    );
    expect(parsed.values).toEqual({ search: { op: 'eq', value: 'port: closed, again' } });
  });
});

describe('buildQuery', () => {
  test('writes the API form in the grammar order, leaving out undefined values', () => {
    const values: IncidentsQuery = {
      pageSize: 25,
      sort: [
        { property: 'startedAt', direction: 'desc' },
        { property: 'impact', direction: 'desc' },
      ],
      country: { op: 'in', values: ['GBR', 'FRA'] },
      startedAt: { op: 'bt', from: 1_700_000_000, to: 1_700_086_400 },
      ongoing: { op: 'eq', value: false },
      near: { op: 'in', value: { mapId: UUID_B, km: 12.5 } },
      area: {
        op: 'in',
        value: [
          [
            [0, 0],
            [1, 0],
            [0, 1],
            [0, 0],
          ],
        ],
      },
      reporter: undefined,
    };
    const query = buildQuery(incidentsQuery, values);
    expect(Object.entries(query)).toEqual([
      ['startedAt', 'bt:1700000000;1700086400'],
      ['ongoing', 'eq:false'],
      ['area', 'in:[[[0,0],[1,0],[0,1],[0,0]]]'],
      ['country', 'in:GBR;FRA'],
      ['near', `in:${UUID_B};12.5`],
      ['sort', 'startedAt:desc;impact:desc'],
      ['pageSize', '25'],
    ]);
    // toEqual reads the undefined reporter as absent, as parseQuery leaves it.
    expect(parseQuery(incidentsQuery, query)).toEqual({ values, problems: [], unknown: [] });
    expect('reporter' in parseQuery(incidentsQuery, query).values).toBe(false);
  });

  test('a sort without keys is left out rather than written as an empty value', () => {
    expect(buildQuery(incidentsQuery, { sort: [], page: 2 })).toEqual({ page: '2' });
  });

  test('news: comma lists and a comma between the bt bounds', () => {
    const values: NewsQuery = {
      search: { op: 'neq', value: 'flood, storm' },
      countryCode: { op: 'nin', values: ['GBR', 'IRL'] },
      publishedAt: { op: 'bt', from: 1_700_000_000, to: 1_700_086_400 },
      sort: 'publishedAt_desc',
      limit: 5000,
      page: 2,
    };
    expect(buildQuery(newsQuery, values)).toEqual({
      search: 'neq:flood, storm',
      countryCode: 'nin:GBR,IRL',
      publishedAt: 'bt:1700000000,1700086400',
      sort: 'publishedAt_desc',
      limit: '5000',
      page: '2',
    });
  });

  test.each([
    ['news', newsQuery],
    ['incidents', incidentsQuery],
  ] as const)('%s: parseQuery(buildQuery(v)) is v, also through a URL', (_, grammar) => {
    fc.assert(
      fc.property(queryArb(grammar), (values) => {
        const query = buildQuery(grammar, values);
        expect(Object.keys(query)).toEqual(Object.keys(grammar).filter((name) => name in values));
        expect(parseQuery(grammar, query)).toEqual({ values, problems: [], unknown: [] });
        const url = new URLSearchParams(new URLSearchParams(query).toString());
        expect(parseQuery(grammar, url)).toEqual({ values, problems: [], unknown: [] });
      }),
      { numRuns: 300 },
    );
  });
});

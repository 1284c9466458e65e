import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  expectRoundTrip,
  filterOperatorCases,
  filterValueArb,
  filtersOf,
  searchTermArb,
  uuidArb,
  writtenWith,
} from './arbitraries.testing.ts';
import {
  countriesQuery,
  impactRatingsQuery,
  INCIDENT_SORT_PROPERTIES,
  incidentCategoriesQuery,
  incidentsQuery,
  incidentTypesQuery,
  MAX_PAGE_SIZE,
  sectorsQuery,
  sourceMediaQuery,
  sourcesQuery,
  tagsQuery,
  themesQuery,
} from './incidents.ts';
import { OPERATORS } from './operators.ts';
import { patternOf, type Parameter } from './parameters.ts';
import type { QueryGrammar } from './query.ts';

const UUID_A = '6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f';
const UUID_B = '0b6f8f2e-3c1d-4e5f-8a9b-7c6d5e4f3a2b';
const SQUARE = '[[[-0.51,51.28],[0.33,51.28],[0.33,51.69],[-0.51,51.69],[-0.51,51.28]]]';

type IncidentName = keyof typeof incidentsQuery;
const parse = (name: IncidentName, written: string) => incidentsQuery[name].parse(name, written);

/** The operators column of spec 4.5. */
const ALL = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'bt', 'nbt'];
const LISTS = ['eq', 'neq', 'in', 'nin'];
const SPEC_OPERATORS: Record<string, string[]> = {
  category: LISTS,
  type: LISTS,
  startedAt: ALL,
  startedInPeriod: ['eq'],
  endedAt: ALL,
  ongoing: ['eq'],
  theme: LISTS,
  tagged: LISTS,
  area: ['in', 'nin'],
  country: LISTS,
  continent: LISTS,
  involving: LISTS,
  reporter: ['eq', 'in'],
  affects: LISTS,
  impact: ALL,
  near: ['in', 'nin'],
  reportedAt: ALL,
  reportedInPeriod: ['eq'],
  reviewedAt: ALL,
  updatedAt: ALL,
};

describe('incidentsQuery: the parameters of spec 4.5', () => {
  test('has the 22 parameters of the spec, then sort, page and pageSize', () => {
    expect(Object.keys(incidentsQuery)).toEqual([
      'search',
      ...Object.keys(SPEC_OPERATORS).slice(0, 10),
      ...Object.keys(SPEC_OPERATORS).slice(10),
      'sort',
      'page',
      'pageSize',
    ]);
    expect(Object.keys(incidentsQuery)).toHaveLength(24);
    expect(incidentsQuery.search.kind).toBe('term');
  });

  test('each filter takes exactly the operators of the spec, with ; lists', () => {
    const filters = filtersOf(incidentsQuery);
    expect(Object.fromEntries(filters.map(([name, p]) => [name, [...p.operators]]))).toEqual(
      SPEC_OPERATORS,
    );
    for (const [, parameter] of filters) {
      expect(parameter.syntax).toEqual({ list: ';', range: ';' });
    }
  });
});

describe('incident filters: parse(build(v)) is v for every operator', () => {
  test.each(filterOperatorCases(incidentsQuery))('$name with $op', ({ name, op, parameter }) => {
    fc.assert(
      fc.property(filterValueArb(parameter, op), (value) => {
        expectRoundTrip(name, parameter, value);
      }),
      { numRuns: 200 },
    );
  });

  test('search is a plain term, operator-like text included', () => {
    fc.assert(
      fc.property(searchTermArb, (term) => expectRoundTrip('search', incidentsQuery.search, term)),
    );
    expect(parse('search', 'gt:x')).toEqual({ ok: true, value: 'gt:x' });
  });

  test.each([
    ['country', 'in:GBR;FRA'],
    ['country', 'eq:USA'],
    ['continent', 'nin:EU;AS'],
    ['category', `neq:${UUID_A}`],
    ['reporter', `in:${UUID_A};${UUID_B};${UUID_A.toUpperCase()}`],
    ['theme', 'in:TH-149;TH-7'],
    ['tagged', 'nin:ransomware;cyber-attack'],
    ['startedAt', 'bt:1700000000;1700086400'],
    ['endedAt', 'nbt:1700000000;1700086400'],
    ['reportedAt', 'gt:1549544353'],
    ['updatedAt', 'lte:0'],
    ['impact', 'bt:-1;5'],
    ['impact', 'eq:-1'],
    ['impact', 'gte:3'],
    ['startedInPeriod', 'eq:P1D'],
    ['reportedInPeriod', 'eq:PT12H'],
    ['reportedInPeriod', 'eq:P1Y2M10DT2H30M'],
    ['reportedInPeriod', 'eq:PT0,5S'],
    ['ongoing', 'eq:true'],
    ['ongoing', 'eq:false'],
    ['area', `in:${SQUARE}`],
    ['area', `nin:${SQUARE}`],
    ['near', `in:${UUID_A};25`],
    ['near', `nin:${UUID_A};0.5`],
    ['near', `in:${UUID_A};20000`],
    ['sort', 'startedAt:desc;impact:desc'],
    ['sort', 'duration:desc'],
    ['page', '10001'],
    ['pageSize', '1000'],
    ['search', 'flood; in:GBR'],
  ] as const)('%s=%s is written back unchanged', (name, written) => {
    const parsed = parse(name, written);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(incidentsQuery[name].build(parsed.value as never)).toBe(written);
    const pattern = patternOf(incidentsQuery[name]);
    if (pattern !== undefined) expect(written).toMatch(new RegExp(pattern));
  });

  test('typed values of the canonical strings', () => {
    expect(parse('country', 'in:GBR;FRA')).toEqual({
      ok: true,
      value: { op: 'in', values: ['GBR', 'FRA'] },
    });
    expect(parse('startedAt', 'bt:1700000000;1700086400')).toEqual({
      ok: true,
      value: { op: 'bt', from: 1_700_000_000, to: 1_700_086_400 },
    });
    expect(parse('startedAt', 'nbt:5;5')).toEqual({
      ok: true,
      value: { op: 'nbt', from: 5, to: 5 },
    });
    expect(parse('sort', 'startedAt:desc;impact:desc')).toEqual({
      ok: true,
      value: [
        { property: 'startedAt', direction: 'desc' },
        { property: 'impact', direction: 'desc' },
      ],
    });
    expect(parse('near', `in:${UUID_A};12.5`)).toEqual({
      ok: true,
      value: { op: 'in', value: { mapId: UUID_A, km: 12.5 } },
    });
    expect(parse('impact', 'eq:-1')).toEqual({ ok: true, value: { op: 'eq', value: -1 } });
  });
});

describe('incident sort', () => {
  const key = (property: (typeof INCIDENT_SORT_PROPERTIES)[number]) =>
    fc.constantFrom('asc' as const, 'desc' as const).map((direction) => ({ property, direction }));
  const keys = fc
    .shuffledSubarray([...INCIDENT_SORT_PROPERTIES], { minLength: 1 })
    .chain((properties) => fc.tuple(...properties.map(key)));

  test('several keys without repeated properties round-trip', () => {
    fc.assert(fc.property(keys, (value) => expectRoundTrip('sort', incidentsQuery.sort, value)));
  });

  test.each([
    ['speed:desc', 'cannot sort by "speed"'],
    ['startedAt', 'write startedAt:asc or startedAt:desc'],
    ['startedAt:', 'write startedAt:asc or startedAt:desc'],
    ['startedAt:DESC', 'write startedAt:asc or startedAt:desc'],
    ['startedAt:desc:asc', 'write startedAt:asc or startedAt:desc'],
    ['startedAt:desc;startedAt:asc', 'startedAt is given twice'],
    ['impact:desc;startedAt:asc;impact:asc', 'impact is given twice'],
    ['startedAt:desc;', 'cannot sort by ""'],
    ['startedAt:desc,impact:desc', 'write startedAt:asc or startedAt:desc'],
    ['', 'cannot sort by ""'],
  ])('sort=%s is refused: %s', (written, reason) => {
    const parsed = parse('sort', written);
    expect(parsed).toMatchObject({ ok: false });
    if (!parsed.ok) expect(parsed.message.startsWith(`sort: ${reason}`)).toBe(true);
  });

  test('an unknown property lists the sortable ones', () => {
    expect(parse('sort', 'speed:desc')).toEqual({
      ok: false,
      message:
        'sort: cannot sort by "speed"; sortable: startedAt, endedAt, reportedAt, reviewedAt, updatedAt, duration, impact or id',
    });
  });

  test('the pattern refuses what it can see: unknown properties and missing directions', () => {
    const pattern = new RegExp(patternOf(incidentsQuery.sort)!);
    expect('startedAt:desc;impact:asc').toMatch(pattern);
    for (const written of ['speed:desc', 'startedAt', 'startedAt:desc;', 'startedAt:desc,id:asc']) {
      expect(written).not.toMatch(pattern);
    }
  });
});

describe('incident filters: operators a parameter does not take', () => {
  const cases = filtersOf(incidentsQuery).flatMap(([name, parameter]) =>
    OPERATORS.filter((op) => !(parameter.operators as readonly string[]).includes(op)).map(
      (op) => ({ name, op, parameter }),
    ),
  );

  test('all 10 operators are tried on each of the 20 filters', () => {
    const allowed = Object.values(SPEC_OPERATORS).reduce((sum, ops) => sum + ops.length, 0);
    expect(cases).toHaveLength(20 * 10 - allowed);
  });

  test.each(cases)('$name refuses $op', ({ name, op, parameter }) => {
    const written = writtenWith(parameter, op);
    const parsed = parameter.parse(name, written);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.message).toContain(name);
    expect(parsed.message).toContain(`does not take ${op}`);
    for (const allowed of parameter.operators) expect(parsed.message).toContain(allowed);
    expect(written).not.toMatch(new RegExp(patternOf(parameter)!));
  });

  test('messages in full', () => {
    expect(parse('reporter', `nin:${UUID_A}`)).toEqual({
      ok: false,
      message: 'reporter does not take nin; it takes eq or in',
    });
    expect(parse('area', `eq:${SQUARE}`)).toEqual({
      ok: false,
      message: 'area does not take eq; it takes in or nin',
    });
    expect(parse('startedInPeriod', 'gt:P1D')).toEqual({
      ok: false,
      message: 'startedInPeriod does not take gt; it takes eq',
    });
    expect(parse('ongoing', 'neq:true')).toEqual({
      ok: false,
      message: 'ongoing does not take neq; it takes eq',
    });
  });
});

describe('ongoing', () => {
  test.each([
    ['eq:true', true],
    ['eq:false', false],
    ['false', false],
    ['true', true],
  ] as const)('ongoing=%s is eq:%s', (written, value) => {
    expect(parse('ongoing', written)).toEqual({ ok: true, value: { op: 'eq', value } });
    expect(written).toMatch(new RegExp(patternOf(incidentsQuery.ongoing)!));
  });

  test('the bare form is written back with its operator', () => {
    const parsed = incidentsQuery.ongoing.parse('ongoing', 'false');
    if (!parsed.ok) throw new Error(parsed.message);
    expect(incidentsQuery.ongoing.build(parsed.value)).toBe('eq:false');
  });

  test.each(['eq:maybe', 'maybe', 'eq:TRUE', 'eq:', '', 'foo:bar', 'eq:true;false'])(
    'ongoing=%s is refused',
    (written) => {
      const parsed = parse('ongoing', written);
      expect(parsed).toMatchObject({ ok: false });
      if (!parsed.ok) expect(parsed.message).toMatch(/^ongoing/);
      expect(written).not.toMatch(new RegExp(patternOf(incidentsQuery.ongoing)!));
    },
  );

  test('eq:maybe says what ongoing takes', () => {
    expect(parse('ongoing', 'eq:maybe')).toEqual({
      ok: false,
      message: 'ongoing: "maybe" is not true or false',
    });
  });
});

describe('area', () => {
  test('an open ring is accepted and closed', () => {
    expect(parse('area', 'in:[[[-0.51,51.28],[0.33,51.28],[0.33,51.69],[-0.51,51.69]]]')).toEqual({
      ok: true,
      value: {
        op: 'in',
        value: [
          [
            [-0.51, 51.28],
            [0.33, 51.28],
            [0.33, 51.69],
            [-0.51, 51.69],
            [-0.51, 51.28],
          ],
        ],
      },
    });
  });

  test('any open ring of distinct points is closed, and spaces are allowed', () => {
    fc.assert(
      fc.property(filterValueArb(incidentsQuery.area, 'in'), (closed) => {
        const rings = (closed as { value: number[][][] }).value;
        const open = rings.map((ring) => ring.slice(0, -1));
        const written = `in:${JSON.stringify(open).replaceAll(',', ', ').replaceAll('[', '[ ')}`;
        expect(written).toMatch(new RegExp(patternOf(incidentsQuery.area)!));
        expect(parse('area', written)).toEqual({ ok: true, value: closed });
      }),
    );
  });

  test.each([
    ['in:[[[0,0],[1,1]]]', 'ring 1 needs at least three distinct points'],
    ['in:[[[0,0],[1,1],[0,0]]]', 'ring 1 needs at least three distinct points'],
    ['in:[[[0,0],[1,1],[1,1]]]', 'ring 1 needs at least three distinct points'],
    ['in:[[[0,0],[1,1],[1,1],[0,0]]]', 'ring 1 needs at least three distinct points'],
    ['in:[[[0,0],[0,0],[0,0]]]', 'ring 1 needs at least three distinct points'],
    ['in:[[]]', 'ring 1 needs at least three distinct points'],
    ['in:[[[0,0],[1,0],[0,1]],[[0,0],[1,0]]]', 'ring 2 needs at least three distinct points'],
    ['in:[[[0,0],[1,0],[0,1]]', 'not a JSON coordinate array'],
    ['in:POLYGON((0 0,1 0,0 1,0 0))', 'not a JSON coordinate array'],
    ['in:london', 'not a JSON coordinate array'],
    ['in:[]', 'must be an array of rings'],
    ['in:{"type":"Polygon"}', 'must be an array of rings'],
    ['in:[[0,0],[1,0],[0,1]]', 'ring 1 has a position that is not [longitude, latitude]'],
    ['in:[[[181,0],[1,0],[0,1]]]', 'ring 1 has a position that is not [longitude, latitude]'],
    ['in:[[[0,-90.5],[1,0],[0,1]]]', 'ring 1 has a position that is not [longitude, latitude]'],
    ['in:[[[0,0,5],[1,0,5],[0,1,5]]]', 'ring 1 has a position that is not [longitude, latitude]'],
    ['in:[[["0","0"],[1,0],[0,1]]]', 'ring 1 has a position that is not [longitude, latitude]'],
    ['in:[[[0,0],[1,0],[0,1]],[[0,0],[1,0],[0,100]]]', 'ring 2 has a position'],
    ['in:', 'in: needs a value'],
    [SQUARE, 'has no operator'],
  ])('area=%s is refused: %s', (written, reason) => {
    const parsed = parse('area', written);
    expect(parsed).toMatchObject({ ok: false });
    if (!parsed.ok) {
      expect(parsed.message).toMatch(/^area/);
      expect(parsed.message).toContain(reason);
    }
  });

  test('positions on the limits are accepted', () => {
    expect(parse('area', 'in:[[[-180,-90],[180,-90],[180,90],[-180,90]]]')).toMatchObject({
      ok: true,
    });
  });
});

describe('near', () => {
  test.each([
    [`in:${UUID_A}`, 'near takes a map id and a radius: <map id>;<kilometres>'],
    [`in:${UUID_A};`, 'is not a distance in kilometres'],
    [`in:${UUID_A};0`, 'the radius must be from 0.001 to 20000 km'],
    [`in:${UUID_A};0.0`, 'the radius must be from 0.001 to 20000 km'],
    [`in:${UUID_A};0.0009`, 'the radius must be from 0.001 to 20000 km'],
    [`in:${UUID_A};-5`, '"-5" is not a distance in kilometres'],
    [`in:${UUID_A};ten`, '"ten" is not a distance in kilometres'],
    [`in:${UUID_A};1e3`, '"1e3" is not a distance in kilometres'],
    [`in:${UUID_A};.5`, '".5" is not a distance in kilometres'],
    [`in:${UUID_A};20000.5`, 'the radius must be from 0.001 to 20000 km'],
    [`in:${UUID_A};5;6`, 'near takes a map id and a radius'],
    [`in:${UUID_A};${UUID_B};5`, 'near takes a map id and a radius'],
    ['in:not-a-map;5', '"not-a-map" is not a map id (a UUID)'],
    [`in:;5`, '"" is not a map id (a UUID)'],
    [`${UUID_A};5`, 'has no operator'],
  ])('near=%s is refused: %s', (written, reason) => {
    const parsed = parse('near', written);
    expect(parsed).toMatchObject({ ok: false });
    if (!parsed.ok) {
      expect(parsed.message).toMatch(/^near: /);
      expect(parsed.message).toContain(reason);
    }
  });

  test('the smallest and largest radii round-trip', () => {
    for (const km of [0.001, 0.0015, 0.1, 19_999.999, 20_000]) {
      expectRoundTrip('near', incidentsQuery.near, { op: 'in', value: { mapId: UUID_B, km } });
    }
  });
});

describe('incident filters: malformed values', () => {
  test.each([
    ['country', 'in:GBR;;FRA', 'country: the list has an empty item'],
    ['country', 'in:GBR;', 'country: the list has an empty item'],
    ['country', 'in:;GBR', 'country: the list has an empty item'],
    ['country', 'eq:gbr', 'country: "gbr" is not an alpha-3 country code (e.g. GBR)'],
    ['country', 'in:GBR;fra', 'country: "fra" is not an alpha-3 country code (e.g. GBR)'],
    ['country', 'in:GB', 'country: "GB" is not an alpha-3'],
    ['country', 'eq:GBR;FRA', 'country: "GBR;FRA" is not an alpha-3'],
    ['country', 'in:GBR,FRA', 'country: "GBR,FRA" is not an alpha-3'],
    ['country', 'GBR', 'country: "GBR" has no operator; write <operator>:<value> with eq, neq'],
    ['country', 'foo:bar', 'country: "foo" is not an operator'],
    ['country', 'IN:GBR', 'country: "IN" is not an operator'],
    ['country', '', 'country: "" has no operator'],
    ['continent', 'eq:EUR', 'continent: "EUR" is not a two-letter continent code'],
    ['category', 'eq:6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6', 'category: "6f1c2a4e'],
    ['category', 'eq:6f1c2a4e8d3b4c5a9e7f1a2b3c4d5e6f', 'is not a UUID'],
    ['type', 'in:6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6g', 'type: "6f1c2a4e'],
    ['involving', `in:${UUID_A};x`, 'involving: "x" is not a UUID'],
    ['affects', `eq:{${UUID_A}}`, 'is not a UUID'],
    ['reporter', `in:${UUID_A};;${UUID_B}`, 'reporter: the list has an empty item'],
    ['theme', 'eq:TH-', 'theme: "TH-" is not a theme id'],
    ['theme', 'eq:th-149', 'is not a theme id'],
    ['theme', 'eq:149', 'is not a theme id'],
    ['tagged', 'eq:Ransomware', 'tagged: "Ransomware" is not a tag slug'],
    ['tagged', 'eq:cyber--attack', 'is not a tag slug'],
    ['tagged', 'eq:-cyber', 'is not a tag slug'],
    ['tagged', 'eq:cyber attack', 'is not a tag slug'],
    ['startedAt', 'bt:1700086400;1700000000', 'startedAt: the range starts after it ends'],
    ['startedAt', 'nbt:2;1', 'startedAt: the range starts after it ends'],
    ['startedAt', 'bt:1700000000', 'startedAt: bt takes two values: bt:<from>;<to>'],
    ['startedAt', 'bt:1700000000,1700086400', 'startedAt: bt takes two values'],
    ['startedAt', 'nbt:1;2;3', 'startedAt: nbt takes two values: nbt:<from>;<to>'],
    ['startedAt', 'bt:;1', 'startedAt: "" is not Unix seconds'],
    ['startedAt', 'bt:', 'startedAt: bt: needs a value'],
    ['endedAt', 'eq:-1', 'endedAt: "-1" is not Unix seconds'],
    ['reviewedAt', 'gt:1700000000.5', 'is not Unix seconds'],
    ['updatedAt', 'lt:2023-11-14T22:13:20Z', 'is not Unix seconds'],
    ['updatedAt', 'eq:1700000000', undefined],
    ['impact', 'eq:1.5', 'impact: "1.5" is not an integer'],
    ['impact', 'eq:-0', 'is not an integer'],
    ['impact', 'eq:05', 'is not an integer'],
    ['impact', 'bt:5;-1', 'impact: the range starts after it ends'],
    ['startedInPeriod', 'eq:1D', 'startedInPeriod: "1D" is not an ISO 8601 duration'],
    ['startedInPeriod', 'eq:P', 'is not an ISO 8601 duration'],
    ['startedInPeriod', 'eq:PT', 'is not an ISO 8601 duration'],
    ['startedInPeriod', 'eq:P1DT', 'is not an ISO 8601 duration'],
    ['startedInPeriod', 'eq:p1d', 'is not an ISO 8601 duration'],
    ['reportedInPeriod', 'eq:P1H', 'is not an ISO 8601 duration'],
    ['reportedInPeriod', 'P1D', 'reportedInPeriod: "P1D" has no operator'],
  ] as const)('%s=%s', (name, written, message) => {
    const parsed = parse(name, written);
    if (message === undefined) {
      expect(parsed.ok).toBe(true);
      return;
    }
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toContain(message);
    const pattern = patternOf(incidentsQuery[name])!;
    if (!message.includes('range starts after')) expect(written).not.toMatch(new RegExp(pattern));
  });

  test('each malformed value names its parameter', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...filtersOf(incidentsQuery)),
        fc.constantFrom(':', 'in:;', 'eq:', 'bt:;', 'in:x;;y', 'nope', 'eq:[[['),
        ([name, parameter], written) => {
          const parsed = parameter.parse(name, written);
          expect(parsed.ok).toBe(false);
          if (!parsed.ok) expect(parsed.message.startsWith(name)).toBe(true);
        },
      ),
    );
  });
});

describe('page and pageSize', () => {
  test.each([
    ['page', '1', 1],
    ['page', '10001', 10_001],
    ['page', '9007199254740991', Number.MAX_SAFE_INTEGER],
    ['pageSize', '1', 1],
    ['pageSize', '100', 100],
    ['pageSize', String(MAX_PAGE_SIZE), 1000],
  ] as const)('%s=%s is %d', (name, written, value) => {
    expect(parse(name, written)).toEqual({ ok: true, value });
  });

  test.each([
    ['page', '0', 'page must be at least 1, not 0'],
    ['page', '1.5', 'page must be a whole number at least 1, not "1.5"'],
    ['page', '9007199254740993', 'page must be a whole number at least 1, not "9007199254740993"'],
    ['page', '-1', 'page must be a whole number at least 1, not "-1"'],
    ['pageSize', '1001', 'pageSize must be from 1 to 1000, not 1001'],
    ['pageSize', '0', 'pageSize must be from 1 to 1000, not 0'],
    ['pageSize', '', 'pageSize must be a whole number from 1 to 1000, not ""'],
  ] as const)('%s=%s is refused', (name, written, message) => {
    expect(parse(name, written)).toEqual({ ok: false, message });
  });

  test('defaults of spec 4.1', () => {
    expect(incidentsQuery.page.defaultValue).toBe(1);
    expect(incidentsQuery.pageSize.defaultValue).toBe(100);
  });
});

describe('reference endpoint grammars (spec 4.4)', () => {
  const sorts = (grammar: QueryGrammar) => {
    const sort = grammar.sort as Parameter;
    return sort.kind === 'choice' ? sort.choices : [];
  };
  const both = (...properties: string[]) => properties.flatMap((p) => [`${p}:asc`, `${p}:desc`]);

  test.each([
    ['countries', countriesQuery, ['search', 'area', 'sort', 'page', 'pageSize'], both('name')],
    ['incident categories', incidentCategoriesQuery, undefined, ['asc', 'desc']],
    [
      'incident types',
      incidentTypesQuery,
      ['search', 'category', 'sort', 'page', 'pageSize'],
      both('name', 'id', 'severity', 'icon'),
    ],
    ['impact ratings', impactRatingsQuery, undefined, both('rating')],
    ['sectors', sectorsQuery, undefined, ['asc', 'desc']],
    ['source media', sourceMediaQuery, undefined, both('name', 'id')],
    ['sources', sourcesQuery, undefined, both('name', 'id')],
    ['tags', tagsQuery, undefined, ['asc', 'desc']],
    ['themes', themesQuery, undefined, both('name', 'id', 'identifiedAt')],
  ] as const)('%s', (_, grammar: QueryGrammar, names, choices) => {
    expect(Object.keys(grammar)).toEqual(names ?? ['search', 'sort', 'page', 'pageSize']);
    expect(sorts(grammar)).toEqual(choices);
    for (const choice of choices) expectRoundTrip('sort', grammar.sort!, choice);
    expect(grammar.sort!.parse('sort', 'nope')).toMatchObject({ ok: false });
    expect(grammar.search!.parse('search', 'flood: in,GBR')).toEqual({
      ok: true,
      value: 'flood: in,GBR',
    });
    expect(grammar.search!.parse('search', '  ')).toEqual({
      ok: false,
      message: 'search is blank',
    });
    expect(grammar.page!.parse('page', '10001')).toEqual({ ok: true, value: 10_001 });
    expect(grammar.pageSize!.parse('pageSize', '1001')).toMatchObject({ ok: false });
  });

  test('countries: area takes in only, with a polygon', () => {
    const area = countriesQuery.area;
    expect(area.operators).toEqual(['in']);
    expect(area.parse('area', 'in:[[[0,0],[1,0],[0,1]]]')).toEqual({
      ok: true,
      value: {
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
    });
    expect(area.parse('area', `nin:${SQUARE}`)).toEqual({
      ok: false,
      message: 'area does not take nin; it takes in',
    });
    fc.assert(
      fc.property(filterValueArb(area, 'in'), (value) => expectRoundTrip('area', area, value)),
    );
  });

  test('incident types: category takes eq, neq, in and nin of UUIDs', () => {
    const category = incidentTypesQuery.category;
    expect(category.operators).toEqual(['eq', 'neq', 'in', 'nin']);
    for (const op of category.operators) {
      fc.assert(
        fc.property(filterValueArb(category, op), (value) =>
          expectRoundTrip('category', category, value),
        ),
      );
    }
    fc.assert(
      fc.property(fc.array(uuidArb, { minLength: 1, maxLength: 4 }), (ids) => {
        expect(category.parse('category', `in:${ids.join(';')}`)).toEqual({
          ok: true,
          value: { op: 'in', values: ids },
        });
      }),
    );
    expect(category.parse('category', 'gt:x')).toMatchObject({ ok: false });
  });
});

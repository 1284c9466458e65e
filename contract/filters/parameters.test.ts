import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { expectRoundTrip, filterValueArb, isoDurationArb } from './arbitraries.testing.ts';
import {
  countriesQuery,
  impactRatingsQuery,
  incidentCategoriesQuery,
  incidentsQuery,
  incidentTypesQuery,
  sectorsQuery,
  sourceMediaQuery,
  tagsQuery,
  themesQuery,
} from './incidents.ts';
import { newsQuery } from './news.ts';
import { isComparison, isOperator, isRange, OPERATOR_LABELS, OPERATORS } from './operators.ts';
import { choice, filter, integer, patternOf, sortKeys, term } from './parameters.ts';
import type { QueryGrammar } from './query.ts';
import {
  alpha3,
  continentCode,
  integer as integerValue,
  isoDuration,
  tagSlug,
  themeId,
  unixSeconds,
  uuid,
  type ValueFormat,
} from './value-formats.ts';

describe('operators (spec 4.1)', () => {
  test('the ten operators, each with a label and one shape', () => {
    expect(OPERATORS).toEqual(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'bt', 'nbt', 'in', 'nin']);
    expect(Object.keys(OPERATOR_LABELS).sort()).toEqual([...OPERATORS].sort());
    expect(OPERATORS.filter(isComparison)).toEqual(['eq', 'neq', 'gt', 'gte', 'lt', 'lte']);
    expect(OPERATORS.filter(isRange)).toEqual(['bt', 'nbt']);
  });

  test.each(['', 'EQ', 'foo', 'between', 'eq:', ' eq', 'toString'])('"%s" is no operator', (t) => {
    expect(isOperator(t)).toBe(false);
  });
});

describe('value formats', () => {
  const accepts = <Value>(format: ValueFormat<Value>, written: string) => format.parse(written).ok;

  test.each([
    [uuid, '6F1C2A4E-8D3B-4C5A-9E7F-1A2B3C4D5E6F', true],
    [uuid, '6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f', true],
    [uuid, '6f1c2a4e8d3b4c5a9e7f1a2b3c4d5e6f', false],
    [uuid, '6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6', false],
    [uuid, '6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f0', false],
    [uuid, 'zf1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f', false],
    [alpha3, 'GBR', true],
    [alpha3, 'Gbr', false],
    [alpha3, 'GB', false],
    [alpha3, 'GBRA', false],
    [continentCode, 'EU', true],
    [continentCode, 'eu', false],
    [continentCode, 'EUR', false],
    [themeId, 'TH-149', true],
    [themeId, 'TH-', false],
    [themeId, 'TH-1a', false],
    [tagSlug, 'cyber-attack-2024', true],
    [tagSlug, 'cyber_attack', false],
    [tagSlug, 'cyber-', false],
    [tagSlug, '', false],
    [unixSeconds, '0', true],
    [unixSeconds, '999999999999', true],
    [unixSeconds, '1000000000000', false],
    [unixSeconds, '-1', false],
    [unixSeconds, '+1', false],
    [unixSeconds, '1e9', false],
    [integerValue, '-1', true],
    [integerValue, '0', true],
    [integerValue, '-999999999', true],
    [integerValue, '1000000000', false],
    [integerValue, '-0', false],
    [integerValue, '+5', false],
    [integerValue, '5.0', false],
  ] as [ValueFormat<unknown>, string, boolean][])('%#: %s', (format, written, ok) => {
    expect(accepts(format, written)).toBe(ok);
    expect(new RegExp(`^(?:${format.pattern})$`).test(written)).toBe(ok);
  });

  test.each([
    ['P1D', true],
    ['PT12H', true],
    ['P1Y2M10DT2H30M', true],
    ['P2W', true],
    ['PT1.5S', true],
    ['PT0,5S', true],
    ['P0D', true],
    ['P', false],
    ['PT', false],
    ['P1DT', false],
    ['P1H', false],
    ['PT1D', false],
    ['1D', false],
    ['p1d', false],
    ['P1.5D', false],
    ['P-1D', false],
    ['P1D2Y', false],
    ['PT1S1M', false],
  ])('the duration %s is accepted: %s', (written, ok) => {
    expect(accepts(isoDuration, written)).toBe(ok);
  });

  test('every generated duration is accepted as written', () => {
    fc.assert(
      fc.property(isoDurationArb, (written) => {
        expect(isoDuration.parse(written)).toEqual({ ok: true, value: written });
      }),
    );
  });

  test('unixSeconds and integer order their values for ranges', () => {
    expect(unixSeconds.compare!(1, 2)).toBeLessThan(0);
    expect(integerValue.compare!(5, -1)).toBeGreaterThan(0);
    expect('compare' in uuid).toBe(false);
  });
});

describe('filter(): a generic <operator>:<value> parameter', () => {
  const codes = filter({
    format: alpha3,
    operators: ['eq', 'in', 'nin'],
    syntax: { list: '|', range: '..' },
    description: 'Codes.',
  });
  const ratings = filter({
    format: integerValue,
    operators: ['bt', 'nbt', 'lt'],
    syntax: { list: '|', range: '..' },
    description: 'Ratings.',
  });

  test('defaults: lists, no bare form, an example with the first operator', () => {
    expect(codes.membership).toBe('list');
    expect(codes.bareEquals).toBe(false);
    expect(codes.example).toEqual({ op: 'eq', value: 'GBR' });
    expect(ratings.example).toEqual({ op: 'bt', from: 4, to: 4 });
  });

  test('the separators are escaped in the pattern', () => {
    expect(patternOf(codes)).toBe(
      '^(?:(?:eq):(?:[A-Z]{3})|(?:in|nin):(?:[A-Z]{3})(?:\\|(?:[A-Z]{3}))*)$',
    );
    expect(patternOf(ratings)).toBe(
      '^(?:(?:lt):(?:(?:0|-?[1-9]\\d{0,8}))|(?:bt|nbt):(?:(?:0|-?[1-9]\\d{0,8}))\\.\\.(?:(?:0|-?[1-9]\\d{0,8})))$',
    );
    const pattern = new RegExp(patternOf(codes)!);
    expect('in:GBR|FRA').toMatch(pattern);
    expect('in:GBRxFRA').not.toMatch(pattern);
    expect(new RegExp(patternOf(ratings)!).test('bt:1x2')).toBe(false);
  });

  test('round trip with other separators', () => {
    for (const op of codes.operators) {
      fc.assert(fc.property(filterValueArb(codes, op), (v) => expectRoundTrip('codes', codes, v)));
    }
    for (const op of ratings.operators) {
      fc.assert(
        fc.property(filterValueArb(ratings, op), (v) => expectRoundTrip('ratings', ratings, v)),
      );
    }
    expect(ratings.parse('ratings', 'bt:-1..5')).toEqual({
      ok: true,
      value: { op: 'bt', from: -1, to: 5 },
    });
    expect(codes.parse('codes', 'in:GBR|FRA')).toEqual({
      ok: true,
      value: { op: 'in', values: ['GBR', 'FRA'] },
    });
  });

  test('messages: one operator, two, and several', () => {
    const one = filter({
      format: alpha3,
      operators: ['eq'],
      syntax: { list: ';', range: ';' },
      description: '',
    });
    expect(one.parse('x', 'in:GBR')).toEqual({
      ok: false,
      message: 'x does not take in; it takes eq',
    });
    expect(one.parse('x', 'GBR')).toEqual({
      ok: false,
      message: 'x: "GBR" has no operator; write <operator>:<value> with eq',
    });
    expect(ratings.parse('r', 'eq:1')).toEqual({
      ok: false,
      message: 'r does not take eq; it takes bt, nbt or lt',
    });
    expect(ratings.parse('r', 'bt:1')).toEqual({
      ok: false,
      message: 'r: bt takes two values: bt:<from>..<to>',
    });
    expect(ratings.parse('r', 'lt:')).toEqual({ ok: false, message: 'r: lt: needs a value' });
  });

  test('the value may contain the operator separator', () => {
    const terms = filter({
      format: { ...alpha3, parse: (t) => ({ ok: true, value: t }), format: (t: string) => t },
      operators: ['eq'],
      syntax: { list: ',', range: ',' },
      description: '',
    });
    expect(terms.parse('t', 'eq:a:b:c')).toEqual({ ok: true, value: { op: 'eq', value: 'a:b:c' } });
  });
});

describe('term, choice and integer parameters', () => {
  const search = term('Search.');
  const order = choice(['asc', 'desc'], 'Order.');
  const size = integer({ min: 1, max: 50, defaultValue: 10, description: 'Size.' });
  const page = integer({ min: 1, defaultValue: 1, description: 'Page.' });

  test('term: any non-blank text, as written', () => {
    expect(search.parse('q', ' in:GBR; x ')).toEqual({ ok: true, value: ' in:GBR; x ' });
    expect(search.parse('q', '')).toEqual({ ok: false, message: 'q is blank' });
    expect(search.parse('q', ' \t ')).toEqual({ ok: false, message: 'q is blank' });
    expect(search.build('flood')).toBe('flood');
    expect(patternOf(search)).toBe('\\S');
    expect(search.example).toBe('flood');
  });

  test('choice: one of its strings', () => {
    expect(order.parse('sort', 'desc')).toEqual({ ok: true, value: 'desc' });
    expect(order.parse('sort', 'DESC')).toEqual({
      ok: false,
      message: 'sort must be asc or desc, not "DESC"',
    });
    expect(order.build('asc')).toBe('asc');
    expect(order.example).toBe('asc');
    expect(patternOf(order)).toBeUndefined();
  });

  test('integer: whole numbers within the bounds', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 50 }), (n) => expectRoundTrip('n', size, n)));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n) =>
        expectRoundTrip('page', page, n),
      ),
    );
    expect(patternOf(size)).toBeUndefined();
    expect(size.example).toBe(10);
    expect(size.defaultValue).toBe(10);
  });

  test.each([
    ['0', 'n must be from 1 to 50, not 0'],
    ['51', 'n must be from 1 to 50, not 51'],
    ['1.5', 'n must be a whole number from 1 to 50, not "1.5"'],
    ['1.0', 'n must be a whole number from 1 to 50, not "1.0"'],
    ['-3', 'n must be a whole number from 1 to 50, not "-3"'],
    ['007', 'n must be a whole number from 1 to 50, not "007"'],
    ['0x10', 'n must be a whole number from 1 to 50, not "0x10"'],
    ['1e1', 'n must be a whole number from 1 to 50, not "1e1"'],
    ['', 'n must be a whole number from 1 to 50, not ""'],
    [' 5', 'n must be a whole number from 1 to 50, not " 5"'],
    ['five', 'n must be a whole number from 1 to 50, not "five"'],
  ])('integer n=%s: %s', (written, message) => {
    expect(size.parse('n', written)).toEqual({ ok: false, message });
  });

  test('without a maximum any safe whole number from the minimum is taken', () => {
    expect(page.parse('page', '0')).toEqual({
      ok: false,
      message: 'page must be at least 1, not 0',
    });
    expect(page.parse('page', '99999999999999999')).toMatchObject({ ok: false });
  });
});

describe('sortKeys', () => {
  const sort = sortKeys({ properties: ['name', 'id'], separator: '|', description: '' });

  test('keys in order, each property once', () => {
    expect(sort.parse('sort', 'id:desc|name:asc')).toEqual({
      ok: true,
      value: [
        { property: 'id', direction: 'desc' },
        { property: 'name', direction: 'asc' },
      ],
    });
    expect(sort.build([{ property: 'name', direction: 'asc' }])).toBe('name:asc');
    expect(sort.example).toEqual([{ property: 'name', direction: 'desc' }]);
    expect(patternOf(sort)).toBe('^(?:name|id):(?:asc|desc)(?:\\|(?:name|id):(?:asc|desc))*$');
  });

  test.each([
    ['id:desc|id:desc', 'sort: id is given twice'],
    ['id:desc;name:asc', 'sort: write id:asc or id:desc'],
    ['name', 'sort: write name:asc or name:desc'],
    ['size:asc', 'sort: cannot sort by "size"; sortable: name or id'],
  ])('sort=%s: %s', (written, message) => {
    expect(sort.parse('sort', written)).toEqual({ ok: false, message });
  });
});

describe('examples of every grammar are valid', () => {
  const grammars: [string, QueryGrammar][] = [
    ['news', newsQuery],
    ['incidents', incidentsQuery],
    ['countries', countriesQuery],
    ['incident categories', incidentCategoriesQuery],
    ['incident types', incidentTypesQuery],
    ['impact ratings', impactRatingsQuery],
    ['sectors', sectorsQuery],
    ['source media', sourceMediaQuery],
    ['tags', tagsQuery],
    ['themes', themesQuery],
  ];
  const cases = grammars.flatMap(([grammar, parameters]) =>
    Object.entries(parameters).map(([name, parameter]) => ({ grammar, name, parameter })),
  );

  test.each(cases)('$grammar: $name', ({ name, parameter }) => {
    expectRoundTrip(name, parameter, parameter.example);
  });

  test('the documented examples', () => {
    expect(newsQuery.publishedAt.build(newsQuery.publishedAt.example)).toBe(
      'bt:1763596800,1763683200',
    );
    expect(incidentsQuery.startedInPeriod.build(incidentsQuery.startedInPeriod.example)).toBe(
      'eq:P1D',
    );
    expect(incidentsQuery.near.build(incidentsQuery.near.example)).toBe(
      'in:0b6f8f2e-3c1d-4e5f-8a9b-7c6d5e4f3a2b;25',
    );
  });
});

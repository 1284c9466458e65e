import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  expectRoundTrip,
  filterOperatorCases,
  filterValueArb,
  filtersOf,
  writtenWith,
} from './arbitraries.testing.ts';
import {
  NEWS_DEFAULT_WINDOW_SECONDS,
  NEWS_MAX_WINDOW_SECONDS,
  NEWS_SORTS,
  newsQuery,
  newsWindow,
  newsWindowProblem,
  type PublishedAtFilter,
} from './news.ts';
import { OPERATORS } from './operators.ts';
import { patternOf } from './parameters.ts';

const UUID_A = '6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f';
const UUID_B = '0b6f8f2e-3c1d-4e5f-8a9b-7c6d5e4f3a2b';
const DAY = 24 * 60 * 60;

const parse = (name: keyof typeof newsQuery, written: string) =>
  newsQuery[name].parse(name, written);

describe('newsQuery: the parameters of spec 4.2', () => {
  test('has exactly the parameters and operators of the spec', () => {
    expect(Object.keys(newsQuery)).toEqual([
      'search',
      'countryCode',
      'taxonomyId',
      'publishedAt',
      'sort',
      'limit',
      'page',
    ]);
    expect(
      Object.fromEntries(filtersOf(newsQuery).map(([name, p]) => [name, p.operators])),
    ).toEqual({
      search: ['eq', 'neq'],
      countryCode: ['in', 'nin'],
      taxonomyId: ['in', 'nin'],
      publishedAt: ['bt', 'gte', 'lte'],
    });
    expect(newsQuery.countryCode.syntax).toEqual({ list: ',', range: ',' });
  });
});

describe('news filters: parse(build(v)) is v for every operator', () => {
  test.each(filterOperatorCases(newsQuery))('$name with $op', ({ name, op, parameter }) => {
    fc.assert(
      fc.property(filterValueArb(parameter, op), (value) => {
        expectRoundTrip(name, parameter, value);
      }),
      { numRuns: 200 },
    );
  });

  test.each([
    ['search', 'eq:ransomware attack'],
    ['search', 'neq:port: closed, again'],
    ['countryCode', 'in:GBR,FRA,DEU'],
    ['countryCode', 'nin:USA'],
    ['taxonomyId', `in:${UUID_A},${UUID_B}`],
    ['taxonomyId', `nin:${UUID_A}`],
    ['publishedAt', 'bt:1700000000,1700086400'],
    ['publishedAt', 'bt:1700000000,1700000000'],
    ['publishedAt', 'gte:1700000000'],
    ['publishedAt', 'lte:0'],
    ['sort', 'publishedAt_asc'],
    ['sort', 'publishedAt_desc'],
    ['limit', '1'],
    ['limit', '5000'],
    ['page', '10000'],
  ] as const)('%s=%s is written back unchanged', (name, written) => {
    const parsed = parse(name, written);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(newsQuery[name].build(parsed.value as never)).toBe(written);
  });

  test('typed values of the canonical strings', () => {
    expect(parse('publishedAt', 'bt:1700000000,1700086400')).toEqual({
      ok: true,
      value: { op: 'bt', from: 1_700_000_000, to: 1_700_086_400 },
    });
    expect(parse('countryCode', 'in:GBR,FRA')).toEqual({
      ok: true,
      value: { op: 'in', values: ['GBR', 'FRA'] },
    });
    expect(parse('search', 'eq:a:b,c')).toEqual({ ok: true, value: { op: 'eq', value: 'a:b,c' } });
  });

  test('sort and the integers round-trip over their whole range', () => {
    for (const sort of NEWS_SORTS) expectRoundTrip('sort', newsQuery.sort, sort);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 10_000 }),
        (l, p) => {
          expectRoundTrip('limit', newsQuery.limit, l);
          expectRoundTrip('page', newsQuery.page, p);
        },
      ),
    );
  });
});

describe('news filters: operators a parameter does not take', () => {
  const cases = filtersOf(newsQuery).flatMap(([name, parameter]) =>
    OPERATORS.filter((op) => !(parameter.operators as readonly string[]).includes(op)).map(
      (op) => ({ name, op, parameter }),
    ),
  );

  test('every parameter refuses some operator', () => {
    expect(cases).toHaveLength(4 * 10 - (2 + 2 + 2 + 3));
  });

  test.each(cases)('$name refuses $op', ({ name, op, parameter }) => {
    const parsed = parameter.parse(name, writtenWith(parameter, op));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.message).toContain(name);
    expect(parsed.message).toContain(`does not take ${op}`);
    for (const allowed of parameter.operators) expect(parsed.message).toContain(allowed);
  });

  test('the message lists the operators in words', () => {
    expect(parse('search', 'gt:x')).toEqual({
      ok: false,
      message: 'search does not take gt; it takes eq or neq',
    });
    expect(parse('publishedAt', 'eq:1700000000')).toEqual({
      ok: false,
      message: 'publishedAt does not take eq; it takes bt, gte or lte',
    });
  });
});

describe('news filters: malformed values', () => {
  test.each([
    ['search', 'eq:', 'needs a value'],
    ['search', 'eq:   ', 'blank'],
    ['search', 'ransomware', 'no operator'],
    ['search', 'foo:bar', '"foo" is not an operator'],
    ['countryCode', 'in:GBR,,FRA', 'empty item'],
    ['countryCode', 'in:GBR,', 'empty item'],
    ['countryCode', 'in:gbr', '"gbr" is not an alpha-3'],
    ['countryCode', 'in:GBR;FRA', '"GBR;FRA" is not an alpha-3'],
    ['countryCode', 'GBR', 'no operator'],
    ['taxonomyId', 'in:6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6', 'is not a UUID'],
    ['taxonomyId', 'in:not-a-uuid', 'is not a UUID'],
    ['publishedAt', 'bt:1700086400,1700000000', 'the range starts after it ends'],
    ['publishedAt', 'bt:1700000000', 'bt takes two values: bt:<from>,<to>'],
    ['publishedAt', 'bt:1700000000;1700086400', 'bt takes two values'],
    ['publishedAt', 'bt:1,2,3', 'bt takes two values'],
    ['publishedAt', 'gte:-1', 'is not Unix seconds'],
    ['publishedAt', 'gte:1.5', 'is not Unix seconds'],
    ['publishedAt', 'gte:01700000000', 'is not Unix seconds'],
    ['publishedAt', '1700000000', 'no operator'],
    ['publishedAt', 'foo:bar', '"foo" is not an operator'],
  ] as const)('%s=%s', (name, written, reason) => {
    const parsed = parse(name, written);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.message.startsWith(name)).toBe(true);
    expect(parsed.message).toContain(reason);
    // Whatever the parser refuses, the OpenAPI pattern refuses as well (or cannot tell).
    if (!['the range starts after it ends', 'blank'].includes(reason)) {
      expect(written).not.toMatch(new RegExp(patternOf(newsQuery[name])!));
    }
  });

  test('a value without an operator names the operators to use', () => {
    expect(parse('countryCode', 'GBR')).toEqual({
      ok: false,
      message: 'countryCode: "GBR" has no operator; write <operator>:<value> with in or nin',
    });
  });

  test.each([
    ['sort', 'publishedAt'],
    ['sort', 'publishedAt:desc'],
    ['sort', 'PUBLISHEDAT_ASC'],
    ['sort', ''],
    ['limit', '0'],
    ['limit', '5001'],
    ['limit', '1.5'],
    ['limit', '-1'],
    ['limit', '01'],
    ['limit', ''],
    ['limit', '1e3'],
    ['page', '0'],
    ['page', '10001'],
    ['page', ' 2'],
  ] as const)('%s=%s is refused', (name, written) => {
    const parsed = parse(name, written);
    expect(parsed).toMatchObject({ ok: false, message: expect.stringContaining(name) as string });
  });

  test('integer messages give the bounds', () => {
    expect(parse('limit', '5001')).toEqual({
      ok: false,
      message: 'limit must be from 1 to 5000, not 5001',
    });
    expect(parse('limit', '1.5')).toEqual({
      ok: false,
      message: 'limit must be a whole number from 1 to 5000, not "1.5"',
    });
    expect(parse('page', '10001')).toEqual({
      ok: false,
      message: 'page must be from 1 to 10000, not 10001',
    });
    expect(parse('sort', 'newest')).toEqual({
      ok: false,
      message: 'sort must be publishedAt_asc or publishedAt_desc, not "newest"',
    });
  });
});

describe('newsWindow and newsWindowProblem', () => {
  const now = 1_763_683_200;
  const publishedAt = (written: string): PublishedAtFilter => {
    const parsed = newsQuery.publishedAt.parse('publishedAt', written);
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed.value;
  };

  test('the default is the 24 hours before now', () => {
    expect(NEWS_DEFAULT_WINDOW_SECONDS).toBe(86_400);
    expect(newsWindow(undefined, now)).toEqual({ from: now - 86_400, to: now });
    expect(newsWindowProblem(undefined, now)).toBeUndefined();
  });

  test('gte runs from the bound to now', () => {
    expect(newsWindow(publishedAt(`gte:${now - 3 * DAY}`), now)).toEqual({
      from: now - 3 * DAY,
      to: now,
    });
    // A bound in the future is an empty window at that bound, not a negative one.
    expect(newsWindow({ op: 'gte', value: now + 60 }, now)).toEqual({
      from: now + 60,
      to: now + 60,
    });
  });

  test('lte covers the 24 hours before the bound', () => {
    expect(newsWindow(publishedAt('lte:1700000000'), now)).toEqual({
      from: 1_700_000_000 - 86_400,
      to: 1_700_000_000,
    });
    expect(newsWindowProblem(publishedAt('lte:1700000000'), now)).toBeUndefined();
  });

  test('bt is the window as written', () => {
    expect(newsWindow(publishedAt('bt:1700000000,1700086400'), now)).toEqual({
      from: 1_700_000_000,
      to: 1_700_086_400,
    });
  });

  test('3 months is 92 days: 92 days are accepted, one second more is refused', () => {
    expect(NEWS_MAX_WINDOW_SECONDS).toBe(92 * DAY);
    const from = 1_700_000_000;
    expect(newsWindowProblem({ op: 'bt', from, to: from + 92 * DAY }, now)).toBeUndefined();
    const problem = newsWindowProblem({ op: 'bt', from, to: from + 92 * DAY + 1 }, now);
    expect(problem).toContain('publishedAt');
    expect(problem).toContain('3 months');
    expect(newsWindowProblem({ op: 'gte', value: now - 92 * DAY }, now)).toBeUndefined();
    expect(newsWindowProblem({ op: 'gte', value: now - 92 * DAY - 1 }, now)).toMatch(
      /^publishedAt: /,
    );
  });

  test('any bt window is accepted exactly when it spans at most 92 days', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.integer({ min: 0, max: 200 * DAY }),
        (from, span) => {
          const problem = newsWindowProblem({ op: 'bt', from, to: from + span }, now);
          expect(problem === undefined).toBe(span <= 92 * DAY);
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { buildQuery } from '../filters/query.ts';
import { newsQuery, type NewsQuery } from '../filters/news.ts';
import { readNewsClauses, writeNewsClauses } from './news.ts';
import { TEST_REFERENCE } from './reference-data.testing.ts';
import { parseFilterText, printFilterText } from './syntax.ts';

const NOW = Date.UTC(2026, 10, 25, 9, 0, 0) / 1000;
const read = (text: string) => readNewsClauses(parseFilterText(text).clauses, TEST_REFERENCE, NOW);

describe('news filters typed', () => {
  test('one taxonomy in two countries over the last 3 days, leaving a word out', () => {
    const reading = read('taxonomy:conflict country:UKR,russia published:last 3d -ceasefire');
    expect(reading.problems).toEqual([]);
    expect(buildQuery(newsQuery, reading.values)).toEqual({
      search: 'neq:ceasefire',
      countryCode: 'in:UKR,RUS',
      taxonomyId: 'in:0b0e6a2c-5555-4aaa-8aaa-000000000001',
    });
    // The relative window is the feed's own parameter, sent as publishedAt=gte: at request time.
    expect(reading.viewParameters).toEqual({ publishedWithin: 'P3D' });
    expect(reading.chips.map((chip) => chip.label)).toEqual([
      'Taxonomy is Conflict',
      'Country is any of Ukraine, Russia',
      'Published within the last 3 days',
      'Leaves out “ceasefire”',
    ]);
  });

  test('dates are publishedAt; a window over 3 months is explained, not sent', () => {
    expect(buildQuery(newsQuery, read('published:2026-11-01..2026-11-03').values)).toEqual({
      publishedAt: `bt:${Date.UTC(2026, 10, 1) / 1000},${Date.UTC(2026, 10, 3, 23, 59, 59) / 1000}`,
    });
    expect(read('published:last 14w').problems[0]?.message).toMatch(/at most 3 months/);
    expect(read('published:2026-01-01..2026-11-01').problems[0]?.message).toMatch(/3 months/);
    expect(read('published:last 14w').viewParameters).toEqual({});
  });

  test('oldest first is written out; newest first is the default and leaves the address', () => {
    expect(read('sort:oldest').values.sort).toBe('publishedAt_asc');
    expect(read('sort:newest').values.sort).toBeUndefined();
    expect(read('sort:relevance').problems[0]?.message).toMatch(/newest or sort:oldest/);
  });

  test('words to find and a word to leave out cannot both be sent: said, not dropped silently', () => {
    const reading = read('flood -rain');
    expect(reading.values.search).toEqual({ op: 'eq', value: 'flood' });
    expect(reading.problems[0]?.message).toMatch(/not both/);
  });

  test('an ambiguous taxonomy offers the choices', () => {
    const reading = read('taxonomy:conflict,"armed"');
    expect(reading.values.taxonomyId?.values).toEqual([
      '0b0e6a2c-5555-4aaa-8aaa-000000000001',
      '0b0e6a2c-5555-4aaa-8aaa-000000000002',
    ]);
    expect(read('taxonomy:conf').problems).toEqual([]);
    expect(read('taxonomy:confl,xyzzy').problems[0]?.message).toMatch(/No taxonom/);
  });

  const filters: fc.Arbitrary<{ values: NewsQuery; within?: string }> = fc.record(
    {
      values: fc.record(
        {
          countryCode: fc.record({
            op: fc.constantFrom('in' as const, 'nin' as const),
            values: fc.uniqueArray(
              fc.constantFrom(...TEST_REFERENCE.countries.map((one) => one.code)),
              { minLength: 1, maxLength: 3 },
            ),
          }),
          taxonomyId: fc.record({
            op: fc.constantFrom('in' as const, 'nin' as const),
            values: fc.uniqueArray(
              fc.constantFrom(
                ...TEST_REFERENCE.taxonomies.flatMap((one) => [
                  one.id,
                  ...one.subTaxonomies.map((sub) => sub.id),
                ]),
              ),
              { minLength: 1, maxLength: 3 },
            ),
          }),
          publishedAt: fc
            .tuple(
              fc.integer({ min: NOW - 80 * 86_400, max: NOW }),
              fc.integer({ min: 0, max: 5 * 86_400 }),
            )
            .map(([from, length]) => ({ op: 'bt' as const, from, to: from + length })),
          sort: fc.constant('publishedAt_asc' as const),
          search: fc.oneof(
            fc
              .array(
                fc.stringMatching(/^[a-z]{3,8}$/).filter((word) => word !== 'last'),
                { minLength: 1, maxLength: 3 },
              )
              .map((words) => ({ op: 'eq' as const, value: words.join(' ') })),
            fc
              .stringMatching(/^[a-z]{3,8}( [a-z]{3,8})?$/)
              .filter((word) => !word.startsWith('last'))
              .map((value) => ({ op: 'neq' as const, value })),
          ),
        },
        { requiredKeys: [] },
      ),
      within: fc
        .tuple(fc.integer({ min: 1, max: 90 }), fc.constantFrom('P#D', 'PT#H'))
        .map(([amount, form]) => form.replace('#', String(amount)))
        .filter((iso) => iso !== 'P1D' && iso !== 'PT24H'),
    },
    { requiredKeys: ['values'] },
  );

  test('the feed filters, written as text and read back, are the same filters', () => {
    fc.assert(
      fc.property(filters, ({ values, within }) => {
        const view = within && !values.publishedAt ? { publishedWithin: within } : {};
        const text = printFilterText(writeNewsClauses(values, TEST_REFERENCE, view));
        const reading = read(text);
        expect(reading.problems).toEqual([]);
        expect(buildQuery(newsQuery, reading.values)).toEqual(buildQuery(newsQuery, values));
        expect(reading.viewParameters).toEqual(view);
      }),
      { numRuns: 500 },
    );
  });
});

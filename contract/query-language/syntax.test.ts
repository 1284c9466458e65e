import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseFilterText, printFilterText, type Clause } from './syntax.ts';

const text = fc.string({
  unit: fc.oneof(
    fc.constantFrom('a', 'Z', ' ', '"', '\\', ',', ':', '-', '.', '>', '=', 'é', '😀', '\n'),
    fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme' }),
  ),
  maxLength: 12,
});
const lastValue = fc
  .tuple(fc.integer({ min: 0, max: 999 }), fc.constantFrom('h', 'd', 'w'))
  .map(([amount, unit]) => `last ${amount}${unit}`);

const clause: fc.Arbitrary<Clause> = fc.oneof(
  fc.record({
    kind: fc.constant('filter' as const),
    key: fc.stringMatching(/^[a-z]{1,9}$/),
    negated: fc.boolean(),
    comparator: fc.constantFrom(
      ':' as const,
      '>=' as const,
      '<=' as const,
      '>' as const,
      '<' as const,
    ),
    values: fc.array(fc.oneof(text, lastValue), { maxLength: 3 }),
  }),
  fc.record({
    kind: fc.constant('word' as const),
    negated: fc.boolean(),
    text: fc.oneof(
      text.filter((one) => one !== ''),
      lastValue,
    ),
  }),
);

describe('the typed filter syntax', () => {
  test('reading printed clauses gives the same clauses back', () => {
    fc.assert(
      fc.property(fc.array(clause, { maxLength: 6 }), (clauses) => {
        const printed = printFilterText(clauses);
        const read = parseFilterText(printed);
        expect(read.clauses).toEqual(clauses);
        expect(read.problems).toEqual(
          // Only an empty value is worth a remark, and it is one the analyst typed.
          read.problems.filter((problem) => /needs a value/.test(problem.message)),
        );
      }),
      { numRuns: 2000 },
    );
  });

  test('any text, junk included, reads without throwing and prints to a fixed point', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (typed) => {
        const once = printFilterText(parseFilterText(typed).clauses);
        expect(printFilterText(parseFilterText(once).clauses)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  test('reads the forms analysts type', () => {
    const read = parseFilterText(
      'country:NG,GH -category:"civil unrest" impact>=4 started:last 7 days near:IN-123 50km -flood last 3d Ongoing',
    );
    expect(read.problems).toEqual([]);
    expect(read.clauses).toEqual([
      { kind: 'filter', key: 'country', negated: false, comparator: ':', values: ['NG', 'GH'] },
      { kind: 'filter', key: 'category', negated: true, comparator: ':', values: ['civil unrest'] },
      { kind: 'filter', key: 'impact', negated: false, comparator: '>=', values: ['4'] },
      { kind: 'filter', key: 'started', negated: false, comparator: ':', values: ['last 7d'] },
      { kind: 'filter', key: 'near', negated: false, comparator: ':', values: ['IN-123 50km'] },
      { kind: 'word', negated: true, text: 'flood' },
      { kind: 'word', negated: false, text: 'last 3d' },
      { kind: 'word', negated: false, text: 'Ongoing' },
    ]);
    expect(printFilterText(read.clauses)).toBe(
      'country:NG,GH -category:"civil unrest" impact>=4 started:last 7d near:IN-123 50km -flood last 3d Ongoing',
    );
  });

  test('says where a quote is left open or a value is missing', () => {
    expect(parseFilterText('category:"civil unrest').problems[0]?.message).toMatch(
      /quote is not closed/,
    );
    const missing = parseFilterText('flood country: impact>=4');
    expect(missing.problems).toEqual([{ start: 6, end: 14, message: 'country: needs a value.' }]);
    expect(missing.clauses).toHaveLength(3);
  });

  test('a huge paste is cut and said so, not parsed for seconds', () => {
    const read = parseFilterText('x '.repeat(100_000));
    expect(read.clauses.length).toBeLessThanOrEqual(2000);
    expect(read.problems.at(-1)?.message).toMatch(/Only the first/);
  });
});

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { buildQuery } from '../filters/query.ts';
import { incidentsQuery, type IncidentsQuery } from '../filters/incidents.ts';
import { readIncidentClauses, writeIncidentClauses } from './incidents.ts';
import { TEST_REFERENCE } from './reference-data.testing.ts';
import { parseFilterText, printFilterText } from './syntax.ts';

const NOW = Date.UTC(2026, 10, 25, 9, 0, 0) / 1000;
const read = (text: string) =>
  readIncidentClauses(parseFilterText(text).clauses, TEST_REFERENCE, NOW);
const address = (text: string) => buildQuery(incidentsQuery, read(text).values);

describe('incident filters typed', () => {
  test('write the API parameters the panel writes', () => {
    expect(
      address(
        'country:ng,Ghana -category:"civil unrest" impact>=4 started:last 7d sort:-started,impact protest march',
      ),
    ).toEqual({
      search: 'protest march',
      category: 'nin:0b0e6a2c-1111-4aaa-8aaa-000000000001',
      startedInPeriod: 'eq:P7D',
      country: 'in:NGA;GHA',
      impact: 'gte:4',
      sort: 'startedAt:desc;impact:asc',
    });
    expect(address('impact:2..4 reported:last 24h ongoing theme:TH-12 tag:ransomware')).toEqual({
      reportedInPeriod: 'eq:PT24H',
      ongoing: 'eq:true',
      theme: 'in:TH-12',
      tagged: 'in:ransomware',
      impact: 'bt:2;4',
    });
    expect(address('started:2026-11-01..2026-11-15 ended')).toEqual({
      startedAt: `bt:${Date.UTC(2026, 10, 1) / 1000};${Date.UTC(2026, 10, 15, 23, 59, 59) / 1000}`,
      ongoing: 'eq:false',
    });
  });

  test('a bare window is the start time, as "last 7 days" means on the explorer', () => {
    expect(address('last 7 days')).toEqual({ startedInPeriod: 'eq:P7D' });
    expect(address('last 36h')).toEqual({ startedInPeriod: 'eq:PT36H' });
  });

  test('near an incident takes its map and keeps the incident for the map to draw', () => {
    const reading = read('near:IN-123 50km');
    expect(buildQuery(incidentsQuery, reading.values)).toEqual({
      near: 'in:0b0e6a2c-6666-4aaa-8aaa-000000000001;50',
    });
    expect(reading.viewParameters).toEqual({ nearIncident: 'IN-123' });
    expect(read('near:IN-7 5km').problems[0]?.message).toBe('IN-7 has no map to measure from.');
    expect(read('near:IN-999 5km').problems[0]?.message).toMatch(/Looking up IN-999/);
  });

  test('typos are read and said; several matches are offered, not guessed', () => {
    const typo = read('country:nigria');
    expect(typo.values.country).toEqual({ op: 'in', values: ['NGA'] });
    expect(typo.chips[0]?.label).toMatch(/“nigria” read as Nigeria/);
    const several = read('country:united');
    expect(several.values.country).toBeUndefined();
    expect(several.problems[0]?.message).toMatch(/matches several/);
    expect(several.problems[0]?.choices?.map((one) => one.text)).toEqual([
      'country:"United Kingdom"',
      'country:"United States"',
    ]);
  });

  test('everything it cannot read is explained, and the rest still applies', () => {
    const reading = read(
      'contry:NG country:Atlantis impact:4..2 impact>=9 started:2026-02-30 -flood area:home sort:colour country:GH',
    );
    expect(reading.problems.map((one) => [one.clause, one.message])).toEqual([
      [0, expect.stringMatching(/“contry” is not a filter/)],
      [1, 'No country matches “Atlantis”. Did you mean one of these?'],
      [2, 'The range 4..2 ends before it starts.'],
      [3, '“9” is not an impact rating: 1 to 5, or -1 for unknown.'],
      [4, '“2026-02-30” is not a day of the calendar.'],
      [5, 'The incident API cannot exclude words: “-flood” is not applied.'],
      [6, expect.stringMatching(/^No area matches “home”./)],
      [7, expect.stringMatching(/Cannot sort by “colour”/)],
    ]);
    expect(reading.problems[0]?.choices?.[0]?.text).toBe('country:NG');
    expect(buildQuery(incidentsQuery, reading.values)).toEqual({ country: 'in:GHA' });
  });

  test('a saved area by name is its polygon, with its id kept for the screen to name it', () => {
    const lagos = TEST_REFERENCE.areas![0]!;
    const inside = read('area:"lagos metro" impact>=3');
    expect(inside.problems).toEqual([]);
    expect(inside.values.area).toEqual({ op: 'in', value: lagos.polygon });
    expect(inside.viewParameters).toEqual({ areaId: lagos.id });
    expect(inside.chips.map((chip) => chip.label)).toContain('Inside area “Lagos metro”');
    expect(address('-area:"Lagos metro"').area).toBe(`nin:${JSON.stringify(lagos.polygon)}`);
    // A typo is read and said, like any name.
    expect(read('area:"Lagos metr"').chips[0]?.label).toMatch(/Lagos metro/);

    // Written back by name only while the polygon is still the saved area's.
    const written = (polygon: typeof lagos.polygon) =>
      printFilterText(
        writeIncidentClauses({ area: { op: 'in', value: polygon } }, TEST_REFERENCE, {
          areaId: lagos.id,
        }),
      );
    expect(written(lagos.polygon)).toBe('area:"Lagos metro"');
    const moved = [lagos.polygon[0]!.map(([lng, lat]) => [lng + 0.1, lat] as [number, number])];
    expect(written(moved)).toBe('');
  });

  test('area: says when there are no saved areas, or they could not be loaded', () => {
    const none = { ...TEST_REFERENCE, areas: [] };
    expect(
      readIncidentClauses(parseFilterText('area:x').clauses, none, NOW).problems[0]?.message,
    ).toMatch(/The team has no saved areas yet/);
    const failed = { ...TEST_REFERENCE, areas: undefined };
    expect(
      readIncidentClauses(parseFilterText('area:x').clauses, failed, NOW).problems[0]?.message,
    ).toMatch(/could not be loaded/);
    const loading = { ...TEST_REFERENCE, areas: [], pending: ['areas' as const] };
    expect(
      readIncidentClauses(parseFilterText('area:x').clauses, loading, NOW).problems[0]?.message,
    ).toMatch(/still loading/);
  });

  test('hostile input changes nothing else', () => {
    for (const text of [
      '__proto__:x',
      'constructor:1 toString:2',
      'country:__proto__',
      '"\u0000"',
      '😀:😀',
    ]) {
      const reading = read(text);
      expect(Object.getPrototypeOf(reading.values)).toBe(Object.prototype);
      expect(Object.keys(reading.values).filter((key) => key !== 'search')).toEqual([]);
    }
  });

  const listValue = <T extends string>(values: readonly T[]) =>
    fc.record({
      op: fc.constantFrom('in' as const, 'nin' as const),
      values: fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: 3 }),
    });
  const seconds = fc.integer({ min: 0, max: 4_000_000_000 });
  const filters: fc.Arbitrary<IncidentsQuery> = fc.record(
    {
      country: listValue(TEST_REFERENCE.countries.map((one) => one.code)),
      category: listValue(TEST_REFERENCE.categories.map((one) => one.id)),
      type: listValue(TEST_REFERENCE.types.map((one) => one.id)),
      theme: listValue(TEST_REFERENCE.themes.map((one) => one.id)),
      tagged: listValue(TEST_REFERENCE.tags.map((one) => one.slug)),
      affects: listValue(TEST_REFERENCE.sectors.map((one) => one.id)),
      impact: fc.oneof(
        fc.record({
          op: fc.constantFrom(
            'eq' as const,
            'neq' as const,
            'gte' as const,
            'gt' as const,
            'lte' as const,
            'lt' as const,
          ),
          value: fc.integer({ min: -1, max: 5 }),
        }),
        fc
          .tuple(fc.integer({ min: -1, max: 5 }), fc.integer({ min: -1, max: 5 }), fc.boolean())
          .map(([a, b, inside]) => ({
            op: inside ? ('bt' as const) : ('nbt' as const),
            from: Math.min(a, b),
            to: Math.max(a, b),
          })),
      ),
      ongoing: fc.boolean().map((value) => ({ op: 'eq' as const, value })),
      startedInPeriod: fc
        .tuple(fc.integer({ min: 1, max: 400 }), fc.constantFrom('PT#H', 'P#D', 'P#W'))
        .map(([amount, form]) => ({ op: 'eq' as const, value: form.replace('#', String(amount)) })),
      reportedAt: fc.oneof(
        seconds.map((value) => ({ op: 'gte' as const, value })),
        seconds.map((value) => ({ op: 'lte' as const, value })),
        fc
          .tuple(seconds, seconds)
          .map(([a, b]) => ({ op: 'bt' as const, from: Math.min(a, b), to: Math.max(a, b) })),
      ),
      sort: fc
        .uniqueArray(
          fc.constantFrom(
            'startedAt' as const,
            'impact' as const,
            'reportedAt' as const,
            'id' as const,
          ),
          { minLength: 1, maxLength: 3 },
        )
        .chain((properties) =>
          fc.tuple(
            ...properties.map((property) =>
              fc
                .constantFrom('asc' as const, 'desc' as const)
                .map((direction) => ({ property, direction })),
            ),
          ),
        ),
      search: fc
        .array(
          fc
            .stringMatching(/^[a-z]{3,8}$/)
            .filter((word) => !['ongoing', 'ended', 'last'].includes(word)),
          { minLength: 1, maxLength: 3 },
        )
        .map((words) => words.join(' ')),
    },
    { requiredKeys: [] },
  );

  test('the explorer filters, written as text and read back, are the same filters', () => {
    fc.assert(
      fc.property(filters, (values) => {
        const text = printFilterText(writeIncidentClauses(values, TEST_REFERENCE));
        const reading = read(text);
        expect(reading.problems).toEqual([]);
        expect(buildQuery(incidentsQuery, reading.values)).toEqual(
          buildQuery(incidentsQuery, values),
        );
      }),
      { numRuns: 500 },
    );
  });
});

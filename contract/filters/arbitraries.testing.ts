/**
 * fast-check arbitraries for the filter grammar's tests: one per value format, and from those
 * one per parameter and operator. Imported by the `*.test.ts` files only.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { isComparison, isRange, type Operator } from './operators.ts';
import { patternOf, type FilterParameter, type Membership, type Parameter } from './parameters.ts';
import {
  alpha3,
  boolean,
  continentCode,
  integer,
  isoDuration,
  polygon,
  proximity,
  tagSlug,
  text,
  themeId,
  unixSeconds,
  uuid,
  type LngLat,
  type PolygonCoordinates,
  type Proximity,
  type ValueFormat,
} from './value-formats.ts';

const UPPER = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const LOWER_DIGITS = [...'abcdefghijklmnopqrstuvwxyz0123456789'];

export const CONTINENTS = ['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA'] as const;

/** Lower- or upper-case UUIDs (the format is lax about case and version bits). */
export const uuidArb = fc
  .tuple(fc.uuid(), fc.boolean())
  .map(([id, upper]) => (upper ? id.toUpperCase() : id));

export const alpha3Arb = fc.string({ unit: fc.constantFrom(...UPPER), minLength: 3, maxLength: 3 });

export const continentArb = fc.oneof(
  fc.constantFrom(...CONTINENTS),
  fc.string({ unit: fc.constantFrom(...UPPER), minLength: 2, maxLength: 2 }),
);

export const themeIdArb = fc
  .oneof(fc.integer({ min: 1, max: 999_999 }), fc.nat(Number.MAX_SAFE_INTEGER))
  .map((n) => `TH-${n}`);

const slugWord = fc.string({ unit: fc.constantFrom(...LOWER_DIGITS), minLength: 1, maxLength: 8 });
export const tagSlugArb = fc
  .array(slugWord, { minLength: 1, maxLength: 4 })
  .map((words) => words.join('-'));

/** The UNIX_SECONDS format: no sign, at most 12 digits; biased towards realistic instants. */
export const unixSecondsArb = fc.oneof(
  fc.integer({ min: 1_500_000_000, max: 1_900_000_000 }),
  fc.integer({ min: 0, max: 999_999_999_999 }),
);

/** The INTEGER format: signed, at most 9 digits; biased towards impact ratings (-1, 1..5). */
export const integerArb = fc.oneof(
  fc.constantFrom(-1, 1, 2, 3, 4, 5),
  fc.integer({ min: -999_999_999, max: 999_999_999 }),
);

const count = fc.integer({ min: 0, max: 9999 }).map(String);
const component = (unit: string) =>
  fc.option(
    count.map((n) => `${n}${unit}`),
    { nil: '' },
  );
export const isoDurationArb = fc
  .record({
    years: component('Y'),
    months: component('M'),
    weeks: component('W'),
    days: component('D'),
    hours: component('H'),
    minutes: component('M'),
    seconds: fc.option(
      fc
        .tuple(count, fc.option(fc.tuple(fc.constantFrom('.', ','), count), { nil: undefined }))
        .map(([whole, fraction]) => `${whole}${fraction ? fraction.join('') : ''}S`),
      { nil: '' },
    ),
  })
  .filter((parts) => Object.values(parts).some((part) => part !== ''))
  .map(({ years, months, weeks, days, hours, minutes, seconds }) => {
    const time = `${hours}${minutes}${seconds}`;
    return `P${years}${months}${weeks}${days}${time === '' ? '' : `T${time}`}`;
  });

/** A coordinate within ±limit; JSON has no -0, so -0 is written as 0. */
const coordinate = (limit: number) =>
  fc
    .oneof(
      fc.integer({ min: -limit, max: limit }),
      fc.double({ min: -limit, max: limit, noNaN: true }),
    )
    .map((value) => (Object.is(value, -0) ? 0 : value));

const position: fc.Arbitrary<LngLat> = fc.tuple(coordinate(180), coordinate(90));

/** A closed ring of 3 to 8 distinct points (first point repeated at the end). */
export const ringArb: fc.Arbitrary<LngLat[]> = fc
  .uniqueArray(position, {
    minLength: 3,
    maxLength: 8,
    selector: ([lng, lat]) => `${lng},${lat}`,
  })
  .map((points) => [...points, [points[0]![0], points[0]![1]]]);

/** An outer ring and up to two holes, each closed. */
export const polygonArb: fc.Arbitrary<PolygonCoordinates> = fc.array(ringArb, {
  minLength: 1,
  maxLength: 3,
});

export const proximityArb: fc.Arbitrary<Proximity> = fc.record({
  mapId: uuidArb,
  km: fc.oneof(
    fc.integer({ min: 1, max: 20_000 }),
    fc.double({ min: 0.001, max: 20_000, noNaN: true }),
  ),
});

/** Search terms with spaces, colons, commas, semicolons and non-ASCII letters; never blank. */
export const searchTermArb = fc
  .string({
    unit: fc.oneof(
      fc.constantFrom(' ', ':', ',', ';', '"', "'", '-', 'é', 'ß', '中', '%', '&', '='),
      fc.constantFrom(...UPPER, ...LOWER_DIGITS),
    ),
    minLength: 1,
    maxLength: 30,
  })
  .filter((term) => /\S/.test(term));

/** The arbitrary for each value format the grammars use. */
export const FORMAT_ARBITRARIES = new Map<ValueFormat<never>, fc.Arbitrary<unknown>>([
  [text, searchTermArb],
  [uuid, uuidArb],
  [alpha3, alpha3Arb],
  [continentCode, continentArb],
  [themeId, themeIdArb],
  [tagSlug, tagSlugArb],
  [isoDuration, isoDurationArb],
  [unixSeconds, unixSecondsArb],
  [integer, integerArb],
  [boolean, fc.boolean()],
  [polygon, polygonArb],
  [proximity, proximityArb],
] as [ValueFormat<never>, fc.Arbitrary<unknown>][]);

export type AnyFilter = FilterParameter<unknown, Operator, Membership>;

export function formatArbitrary(parameter: AnyFilter): fc.Arbitrary<unknown> {
  const arbitrary = FORMAT_ARBITRARIES.get(parameter.format as ValueFormat<never>);
  if (!arbitrary) throw new Error(`no arbitrary for the format "${parameter.format.label}"`);
  return arbitrary;
}

/** Valid typed values of one filter parameter with one of its operators. */
export function filterValueArb(parameter: AnyFilter, op: Operator): fc.Arbitrary<unknown> {
  const value = formatArbitrary(parameter);
  if (isComparison(op)) return value.map((one) => ({ op, value: one }));
  if (isRange(op)) {
    const format = parameter.format;
    if (!format.compare) throw new Error(`${format.label} has no order for ${op}`);
    return fc.tuple(value, value).map(([a, b]) => {
      const [from, to] = format.compare!(a, b) <= 0 ? [a, b] : [b, a];
      return { op, from, to };
    });
  }
  if (parameter.membership === 'single') return value.map((one) => ({ op, value: one }));
  return fc.array(value, { minLength: 1, maxLength: 5 }).map((values) => ({ op, values }));
}

/** The filter parameters of a grammar, by name. */
export function filtersOf(grammar: Readonly<Record<string, Parameter>>): [string, AnyFilter][] {
  return Object.entries(grammar).filter(
    (entry): entry is [string, AnyFilter] => entry[1].kind === 'filter',
  );
}

/** Each filter parameter of a grammar with each operator it takes. */
export function filterOperatorCases(grammar: Readonly<Record<string, Parameter>>) {
  return filtersOf(grammar).flatMap(([name, parameter]) =>
    parameter.operators.map((op) => ({ name, op, parameter })),
  );
}

/**
 * `parse(name, build(v))` gives back `v`; the written form matches the OpenAPI pattern and is
 * what building the parsed value writes again.
 */
export function expectRoundTrip(name: string, parameter: Parameter, value: unknown): void {
  const written = parameter.build(value as never);
  const pattern = patternOf(parameter);
  if (pattern !== undefined) expect(written).toMatch(new RegExp(pattern));
  const parsed = parameter.parse(name, written);
  expect(parsed).toEqual({ ok: true, value });
  if (parsed.ok) expect(parameter.build(parsed.value as never)).toBe(written);
}

/** A valid written value for a filter parameter with an operator it may or may not take. */
export function writtenWith(parameter: AnyFilter, op: Operator): string {
  const example = parameter.format.format(parameter.format.example);
  if (isRange(op)) return `${op}:${example}${parameter.syntax.range}${example}`;
  return `${op}:${example}`;
}

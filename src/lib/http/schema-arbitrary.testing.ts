/**
 * fast-check arbitraries of answers a zod schema accepts, built from the schema itself (its
 * `_zod.def`), and of the same answers damaged in one place. For schema-predicate.test.ts,
 * which holds the predicate's verdict beside zod's over them. Imported by tests only.
 */
import fc from 'fast-check';
import type { $ZodType } from 'zod/v4/core';

interface Node {
  _zod: {
    def: Record<string, unknown> & { type: string };
    traits: Set<string>;
    optin?: string;
    optout?: string;
    run: (payload: { value: unknown; issues: unknown[] }, ctx: object) => { issues: unknown[] };
  };
}

const ABSENT = Symbol('absent');

/** zod's verdict on one value of one part (leaves only: no promises there). */
const accepts = (node: Node, value: unknown) =>
  node._zod.run({ value, issues: [] }, { async: false }).issues.length === 0;

interface Bounds {
  min?: number;
  max?: number;
  minLength?: number;
  maxLength?: number;
  patterns: RegExp[];
}

function boundsOf(node: Node): Bounds {
  const bounds: Bounds = { patterns: [] };
  const checks = [...((node._zod.def.checks as Node[] | undefined) ?? [])];
  for (const check of checks) {
    const def = check._zod.def as Record<string, unknown>;
    if (def.check === 'greater_than') bounds.min = Number(def.value);
    if (def.check === 'less_than') bounds.max = Number(def.value);
    if (def.check === 'min_length') bounds.minLength = Number(def.minimum);
    if (def.check === 'max_length') bounds.maxLength = Number(def.maximum);
    if (def.check === 'string_format' && def.pattern instanceof RegExp) {
      bounds.patterns.push(def.pattern);
    }
  }
  return bounds;
}

// Building an arbitrary from a pattern takes milliseconds, and a UUID's recurs everywhere.
const byPattern = new Map<string, fc.Arbitrary<string>>();
function matching(pattern: RegExp): fc.Arbitrary<string> {
  const key = `${pattern.source}/${pattern.flags}`;
  let arbitrary = byPattern.get(key);
  if (!arbitrary) byPattern.set(key, (arbitrary = fc.stringMatching(pattern)));
  return arbitrary;
}

function stringArbitrary(node: Node, bounds: Bounds): fc.Arbitrary<string> {
  const def = node._zod.def;
  const own = def.pattern instanceof RegExp ? [def.pattern] : [];
  const patterns = [...own, ...bounds.patterns];
  if (def.format === 'url') return fc.webUrl();
  const base = patterns.length
    ? matching(patterns[0]!)
    : fc.string({
        minLength: bounds.minLength ?? 0,
        maxLength: Math.min(bounds.maxLength ?? 12, 12),
      });
  // The other checks (a second pattern, lengths) decide among what the first one makes.
  return base.filter((value) => accepts(node, value));
}

function numberArbitrary(node: Node, bounds: Bounds): fc.Arbitrary<number> {
  const integer = node._zod.def.format === 'safeint';
  const min = bounds.min ?? -1e6;
  const max = bounds.max ?? 1e9;
  const base = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return base.filter((value) => accepts(node, value));
}

/** The same part at the same depth is one arbitrary (zPerson, say, sits in many places). */
const built = new WeakMap<Node, Map<number, fc.Arbitrary<unknown>>>();
function arbitraryOf(node: Node, depth: number): fc.Arbitrary<unknown> {
  let byDepth = built.get(node);
  if (!byDepth) built.set(node, (byDepth = new Map<number, fc.Arbitrary<unknown>>()));
  let arbitrary = byDepth.get(depth);
  if (!arbitrary) byDepth.set(depth, (arbitrary = buildArbitrary(node, depth)));
  return arbitrary;
}

function buildArbitrary(node: Node, depth: number): fc.Arbitrary<unknown> {
  const def = node._zod.def;
  const child = (schema: unknown) => arbitraryOf(schema as Node, depth + 1);
  const bounds = boundsOf(node);
  switch (def.type) {
    case 'string':
      return stringArbitrary(node, bounds);
    case 'number':
      return numberArbitrary(node, bounds);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'unknown':
    case 'any':
      return fc.jsonValue({ maxDepth: 1 });
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'optional':
      return fc.option(child(def.innerType), { nil: undefined });
    case 'nullable':
      return fc.option(child(def.innerType), { nil: null });
    case 'array':
      return fc.array(child(def.element), {
        minLength: bounds.minLength ?? 0,
        // Short lists below the top: enough to hold every kind of item, few enough to be quick.
        maxLength: Math.max(
          bounds.minLength ?? 0,
          Math.min(bounds.maxLength ?? 3, depth > 1 ? 1 : 2),
        ),
      });
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map(child));
    case 'record':
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), child(def.valueType), {
        maxKeys: 2,
      });
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(child));
    case 'intersection':
      // The left side's keys win. The APIs' one intersection is a person beside a record of
      // anything (`left & record`), whose values the record accepts whatever they are; the
      // record's own draw may hold `name: []`, which replaced the person's name (1 draw in 2,000
      // of the alert's schema) and made an "accepted" answer zod refuses.
      return fc
        .tuple(child(def.left), child(def.right))
        .map(([left, right]) =>
          typeof left === 'object' && typeof right === 'object' ? { ...right, ...left } : right,
        );
    case 'object': {
      const shape = def.shape as Record<string, Node>;
      const fields = Object.fromEntries(
        Object.entries(shape).map(([key, field]) => {
          const value = child(field);
          const mayBeAbsent = field._zod.optin === 'optional' && field._zod.optout === 'optional';
          return [key, mayBeAbsent ? fc.oneof(fc.constant(ABSENT), value) : value];
        }),
      );
      return fc
        .record(fields)
        .map((record) =>
          Object.fromEntries(Object.entries(record).filter(([, value]) => value !== ABSENT)),
        );
    }
    default:
      throw new Error(`no arbitrary for a zod ${def.type}`);
  }
}

/** Answers `schema` accepts, as they arrive: through JSON. */
export function acceptedAnswer(schema: $ZodType): fc.Arbitrary<unknown> {
  return arbitraryOf(schema as unknown as Node, 0).map(
    (value) => JSON.parse(JSON.stringify(value)) as unknown,
  );
}

/** Where a value sits in an answer, and what holds it. */
interface Place {
  holder: Record<string, unknown> | unknown[];
  key: string | number;
}

function placesIn(value: unknown, places: Place[] = []): Place[] {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      places.push({ holder: value, key: index });
      placesIn(item, places);
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      places.push({ holder: value as Record<string, unknown>, key });
      placesIn(item, places);
    }
  }
  return places;
}

/** What a damaged answer may hold in place of a value: other types, edges, near misses. */
const REPLACEMENTS: readonly ((old: unknown) => unknown)[] = [
  () => null,
  () => 'x',
  () => '',
  () => 0,
  () => -1,
  () => 2.5,
  () => 1e300,
  () => true,
  () => ({}),
  () => [],
  () => [null],
  (old) => (typeof old === 'string' ? `${old}x` : old),
  (old) => (typeof old === 'string' ? ` ${old}` : old),
  (old) => (typeof old === 'string' ? old.slice(1) : old),
  (old) => (typeof old === 'number' ? old + 0.5 : old),
  (old) => (typeof old === 'number' ? -old - 1 : old),
  (old) => (typeof old === 'number' ? String(old) : old),
  (old) => (typeof old === 'boolean' ? String(old) : old),
  (old) => (Array.isArray(old) ? [...(old as unknown[]), ...(old as unknown[]), 'x'] : old),
  (old) => (typeof old === 'object' && old !== null ? { ...old, extra: 1 } : old),
];

/**
 * An accepted answer damaged once: a value replaced, a key removed, or the whole answer
 * replaced. Some damage is harmless (a value the schema leaves open): the verdicts still agree.
 */
export function damagedAnswer(schema: $ZodType): fc.Arbitrary<unknown> {
  return fc
    .tuple(acceptedAnswer(schema), fc.nat(), fc.nat({ max: REPLACEMENTS.length }))
    .map(([answer, where, how]) => {
      const places = placesIn(answer);
      if (places.length === 0) return REPLACEMENTS[how % REPLACEMENTS.length]!(answer);
      const { holder, key } = places[where % places.length]!;
      if (how === REPLACEMENTS.length) {
        if (Array.isArray(holder)) holder.splice(key as number, 1);
        else delete holder[key as string];
      } else {
        const replaced = REPLACEMENTS[how]!((holder as Record<string | number, unknown>)[key]);
        (holder as Record<string | number, unknown>)[key] = replaced;
      }
      return answer;
    });
}

import type { $ZodType } from 'zod/v4/core';
import { isObject } from './loop-check';

/**
 * A zod schema turned into a plain predicate over parsed JSON: the same rules, walked by
 * closures built once per schema. zod itself checks an answer by building a parsed copy of it,
 * one result object per value, and its compiled path (`new Function`) is closed to the page by
 * the Content-Security-Policy; a page of 100 incidents (~40,000 values) took it 10–20 ms, and
 * 56 ms on its first use. The predicate only says yes or no: a "no" goes back to zod, which
 * names the first bad value as the analyst reads it (predicate-first-validation.ts).
 *
 * It never says yes where zod says no: schema-predicate.test.ts holds the two side by side over
 * answers generated from every response schema and the same answers damaged. A schema that is
 * its own check (z.uuid(), z.email()) is judged by zod's own `run` for its value. A kind it has
 * no rule for (a pipe, a lazy schema) or cannot judge exactly (an object with a catchall, a
 * record keyed by an enum, an exclusive union, a tuple with a rest) declines the whole schema
 * (`undefined`), which then stays with zod.
 */
export type Predicate = (value: unknown) => boolean;

interface Internals {
  def: Definition;
  traits: Set<string>;
  optin?: 'optional' | 'defaulted';
  optout?: 'optional';
  run: (
    payload: { value: unknown; issues: unknown[] },
    ctx: { async: boolean },
  ) => { issues: unknown[] } | Promise<unknown>;
  check?: (payload: { value: unknown; issues: unknown[] }) => unknown;
}

interface Definition {
  type: string;
  checks?: { _zod: Internals }[];
  // object
  shape?: Record<string, { _zod: Internals }>;
  catchall?: unknown;
  // array
  element?: { _zod: Internals };
  // optional, nullable
  innerType?: { _zod: Internals };
  // union, intersection
  options?: { _zod: Internals }[];
  left?: { _zod: Internals };
  right?: { _zod: Internals };
  // record
  keyType?: { _zod: Internals };
  valueType?: { _zod: Internals };
  // tuple
  items?: { _zod: Internals }[];
  rest?: unknown;
  // enum, literal
  entries?: Record<string, unknown>;
  values?: unknown[];
  // checks
  check?: string;
  format?: string;
  pattern?: RegExp;
  value?: unknown;
  inclusive?: boolean;
  coerce?: boolean;
}

const SYNC = { async: false };

/** zod's own verdict on one value, for what the predicate has no rule of its own for. */
function byZod(internals: Internals): Predicate {
  return (value) => {
    const result = internals.run({ value, issues: [] }, SYNC);
    // An asynchronous check is not a response schema's business: let zod decide the whole.
    if (result instanceof Promise) throw new DeclinedAtRun();
    return result.issues.length === 0;
  };
}

/** Thrown from inside a predicate that met what it cannot judge synchronously. */
class DeclinedAtRun extends Error {}

/** A check (regex, bounds, lengths) as a predicate over a value whose type already passed. */
function checkPredicate(check: Internals): Predicate {
  const def = check.def;
  if (def.check === 'string_format' && def.format === 'regex' && def.pattern) {
    const pattern = def.pattern;
    return (value) => {
      pattern.lastIndex = 0;
      return pattern.test(value as string);
    };
  }
  if (
    (def.check === 'greater_than' || def.check === 'less_than') &&
    typeof def.value === 'number'
  ) {
    const bound = def.value;
    if (def.check === 'greater_than') {
      return def.inclusive
        ? (value) => (value as number) >= bound
        : (value) => (value as number) > bound;
    }
    return def.inclusive
      ? (value) => (value as number) <= bound
      : (value) => (value as number) < bound;
  }
  const run = check.check;
  if (!run) return () => false;
  return (value) => {
    const payload = { value, issues: [] as unknown[] };
    const result = run(payload);
    if (result instanceof Promise) throw new DeclinedAtRun();
    return payload.issues.length === 0;
  };
}

function withChecks(base: Predicate, checks: readonly Predicate[]): Predicate {
  if (checks.length === 0) return base;
  if (checks.length === 1) {
    const [only] = checks as [Predicate];
    return (value) => base(value) && only(value);
  }
  return (value) => {
    if (!base(value)) return false;
    for (const check of checks) if (!check(value)) return false;
    return true;
  };
}

function leafPredicate(internals: Internals): Predicate | undefined {
  const def = internals.def;
  if (def.coerce) return undefined;
  switch (def.type) {
    case 'string':
      return (value) => typeof value === 'string';
    case 'number':
      return (value) => typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return (value) => typeof value === 'boolean';
    case 'null':
      return (value) => value === null;
    case 'unknown':
    case 'any':
      return () => true;
    case 'enum': {
      const allowed = new Set(Object.values(def.entries ?? {}));
      return (value) => allowed.has(value);
    }
    case 'literal': {
      const allowed = new Set(def.values ?? []);
      return (value) => allowed.has(value);
    }
    default:
      return undefined;
  }
}

/** Compiles `schema`; `undefined` when it cannot be judged exactly outside zod. */
export function schemaPredicate(schema: $ZodType): Predicate | undefined {
  return compile((schema as unknown as { _zod: Internals })._zod, new Map(), new Set());
}

type Seen = Map<Internals, Predicate>;

function compile(internals: Internals, seen: Seen, open: Set<Internals>): Predicate | undefined {
  const known = seen.get(internals);
  if (known) return known;
  // A schema that contains itself (a tree): declined rather than unrolled.
  if (open.has(internals)) return undefined;
  open.add(internals);
  const compiled = compileNew(internals, seen, open);
  open.delete(internals);
  if (compiled) seen.set(internals, compiled);
  return compiled;
}

function compileNew(internals: Internals, seen: Seen, open: Set<Internals>): Predicate | undefined {
  const def = internals.def;
  const checks = (def.checks ?? []).map((check) => checkPredicate(check._zod));
  // A schema that is itself a check (z.int(), z.uuid(), z.email()) runs it on its own value.
  if (internals.traits.has('$ZodCheck')) {
    // z.int(): a safe integer (then its own bounds, if any).
    if (def.type === 'number' && def.format === 'safeint') {
      return withChecks((value) => Number.isSafeInteger(value), checks);
    }
    return byZod(internals);
  }
  const leaf = leafPredicate(internals);
  if (leaf) return withChecks(leaf, checks);
  const sub = (schema: { _zod: Internals }) => compile(schema._zod, seen, open);
  let predicate: Predicate | undefined;
  switch (def.type) {
    case 'optional': {
      const inner = sub(def.innerType!);
      predicate = inner && ((value) => value === undefined || inner(value));
      break;
    }
    case 'nullable': {
      const inner = sub(def.innerType!);
      predicate = inner && ((value) => value === null || inner(value));
      break;
    }
    case 'array': {
      const element = sub(def.element!);
      predicate =
        element &&
        ((value) => {
          if (!Array.isArray(value)) return false;
          for (const item of value) if (!element(item)) return false;
          return true;
        });
      break;
    }
    case 'object':
      predicate = objectPredicate(def, sub);
      break;
    case 'union': {
      // Exclusive unions (z.xor, discriminated ones) pass on exactly one option: zod's to judge.
      if (def.inclusive === false) return undefined;
      const options = (def.options ?? []).map(sub);
      if (options.every((option): option is Predicate => option !== undefined)) {
        predicate = (value) => options.some((option) => option(value));
      }
      break;
    }
    case 'intersection': {
      const left = sub(def.left!);
      const right = sub(def.right!);
      predicate = left && right && ((value) => left(value) && right(value));
      break;
    }
    case 'record':
      predicate = recordPredicate(def, sub);
      break;
    case 'tuple': {
      if (def.rest) return undefined;
      const items = (def.items ?? []).map(sub);
      if (!items.every((item): item is Predicate => item !== undefined)) return undefined;
      // Every item present: stricter than zod's optional tail, never looser.
      predicate = (value) =>
        Array.isArray(value) &&
        value.length === items.length &&
        items.every((item, index) => item(value[index]));
      break;
    }
    default:
      return undefined;
  }
  return predicate && withChecks(predicate, checks);
}

type Compile = (schema: { _zod: Internals }) => Predicate | undefined;

function objectPredicate(def: Definition, sub: Compile): Predicate | undefined {
  // A catchall (strict objects, loose ones) judges the keys the shape does not name.
  if (def.catchall !== undefined) return undefined;
  const fields: { key: string; check: Predicate; absentAllowed: boolean }[] = [];
  for (const [key, field] of Object.entries(def.shape ?? {})) {
    if (key === '__proto__') continue;
    const check = sub(field);
    if (!check) return undefined;
    // zod lets a key be missing only when its schema is optional both ways; a defaulted one
    // puts a value in its place, which zod alone knows how to judge.
    const absentAllowed = field._zod.optin === 'optional' && field._zod.optout === 'optional';
    fields.push({ key, check, absentAllowed });
  }
  return (value) => {
    if (!isObject(value)) return false;
    for (const { key, check, absentAllowed } of fields) {
      if (!(key in value)) {
        if (absentAllowed) continue;
        return false;
      }
      if (!check(value[key])) return false;
    }
    return true;
  };
}

function recordPredicate(def: Definition, sub: Compile): Predicate | undefined {
  const keyType = def.keyType!._zod;
  // Only records keyed by any string: an enum or literal key type requires every key present.
  if (
    keyType.def.type !== 'string' ||
    keyType.def.checks?.length ||
    keyType.traits.has('$ZodCheck')
  ) {
    return undefined;
  }
  const valueCheck = sub(def.valueType!);
  if (!valueCheck) return undefined;
  return (value) => {
    if (!isObject(value)) return false;
    for (const key of Object.keys(value)) {
      if (key === '__proto__') continue;
      if (!valueCheck(value[key])) return false;
    }
    return true;
  };
}

import {
  isComparison,
  isOperator,
  isRange,
  type ComparisonOperator,
  type MembershipOperator,
  type Operator,
  type RangeOperator,
} from './operators.ts';
import type { ValueFormat } from './value-formats.ts';

/**
 * The kinds of query parameter the service takes, each able to parse its written form into a
 * typed value and to build it back. `parse(build(v))` equals `v` for every valid `v`.
 */

/** Separators of one API (spec 4.1): lists and `bt`/`nbt` pairs. */
export interface ListSyntax {
  readonly list: string;
  readonly range: string;
}

/**
 * `in`/`nin` take a list of values, except on `area` and `near`, whose one compound value (a
 * polygon, a map id with a radius) already contains separators.
 */
export type Membership = 'list' | 'single';

export type FilterValue<
  Value,
  Op extends Operator,
  M extends Membership = 'list',
> = Op extends ComparisonOperator
  ? { op: Op; value: Value }
  : Op extends RangeOperator
    ? { op: Op; from: Value; to: Value }
    : Op extends MembershipOperator
      ? M extends 'list'
        ? { op: Op; values: readonly Value[] }
        : { op: Op; value: Value }
      : never;

export type Parsed<Value> = { ok: true; value: Value } | { ok: false; message: string };

interface ParameterBase<Value> {
  readonly description: string;
  readonly example: Value;
  parse(name: string, written: string): Parsed<Value>;
  build(value: Value): string;
}

/** `<operator>:<value>` with the operators listed for the parameter. */
export interface FilterParameter<
  Value,
  Op extends Operator,
  M extends Membership = 'list',
> extends ParameterBase<FilterValue<Value, Op, M>> {
  readonly kind: 'filter';
  readonly operators: readonly Op[];
  readonly format: ValueFormat<Value>;
  readonly syntax: ListSyntax;
  readonly membership: M;
  /** Whether the operator may be left out (`ongoing=false`, as the vendor's own example writes). */
  readonly bareEquals: boolean;
}

/** A plain search term without an operator. */
export interface TermParameter extends ParameterBase<string> {
  readonly kind: 'term';
}

/** One of a fixed set of strings (single-key sorts). */
export interface ChoiceParameter<Choice extends string> extends ParameterBase<Choice> {
  readonly kind: 'choice';
  readonly choices: readonly Choice[];
}

export interface IntegerParameter extends ParameterBase<number> {
  readonly kind: 'integer';
  readonly min: number;
  readonly max: number | undefined;
  readonly defaultValue: number;
}

export interface SortKey<Property extends string> {
  property: Property;
  direction: 'asc' | 'desc';
}

/** Several `<property>:<direction>` keys, most significant first. */
export interface SortParameter<Property extends string> extends ParameterBase<
  readonly SortKey<Property>[]
> {
  readonly kind: 'sort';
  readonly properties: readonly Property[];
  readonly separator: string;
}

export type Parameter =
  | FilterParameter<unknown, Operator, Membership>
  | TermParameter
  | ChoiceParameter<string>
  | IntegerParameter
  | SortParameter<string>;

/** The typed value a parameter parses to. */
export type ValueOf<P> = P extends ParameterBase<infer Value> ? Value : never;

const ok = <Value>(value: Value): Parsed<Value> => ({ ok: true, value });
const fail = (message: string): Parsed<never> => ({ ok: false, message });
const orList = (items: readonly string[]) =>
  items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} or ${items.at(-1)!}`;

export function filter<Value, const Op extends Operator, M extends Membership = 'list'>(options: {
  format: ValueFormat<Value>;
  operators: readonly Op[];
  syntax: ListSyntax;
  description: string;
  membership?: M;
  bareEquals?: boolean;
  example?: FilterValue<Value, Op, M>;
}): FilterParameter<Value, Op, M> {
  const { format, operators, syntax } = options;
  const membership = (options.membership ?? 'list') as M;
  const allowed = (op: Operator): op is Op => (operators as readonly Operator[]).includes(op);

  function parseOne(name: string, text: string): Parsed<Value> {
    const result = format.parse(text);
    return result.ok ? ok(result.value) : fail(`${name}: ${result.reason}`);
  }

  function parseWith(name: string, op: Op, written: string): Parsed<FilterValue<Value, Op, M>> {
    type Result = Parsed<FilterValue<Value, Op, M>>;
    if (written === '') return fail(`${name}: ${op}: needs a value`);
    if (isComparison(op) || (!isRange(op) && membership === 'single')) {
      const one = parseOne(name, written);
      return (one.ok ? ok({ op, value: one.value }) : one) as Result;
    }
    if (isRange(op)) {
      const parts = written.split(syntax.range);
      if (parts.length !== 2) {
        return fail(`${name}: ${op} takes two values: ${op}:<from>${syntax.range}<to>`);
      }
      const from = parseOne(name, parts[0]!);
      if (!from.ok) return from;
      const to = parseOne(name, parts[1]!);
      if (!to.ok) return to;
      if (format.compare && format.compare(from.value, to.value) > 0) {
        return fail(`${name}: the range starts after it ends`);
      }
      return ok({ op, from: from.value, to: to.value }) as Result;
    }
    const values: Value[] = [];
    for (const part of written.split(syntax.list)) {
      if (part === '') return fail(`${name}: the list has an empty item`);
      const one = parseOne(name, part);
      if (!one.ok) return one;
      values.push(one.value);
    }
    return ok({ op, values }) as Result;
  }

  const usage = `write <operator>:<value> with ${orList(operators)}`;
  return {
    kind: 'filter',
    description: options.description,
    operators,
    format,
    syntax,
    membership,
    bareEquals: options.bareEquals ?? false,
    example: options.example ?? exampleFor(operators[0]!, format, membership),
    parse(name, written) {
      const colon = written.indexOf(':');
      const opText = colon === -1 ? '' : written.slice(0, colon);
      if (!isOperator(opText)) {
        if (options.bareEquals && allowed('eq')) return parseWith(name, 'eq' as Op, written);
        if (/^[A-Za-z]+$/.test(opText)) {
          return fail(`${name}: "${opText}" is not an operator; ${usage}`);
        }
        return fail(`${name}: "${written}" has no operator; ${usage}`);
      }
      if (!allowed(opText)) {
        return fail(`${name} does not take ${opText}; it takes ${orList(operators)}`);
      }
      return parseWith(name, opText, written.slice(colon + 1));
    },
    build(value) {
      const written: string =
        'values' in value
          ? value.values.map((one) => format.format(one)).join(syntax.list)
          : 'from' in value
            ? `${format.format(value.from)}${syntax.range}${format.format(value.to)}`
            : format.format(value.value);
      return `${value.op}:${written}`;
    },
  };
}

function exampleFor<Value, Op extends Operator, M extends Membership>(
  op: Op,
  format: ValueFormat<Value>,
  membership: M,
): FilterValue<Value, Op, M> {
  const example = format.example;
  const value = isComparison(op)
    ? { op, value: example }
    : isRange(op)
      ? { op, from: example, to: example }
      : membership === 'single'
        ? { op, value: example }
        : { op, values: [example] };
  return value as FilterValue<Value, Op, M>;
}

export function term(description: string, example = 'flood'): TermParameter {
  return {
    kind: 'term',
    description,
    example,
    parse: (name, written) => (/\S/.test(written) ? ok(written) : fail(`${name} is blank`)),
    build: (value) => value,
  };
}

export function choice<const Choice extends string>(
  choices: readonly Choice[],
  description: string,
): ChoiceParameter<Choice> {
  return {
    kind: 'choice',
    choices,
    description,
    example: choices[0]!,
    parse: (name, written) =>
      (choices as readonly string[]).includes(written)
        ? ok(written as Choice)
        : fail(`${name} must be ${orList(choices)}, not "${written}"`),
    build: (value) => value,
  };
}

const WHOLE_NUMBER = /^(?:0|[1-9]\d{0,15})$/;

export function integer(options: {
  min: number;
  max?: number;
  defaultValue: number;
  description: string;
}): IntegerParameter {
  const { min, max, defaultValue } = options;
  const bounds = max === undefined ? `at least ${min}` : `from ${min} to ${max}`;
  return {
    kind: 'integer',
    min,
    max,
    defaultValue,
    description: options.description,
    example: defaultValue,
    parse(name, written) {
      const value = Number(written);
      if (!WHOLE_NUMBER.test(written) || !Number.isSafeInteger(value)) {
        return fail(`${name} must be a whole number ${bounds}, not "${written}"`);
      }
      if (value < min || (max !== undefined && value > max)) {
        return fail(`${name} must be ${bounds}, not ${value}`);
      }
      return ok(value);
    },
    build: String,
  };
}

const DIRECTIONS = ['asc', 'desc'] as const;

export function sortKeys<const Property extends string>(options: {
  properties: readonly Property[];
  separator: string;
  description: string;
}): SortParameter<Property> {
  const { properties, separator } = options;
  return {
    kind: 'sort',
    properties,
    separator,
    description: options.description,
    example: [{ property: properties[0]!, direction: 'desc' }],
    parse(name, written) {
      const keys: SortKey<Property>[] = [];
      for (const part of written.split(separator)) {
        const [property = '', direction, ...rest] = part.split(':');
        if (!(properties as readonly string[]).includes(property)) {
          return fail(`${name}: cannot sort by "${property}"; sortable: ${orList(properties)}`);
        }
        if (rest.length > 0 || (direction !== 'asc' && direction !== 'desc')) {
          return fail(`${name}: write ${property}:asc or ${property}:desc`);
        }
        if (keys.some((key) => key.property === property)) {
          return fail(`${name}: ${property} is given twice`);
        }
        keys.push({ property: property as Property, direction });
      }
      return ok(keys);
    },
    build: (keys) => keys.map((key) => `${key.property}:${key.direction}`).join(separator),
  };
}

/** The anchored pattern one parameter's written form matches, for OpenAPI documents. */
export function patternOf(parameter: Parameter): string | undefined {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  switch (parameter.kind) {
    case 'filter': {
      const value = `(?:${parameter.format.pattern})`;
      const list = escape(parameter.syntax.list);
      const range = escape(parameter.syntax.range);
      const ops = (kinds: (op: Operator) => boolean) => parameter.operators.filter(kinds);
      const alternatives: string[] = [];
      const comparison = ops(isComparison);
      const ranged = ops(isRange);
      const member = ops((op) => !isComparison(op) && !isRange(op));
      if (comparison.length > 0) alternatives.push(`(?:${comparison.join('|')}):${value}`);
      if (ranged.length > 0) alternatives.push(`(?:${ranged.join('|')}):${value}${range}${value}`);
      if (member.length > 0) {
        const tail = parameter.membership === 'list' ? `(?:${list}${value})*` : '';
        alternatives.push(`(?:${member.join('|')}):${value}${tail}`);
      }
      if (parameter.bareEquals) alternatives.push(value);
      return `^(?:${alternatives.join('|')})$`;
    }
    case 'term':
      return '\\S';
    case 'sort': {
      const key = `(?:${parameter.properties.join('|')}):(?:${DIRECTIONS.join('|')})`;
      return `^${key}(?:${escape(parameter.separator)}${key})*$`;
    }
    default:
      return undefined;
  }
}

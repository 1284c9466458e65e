import type { Parameter, ValueOf } from './parameters.ts';

/** The parameters one endpoint takes, by name. */
export type QueryGrammar = Readonly<Record<string, Parameter>>;

/** Typed values of an endpoint's query; every parameter is optional. */
export type QueryValues<Grammar extends QueryGrammar> = {
  -readonly [Name in keyof Grammar]?: ValueOf<Grammar[Name]>;
};

export interface QueryProblem {
  parameter: string;
  message: string;
}

export interface ParsedQuery<Grammar extends QueryGrammar> {
  /** Every parameter that was given and valid. */
  values: QueryValues<Grammar>;
  /** One readable problem per invalid parameter; those parameters are left out of `values`. */
  problems: QueryProblem[];
  /** Names the grammar does not know. */
  unknown: string[];
}

type QueryInput =
  | URLSearchParams
  | Readonly<Record<string, string | readonly string[] | undefined>>;

function entriesOf(input: QueryInput): Map<string, string[]> {
  const entries = new Map<string, string[]>();
  const add = (name: string, value: string) =>
    entries.set(name, [...(entries.get(name) ?? []), value]);
  if (input instanceof URLSearchParams) {
    for (const [name, value] of input) add(name, value);
  } else {
    for (const [name, value] of Object.entries(input)) {
      if (value === undefined) continue;
      for (const one of typeof value === 'string' ? [value] : value) add(name, one);
    }
  }
  return entries;
}

/**
 * Reads a whole query: each known parameter is parsed on its own, so one bad parameter is
 * reported by name while the others still apply.
 */
export function parseQuery<Grammar extends QueryGrammar>(
  grammar: Grammar,
  input: QueryInput,
): ParsedQuery<Grammar> {
  const values: Record<string, unknown> = {};
  const problems: QueryProblem[] = [];
  const unknown: string[] = [];
  for (const [name, written] of entriesOf(input)) {
    const parameter = Object.hasOwn(grammar, name) ? grammar[name] : undefined;
    if (!parameter) {
      unknown.push(name);
      continue;
    }
    if (written.length > 1) {
      problems.push({
        parameter: name,
        message: `${name} is given ${written.length} times; give it once`,
      });
      continue;
    }
    const result = parameter.parse(name, written[0]!);
    if (result.ok) values[name] = result.value;
    else problems.push({ parameter: name, message: result.message });
  }
  return { values: values as QueryValues<Grammar>, problems, unknown };
}

/** Writes typed values in the API's own form, in the grammar's parameter order. */
export function buildQuery<Grammar extends QueryGrammar>(
  grammar: Grammar,
  values: QueryValues<Grammar>,
): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, parameter] of Object.entries(grammar)) {
    const value = (values as Record<string, unknown>)[name];
    if (value === undefined) continue;
    const written = parameter.build(value as never);
    // An empty value (a sort without keys) means the parameter is not given.
    if (written !== '') query[name] = written;
  }
  return query;
}

/**
 * SQL fragments that carry their values as bound parameters. Values only ever enter a query
 * through `sql`'s placeholders; identifiers and keywords come from constants via `raw`.
 */
export interface Sql {
  readonly text: string;
  readonly params: readonly SqlValue[];
}

export type SqlValue = string | number | bigint | null;

const RAW = Symbol('raw');
interface Raw {
  readonly [RAW]: string;
}

/** Trusted SQL text: column names and keywords from the code's own constants, never input. */
export const raw = (text: string): Raw => ({ [RAW]: text });

type Part = SqlValue | Sql | Raw;

const isSql = (part: Part): part is Sql =>
  typeof part === 'object' && part !== null && 'text' in part && 'params' in part;
const isRaw = (part: Part): part is Raw => typeof part === 'object' && part !== null && RAW in part;

export function sql(strings: TemplateStringsArray, ...parts: Part[]): Sql {
  let text = strings[0]!;
  const params: SqlValue[] = [];
  parts.forEach((part, index) => {
    if (isSql(part)) {
      text += part.text;
      params.push(...part.params);
    } else if (isRaw(part)) {
      text += part[RAW];
    } else {
      text += '?';
      params.push(part);
    }
    text += strings[index + 1]!;
  });
  return { text, params };
}

/** `(?, ?, ?)` for an IN list. */
export function list(values: readonly SqlValue[]): Sql {
  return { text: `(${values.map(() => '?').join(', ')})`, params: values };
}

export function join(fragments: readonly Sql[], separator: string): Sql {
  return {
    text: fragments.map((fragment) => fragment.text).join(separator),
    params: fragments.flatMap((fragment) => fragment.params),
  };
}

/** `WHERE a AND b`, or nothing when there are no conditions. */
export function where(conditions: readonly Sql[]): Sql {
  return conditions.length === 0 ? sql`` : sql`WHERE ${join(conditions, ' AND ')}`;
}

/** `LIKE` pattern for "contains", with the wildcard characters of the term escaped. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

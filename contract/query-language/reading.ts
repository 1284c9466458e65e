import { findMatch, type Candidate } from './fuzzy.ts';
import type { candidates, ReferenceData, ReferenceList } from './reference-data.ts';
import { printFilterText, type Clause, type FilterClause } from './syntax.ts';

/** A clause that could not be applied, said where it was typed, with choices when there are. */
export interface Explanation {
  /** Index of the clause in the parsed text; -1 for the text as a whole. */
  clause: number;
  message: string;
  /** Clauses that would be understood instead, as text to put in its place. */
  choices?: { label: string; text: string }[];
}

/** An understood clause, as an analyst reads it on a chip. */
export interface Chip {
  clause: number;
  label: string;
}

/** What typed clauses mean for one view. */
export interface Reading<Values> {
  /** The API's parameters, typed: exactly what the view's panel would write. */
  values: Values;
  /** The view's own address parameters (a relative news window, the incident `near` is from). */
  viewParameters: Record<string, string>;
  chips: Chip[];
  problems: Explanation[];
}

/** The key of a clause as the languages know it, with its one-line help for suggestions. */
export interface KeyHelp {
  key: string;
  help: string;
  example: string;
  /** The reference list its values come from, for value suggestions. */
  list?: keyof typeof candidates;
}

export const quoteList = (names: readonly string[]) =>
  names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;

/** The clause with one value replaced, as text: a choice offered for an ambiguous value. */
export function withValue(clause: FilterClause, index: number, value: string): string {
  const values = clause.values.map((one, at) => (at === index ? value : one));
  return printFilterText([{ ...clause, values }]);
}

const LIST_NAMES: Record<ReferenceList, string> = {
  countries: 'countries',
  categories: 'categories',
  types: 'incident types',
  themes: 'themes',
  tags: 'tags',
  sectors: 'sectors',
  taxonomies: 'taxonomies',
  areas: 'saved areas',
};

/**
 * Reads every value of a list clause against its reference list. Returns the values found, or
 * an explanation naming the first value that matched nothing or several things.
 */
export function readListValues(
  clause: FilterClause,
  index: number,
  list: readonly Candidate<string>[],
  data: ReferenceData,
  listName: ReferenceList | 'continents' | 'parties',
):
  | { ok: true; values: string[]; names: string[]; notes: string[] }
  | { ok: false; explanation: Explanation } {
  if (clause.comparator !== ':') {
    return {
      ok: false,
      explanation: {
        clause: index,
        message: `${clause.key} takes names, not a comparison: write ${clause.key}:<name>.`,
        choices: [
          { label: `${clause.key}:…`, text: printFilterText([{ ...clause, comparator: ':' }]) },
        ],
      },
    };
  }
  if (clause.values.length === 0) {
    return { ok: false, explanation: { clause: index, message: `${clause.key}: needs a value.` } };
  }
  const values: string[] = [];
  const names: string[] = [];
  const notes: string[] = [];
  for (const [at, typed] of clause.values.entries()) {
    const match = findMatch(typed, list);
    if (match.kind === 'found') {
      if (!values.includes(match.value)) {
        values.push(match.value);
        names.push(match.name);
      }
      if (match.readAs) notes.push(`“${typed}” read as ${match.readAs}`);
      continue;
    }
    const pending =
      listName !== 'continents' && listName !== 'parties' && data.pending?.includes(listName);
    if (match.kind === 'none' && (pending || list.length === 0)) {
      return {
        ok: false,
        explanation: {
          clause: index,
          message: pending
            ? `The ${LIST_NAMES[listName]} are still loading; “${typed}” is read once they are here.`
            : `No ${listName} are known yet to read “${typed}” against.`,
        },
      };
    }
    if (match.kind === 'ambiguous') {
      return {
        ok: false,
        explanation: {
          clause: index,
          message: `“${typed}” matches several ${listName}: pick one.`,
          choices: match.choices.map((choice) => ({
            label: choice.name,
            text: withValue(clause, at, choice.name),
          })),
        },
      };
    }
    return {
      ok: false,
      explanation: {
        clause: index,
        message: `No ${listName === 'parties' ? 'group or individual' : listName.replace(/s$/, '').replace(/ie$/, 'y')} matches “${typed}”.${match.closest.length > 0 ? ' Did you mean one of these?' : ''}`,
        choices: match.closest.map((name) => ({ label: name, text: withValue(clause, at, name) })),
      },
    };
  }
  return { ok: true, values, names, notes };
}

/** "Did you mean" for an unknown key, from the view's keys. */
export function unknownKey(
  clause: FilterClause,
  index: number,
  keys: readonly KeyHelp[],
): Explanation {
  const match = findMatch(
    clause.key,
    keys.map((one) => ({ value: one.key, name: one.key })),
  );
  const suggestion = match.kind === 'found' ? match.value : undefined;
  return {
    clause: index,
    message: `“${clause.key}” is not a filter here. Filters: ${keys.map((one) => one.key).join(', ')}.`,
    choices: suggestion
      ? [{ label: `${suggestion}:`, text: printFilterText([{ ...clause, key: suggestion }]) }]
      : undefined,
  };
}

/** Clauses by index, skipping the ones a caller already handled. */
export const indexed = (clauses: readonly Clause[]) =>
  clauses.map((clause, index) => ({ clause, index }));

/** How a value is written back: its name, unless another entry shares it (then the id). */
export const nameOf = (list: readonly { value: string; name: string }[], value: string) => {
  const name = list.find((one) => one.value === value)?.name;
  // A name that reads back as another entry (two "Protest" types) stays the id.
  return name && list.filter((one) => one.name.toLowerCase() === name.toLowerCase()).length === 1
    ? name
    : value;
};

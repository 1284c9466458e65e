import type { IncidentsQuery } from '../filters/incidents.ts';
import type { NewsQuery } from '../filters/news.ts';
import { fold } from './fuzzy.ts';
import { INCIDENT_FLAGS, INCIDENT_KEYS, readIncidentClauses } from './incidents.ts';
import { NEWS_KEYS, readNewsClauses } from './news.ts';
import type { Explanation, KeyHelp, Reading } from './reading.ts';
import { candidates, type ReferenceData } from './reference-data.ts';
import { parseFilterText, printFilterText, type Clause } from './syntax.ts';

/**
 * A whole typed query: which view it is for (named first, `incidents …` / `news …`, or implied
 * by its keys), what it means there, and everything it could not read, each said in place.
 */

export type LanguageView = 'incidents' | 'news';

export type TypedQuery =
  | { view: 'incidents'; reading: Reading<IncidentsQuery> }
  | { view: 'news'; reading: Reading<NewsQuery> };

export interface ReadQuery {
  /** The text as read. */
  text: string;
  /** Undefined when neither the text nor the caller names a view. */
  query: TypedQuery | undefined;
  /** The clauses after the view's name, and where each was typed. */
  clauses: Clause[];
  spans: { start: number; end: number }[];
  /** Syntax problems and meaning problems, each tied to a clause where it has one. */
  problems: (Explanation & { start?: number; end?: number })[];
  /** The view was named by the first word (and the clauses follow it). */
  named: boolean;
}

const VIEW_WORDS: Record<string, LanguageView> = {
  incidents: 'incidents',
  incident: 'incidents',
  news: 'news',
};

const ONLY_NEWS = new Set(['taxonomy', 'published']);
const ONLY_INCIDENTS = new Set(
  INCIDENT_KEYS.map((one) => one.key).filter((key) => !NEWS_KEYS.some((news) => news.key === key)),
);

/** The view the keys belong to, when they say. */
function impliedView(clauses: readonly Clause[]): LanguageView | undefined {
  for (const clause of clauses) {
    if (clause.kind === 'filter' && ONLY_NEWS.has(clause.key)) return 'news';
    if (clause.kind === 'filter' && ONLY_INCIDENTS.has(clause.key)) return 'incidents';
    if (
      clause.kind === 'word' &&
      (INCIDENT_FLAGS as readonly string[]).includes(clause.text.toLowerCase())
    ) {
      return 'incidents';
    }
  }
  return undefined;
}

export function readTypedQuery(
  text: string,
  data: ReferenceData,
  nowSeconds: number,
  fallbackView?: LanguageView,
): ReadQuery {
  const parsed = parseFilterText(text);
  let clauses = parsed.clauses;
  let spans = parsed.spans;
  const first = clauses[0];
  const namedView =
    first?.kind === 'word' && !first.negated && Object.hasOwn(VIEW_WORDS, first.text.toLowerCase())
      ? VIEW_WORDS[first.text.toLowerCase()]
      : undefined;
  if (namedView) {
    clauses = clauses.slice(1);
    spans = spans.slice(1);
  }
  const view = namedView ?? impliedView(clauses) ?? fallbackView;
  const syntax = parsed.problems.map((problem) => ({ clause: -1, ...problem }));
  if (!view) return { text, query: undefined, clauses, spans, problems: syntax, named: false };
  const query: TypedQuery =
    view === 'incidents'
      ? { view, reading: readIncidentClauses(clauses, data, nowSeconds) }
      : { view, reading: readNewsClauses(clauses, data, nowSeconds) };
  const problems = [
    ...syntax,
    ...query.reading.problems.map((problem) => ({ ...problem, ...spans[problem.clause] })),
  ];
  return { text, query, clauses, spans, problems, named: namedView !== undefined };
}

export const keysOf = (view: LanguageView): readonly KeyHelp[] =>
  view === 'incidents' ? INCIDENT_KEYS : NEWS_KEYS;

/** A completion for the word being typed: the text to put in place of `replace`. */
export interface Suggestion {
  label: string;
  detail?: string;
  replaceFrom: number;
  replaceTo: number;
  text: string;
}

const MAX_SUGGESTIONS = 8;

/**
 * What the analyst may mean by the word at the end of the text: a key (`cou` → `country:`),
 * or a value of the key being typed (`country:nig` → `country:NGA`).
 */
export function suggestCompletions(
  text: string,
  view: LanguageView | undefined,
  data: ReferenceData,
): Suggestion[] {
  // A value started with a quote (`area:"Lagos me`) runs to the end, spaces and all; the
  // completion replaces the quote too. Otherwise a value ends at white space or a comma.
  const quoted = /(-?)([A-Za-z]+)(:)((?:[^\s",]*,)*)(")([^"]*)$/.exec(text);
  const match =
    quoted ?? /(-?)([A-Za-z]*)(?:(:|>=|<=|>|<)((?:[^\s",]*,)*)()([^\s",]*))?$/.exec(text);
  if (!match || match.index === undefined) return [];
  const [whole, sign = '', key = '', comparator, earlier = '', quote = '', partial = ''] = match;
  const start = match.index;
  // Only at the start of a clause: `a-b` is a word being typed, not a key.
  if (start > 0 && !/\s/.test(text[start - 1]!)) return [];
  const keys = view
    ? keysOf(view)
    : [
        ...INCIDENT_KEYS,
        ...NEWS_KEYS.filter((one) => one.key === 'taxonomy' || one.key === 'published'),
      ];
  if (comparator === undefined) {
    if (key === '') return [];
    const lower = key.toLowerCase();
    const viewWords = view
      ? []
      : Object.keys(VIEW_WORDS)
          .filter((word) => word !== 'incident' && word.startsWith(lower) && word !== lower)
          .map((word) => ({
            label: word,
            detail: 'view',
            replaceFrom: start,
            replaceTo: text.length,
            text: `${word} `,
          }));
    return [
      ...viewWords,
      ...keys
        .filter((one) => one.key.startsWith(lower) && one.key !== lower)
        .map((one) => ({
          label: `${one.key}:`,
          detail: `${one.help} · ${one.example}`,
          replaceFrom: start,
          replaceTo: text.length,
          text: `${sign}${one.key}:`,
        })),
    ].slice(0, MAX_SUGGESTIONS);
  }
  const help = keys.find((one) => one.key === key.toLowerCase());
  const valueStart = start + whole.length - partial.length - quote.length;
  if (
    help?.key === 'started' ||
    help?.key === 'reported' ||
    help?.key === 'published' ||
    help?.key === 'updated'
  ) {
    return ['last 24h', 'last 3d', 'last 7d', 'last 30d']
      .filter((value) => value.startsWith(partial.toLowerCase()) && value !== partial)
      .map((value) => ({
        label: value,
        replaceFrom: valueStart,
        replaceTo: text.length,
        text: value,
      }));
  }
  if (help?.key === 'sort') {
    const names =
      view === 'news'
        ? ['newest', 'oldest']
        : ['-started', 'started', '-reported', '-impact', 'impact', '-updated'];
    return names
      .filter((value) => value.startsWith(partial.toLowerCase()))
      .map((value) => ({
        label: value,
        replaceFrom: valueStart,
        replaceTo: text.length,
        text: value,
      }));
  }
  // Saved areas are few, and their names are not guessable: all are offered after `area:`.
  if (!help?.list || (partial === '' && help.list !== 'areas')) return [];
  const term = fold(partial);
  const upper = partial.toUpperCase();
  const chosen = new Set(
    earlier
      .split(',')
      .filter(Boolean)
      .map((one) => one.toUpperCase()),
  );
  return candidates[help.list](data)
    .filter(
      (one) =>
        !chosen.has(one.name.toUpperCase()) &&
        !one.codes?.some((code) => chosen.has(code.toUpperCase())),
    )
    .map((one) => {
      const name = fold(one.name);
      const rank = one.codes?.some((code) => code.toUpperCase() === upper)
        ? 0
        : name.startsWith(term)
          ? 1
          : ` ${name}`.includes(` ${term}`)
            ? 2
            : 3;
      return { one, rank };
    })
    .filter(({ rank }) => rank < 3)
    .sort((a, b) => a.rank - b.rank || a.one.name.localeCompare(b.one.name))
    .slice(0, MAX_SUGGESTIONS)
    .map(({ one }) => {
      // Countries and continents are written by code, the rest by name (quoted when it has spaces).
      const written =
        help.list === 'countries' || help.list === 'continents' || help.list === 'themes'
          ? one.value
          : one.name;
      return {
        label: one.name,
        detail:
          help.list === 'areas' ? 'saved area' : one.value === one.name ? undefined : one.value,
        replaceFrom: valueStart,
        replaceTo: text.length,
        text: printFilterText([{ kind: 'word', negated: false, text: written }]),
      };
    });
}

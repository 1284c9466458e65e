import {
  NEWS_DEFAULT_WINDOW_SECONDS,
  NEWS_MAX_WINDOW_SECONDS,
  newsQuery,
  newsWindowProblem,
  type NewsQuery,
} from '../filters/news.ts';
import { buildQuery, parseQuery } from '../filters/query.ts';
import { candidates, type ReferenceData } from './reference-data.ts';
import {
  indexed,
  nameOf,
  readListValues,
  unknownKey,
  type Explanation,
  type KeyHelp,
  type Reading,
} from './reading.ts';
import type { Clause, FilterClause } from './syntax.ts';
import {
  describeLast,
  isoToLast,
  lastSeconds,
  lastToIso,
  printDate,
  printLast,
  readDateRange,
  readLast,
} from './time-values.ts';

/**
 * The typed language for news (spec 4.2). The API knows only absolute times, so `last 3d` is
 * the feed's own address parameter (`publishedWithin`, an ISO 8601 duration) that the feed
 * sends as `publishedAt=gte:<now − 3 days>`; dates are `publishedAt` itself. A window over the
 * API's 3 months is explained before anything is sent.
 */

/** The feed's relative window, beside the API's parameters in its address. */
export const PUBLISHED_WITHIN_PARAMETER = 'publishedWithin';

/** Newest first is the feed's default; oldest first is written out. */
export const NEWS_DEFAULT_SORT = 'publishedAt_desc';

export const NEWS_KEYS: readonly KeyHelp[] = [
  {
    key: 'taxonomy',
    help: 'taxonomy or sub-taxonomy',
    example: 'taxonomy:conflict',
    list: 'taxonomies',
  },
  { key: 'country', help: 'country codes or names', example: 'country:UKR,RUS', list: 'countries' },
  { key: 'published', help: 'last N hours/days/weeks or dates', example: 'published:last 3d' },
  { key: 'sort', help: 'newest or oldest', example: 'sort:oldest' },
];

/** The parameters the language writes: a typed query replaces these and leaves the rest. */
export const NEWS_LANGUAGE_PARAMETERS: (keyof NewsQuery)[] = [
  'taxonomyId',
  'countryCode',
  'publishedAt',
  'search',
  'sort',
];

const DAY = 86_400;

function readPublished(
  clause: FilterClause,
  index: number,
  nowSeconds: number,
  set: (parameter: string, value: unknown, label: string) => void,
  view: Record<string, string>,
): Explanation | undefined {
  if (clause.values.length !== 1) {
    return { clause: index, message: 'published takes one window or range: published:last 3d.' };
  }
  const text = clause.values[0]!;
  const last = readLast(text);
  if (last) {
    if (clause.comparator !== ':' || clause.negated) {
      return {
        clause: index,
        message: `published:${text} is a window back from now; it cannot be negated or compared.`,
      };
    }
    if (last.amount === 0) return { clause: index, message: 'A window of 0 covers nothing.' };
    if (lastSeconds(last) > NEWS_MAX_WINDOW_SECONDS) {
      return {
        clause: index,
        message: `The news API serves at most 3 months (${NEWS_MAX_WINDOW_SECONDS / DAY} days) at a time; ${text} is longer.`,
        choices: [{ label: 'last 90d', text: 'published:last 90d' }],
      };
    }
    // The last 24 hours is the service's own default: the feed's address leaves it out.
    if (lastSeconds(last) !== NEWS_DEFAULT_WINDOW_SECONDS) {
      view[PUBLISHED_WITHIN_PARAMETER] = lastToIso(last);
    }
    set('publishedWithin', true, `Published within ${describeLast(last)}`);
    return undefined;
  }
  if (clause.negated) {
    return {
      clause: index,
      message: 'The news API cannot leave a time range out; give the range to keep.',
    };
  }
  const range = readDateRange(text);
  if (!range.ok) return { clause: index, message: range.message };
  let filter: NonNullable<NewsQuery['publishedAt']>;
  if (clause.comparator === ':') {
    filter =
      range.from !== undefined && range.to !== undefined
        ? { op: 'bt', from: range.from, to: range.to }
        : range.from !== undefined
          ? { op: 'gte', value: range.from }
          : { op: 'lte', value: range.to! };
  } else if (text.includes('..')) {
    return {
      clause: index,
      message: 'Compare with one date (published>=2026-11-01) or give a range.',
    };
  } else if (clause.comparator === '>=' || clause.comparator === '>') {
    filter = { op: 'gte', value: clause.comparator === '>' ? range.to! + 1 : range.from! };
  } else {
    filter = { op: 'lte', value: clause.comparator === '<' ? range.from! - 1 : range.to! };
  }
  const problem = newsWindowProblem(filter, nowSeconds);
  if (problem) {
    return {
      clause: index,
      message: `${problem.replace(/^publishedAt: /, 'The news API serves ')}; ${text} is longer.`,
    };
  }
  set('publishedAt', filter, `Published ${text} UTC`);
  return undefined;
}

/** What typed clauses mean for the news feed. */
export function readNewsClauses(
  clauses: readonly Clause[],
  data: ReferenceData,
  nowSeconds: number,
): Reading<NewsQuery> {
  const values: Record<string, unknown> = {};
  const view: Record<string, string> = {};
  const chips: Reading<NewsQuery>['chips'] = [];
  const problems: Explanation[] = [];
  const setBy = new Map<string, number>();
  const included: string[] = [];
  const excluded: string[] = [];
  let includedAt = -1;
  let excludedAt = -1;

  for (const { clause, index } of indexed(clauses)) {
    const set = (parameter: string, value: unknown, label: string) => {
      // The window is one setting, whether relative or dates.
      const slot = parameter === 'publishedWithin' ? 'publishedAt' : parameter;
      const earlier = setBy.get(slot);
      if (earlier !== undefined) {
        problems.push({
          clause: index,
          message: `This sets ${slot === 'publishedAt' ? 'the published window' : parameter} again (clause ${earlier + 1} already does).`,
        });
        delete view[PUBLISHED_WITHIN_PARAMETER];
        return;
      }
      setBy.set(slot, index);
      if (parameter !== 'publishedWithin') values[parameter] = value;
      chips.push({ clause: index, label });
    };
    if (clause.kind === 'word') {
      const last = readLast(clause.text.toLowerCase());
      if (last && !clause.negated) {
        const problem = readPublished(
          {
            kind: 'filter',
            key: 'published',
            negated: false,
            comparator: ':',
            values: [clause.text.toLowerCase()],
          },
          index,
          nowSeconds,
          set,
          view,
        );
        if (problem) problems.push(problem);
      } else if (clause.negated) {
        excluded.push(clause.text);
        if (excludedAt === -1) excludedAt = index;
      } else {
        included.push(clause.text);
        if (includedAt === -1) includedAt = index;
      }
      continue;
    }
    let problem: Explanation | undefined;
    if (clause.key === 'taxonomy' || clause.key === 'country') {
      const list = clause.key === 'taxonomy' ? 'taxonomies' : 'countries';
      const result = readListValues(clause, index, candidates[list](data), data, list);
      if (!result.ok) problem = result.explanation;
      else {
        const label = `${clause.key === 'taxonomy' ? 'Taxonomy' : 'Country'} ${clause.negated ? 'is none of' : result.names.length > 1 ? 'is any of' : 'is'} ${result.names.join(', ')}${result.notes.length ? ` (${result.notes.join('; ')})` : ''}`;
        set(
          clause.key === 'taxonomy' ? 'taxonomyId' : 'countryCode',
          { op: clause.negated ? 'nin' : 'in', values: result.values },
          label,
        );
      }
    } else if (clause.key === 'published') {
      problem = readPublished(clause, index, nowSeconds, set, view);
    } else if (clause.key === 'sort') {
      const order = clause.values.length === 1 ? clause.values[0]!.toLowerCase() : '';
      if (clause.comparator !== ':' || clause.negated || !['newest', 'oldest'].includes(order)) {
        problem = {
          clause: index,
          message: 'News sorts by time only: sort:newest or sort:oldest.',
        };
      } else {
        // Newest first is the default, so the address leaves it out, as the order control does.
        set(
          'sort',
          order === 'oldest' ? 'publishedAt_asc' : undefined,
          order === 'oldest' ? 'Oldest first' : 'Newest first',
        );
      }
    } else problem = unknownKey(clause, index, NEWS_KEYS);
    if (problem) problems.push(problem);
  }
  if (included.length > 0 && excluded.length > 0) {
    problems.push({
      clause: excludedAt,
      message:
        'The news API takes either words to find or one to leave out, not both: the exclusion is not applied.',
    });
  } else if (excluded.length > 1) {
    problems.push({
      clause: excludedAt,
      message: `The news API leaves out one term: -"${excluded.join(' ')}" leaves out that phrase; separate words cannot all be excluded.`,
      choices: [{ label: `-"${excluded.join(' ')}"`, text: `-"${excluded.join(' ')}"` }],
    });
  } else if (excluded.length === 1) {
    values.search = { op: 'neq', value: excluded[0]! };
    chips.push({ clause: excludedAt, label: `Leaves out “${excluded[0]!}”` });
  }
  if (included.length > 0) {
    const term = included.join(' ');
    values.search = { op: 'eq', value: term };
    chips.push({ clause: includedAt, label: `Title or summary contains “${term}”` });
  }
  const checked = parseQuery(newsQuery, buildQuery(newsQuery, values as NewsQuery));
  for (const problem of checked.problems) {
    problems.push({ clause: setBy.get(problem.parameter) ?? -1, message: problem.message });
  }
  return { values: checked.values, viewParameters: view, chips, problems };
}

/** The feed's filters as typed clauses, for its filter bar. */
export function writeNewsClauses(
  values: NewsQuery,
  data: ReferenceData,
  view: Readonly<Record<string, string | undefined>> = {},
): Clause[] {
  const clauses: Clause[] = [];
  if (values.taxonomyId) {
    const taxonomy = values.taxonomyId;
    clauses.push({
      kind: 'filter',
      key: 'taxonomy',
      negated: taxonomy.op === 'nin',
      comparator: ':',
      values: taxonomy.values.map((id) => nameOf(candidates.taxonomies(data), id)),
    });
  }
  if (values.countryCode) {
    const country = values.countryCode;
    clauses.push({
      kind: 'filter',
      key: 'country',
      negated: country.op === 'nin',
      comparator: ':',
      values: [...country.values],
    });
  }
  const within = view[PUBLISHED_WITHIN_PARAMETER];
  const published = values.publishedAt;
  if (published) {
    const text =
      published.op === 'bt'
        ? `${printDate(published.from)}..${printDate(published.to, true)}`
        : published.op === 'gte'
          ? `${printDate(published.value)}..`
          : `..${printDate(published.value, true)}`;
    clauses.push({
      kind: 'filter',
      key: 'published',
      negated: false,
      comparator: ':',
      values: [text],
    });
  } else if (within) {
    const last = isoToLast(within);
    if (last)
      clauses.push({
        kind: 'filter',
        key: 'published',
        negated: false,
        comparator: ':',
        values: [printLast(last)],
      });
  }
  if (values.sort === 'publishedAt_asc') {
    clauses.push({
      kind: 'filter',
      key: 'sort',
      negated: false,
      comparator: ':',
      values: ['oldest'],
    });
  }
  if (values.search) {
    const negated = values.search.op === 'neq';
    const words = negated
      ? [values.search.value]
      : values.search.value.split(/\s+/).filter(Boolean);
    for (const text of words) clauses.push({ kind: 'word', negated, text });
  }
  return clauses;
}

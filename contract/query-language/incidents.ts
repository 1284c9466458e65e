import {
  type INCIDENT_SORT_PROPERTIES,
  incidentsQuery,
  type IncidentsQuery,
} from '../filters/incidents.ts';
import { sameRings } from '../areas/same-rings.ts';
import { buildQuery, parseQuery } from '../filters/query.ts';
import { candidates, type ReferenceData } from './reference-data.ts';
import {
  indexed,
  nameOf,
  quoteList,
  readListValues,
  unknownKey,
  type Explanation,
  type KeyHelp,
  type Reading,
} from './reading.ts';
import type { Clause, FilterClause } from './syntax.ts';
import {
  describeLast,
  isIsoDuration,
  isoToLast,
  lastSeconds,
  lastToIso,
  printDate,
  readDateRange,
  readLast,
  printLast,
} from './time-values.ts';

/**
 * The typed language for incidents (spec 4.5). Each key writes one parameter of the incident
 * API, with the operator the filter panel would use: a list key `in` (negated `nin`), impact
 * the comparison typed, a relative window the `…InPeriod` duration.
 */

/** The incident `near` was measured from, kept beside `near` as the explorer's own parameter. */
export const NEAR_INCIDENT_PARAMETER = 'nearIncident';
/** The saved area `area` is, kept beside the API's polygon as the explorer's own parameter. */
export const AREA_ID_PARAMETER = 'areaId';

type ListKey =
  | 'country'
  | 'continent'
  | 'category'
  | 'type'
  | 'theme'
  | 'tag'
  | 'sector'
  | 'involving';
type TimeKey = 'started' | 'reported' | 'ended' | 'reviewed' | 'updated';

const LISTS: Record<
  ListKey,
  { parameter: keyof IncidentsQuery; list: keyof typeof candidates; label: string }
> = {
  country: { parameter: 'country', list: 'countries', label: 'Country' },
  continent: { parameter: 'continent', list: 'continents', label: 'Continent' },
  category: { parameter: 'category', list: 'categories', label: 'Category' },
  type: { parameter: 'type', list: 'types', label: 'Type' },
  theme: { parameter: 'theme', list: 'themes', label: 'Theme' },
  tag: { parameter: 'tagged', list: 'tags', label: 'Tag' },
  sector: { parameter: 'affects', list: 'sectors', label: 'Affected sector' },
  involving: { parameter: 'involving', list: 'parties', label: 'Involving' },
};

const TIMES: Record<
  TimeKey,
  { at: keyof IncidentsQuery; period?: 'startedInPeriod' | 'reportedInPeriod'; label: string }
> = {
  started: { at: 'startedAt', period: 'startedInPeriod', label: 'Started' },
  reported: { at: 'reportedAt', period: 'reportedInPeriod', label: 'Reported' },
  ended: { at: 'endedAt', label: 'Ended' },
  reviewed: { at: 'reviewedAt', label: 'Reviewed' },
  updated: { at: 'updatedAt', label: 'Updated' },
};

/** Sort names as typed (`sort:-started,impact`), beside the API's properties. */
const SORT_NAMES: Record<string, (typeof INCIDENT_SORT_PROPERTIES)[number]> = {
  started: 'startedAt',
  ended: 'endedAt',
  reported: 'reportedAt',
  reviewed: 'reviewedAt',
  updated: 'updatedAt',
  duration: 'duration',
  impact: 'impact',
  id: 'id',
};

export const INCIDENT_KEYS: readonly KeyHelp[] = [
  { key: 'country', help: 'country codes or names', example: 'country:NG,GH', list: 'countries' },
  {
    key: 'continent',
    help: 'continent codes or names',
    example: 'continent:AF',
    list: 'continents',
  },
  {
    key: 'category',
    help: 'incident category',
    example: 'category:"civil unrest"',
    list: 'categories',
  },
  { key: 'type', help: 'incident type', example: 'type:protest', list: 'types' },
  { key: 'impact', help: 'impact rating 1–5', example: 'impact>=4' },
  { key: 'theme', help: 'theme id or name', example: 'theme:TH-12', list: 'themes' },
  { key: 'tag', help: 'tag', example: 'tag:ransomware', list: 'tags' },
  { key: 'sector', help: 'affected sector', example: 'sector:energy', list: 'sectors' },
  { key: 'involving', help: 'group or individual seen', example: 'involving:…', list: 'parties' },
  { key: 'started', help: 'last N hours/days/weeks or dates', example: 'started:last 7d' },
  { key: 'reported', help: 'last N hours/days/weeks or dates', example: 'reported:last 24h' },
  { key: 'ended', help: 'dates or last N', example: 'ended:2026-11-01..2026-11-15' },
  { key: 'updated', help: 'dates or last N', example: 'updated:last 3d' },
  { key: 'reviewed', help: 'dates or last N', example: 'reviewed:2026-11-01..' },
  { key: 'near', help: 'within a distance of an incident', example: 'near:IN-123 50km' },
  { key: 'area', help: 'inside a saved area', example: 'area:"Lagos metro"', list: 'areas' },
  { key: 'sort', help: 'order, - for descending', example: 'sort:-started,impact' },
];

/** Words that are filters on their own. */
export const INCIDENT_FLAGS = ['ongoing', 'ended'] as const;

/** The parameters the language writes: a typed query replaces these and leaves the rest. */
export const INCIDENT_LANGUAGE_PARAMETERS = [
  ...new Set([
    ...Object.values(LISTS).map((one) => one.parameter),
    ...Object.values(TIMES).flatMap((one) => (one.period ? [one.at, one.period] : [one.at])),
    'impact',
    'ongoing',
    'near',
    'search',
    'sort',
  ] as const),
] as (keyof IncidentsQuery)[];

const INVERTED = { '>=': '<', '>': '<=', '<=': '>', '<': '>=' } as const;
const COMPARISON_OP = { '>=': 'gte', '>': 'gt', '<=': 'lte', '<': 'lt' } as const;
const COMPARISON_WORDS = { gte: 'at least', gt: 'above', lte: 'at most', lt: 'below' } as const;

type Setter = (parameter: keyof IncidentsQuery, value: unknown, chip: string) => void;

function readImpact(clause: FilterClause, index: number, set: Setter): Explanation | undefined {
  if (clause.values.length !== 1) {
    return {
      clause: index,
      message: 'impact takes one rating or a range: impact:4, impact>=4, impact:2..4.',
    };
  }
  const text = clause.values[0]!;
  const rating = (one: string) => (/^(?:-1|[0-5])$/.test(one) ? Number(one) : undefined);
  const range = text.split('..');
  if (range.length === 2) {
    const from = rating(range[0]!);
    const to = rating(range[1]!);
    if (from === undefined || to === undefined || clause.comparator !== ':') {
      return {
        clause: index,
        message: `impact:${text} is not a range of ratings: write impact:2..4.`,
      };
    }
    if (from > to) {
      return {
        clause: index,
        message: `The range ${text} ends before it starts.`,
        choices: [
          {
            label: `impact:${to}..${from}`,
            text: `${clause.negated ? '-' : ''}impact:${to}..${from}`,
          },
        ],
      };
    }
    set(
      'impact',
      { op: clause.negated ? 'nbt' : 'bt', from, to },
      `Impact ${clause.negated ? 'not ' : ''}${from} to ${to}`,
    );
    return undefined;
  }
  const value = rating(text);
  if (value === undefined) {
    return {
      clause: index,
      message: `“${text}” is not an impact rating: 1 to 5, or -1 for unknown.`,
    };
  }
  if (clause.comparator === ':') {
    set(
      'impact',
      { op: clause.negated ? 'neq' : 'eq', value },
      `Impact ${clause.negated ? 'is not' : 'is'} ${value}`,
    );
    return undefined;
  }
  const comparator = clause.negated ? INVERTED[clause.comparator] : clause.comparator;
  const op = COMPARISON_OP[comparator];
  set('impact', { op, value }, `Impact ${COMPARISON_WORDS[op]} ${value}`);
  return undefined;
}

function readTime(
  key: TimeKey,
  clause: FilterClause,
  index: number,
  nowSeconds: number,
  set: Setter,
): Explanation | undefined {
  const spec = TIMES[key];
  if (clause.values.length !== 1) {
    return {
      clause: index,
      message: `${key} takes one window or range: ${key}:last 7d or ${key}:2026-11-01..2026-11-15.`,
    };
  }
  const text = clause.values[0]!;
  const last = readLast(text);
  const iso = last ? lastToIso(last) : isIsoDuration(text) ? text : undefined;
  if (iso) {
    if (clause.comparator !== ':' || clause.negated) {
      return {
        clause: index,
        message: `${key}:${text} is a window back from now; it cannot be negated or compared.`,
      };
    }
    if (last && last.amount === 0)
      return { clause: index, message: 'A window of 0 covers nothing.' };
    if (spec.period) {
      set(
        spec.period,
        { op: 'eq', value: iso },
        `${spec.label} within ${last ? describeLast(last) : iso}`,
      );
    } else if (last) {
      set(
        spec.at,
        { op: 'gte', value: nowSeconds - lastSeconds(last) },
        `${spec.label} within ${describeLast(last)}`,
      );
    } else {
      return {
        clause: index,
        message: `${key} takes last N hours, days or weeks (last 3d), not ${text}.`,
      };
    }
    return undefined;
  }
  const range = readDateRange(text);
  if (!range.ok) return { clause: index, message: range.message };
  const { from, to } = range;
  const both = from !== undefined && to !== undefined;
  if (clause.comparator === ':') {
    if (clause.negated && !both) {
      return {
        clause: index,
        message: `Outside a range needs both ends: -${key}:2026-11-01..2026-11-15.`,
      };
    }
    const value = both
      ? { op: clause.negated ? 'nbt' : 'bt', from, to }
      : from !== undefined
        ? { op: 'gte', value: from }
        : { op: 'lte', value: to };
    set(
      spec.at,
      value,
      `${spec.label} ${clause.negated ? 'outside' : ''} ${text} UTC`.replace('  ', ' '),
    );
    return undefined;
  }
  if (text.includes('..')) {
    return {
      clause: index,
      message: `Compare with one date (${key}>=2026-11-01) or give a range (${key}:a..b).`,
    };
  }
  const comparator = clause.negated ? INVERTED[clause.comparator] : clause.comparator;
  const op = COMPARISON_OP[comparator];
  // A day compared: "after 1 November" starts after its last second, "before" at its first.
  const seconds = op === 'gt' || op === 'lte' ? to! : from!;
  set(
    spec.at,
    { op, value: seconds },
    `${spec.label} ${{ gte: 'from', gt: 'after', lte: 'until', lt: 'before' }[op]} ${text} UTC`,
  );
  return undefined;
}

function readNear(
  clause: FilterClause,
  index: number,
  data: ReferenceData,
  set: Setter,
  view: Record<string, string>,
): Explanation | undefined {
  const match =
    clause.values.length === 1 ? /^(\S+) (\d+(?:\.\d+)?)km$/i.exec(clause.values[0]!) : null;
  if (!match || clause.comparator !== ':') {
    return { clause: index, message: 'near takes an incident and a distance: near:IN-123 50km.' };
  }
  const [, from = '', km = ''] = match;
  let mapId = from;
  const incidentId = /^(?:IN-)?\d+$/i.test(from) ? `IN-${from.replace(/^IN-/i, '')}` : undefined;
  if (incidentId) {
    const known = data.incidentMaps?.get(incidentId);
    if (known === undefined) return { clause: index, message: `Looking up ${incidentId}'s map…` };
    if (known === null)
      return { clause: index, message: `${incidentId} has no map to measure from.` };
    mapId = known;
  }
  const parsed = incidentsQuery.near.parse(
    'near',
    `${clause.negated ? 'nin' : 'in'}:${mapId};${km}`,
  );
  if (!parsed.ok) return { clause: index, message: parsed.message.replace(/^near: /, '') };
  if (incidentId) view[NEAR_INCIDENT_PARAMETER] = incidentId;
  set(
    'near',
    parsed.value,
    `${clause.negated ? 'Beyond' : 'Within'} ${km} km of ${incidentId ?? 'map ' + mapId}`,
  );
  return undefined;
}

/** `area:"Lagos metro"`: the saved area's polygon, as the API takes it; `-area:` is outside. */
function readArea(
  clause: FilterClause,
  index: number,
  data: ReferenceData,
  set: Setter,
  view: Record<string, string>,
): Explanation | undefined {
  if (clause.comparator !== ':' || clause.values.length !== 1) {
    return { clause: index, message: 'area takes one saved area by name: area:"Lagos metro".' };
  }
  if (!data.pending?.includes('areas') && data.areas === undefined) {
    return {
      clause: index,
      message: 'The saved areas could not be loaded from the Watchfloor server; try again shortly.',
    };
  }
  if (!data.pending?.includes('areas') && data.areas!.length === 0) {
    return {
      clause: index,
      message:
        'The team has no saved areas yet: draw one on the explorer’s map (Map or Split) and save it.',
    };
  }
  const result = readListValues(clause, index, candidates.areas(data), data, 'areas');
  if (!result.ok) return result.explanation;
  const area = data.areas!.find((one) => one.id === result.values[0])!;
  view[AREA_ID_PARAMETER] = area.id;
  set(
    'area',
    { op: clause.negated ? 'nin' : 'in', value: area.polygon },
    `${clause.negated ? 'Outside' : 'Inside'} area “${area.name}”`,
  );
  return undefined;
}

function readSort(clause: FilterClause, index: number, set: Setter): Explanation | undefined {
  if (clause.comparator !== ':' || clause.negated) {
    return {
      clause: index,
      message: 'Write the order as sort:-started,impact (- for descending).',
    };
  }
  const keys: { property: (typeof INCIDENT_SORT_PROPERTIES)[number]; direction: 'asc' | 'desc' }[] =
    [];
  for (const typed of clause.values) {
    const lower = typed.toLowerCase();
    const key =
      lower === 'newest'
        ? { property: 'startedAt' as const, direction: 'desc' as const }
        : lower === 'oldest'
          ? { property: 'startedAt' as const, direction: 'asc' as const }
          : Object.hasOwn(SORT_NAMES, lower.replace(/^-/, ''))
            ? {
                property: SORT_NAMES[lower.replace(/^-/, '')]!,
                direction: lower.startsWith('-') ? ('desc' as const) : ('asc' as const),
              }
            : undefined;
    if (!key) {
      return {
        clause: index,
        message: `Cannot sort by “${typed}”. Sort by ${quoteList(Object.keys(SORT_NAMES))}, or newest / oldest.`,
      };
    }
    if (keys.some((one) => one.property === key.property)) {
      return { clause: index, message: `${typed} is in the order twice.` };
    }
    keys.push(key);
  }
  if (keys.length === 0) return { clause: index, message: 'sort: needs a property.' };
  set(
    'sort',
    keys,
    `Sorted by ${keys.map((one) => `${one.property} ${one.direction === 'desc' ? '↓' : '↑'}`).join(', ')}`,
  );
  return undefined;
}

/** What typed clauses mean for the incident explorer. */
export function readIncidentClauses(
  clauses: readonly Clause[],
  data: ReferenceData,
  nowSeconds: number,
): Reading<IncidentsQuery> {
  const values: Record<string, unknown> = {};
  const view: Record<string, string> = {};
  const chips: Reading<IncidentsQuery>['chips'] = [];
  const problems: Explanation[] = [];
  const setBy = new Map<string, number>();
  const words: string[] = [];
  let wordClause = -1;

  for (const { clause, index } of indexed(clauses)) {
    const set: Setter = (parameter, value, label) => {
      const earlier = setBy.get(parameter);
      if (earlier !== undefined) {
        problems.push({
          clause: index,
          message: `This sets ${parameter} again (clause ${earlier + 1} already does): combine them, as country:NG,GH.`,
        });
        return;
      }
      setBy.set(parameter, index);
      values[parameter] = value;
      chips.push({ clause: index, label });
    };
    if (clause.kind === 'word') {
      const lower = clause.text.toLowerCase();
      const last = readLast(lower);
      if (last && !clause.negated) {
        const problem = readTime(
          'started',
          { kind: 'filter', key: 'started', negated: false, comparator: ':', values: [lower] },
          index,
          nowSeconds,
          set,
        );
        if (problem) problems.push(problem);
      } else if ((lower === 'ongoing' || lower === 'ended') && !/\s/.test(lower)) {
        const ongoing = (lower === 'ongoing') !== clause.negated;
        set('ongoing', { op: 'eq', value: ongoing }, ongoing ? 'Ongoing' : 'Ended');
      } else if (clause.negated) {
        problems.push({
          clause: index,
          message: `The incident API cannot exclude words: “-${clause.text}” is not applied.`,
          choices: [{ label: clause.text, text: clause.text }],
        });
      } else if (/^[a-z]+(?:=|=>|=<)/i.test(clause.text)) {
        problems.push({
          clause: index,
          message: `“${clause.text}” is not a filter: write key:value or impact>=4.`,
        });
      } else {
        words.push(clause.text);
        if (wordClause === -1) wordClause = index;
      }
      continue;
    }
    const key = clause.key;
    let problem: Explanation | undefined;
    if (Object.hasOwn(LISTS, key)) {
      const spec = LISTS[key as ListKey];
      const result = readListValues(clause, index, candidates[spec.list](data), data, spec.list);
      if (!result.ok) problem = result.explanation;
      else {
        const op = clause.negated ? 'nin' : 'in';
        const label = `${spec.label} ${clause.negated ? 'is none of' : result.names.length > 1 ? 'is any of' : 'is'} ${result.names.join(', ')}${result.notes.length ? ` (${result.notes.join('; ')})` : ''}`;
        set(spec.parameter, { op, values: result.values }, label);
      }
    } else if (Object.hasOwn(TIMES, key))
      problem = readTime(key as TimeKey, clause, index, nowSeconds, set);
    else if (key === 'impact') problem = readImpact(clause, index, set);
    else if (key === 'near') problem = readNear(clause, index, data, set, view);
    else if (key === 'sort') problem = readSort(clause, index, set);
    else if (key === 'area') problem = readArea(clause, index, data, set, view);
    else problem = unknownKey(clause, index, INCIDENT_KEYS);
    if (problem) problems.push(problem);
  }
  if (words.length > 0) {
    const term = words.join(' ');
    values.search = term;
    chips.push({ clause: wordClause, label: `Text contains “${term}”` });
  }
  // The API's own grammar has the last word: what it would refuse is explained, not sent.
  const checked = parseQuery(incidentsQuery, buildQuery(incidentsQuery, values as IncidentsQuery));
  for (const problem of checked.problems) {
    problems.push({ clause: setBy.get(problem.parameter) ?? -1, message: problem.message });
  }
  return { values: checked.values, viewParameters: view, chips, problems };
}

/** The explorer's filters as typed clauses, for the filter bar. Unexpressed ones are left out. */
export function writeIncidentClauses(
  values: IncidentsQuery,
  data: ReferenceData,
  view: Readonly<Record<string, string | undefined>> = {},
): Clause[] {
  const clauses: Clause[] = [];
  const filter = (
    key: string,
    comparator: FilterClause['comparator'],
    texts: string[],
    negated = false,
  ) => clauses.push({ kind: 'filter', key, negated, comparator, values: texts });
  for (const [key, spec] of Object.entries(LISTS)) {
    const value = values[spec.parameter] as
      | { op: string; values?: string[]; value?: string }
      | undefined;
    if (!value) continue;
    const list = candidates[spec.list](data);
    const shown = key === 'country' || key === 'continent' || key === 'theme' || key === 'tag';
    const texts = (value.values ?? [value.value!]).map((one) => (shown ? one : nameOf(list, one)));
    filter(key, ':', texts, value.op === 'nin' || value.op === 'neq');
  }
  const impact = values.impact;
  if (impact) {
    if ('from' in impact)
      filter('impact', ':', [`${impact.from}..${impact.to}`], impact.op === 'nbt');
    else if (impact.op === 'eq' || impact.op === 'neq')
      filter('impact', ':', [String(impact.value)], impact.op === 'neq');
    else if ('value' in impact) {
      const comparator = ({ gte: '>=', gt: '>', lte: '<=', lt: '<' } as const)[impact.op as 'gte'];
      filter('impact', comparator, [String(impact.value)]);
    }
  }
  if (values.ongoing)
    clauses.push({
      kind: 'word',
      negated: false,
      text: values.ongoing.value ? 'ongoing' : 'ended',
    });
  for (const [key, spec] of Object.entries(TIMES)) {
    const period = spec.period ? values[spec.period] : undefined;
    if (period && 'value' in period) {
      const last = isoToLast(period.value);
      filter(key, ':', [last ? printLast(last) : period.value]);
    }
    const at = values[spec.at] as
      | { op: string; value?: number; from?: number; to?: number }
      | undefined;
    if (!at) continue;
    if (at.op === 'bt' || at.op === 'nbt') {
      filter(key, ':', [`${printDate(at.from!)}..${printDate(at.to!, true)}`], at.op === 'nbt');
    } else if (at.op === 'gte') filter(key, '>=', [printDate(at.value!)]);
    else if (at.op === 'lte') filter(key, '<=', [printDate(at.value!, true)]);
    else if (at.op === 'gt') filter(key, '>', [printDate(at.value!, true)]);
    else if (at.op === 'lt') filter(key, '<', [printDate(at.value!)]);
    else if (at.op === 'eq')
      filter(key, ':', [`${printDate(at.value!)}..${printDate(at.value!, true)}`]);
  }
  if (values.near) {
    const { mapId, km } = values.near.value;
    const from = view[NEAR_INCIDENT_PARAMETER] ?? mapId;
    filter('near', ':', [`${from} ${km}km`], values.near.op === 'nin');
  }
  // A saved area is written by name while the address's polygon is still that area's; a
  // drawn one has no name to write, and is left to the map.
  const areaId = view[AREA_ID_PARAMETER];
  const area = areaId ? data.areas?.find((one) => one.id === areaId) : undefined;
  if (values.area && area && sameRings(area.polygon, values.area.value)) {
    filter('area', ':', [area.name], values.area.op === 'nin');
  }
  if (values.sort && values.sort.length > 0) {
    const names = Object.fromEntries(
      Object.entries(SORT_NAMES).map(([name, property]) => [property, name]),
    );
    filter(
      'sort',
      ':',
      values.sort.map((key) => `${key.direction === 'desc' ? '-' : ''}${names[key.property]!}`),
    );
  }
  if (values.search) {
    for (const word of values.search.split(/\s+/).filter(Boolean)) {
      clauses.push({ kind: 'word', negated: false, text: word });
    }
  }
  return clauses;
}

import {
  CASUALTY_KEYS,
  type Casualties,
  type InvolvedParty,
  type Person,
} from '../../../contract/resources/incident-parts.ts';
import type { NamedReference } from '../../../contract/resources/primitives.ts';
import type { TagReference } from '../../../contract/resources/reference.ts';
import type { Incident } from '../../../contract/resources/incident.ts';
import type { ThemeListItem } from '../../../contract/resources/theme.ts';
import type { GeneratedTheme } from '../dataset.ts';
import { formatAtOffset } from '../local-time.ts';
import type { Random } from '../random.ts';
import { THEMES } from '../vocabulary/reference.ts';

const DAY = 24 * 3600;
const WEEK = 7 * DAY;
/** Weeks of history in `trendHistory` (its element fields are the service's choice: spec 2.13). */
const TREND_WEEKS = 12;

export interface ThemeSeed {
  id: string;
  number: number;
  spec: (typeof THEMES)[number];
  analyst: Person;
}

/** Theme ids and analysts, before incidents are drawn (incidents pick their themes from these). */
export function seedThemes(random: Random, analysts: readonly Person[]): ThemeSeed[] {
  let number = 100;
  return THEMES.map((spec) => {
    number += random.int(1, 9);
    return { id: `TH-${number}`, number, spec, analyst: random.pick(analysts) };
  });
}

/** A theme's parties list shows at most this many, the first seen. */
const MAX_THEME_PARTIES = 12;

/** What a theme's detail needs from the incidents that carry it, summed over some incidents. */
export interface ThemeAggregate {
  incidents: number;
  casualties: Casualties;
  /** Each first seen, in incident order (parties capped, which keeps merging exact). */
  sectors: NamedReference[];
  parties: InvolvedParty[];
  tags: TagReference[];
  /** Start times of the incidents, for the first/last dates and the weekly trend. */
  starts: number[];
}

const partyKey = (party: InvolvedParty) =>
  party.type === 'individual' ? party.individual.id : party.group.id;

function emptyAggregate(): ThemeAggregate {
  return {
    incidents: 0,
    casualties: Object.fromEntries(CASUALTY_KEYS.map((key) => [key, 0])) as Casualties,
    sectors: [],
    parties: [],
    tags: [],
    starts: [],
  };
}

/** Adds `items` not yet in `list` (by key), keeping at most `cap`. */
function addUnique<Item>(
  list: Item[],
  items: readonly Item[],
  key: (item: Item) => string,
  cap = Infinity,
) {
  for (const item of items) {
    if (list.length >= cap) return;
    if (!list.some((one) => key(one) === key(item))) list.push(item);
  }
}

function addToAggregate(into: ThemeAggregate, from: ThemeAggregate) {
  into.incidents += from.incidents;
  for (const key of CASUALTY_KEYS) into.casualties[key] += from.casualties[key];
  addUnique(into.sectors, from.sectors, (sector) => sector.id);
  addUnique(into.parties, from.parties, partyKey, MAX_THEME_PARTIES);
  addUnique(into.tags, from.tags, (tag) => tag.slug);
  into.starts.push(...from.starts);
}

/** Adds one incident (its `themes` still hold bare ids) to the sums of the themes it carries. */
export function addToThemeAggregates(aggregates: Map<string, ThemeAggregate>, incident: Incident) {
  for (const { id } of incident.themes) {
    let aggregate = aggregates.get(id);
    if (!aggregate) aggregates.set(id, (aggregate = emptyAggregate()));
    addToAggregate(aggregate, {
      incidents: 1,
      casualties: incident.casualties,
      sectors: incident.affectedSectors.map((affected) => affected.sector),
      parties: incident.involvedParties,
      tags: incident.tags,
      starts: [incident.startedAt.timestamp],
    });
  }
}

/** The aggregates of consecutive chunks, in chunk order. */
export function mergeThemeAggregates(
  chunks: readonly ReadonlyMap<string, ThemeAggregate>[],
): Map<string, ThemeAggregate> {
  const merged = new Map<string, ThemeAggregate>();
  for (const chunk of chunks) {
    for (const [id, aggregate] of chunk) {
      let into = merged.get(id);
      if (!into) merged.set(id, (into = emptyAggregate()));
      addToAggregate(into, aggregate);
    }
  }
  return merged;
}

/** Each theme's list item and detail form, from the sums of its incidents. */
export function buildThemes(
  random: Random,
  seeds: readonly ThemeSeed[],
  aggregates: ReadonlyMap<string, ThemeAggregate>,
  nowSeconds: number,
): GeneratedTheme[] {
  return seeds.map((seed) => {
    const own = aggregates.get(seed.id) ?? emptyAggregate();
    const { first } = startRange(own, nowSeconds);
    // Identified when the pattern became clear: a few days after its first incident.
    const identifiedAt = Math.min(nowSeconds, first + random.int(1, 14) * DAY + random.int(0, DAY));
    return themeForms(seed, own, nowSeconds, identifiedAt);
  });
}

/** The first and last start among a theme's incidents (a month ago, for a theme with none). */
function startRange(own: ThemeAggregate, nowSeconds: number) {
  // A loop, not Math.min(...starts): a large theme has more starts than call arguments allow.
  let first = own.starts.length > 0 ? Infinity : nowSeconds - 30 * DAY;
  let last = own.starts.length > 0 ? -Infinity : first;
  for (const start of own.starts) {
    first = Math.min(first, start);
    last = Math.max(last, start);
  }
  return { first, last };
}

/**
 * A theme's list item and detail form from the sums of its incidents, as of `nowSeconds`: at
 * start, and again whenever the live feed adds or revises one of its incidents.
 */
export function themeForms(
  seed: ThemeSeed,
  own: ThemeAggregate,
  nowSeconds: number,
  identifiedAt: number,
): GeneratedTheme {
  const casualtyTotal = CASUALTY_KEYS.reduce((sum, key) => sum + own.casualties[key], 0);
  const { first, last } = startRange(own, nowSeconds);
  const counts = {
    affectedSectors: own.sectors.length,
    casualties: casualtyTotal,
    incidents: own.incidents,
    involvedParties: own.parties.length,
    tags: own.tags.length,
  };
  const listItem: ThemeListItem = {
    id: seed.id,
    name: seed.spec.name,
    colour: seed.spec.colour.toUpperCase(),
    identifiedAt: formatAtOffset(identifiedAt, 0),
    counts,
    trendHistory: weeklyTrend(own.starts, nowSeconds),
  };
  return {
    listItem,
    detail: {
      id: seed.id,
      name: seed.spec.name,
      description: seed.spec.description,
      colour: listItem.colour,
      incidentDates: { firstAt: formatAtOffset(first, 0), lastAt: formatAtOffset(last, 0) },
      casualties: own.casualties,
      affectedSectors: own.sectors,
      involvedParties: own.parties,
      tags: own.tags,
      identifiedAt: listItem.identifiedAt,
      analyst: seed.analyst,
      counts,
    },
  };
}

/** Adds casualties that a revision reported to the sums of the incident's themes. */
export function addThemeCasualties(
  aggregates: Map<string, ThemeAggregate>,
  themeIds: readonly string[],
  added: Partial<Casualties>,
) {
  for (const id of themeIds) {
    const aggregate = aggregates.get(id);
    if (!aggregate) continue;
    for (const key of CASUALTY_KEYS) aggregate.casualties[key] += added[key] ?? 0;
  }
}

/** Puts the theme list items into the incidents that name the themes by id. */
export function fillIncidentThemes(incidents: Incident[], themes: readonly GeneratedTheme[]) {
  const listItems = new Map(themes.map((theme) => [theme.listItem.id, theme.listItem]));
  for (const incident of incidents) {
    incident.themes = incident.themes.map((theme) => listItems.get(theme.id)!);
  }
}

/** Incidents started in each of the last weeks, oldest first: what a sparkline draws. */
function weeklyTrend(starts: readonly number[], nowSeconds: number) {
  // Weeks end at the coming UTC midnight, so buckets read as whole days.
  const end = Math.ceil(nowSeconds / DAY) * DAY;
  const weekStart = (index: number) => end - (TREND_WEEKS - index) * WEEK;
  return Array.from({ length: TREND_WEEKS }, (_, index) => {
    const from = weekStart(index);
    return {
      periodStart: formatAtOffset(from, 0),
      periodEnd: formatAtOffset(from + WEEK, 0),
      incidents: starts.filter((start) => start >= from && start < from + WEEK).length,
    };
  });
}

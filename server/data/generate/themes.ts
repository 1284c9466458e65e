import {
  CASUALTY_KEYS,
  type Casualties,
  type InvolvedParty,
  type Person,
} from '../../../contract/resources/incident-parts.ts';
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

/**
 * Completes each theme from the incidents that reference it (counts, casualties, parties,
 * sectors, tags, dates, weekly trend) and puts the theme list items into those incidents.
 */
export function assembleThemes(
  random: Random,
  seeds: readonly ThemeSeed[],
  incidents: Incident[],
  nowSeconds: number,
): GeneratedTheme[] {
  const members = new Map<string, Incident[]>(seeds.map((seed) => [seed.id, []]));
  for (const incident of incidents) {
    for (const { id } of incident.themes) members.get(id)?.push(incident);
  }

  const themes = seeds.map((seed) => {
    const own = members.get(seed.id)!;
    const casualties = Object.fromEntries(
      CASUALTY_KEYS.map((key) => [key, own.reduce((sum, one) => sum + one.casualties[key], 0)]),
    ) as Casualties;
    const casualtyTotal = CASUALTY_KEYS.reduce((sum, key) => sum + casualties[key], 0);
    const sectors = unique(
      own.flatMap((one) => one.affectedSectors.map((a) => a.sector)),
      (sector) => sector.id,
    );
    const parties = uniqueParties(own.flatMap((one) => one.involvedParties)).slice(0, 12);
    const tags = unique(
      own.flatMap((one) => one.tags),
      (tag) => tag.slug,
    );
    const starts = own.map((one) => one.startedAt.timestamp);
    const first = starts.length > 0 ? Math.min(...starts) : nowSeconds - 30 * DAY;
    const last = starts.length > 0 ? Math.max(...starts) : first;
    // Identified when the pattern became clear: a few days after its first incident.
    const identifiedAt = Math.min(nowSeconds, first + random.int(1, 14) * DAY + random.int(0, DAY));
    const counts = {
      affectedSectors: sectors.length,
      casualties: casualtyTotal,
      incidents: own.length,
      involvedParties: parties.length,
      tags: tags.length,
    };
    const listItem: ThemeListItem = {
      id: seed.id,
      name: seed.spec.name,
      colour: seed.spec.colour.toUpperCase(),
      identifiedAt: formatAtOffset(identifiedAt, 0),
      counts,
      trendHistory: weeklyTrend(starts, nowSeconds),
    };
    return {
      listItem,
      detail: {
        id: seed.id,
        name: seed.spec.name,
        description: seed.spec.description,
        colour: listItem.colour,
        incidentDates: { firstAt: formatAtOffset(first, 0), lastAt: formatAtOffset(last, 0) },
        casualties,
        affectedSectors: sectors,
        involvedParties: parties,
        tags,
        identifiedAt: listItem.identifiedAt,
        analyst: seed.analyst,
        counts,
      },
    };
  });

  const listItems = new Map(themes.map((theme) => [theme.listItem.id, theme.listItem]));
  for (const incident of incidents) {
    incident.themes = incident.themes.map((theme) => listItems.get(theme.id)!);
  }
  return themes;
}

/** Incidents started in each of the last weeks, oldest first: what a sparkline draws. */
function weeklyTrend(starts: readonly number[], nowSeconds: number) {
  const weekStart = (index: number) => nowSeconds - (TREND_WEEKS - index) * WEEK;
  return Array.from({ length: TREND_WEEKS }, (_, index) => {
    const from = weekStart(index);
    return {
      periodStart: formatAtOffset(from, 0),
      periodEnd: formatAtOffset(from + WEEK, 0),
      incidents: starts.filter((start) => start >= from && start < from + WEEK).length,
    };
  });
}

function unique<Item>(items: readonly Item[], key: (item: Item) => string): Item[] {
  const seen = new Map<string, Item>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}

/** One entry per group or individual, the first involvement seen. */
function uniqueParties(parties: readonly InvolvedParty[]): InvolvedParty[] {
  return unique(parties, (party) =>
    party.type === 'individual' ? party.individual.id : party.group.id,
  );
}

import type { NewsItem } from '../../../contract/resources/news.ts';
import { NEWS_MAX_WINDOW_SECONDS } from '../../../contract/filters/news.ts';
import { CASUALTY_KEYS, type Casualties } from '../../../contract/resources/incident-parts.ts';
import type { CountryRecord, Place } from '../geography.ts';
import type { Random } from '../random.ts';
import { profileOf } from '../vocabulary/country-profiles.ts';
import { writeIncidentNews } from '../vocabulary/incident-text.ts';
import {
  keywordsOf,
  NEWS_SITUATION,
  subTaxonomyFits,
  writeNewsItem,
} from '../vocabulary/news-text.ts';
import type { PlannedIncident } from './incidents.ts';
import type { ReferenceData } from './reference.ts';
import { newsSourceWeight } from './relevance.ts';

const MINUTE = 60;
const DAY = 24 * 3600;

/** Where the news is about: the same hot spots as incidents, plus the big news markets. */
const NEWS_WEIGHTS: Record<string, number> = {
  USA: 30,
  GBR: 14,
  UKR: 18,
  RUS: 12,
  CHN: 12,
  ISR: 10,
  PSE: 8,
  IND: 10,
  FRA: 8,
  DEU: 8,
  NGA: 6,
  BRA: 6,
  MEX: 6,
  PAK: 5,
  IRN: 6,
  SYR: 5,
  YEM: 4,
  SDN: 4,
  TUR: 5,
  JPN: 5,
};

/** The taxonomy and sub-taxonomy a news item about an incident of this category and type has. */
function taxonomyOfIncident(category: string, type: string): [string, string] {
  switch (category) {
    case 'Indirect Weapons':
      return ['Conflict', 'Airstrikes and Shelling'];
    case 'Direct Weapons':
      return ['Conflict', 'Armed Clashes'];
    case 'Explosives':
    case 'Terrorism':
      if (type === 'Kidnapping') return ['Terrorism', 'Kidnapping'];
      if (type === 'Terror Plot Disrupted') return ['Terrorism', 'Counter-Terrorism'];
      return ['Terrorism', 'Terrorist Attacks'];
    case 'Civil Unrest':
      if (type === 'Riot') return ['Civil Unrest', 'Riots'];
      if (type === 'Strike Action') return ['Civil Unrest', 'Labour Strikes'];
      return ['Civil Unrest', 'Protests'];
    case 'Crime':
      if (type === 'Drug Seizure') return ['Crime', 'Drug Trafficking'];
      if (type === 'Cargo Theft' || type === 'Gang Violence') return ['Crime', 'Organised Crime'];
      return ['Crime', 'Violent Crime'];
    case 'Cyber':
      if (type === 'Ransomware') return ['Cyber', 'Ransomware Attacks'];
      if (type === 'Data Breach') return ['Cyber', 'Data Breaches'];
      if (type === 'DDoS Attack') return ['Cyber', 'Hacktivism'];
      return ['Cyber', 'State-Sponsored Hacking'];
    case 'Natural Hazards':
      if (type === 'Earthquake') return ['Natural Hazards', 'Earthquakes'];
      if (type === 'Wildfire') return ['Natural Hazards', 'Wildfires'];
      if (type === 'Tropical Cyclone') return ['Natural Hazards', 'Storms'];
      if (type === 'Disease Outbreak') return ['Health', 'Disease Outbreaks'];
      return ['Natural Hazards', 'Floods'];
    case 'Maritime':
      return ['Transport and Infrastructure', 'Maritime Security'];
    case 'Aviation':
      return ['Transport and Infrastructure', 'Aviation Disruption'];
    default:
      if (type === 'Military Operation') return ['Conflict', 'Military Deployments'];
      return ['Terrorism', 'Counter-Terrorism'];
  }
}

/** The NEWS_SITUATION bits of a country: what news its situation makes plausible. */
export function newsSituationOf(code: string, continent: string): number {
  const profile = profileOf(code, continent);
  const has = (type: string) => (profile.types[type] ?? 0) > 0;
  return (
    (profile.conflict === 'war' || profile.conflict === 'insurgency'
      ? NEWS_SITUATION.conflict
      : 0) |
    (profile.coupProne ? NEWS_SITUATION.coup : 0) |
    (profile.humanitarianCrisis ? NEWS_SITUATION.humanitarianCrisis : 0) |
    (has('Kidnapping') ? NEWS_SITUATION.kidnapping : 0) |
    (has('Earthquake') ? NEWS_SITUATION.earthquakes : 0) |
    (has('Flooding') ? NEWS_SITUATION.floods : 0) |
    (has('Tropical Cyclone') ? NEWS_SITUATION.storms : 0) |
    (has('Wildfire') ? NEWS_SITUATION.wildfires : 0) |
    (has('Disease Outbreak') ? NEWS_SITUATION.outbreaks : 0) |
    (has('Wildfire') ? NEWS_SITUATION.heat : 0) |
    (profile.conflict !== 'none' || profile.volume >= 2 || has('GNSS Interference')
      ? NEWS_SITUATION.militaryPosture
      : 0) |
    (profile.underSanctions ? NEWS_SITUATION.underSanctions : 0) |
    (profile.holdsElections ? NEWS_SITUATION.elections : 0) |
    (profile.conflict !== 'none' || has('Terror Plot Disrupted') || has('Counter-Terrorism Raid')
      ? NEWS_SITUATION.terrorismThreat
      : 0)
  );
}

/** An incident as news links to it: its id, when it started, where and what it was. */
export type NewsworthyIncident = Pick<
  PlannedIncident,
  'id' | 'startedAt' | 'endedAt' | 'isOngoing' | 'country' | 'place' | 'type'
>;

export interface NewsPools {
  countries: readonly CountryRecord[];
  placesByCountry: ReadonlyMap<string, readonly Place[]>;
  reference: ReferenceData;
  /** Incidents to link news to, in any order. */
  incidents: readonly NewsworthyIncident[];
}

/** Share of news items that report an incident of the data set. */
const INCIDENT_NEWS_SHARE = 0.1;

/**
 * `count` news items published across the last three months before `now` (so every window the
 * API allows has items, the default last 24 hours included); about one in ten reports an
 * incident, in its country, place and terms, soon after it started.
 */
export function* drawNews(
  random: Random,
  count: number,
  nowSeconds: number,
  pools: NewsPools,
): Generator<NewsItem> {
  const earliest = nowSeconds - NEWS_MAX_WINDOW_SECONDS + DAY;
  const draw = createNewsDrawer(random, pools);
  // Incidents by start time, to link news to something that had already happened.
  const incidents = [...pools.incidents].sort((a, b) => a.startedAt - b.startedAt);
  for (let drawn = 0; drawn < count; drawn++) {
    const publishedAt = Math.floor(random.float(earliest, nowSeconds - MINUTE));
    const incident = random.chance(INCIDENT_NEWS_SHARE)
      ? incidentBefore(random, incidents, publishedAt)
      : null;
    yield draw(publishedAt, nowSeconds, incident);
  }
}

/**
 * Draws one news item at a time: about `incident` when one is given (published at the given
 * instant), otherwise a story that fits a country drawn by news interest.
 */
export function createNewsDrawer(random: Random, pools: NewsPools) {
  const { reference } = pools;
  const pickCountry = random.weightedPicker(
    pools.countries.map((country) => [country, NEWS_WEIGHTS[country.code] ?? 0.5] as const),
  );
  const situations = new Map(
    pools.countries.map((country) => [
      country.code,
      newsSituationOf(country.code, country.continent.code),
    ]),
  );
  const situationOf = (country: CountryRecord) => situations.get(country.code) ?? 0;
  const taxonomyByName = new Map(reference.taxonomies.map((taxonomy) => [taxonomy.name, taxonomy]));

  // Per situation: the taxonomies with a story that fits, each with its fitting sub-taxonomies.
  const fittingTaxonomies = new Map<number, () => FittingTaxonomy>();
  const taxonomyFor = (situation: number) => {
    let picker = fittingTaxonomies.get(situation);
    if (!picker) {
      const fitting = reference.taxonomies
        .map((taxonomy) => ({
          taxonomy,
          subs: taxonomy.subTaxonomies.filter((sub) =>
            subTaxonomyFits(taxonomy.name, sub.name, situation),
          ),
        }))
        .filter((one) => one.subs.length > 0);
      // Where there is fighting, it dominates the news.
      picker = random.weightedPicker(
        fitting.map(
          (one) =>
            [
              one,
              one.taxonomy.name === 'Conflict' && (situation & NEWS_SITUATION.conflict) !== 0
                ? 3
                : 1,
            ] as const,
        ),
      );
      fittingTaxonomies.set(situation, picker);
    }
    return picker();
  };

  const pickers = new Map<string, () => ReferenceData['sources'][number]>();
  const sourceFor = (country: string) => {
    let picker = pickers.get(country);
    if (!picker) {
      picker = random.weightedPicker(
        reference.sources
          .map((source) => [source, newsSourceWeight(source.name, country)] as const)
          .filter(([, weight]) => weight > 0),
      );
      pickers.set(country, picker);
    }
    return picker;
  };
  const score = () => Math.round(random.float(0.35, 0.99) * 1000) / 1000;

  /** A story's text, taxonomy and countries for an item drawn by news interest. */
  function ordinaryStory() {
    const first = pickCountry();
    const situation = situationOf(first);
    const { taxonomy, subs } = taxonomyFor(situation);
    const subTaxonomies = random.sample(
      subs,
      random.weighted([
        [0, 2],
        [1, 5],
        [2, 2],
      ] as const),
    );
    // Other countries named by the item share the story: they must be able to carry it too.
    const others = Array.from({ length: 2 }, pickCountry).filter(
      (other) => other.code !== first.code && (situation & ~situationOf(other)) === 0,
    );
    const countries = [
      first,
      ...random.sample(
        others,
        random.weighted([
          [0, 6],
          [1, 2],
          [2, 1],
        ] as const),
      ),
    ].filter((country, index, all) => all.findIndex((one) => one.code === country.code) === index);
    const places = pools.placesByCountry.get(first.code) ?? [];
    const industries = random.sample(
      reference.industries,
      random.weighted([
        [0, 3],
        [1, 4],
        [2, 2],
      ] as const),
    );
    const text = writeNewsItem(random, {
      taxonomy: taxonomy.name,
      subTaxonomies: subTaxonomies.map((sub) => sub.name),
      countries: countries.map((country) => country.name),
      city: places.length > 0 && random.chance(0.6) ? random.pick(places).name : null,
      industries: industries.map((industry) => industry.name),
      situation,
    });
    return { text, taxonomy, subTaxonomies, countries, industries };
  }

  /** The same for an item that reports an incident: its country, place, type and terms. */
  function incidentStory(incident: NewsworthyIncident) {
    const [taxonomyName, subName] = taxonomyOfIncident(
      incident.type.category.name,
      incident.type.name,
    );
    const taxonomy = taxonomyByName.get(taxonomyName) ?? reference.taxonomies[0]!;
    const sub = taxonomy.subTaxonomies.find((one) => one.name === subName);
    const { title, summary } = writeIncidentNews(random, {
      category: incident.type.category.name,
      type: incident.type.name,
      place: {
        city: incident.place.name,
        province: incident.place.province,
        country: incident.country.name,
      },
      casualties: NO_CASUALTIES,
      parties: [],
      sectors: [],
      impact: -1,
      isOngoing: incident.isOngoing,
      durationHours: (incident.endedAt - incident.startedAt) / 3600,
    });
    const countries = [incident.country];
    const keywords = keywordsOf(random, title, summary, {
      countries: [incident.country.name],
      city: incident.place.name,
    });
    return {
      text: { title, summary, keywords },
      taxonomy,
      subTaxonomies: sub ? [sub] : [],
      countries,
      industries: [],
    };
  }

  return (publishedAt: number, nowSeconds: number, incident: NewsworthyIncident | null) => {
    const { text, taxonomy, subTaxonomies, countries, industries } = incident
      ? incidentStory(incident)
      : ordinaryStory();
    const source = sourceFor(countries[0]!.code)();
    const createdAt = Math.min(nowSeconds, publishedAt + random.int(MINUTE, 30 * MINUTE));
    const updatedAt = Math.min(
      nowSeconds,
      createdAt + (random.chance(0.3) ? random.int(MINUTE, DAY) : 0),
    );
    const item: NewsItem = {
      id: random.uuid(),
      title: text.title,
      summary: text.summary,
      permalink: `https://www.${source.domain}/${slugOf(text.title)}-${random.int(100_000, 999_999)}`,
      taxonomy: { id: taxonomy.id, score: score() },
      subTaxonomies: subTaxonomies.map((sub) => ({ id: sub.id, score: score() })),
      industries,
      countries: countries.map((country) => ({ code: country.code, name: country.name })),
      keywords: text.keywords,
      incidentId: incident?.id ?? null,
      publishedAt,
      createdAt,
      updatedAt,
    };
    return item;
  };
}

interface FittingTaxonomy {
  taxonomy: ReferenceData['taxonomies'][number];
  subs: ReferenceData['taxonomies'][number]['subTaxonomies'];
}

const NO_CASUALTIES = Object.fromEntries(CASUALTY_KEYS.map((key) => [key, 0])) as Casualties;

/** One of the incidents that started in the day before `instant`, or null when none did. */
function incidentBefore<Incident extends { startedAt: number }>(
  random: Random,
  incidents: readonly Incident[],
  instant: number,
): Incident | null {
  let high = incidents.length;
  let low = 0;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (incidents[middle]!.startedAt <= instant) low = middle + 1;
    else high = middle;
  }
  const candidates = [];
  for (let index = low - 1; index >= 0 && candidates.length < 20; index--) {
    const incident = incidents[index]!;
    if (incident.startedAt < instant - DAY) break;
    candidates.push(incident);
  }
  return candidates.length > 0 ? random.pick(candidates) : null;
}

function slugOf(title: string): string {
  return (
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'story'
  );
}

import type { IncidentRow } from '../../db/incident-rows.ts';
import { incidentRow } from '../../db/incident-rows.ts';
import type { IncidentTables } from '../../db/load.ts';
import type { Dataset, IncidentData, NewsData, NewsSource } from '../dataset.ts';
import { loadCountries, loadPlaces, type Place } from '../geography.ts';
import { createRandom } from '../random.ts';
import { drawIncidents, type PlannedIncident } from './incidents.ts';
import { createSettingDrawer } from './settings.ts';
import { memoiseByPair, memoiseLatest } from './memo.ts';
import { generateTimelines, HISTORY_SECONDS } from './timelines.ts';
import { drawNews } from './news.ts';
import { generatePeople } from './people.ts';
import { generateReferenceData } from './reference.ts';
import type { Incident } from '../../../contract/resources/incident.ts';
import {
  addToThemeAggregates,
  buildThemes,
  fillIncidentThemes,
  mergeThemeAggregates,
  seedThemes,
  type ThemeAggregate,
} from './themes.ts';

export interface GenerateOptions {
  seed: number;
  /** The service clock at start, in Unix seconds: every time in the data is placed before it. */
  nowSeconds: number;
  incidents: number;
  news: number;
}

/**
 * Incidents are drawn in chunks of this many, each from its own random stream, so any thread
 * can draw any chunk and the data does not depend on how the work was split.
 */
export const INCIDENT_CHUNK = 5_000;

export const incidentChunkCount = (options: GenerateOptions) =>
  Math.ceil(options.incidents / INCIDENT_CHUNK);

/**
 * What every part of the data set draws on: geography, reference data, people and themes.
 * Cheap and deterministic, so each thread builds its own.
 */
export const foundations = memoiseLatest(String, (seed: number) => {
  const countries = loadCountries();
  const placesByCountry = new Map<string, Place[]>();
  for (const place of loadPlaces()) {
    const list = placesByCountry.get(place.countryCode) ?? [];
    list.push(place);
    placesByCountry.set(place.countryCode, list);
  }
  const reference = generateReferenceData(createRandom(seed, 'reference'));
  const people = generatePeople(createRandom(seed, 'people'), reference.groups);
  const themeSeeds = seedThemes(createRandom(seed, 'themes'), people.analysts);
  const themesFor = memoiseByPair((categoryName: string, countryCode: string) =>
    themeSeeds.filter(
      (theme) =>
        theme.spec.categories.includes(categoryName) &&
        (theme.spec.countries.length === 0 || theme.spec.countries.includes(countryCode)),
    ),
  );
  return { countries, placesByCountry, reference, people, themeSeeds, themesFor };
});

/** Every incident's times, ids, place and type: cheap, so each thread plans them all. */
const plansOf = memoiseLatest(
  (options: GenerateOptions) => `${options.seed}/${options.nowSeconds}/${options.incidents}`,
  (options: GenerateOptions): PlannedIncident[] => {
    const timelines = generateTimelines(
      createRandom(options.seed, 'timelines'),
      options.incidents,
      options.nowSeconds,
    );
    const settingOf = createSettingDrawer(
      createRandom(options.seed, 'settings'),
      foundations(options.seed),
      { since: options.nowSeconds - HISTORY_SECONDS, until: options.nowSeconds },
    );
    return timelines.map(settingOf);
  },
);

/** Draws one chunk; each incident's `themes` hold bare ids until the themes are assembled. */
function drawChunk(options: GenerateOptions, chunk: number, use: (incident: Incident) => void) {
  const own = plansOf(options).slice(chunk * INCIDENT_CHUNK, (chunk + 1) * INCIDENT_CHUNK);
  drawIncidents(
    createRandom(options.seed, `incidents/${chunk}`),
    own,
    foundations(options.seed),
    use,
  );
}

/** What one chunk contributes: its rows, and its sums per theme and per tag. */
export interface IncidentChunk {
  rows: IncidentRow[];
  themes: Map<string, ThemeAggregate>;
  tagUses: Map<string, number>;
}

/** Folds incidents, one at a time, into their theme and tag sums. */
function chunkSums() {
  const themes = new Map<string, ThemeAggregate>();
  const tagUses = new Map<string, number>();
  return {
    themes,
    tagUses,
    add(incident: Incident) {
      addToThemeAggregates(themes, incident);
      for (const tag of incident.tags) tagUses.set(tag.slug, (tagUses.get(tag.slug) ?? 0) + 1);
    },
  };
}

/** Draws the given chunks and reduces them to rows: what a worker thread posts back. */
export function generateIncidentChunks(
  options: GenerateOptions,
  chunks: readonly number[],
): IncidentChunk[] {
  return chunks.map((chunk) => {
    const rows: IncidentRow[] = [];
    const sums = chunkSums();
    drawChunk(options, chunk, (incident) => {
      sums.add(incident);
      rows.push(incidentRow(incident));
    });
    return { rows, themes: sums.themes, tagUses: sums.tagUses };
  });
}

/** Reference lists, people and themes: everything of the incident API but the incidents. */
function incidentShell(
  options: GenerateOptions,
  themeSums: readonly ReadonlyMap<string, ThemeAggregate>[],
  tagSums: readonly ReadonlyMap<string, number>[],
) {
  const { countries, reference, people, themeSeeds } = foundations(options.seed);
  const themeAggregates = mergeThemeAggregates(themeSums);
  const themes = buildThemes(
    createRandom(options.seed, 'theme-details'),
    themeSeeds,
    themeAggregates,
    options.nowSeconds,
  );
  const uses = (slug: string) => tagSums.reduce((sum, tally) => sum + (tally.get(slug) ?? 0), 0);
  return {
    generatedAt: options.nowSeconds,
    countries: countries.map((country) => ({
      code: country.code,
      alpha2: country.alpha2,
      name: country.name,
      continent: country.continent,
      geometry: country.geometry,
      bbox: country.bbox,
    })),
    categories: reference.categories.map(({ weight: _weight, ...category }) => category),
    types: reference.types.map(({ weight: _weight, ...type }) => type),
    impactRatings: reference.impactRatings,
    sectors: reference.sectors,
    sourceMedia: reference.sourceMedia,
    sources: reference.sources.map((source) => ({ id: source.id, name: source.name })),
    tags: reference.tags.map((tag) => ({
      name: tag.name,
      slug: tag.slug,
      counts: { uses: uses(tag.slug) },
    })),
    themes,
    people: people.analysts,
    themeAggregates,
  };
}

/** The incident database's input from chunks drawn anywhere, given in chunk order. */
export function assembleIncidentTables(
  options: GenerateOptions,
  chunks: readonly IncidentChunk[],
): IncidentTables {
  return {
    ...incidentShell(
      options,
      chunks.map((chunk) => chunk.themes),
      chunks.map((chunk) => chunk.tagUses),
    ),
    rows: chunks.flatMap((chunk) => chunk.rows),
  };
}

/** Incidents (with their theme list items), themes and the reference lists, in this thread. */
export function generateIncidentData(options: GenerateOptions): IncidentData {
  const incidents: Incident[] = [];
  const sums = Array.from({ length: incidentChunkCount(options) }, (_, chunk) => {
    const sum = chunkSums();
    drawChunk(options, chunk, (incident) => {
      sum.add(incident);
      incidents.push(incident);
    });
    return sum;
  });
  const shell = incidentShell(
    options,
    sums.map((sum) => sum.themes),
    sums.map((sum) => sum.tagUses),
  );
  fillIncidentThemes(incidents, shell.themes);
  const { themeAggregates: _sums, ...data } = shell;
  return { ...data, incidents };
}

/** The incident database's input from data generated in this thread. */
export function incidentTablesOf(data: IncidentData): IncidentTables {
  const { incidents, ...shell } = data;
  const themeAggregates = new Map<string, ThemeAggregate>();
  for (const incident of incidents) addToThemeAggregates(themeAggregates, incident);
  return { ...shell, rows: incidents.map(incidentRow), themeAggregates };
}

/**
 * News items, drawn lazily, and the taxonomy tree; links to incidents come from the incident
 * timelines alone, so news never waits for incidents.
 */
export function drawNewsData(options: GenerateOptions): NewsSource {
  const { countries, placesByCountry, reference } = foundations(options.seed);
  const news = drawNews(createRandom(options.seed, 'news'), options.news, options.nowSeconds, {
    countries,
    placesByCountry,
    reference,
    incidents: plansOf(options),
  });
  return { taxonomies: reference.taxonomies, news };
}

/** News items and the taxonomy tree, as arrays. */
export function generateNewsData(options: GenerateOptions): NewsData {
  const { taxonomies, news } = drawNewsData(options);
  return { taxonomies, news: [...news] };
}

/**
 * The whole data set, deterministic for a seed and a clock. Each part draws from its own
 * random stream, so the number of news items does not change the incidents and vice versa.
 */
export function generateDataset(options: GenerateOptions): Dataset {
  return { ...generateIncidentData(options), ...generateNewsData(options) };
}

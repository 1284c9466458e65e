import type { Dataset } from '../dataset.ts';
import { loadCountries, loadPlaces, type Place } from '../geography.ts';
import { createRandom } from '../random.ts';
import { generateIncidents } from './incidents.ts';
import { generateNews } from './news.ts';
import { generatePeople } from './people.ts';
import { generateReferenceData } from './reference.ts';
import { assembleThemes, seedThemes } from './themes.ts';

export interface GenerateOptions {
  seed: number;
  /** The service clock at start, in Unix seconds: every time in the data is placed before it. */
  nowSeconds: number;
  incidents: number;
  news: number;
}

/**
 * The whole data set, deterministic for a seed and a clock. Each part draws from its own
 * random stream, so the number of news items does not change the incidents and vice versa.
 */
export function generateDataset(options: GenerateOptions): Dataset {
  const { seed, nowSeconds } = options;
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
  const themesByCategory = (categoryName: string, countryCode: string) =>
    themeSeeds.filter(
      (theme) =>
        theme.spec.categories.includes(categoryName) &&
        (theme.spec.countries.length === 0 || theme.spec.countries.includes(countryCode)),
    );

  const incidents = generateIncidents(
    createRandom(seed, 'incidents'),
    options.incidents,
    nowSeconds,
    {
      countries,
      placesByCountry,
      reference,
      people,
      themesFor: memoiseByKey(themesByCategory),
    },
  );
  const themes = assembleThemes(
    createRandom(seed, 'theme-details'),
    themeSeeds,
    incidents,
    nowSeconds,
  );
  const news = generateNews(createRandom(seed, 'news'), options.news, nowSeconds, {
    countries,
    placesByCountry,
    reference,
    incidents,
  });

  const tagUses = new Map<string, number>();
  for (const incident of incidents) {
    for (const tag of incident.tags) tagUses.set(tag.slug, (tagUses.get(tag.slug) ?? 0) + 1);
  }

  return {
    generatedAt: nowSeconds,
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
      counts: { uses: tagUses.get(tag.slug) ?? 0 },
    })),
    themes,
    incidents,
    taxonomies: reference.taxonomies,
    news,
    people: people.analysts,
  };
}

function memoiseByKey<Result>(
  compute: (a: string, b: string) => Result,
): (a: string, b: string) => Result {
  const cache = new Map<string, Result>();
  return (a, b) => {
    const key = `${a}\u0000${b}`;
    let result = cache.get(key);
    if (result === undefined) {
      result = compute(a, b);
      cache.set(key, result);
    }
    return result;
  };
}

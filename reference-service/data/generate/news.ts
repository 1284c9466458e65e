import type { NewsItem } from '../../../contract/resources/news.ts';
import { NEWS_MAX_WINDOW_SECONDS } from '../../../contract/filters/news.ts';
import type { CountryRecord, Place } from '../geography.ts';
import type { Random } from '../random.ts';
import { writeNewsItem } from '../vocabulary/news-text.ts';
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

/**
 * `count` news items published across the last three months before `now` (so every window the
 * API allows has items, the default last 24 hours included); about one in ten links to an
 * incident that had started before it was published.
 */
export function* drawNews(
  random: Random,
  count: number,
  nowSeconds: number,
  pools: {
    countries: readonly CountryRecord[];
    placesByCountry: ReadonlyMap<string, readonly Place[]>;
    reference: ReferenceData;
    /** Incident ids and start times, to link news to incidents that had happened. */
    incidents: readonly { id: string; startedAt: number }[];
  },
): Generator<NewsItem> {
  const { reference } = pools;
  const pickCountry = random.weightedPicker(
    pools.countries.map((country) => [country, NEWS_WEIGHTS[country.code] ?? 0.5] as const),
  );
  // Incidents by start time, to link news to something that had already happened.
  const incidents = [...pools.incidents].sort((a, b) => a.startedAt - b.startedAt);
  const earliest = nowSeconds - NEWS_MAX_WINDOW_SECONDS + DAY;

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

  // Yielded one at a time: a loader that stores each item at once lets it die young.
  for (let drawn = 0; drawn < count; drawn++) {
    const publishedAt = Math.floor(random.float(earliest, nowSeconds - MINUTE));
    const taxonomy = random.pick(reference.taxonomies);
    const subTaxonomies = random.sample(
      taxonomy.subTaxonomies,
      random.weighted([
        [0, 2],
        [1, 5],
        [2, 2],
      ] as const),
    );
    const countries = random
      .sample(
        Array.from({ length: 3 }, pickCountry),
        random.weighted([
          [1, 6],
          [2, 2],
          [3, 1],
        ] as const),
      )
      .filter((country, index, all) => all.findIndex((one) => one.code === country.code) === index);
    const places = pools.placesByCountry.get(countries[0]!.code) ?? [];
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
    });
    const source = sourceFor(countries[0]!.code)();
    const createdAt = Math.min(nowSeconds, publishedAt + random.int(MINUTE, 30 * MINUTE));
    const updatedAt = Math.min(
      nowSeconds,
      createdAt + (random.chance(0.3) ? random.int(MINUTE, DAY) : 0),
    );
    const score = () => Math.round(random.float(0.35, 0.99) * 1000) / 1000;
    yield {
      id: random.uuid(),
      title: text.title,
      summary: text.summary,
      permalink: `https://www.${source.domain}/${slugOf(text.title)}-${random.int(100_000, 999_999)}`,
      taxonomy: { id: taxonomy.id, score: score() },
      subTaxonomies: subTaxonomies.map((sub) => ({ id: sub.id, score: score() })),
      industries,
      countries: countries.map((country) => ({ code: country.code, name: country.name })),
      keywords: text.keywords,
      incidentId: random.chance(0.1) ? incidentBefore(random, incidents, publishedAt) : null,
      publishedAt,
      createdAt,
      updatedAt,
    };
  }
}

/** One of the incidents that started in the week before `instant`, or null when none did. */
function incidentBefore(
  random: Random,
  incidents: readonly { id: string; startedAt: number }[],
  instant: number,
): string | null {
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
    if (incident.startedAt < instant - 7 * DAY) break;
    candidates.push(incident);
  }
  return candidates.length > 0 ? random.pick(candidates).id : null;
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

import type { Context } from 'hono';
import type pg from 'pg';
import { z } from 'zod';
import {
  NO_COUNTRY_REGION,
  type WorldCategoryCount,
  type WorldPeriod,
  type WorldRegionCount,
  type WorldSummary,
  type WorldTaxonomyCount,
  type WorldTopIncident,
} from '../../../contract/resources/world.ts';
import type { ServerDeps } from '../../deps.ts';
import {
  fetchIncidentPagesAs,
  PointIncident,
  type VendorResult,
} from '../sites/vendor-incidents.ts';
import type { WorkspaceUser } from '../workspace-user.ts';
import { fetchNewsPeriod, type NewsPeriod } from './news-periods.ts';
import {
  continentsByCountry,
  mainTaxonomies,
  type ContinentsByCountry,
  type MainTaxonomies,
} from './reference-lists.ts';

/**
 * The home page's "last 24 hours in the world": the day's incidents and news beside the same
 * day a week earlier. Both periods of both APIs and the two reference lists are read at once;
 * the answer is kept a minute per user, as the Sites page's scan is.
 */

const DAY_SECONDS = 24 * 3600;
const WEEK_SECONDS = 7 * DAY_SECONDS;
/** A minute old is fresh enough for a summary, and spares the vendor a read per home visit. */
export const SUMMARY_TTL_MS = 60_000;
/** 10 pages of 1,000 incidents per day; beyond it the summary says it is truncated. */
export const MAX_INCIDENT_PAGES = 10;
const TOP_INCIDENTS = 10;
/** Impact 4 (Major) and 5 (Extreme), spec 2.6. */
const TOP_MIN_IMPACT = 4;
const MAX_CACHED_SUMMARIES = 500;

const WorldIncident = PointIncident.extend({
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type WorldIncident = z.infer<typeof WorldIncident>;

interface Kept {
  at: number;
  summary: Promise<VendorResult<WorldSummary>>;
}

const summariesByDatabase = new WeakMap<pg.Pool, Map<string, Kept>>();

export function worldSummary(
  deps: ServerDeps,
  c: Context,
  user: WorkspaceUser,
): Promise<VendorResult<WorldSummary>> {
  let kept = summariesByDatabase.get(deps.db);
  if (!kept) {
    kept = new Map();
    summariesByDatabase.set(deps.db, kept);
  }
  const now = deps.now();
  const cached = kept.get(user.email);
  if (cached && now.getTime() - cached.at < SUMMARY_TTL_MS) return cached.summary;

  const entry: Kept = { at: now.getTime(), summary: readSummary(deps, c, now) };
  if (kept.size >= MAX_CACHED_SUMMARIES) kept.delete(kept.keys().next().value!);
  kept.set(user.email, entry);
  // A failure is not kept: the next request asks again.
  const summaries = kept;
  void entry.summary.then((result) => {
    if (!result.ok && summaries.get(user.email) === entry) summaries.delete(user.email);
  });
  return entry.summary;
}

function incidentsStartedIn(deps: ServerDeps, c: Context, period: WorldPeriod, now: number) {
  return fetchIncidentPagesAs(
    deps,
    c,
    {
      // Both ends included (contract/filters/incidents.ts); one parameter each.
      startedAt: `bt:${period.from};${period.until}`,
      // Only what was reported by now: incidents arriving while the pages are read cannot shift them.
      reportedAt: `lte:${now}`,
      sort: 'startedAt:desc',
    },
    MAX_INCIDENT_PAGES,
    WorldIncident,
  );
}

async function readSummary(
  deps: ServerDeps,
  c: Context,
  at: Date,
): Promise<VendorResult<WorldSummary>> {
  const until = Math.floor(at.getTime() / 1000);
  const period = { from: until - DAY_SECONDS, until };
  const previous = { from: period.from - WEEK_SECONDS, until: period.until - WEEK_SECONDS };
  const [incidents, earlierIncidents, news, earlierNews, continents, taxonomies] =
    await Promise.all([
      incidentsStartedIn(deps, c, period, until),
      incidentsStartedIn(deps, c, previous, until),
      fetchNewsPeriod(deps, c, period),
      fetchNewsPeriod(deps, c, previous),
      continentsByCountry(deps, c),
      mainTaxonomies(deps, c),
    ]);
  // The incident API's failure first, then the news API's: the same request, the same answer.
  if (!incidents.ok) return incidents;
  if (!earlierIncidents.ok) return earlierIncidents;
  if (!continents.ok) return continents;
  if (!news.ok) return news;
  if (!earlierNews.ok) return earlierNews;
  if (!taxonomies.ok) return taxonomies;
  return {
    ok: true,
    value: summarise({
      computedAt: at,
      period,
      previous,
      incidents: incidents.value.incidents,
      earlierIncidents: earlierIncidents.value.incidents,
      news: news.value,
      earlierNews: earlierNews.value,
      continents: continents.value,
      taxonomies: taxonomies.value,
      truncated:
        incidents.value.truncated ||
        earlierIncidents.value.truncated ||
        news.value.truncated ||
        earlierNews.value.truncated,
    }),
  };
}

interface Counted {
  count: number;
  previousCount: number;
}

/** Counts per key in both periods, keeping the first description seen of each key. */
class Tally<Description extends { name: string }> {
  private readonly entries = new Map<string, Description & Counted>();

  add(key: string, description: Description, inPeriod: boolean) {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { ...description, count: 0, previousCount: 0 };
      this.entries.set(key, entry);
    }
    if (inPeriod) entry.count += 1;
    else entry.previousCount += 1;
  }

  /** Most in the period first; then most a week earlier, then by name. */
  sorted(): (Description & Counted)[] {
    return [...this.entries.values()].sort(
      (a, b) =>
        b.count - a.count || b.previousCount - a.previousCount || a.name.localeCompare(b.name),
    );
  }
}

export interface SummaryInputs {
  computedAt: Date;
  period: WorldPeriod;
  previous: WorldPeriod;
  incidents: readonly WorldIncident[];
  earlierIncidents: readonly WorldIncident[];
  news: NewsPeriod;
  earlierNews: NewsPeriod;
  continents: ContinentsByCountry;
  taxonomies: MainTaxonomies;
  truncated: boolean;
}

/** The answer from what was read; exported for the tests. */
export function summarise(inputs: SummaryInputs): WorldSummary {
  const categories = new Tally<Omit<WorldCategoryCount, keyof Counted>>();
  const regions = new Tally<Omit<WorldRegionCount, keyof Counted>>();
  const countIncidents = (incidents: readonly WorldIncident[], inPeriod: boolean) => {
    for (const incident of incidents) {
      const { id, name, colour } = incident.category;
      categories.add(id, { id, name, colour }, inPeriod);
      const touched = new Map<string, string>();
      for (const country of incident.countries) {
        const continent = inputs.continents.get(country.code);
        if (continent) touched.set(continent.code, continent.name);
      }
      // A country the reference list does not know cannot be placed either.
      if (touched.size === 0) touched.set(NO_COUNTRY_REGION.code, NO_COUNTRY_REGION.name);
      for (const [code, name] of touched) regions.add(code, { code, name }, inPeriod);
    }
  };
  countIncidents(inputs.incidents, true);
  countIncidents(inputs.earlierIncidents, false);

  const taxonomies = new Tally<Omit<WorldTaxonomyCount, keyof Counted>>();
  const countNews = (news: NewsPeriod, inPeriod: boolean) => {
    for (const item of news.items) {
      // The item's own taxonomy decides; should it be unknown, its first known sub-taxonomy.
      const main =
        inputs.taxonomies.get(item.taxonomy.id) ??
        item.subTaxonomies.map((sub) => inputs.taxonomies.get(sub.id)).find(Boolean);
      const { id, name } = main ?? { id: item.taxonomy.id, name: 'Unknown taxonomy' };
      taxonomies.add(id, { id, name }, inPeriod);
    }
  };
  countNews(inputs.news, true);
  countNews(inputs.earlierNews, false);

  return {
    computedAt: inputs.computedAt.toISOString(),
    period: inputs.period,
    previous: inputs.previous,
    incidents: { count: inputs.incidents.length, previousCount: inputs.earlierIncidents.length },
    categories: categories.sorted(),
    regions: regions.sorted(),
    topIncidents: topIncidents(inputs.incidents),
    news: {
      count: inputs.news.total,
      previousCount: inputs.earlierNews.total,
      taxonomies: taxonomies.sorted(),
    },
    truncated: inputs.truncated,
  };
}

function topIncidents(incidents: readonly WorldIncident[]): WorldTopIncident[] {
  return incidents
    .filter((incident) => incident.impact.rating >= TOP_MIN_IMPACT)
    .sort(
      (a, b) =>
        b.impact.rating - a.impact.rating ||
        b.startedAt.timestamp - a.startedAt.timestamp ||
        a.id.localeCompare(b.id),
    )
    .slice(0, TOP_INCIDENTS)
    .map((incident) => ({
      id: incident.id,
      summary: incident.summary,
      impact: incident.impact.rating,
      impactLabel: incident.impact.shortDescription,
      category: incident.category,
      startedAt: incident.startedAt.timestamp,
      countries: incident.countries.map((country) => country.name),
      longitude: incident.location.longitude,
      latitude: incident.location.latitude,
    }));
}

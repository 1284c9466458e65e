import type { Context } from 'hono';
import type pg from 'pg';
import { z } from 'zod';
import {
  BRIEFING_NEWS_HEADLINES,
  BRIEFING_NEWS_TAXONOMIES,
  BRIEFING_SITE_INCIDENTS,
  BRIEFING_TOP_INCIDENTS,
  type BriefingCategoryCount,
  type BriefingContent,
  type BriefingIncident,
  type BriefingNewsTaxonomy,
  type BriefingPeriod,
  type BriefingSite,
} from '../../contract/resources/briefings.ts';
import {
  compileRadiusRule,
  effectiveRadiusKm,
  type CompiledRadiusRule,
  type RadiusRule,
} from '../../contract/sites/radius-rules.ts';
import type { ServerDeps } from '../deps.ts';
import { boxPolygon, reachBox } from '../workspace/sites/exposure.ts';
import { distanceKm } from '../workspace/sites/geodesy.ts';
import {
  fetchIncidentPagesAs,
  getVendorJson,
  PointIncident,
  refused,
  type VendorResult,
} from '../workspace/sites/vendor-incidents.ts';
import { mainTaxonomies } from '../workspace/world/reference-lists.ts';

/**
 * Computing a briefing (issue 27): the incidents that started in the period and match its source
 * (a saved search's explorer address, as the vendor reads it, and/or the chosen sites' radius
 * rules), the same for the period just before (the trend), and the news published in the period.
 * Reads are bounded (MAX_INCIDENT_PAGES pages of 1,000); what is computed is summarised (top N,
 * counts) and kept as it is: the stored content is never recomputed.
 */

export const MAX_INCIDENT_PAGES = 10;
/** One page of the news API (its largest): the counts beyond it come from its `total`. */
const NEWS_PAGE_LIMIT = 5000;
const LINE_MAX = 200;
const HOUR_SECONDS = 3600;

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

export interface BriefingParamsValue {
  title: string;
  savedSearchId: string | null;
  siteIds: string[];
  periodHours: number;
}

export interface SourceSite {
  id: string;
  name: string;
  longitude: number;
  latitude: number;
  rule: CompiledRadiusRule;
}

export interface BriefingSource {
  savedSearch: { id: string; name: string; filters: string } | null;
  sites: SourceSite[];
}

/** What a briefing names that is gone (deleted, or no longer visible to its owner). */
export interface MissingSource {
  field: string;
  kind: 'saved search' | 'site';
  name: string | null;
  deletedAt: Date | null;
}

/**
 * What the audit history remembers of an object purged after its undo window: its name and
 * when it was deleted.
 */
async function deletedFromAudit(
  db: Queryable,
  objectType: 'saved-search' | 'site',
  id: string,
): Promise<{ name: string | null; deletedAt: Date | null }> {
  const { rows } = await db.query<{ name: string | null; at: Date }>(
    `SELECT changes->>'name' AS name, at FROM audit_events
      WHERE object_type = $1 AND object_id = $2 AND action = 'deleted'
      ORDER BY at DESC, id DESC LIMIT 1`,
    [objectType, id.toLowerCase()],
  );
  return { name: rows[0]?.name ?? null, deletedAt: rows[0]?.at ?? null };
}

/**
 * The saved search and sites a briefing names, as `ownerEmail` may see them, or the first one
 * that is gone.
 */
export async function resolveSource(
  db: Queryable,
  params: BriefingParamsValue,
  ownerEmail: string,
): Promise<{ ok: true; source: BriefingSource } | { ok: false; missing: MissingSource }> {
  let savedSearch: BriefingSource['savedSearch'] = null;
  if (params.savedSearchId) {
    const { rows } = await db.query<{
      id: string;
      name: string;
      address: string;
      view: string;
      deleted_at: Date | null;
      visible: boolean;
    }>(
      `SELECT id, name, address, view, deleted_at,
              (visibility = 'team' OR owner_email = $2) AS visible
         FROM saved_searches WHERE id = $1`,
      [params.savedSearchId, ownerEmail],
    );
    const row = rows[0];
    if (!row || row.deleted_at || !row.visible || row.view !== 'incidents') {
      const gone = row
        ? { name: row.name, deletedAt: row.deleted_at }
        : await deletedFromAudit(db, 'saved-search', params.savedSearchId);
      return {
        ok: false,
        missing: { field: 'savedSearchId', kind: 'saved search', ...gone },
      };
    }
    savedSearch = { id: row.id, name: row.name, filters: row.address };
  }
  const sites: SourceSite[] = [];
  if (params.siteIds.length > 0) {
    const { rows } = await db.query<{
      id: string;
      name: string;
      longitude: number;
      latitude: number;
      radius: RadiusRule;
      deleted_at: Date | null;
      visible: boolean;
    }>(
      `SELECT id, name, longitude, latitude, radius, deleted_at,
              (visibility = 'team' OR owner_email = $2) AS visible
         FROM sites WHERE id = ANY($1::uuid[])`,
      [params.siteIds, ownerEmail],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const [index, id] of params.siteIds.entries()) {
      const row = byId.get(id.toLowerCase());
      if (!row || row.deleted_at || !row.visible) {
        const gone = row
          ? { name: row.name, deletedAt: row.deleted_at }
          : await deletedFromAudit(db, 'site', id);
        return { ok: false, missing: { field: `siteIds.${index}`, kind: 'site', ...gone } };
      }
      sites.push({
        id: row.id,
        name: row.name,
        longitude: row.longitude,
        latitude: row.latitude,
        rule: compileRadiusRule(row.radius),
      });
    }
  }
  return { ok: true, source: { savedSearch, sites } };
}

/** The schedule's stopped reason: "The saved search “X” was deleted on 29 Nov 2026." */
export function missingReason(missing: MissingSource): string {
  const named = missing.name ? `The ${missing.kind} “${missing.name}”` : `A ${missing.kind}`;
  if (!missing.deletedAt)
    return `${named} of this briefing is no longer there or no longer shared.`;
  const day = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(missing.deletedAt);
  return `${named} was deleted on ${day}.`;
}

/** The explorer's own parameters, and those the briefing's period replaces. */
const NOT_PASSED = new Set([
  'sort',
  'page',
  'pageSize',
  'startedAt',
  'startedInPeriod',
  'reportedAt',
  'reportedInPeriod',
]);

/** The vendor query of a saved search's explorer address (`/incidents?impact=gte:3`). */
export function vendorFiltersOf(address: string): Record<string, string> {
  const query = address.includes('?') ? address.slice(address.indexOf('?') + 1) : '';
  const filters: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(query)) {
    if (!NOT_PASSED.has(name)) filters[name] = value;
  }
  return filters;
}

const BriefingIncidentRecord = PointIncident.extend({
  description: z.string().nullish(),
  countries: z.array(z.object({ code: z.string(), name: z.string() })).default([]),
});
type IncidentRecord = z.infer<typeof BriefingIncidentRecord>;

const NewsItem = z.object({
  id: z.string(),
  title: z.string(),
  permalink: z.string().default(''),
  publishedAt: z.number(),
  taxonomy: z.object({ id: z.string() }),
  subTaxonomies: z.array(z.object({ id: z.string() })).default([]),
});
type NewsItem = z.infer<typeof NewsItem>;

const NewsPage = z.object({
  data: z.object({
    news: z.array(z.unknown()),
    meta: z.object({ total: z.number().int() }),
  }),
});

async function readNews(
  deps: ServerDeps,
  c: Context,
  period: BriefingPeriod,
): Promise<VendorResult<{ total: number; items: NewsItem[] }>> {
  const query = new URLSearchParams({
    publishedAt: `bt:${period.from},${period.until}`,
    sort: 'publishedAt_desc',
    limit: String(NEWS_PAGE_LIMIT),
    page: '1',
  });
  const answer = await getVendorJson(deps, c, 'news', '/news', query);
  if (!answer.ok) return answer;
  const list = NewsPage.safeParse(answer.value.body);
  if (answer.value.status !== 200 || !list.success) {
    return { ok: false, failure: refused('The news service sent a list this server cannot read.') };
  }
  const items: NewsItem[] = [];
  for (const raw of list.data.data.news) {
    const item = NewsItem.safeParse(raw);
    if (item.success) items.push(item.data);
  }
  return { ok: true, value: { total: list.data.data.meta.total, items } };
}

interface Matched {
  incident: IncidentRecord;
  /** Per chosen site within its radius: the distance in km. */
  sites: Map<string, number>;
}

/** Whether each incident lies within a site's radius (when sites are chosen), and which. */
function matchSites(incidents: readonly IncidentRecord[], sites: readonly SourceSite[]): Matched[] {
  const matched: Matched[] = [];
  for (const incident of incidents) {
    const near = new Map<string, number>();
    for (const site of sites) {
      const km = distanceKm(
        incident.location.longitude,
        incident.location.latitude,
        site.longitude,
        site.latitude,
      );
      if (km > site.rule.maxKm) continue;
      if (km <= effectiveRadiusKm(site.rule, incident.category.name, incident.impact.rating)) {
        near.set(site.id, km);
      }
    }
    if (sites.length === 0 || near.size > 0) matched.push({ incident, sites: near });
  }
  return matched;
}

/** The first sentence of the description (or the summary), at most 200 characters. */
export function oneLine(incident: { summary: string; description?: string | null }): string {
  const text = (incident.description ?? '').replace(/\s+/g, ' ').trim() || incident.summary;
  const sentence = /^(.+?[.!?])(\s|$)/.exec(text)?.[1] ?? text;
  return sentence.length <= LINE_MAX ? sentence : `${sentence.slice(0, LINE_MAX - 1).trimEnd()}…`;
}

const byImpactThenNewest = (a: IncidentRecord, b: IncidentRecord) =>
  b.impact.rating - a.impact.rating ||
  b.startedAt.timestamp - a.startedAt.timestamp ||
  a.id.localeCompare(b.id);

const rounded = (km: number) => Math.round(km * 100) / 100;

/** The period of a briefing made at `at`: the last `periodHours`, and as long just before. */
export function periodsOf(at: Date, periodHours: number) {
  const until = Math.floor(at.getTime() / 1000);
  const length = periodHours * HOUR_SECONDS;
  const period = { from: until - length, until };
  const previous = { from: period.from - length, until: period.from - 1 };
  return { period, previous };
}

/** Reads what the briefing needs from both vendor APIs with the context's session, and sums it up. */
export async function computeBriefing(
  deps: ServerDeps,
  c: Context,
  params: BriefingParamsValue,
  source: BriefingSource,
  at: Date,
): Promise<VendorResult<BriefingContent>> {
  const { period, previous } = periodsOf(at, params.periodHours);
  const filters = source.savedSearch ? vendorFiltersOf(source.savedSearch.filters) : {};
  const box = source.sites.length > 0 ? reachBox(source.sites.map(asCatalogSite)) : undefined;
  const incidentQuery = (p: BriefingPeriod) => ({
    ...filters,
    // The sites' reach narrows the read, unless the saved search names its own area.
    ...(box && !filters.area ? { area: `in:${boxPolygon(box)}` } : {}),
    startedAt: `bt:${p.from};${p.until}`,
    reportedAt: `lte:${period.until}`,
    sort: 'startedAt:desc',
  });
  const [incidents, earlier, news, taxonomies] = await Promise.all([
    fetchIncidentPagesAs(
      deps,
      c,
      incidentQuery(period),
      MAX_INCIDENT_PAGES,
      BriefingIncidentRecord,
    ),
    fetchIncidentPagesAs(
      deps,
      c,
      incidentQuery(previous),
      MAX_INCIDENT_PAGES,
      BriefingIncidentRecord,
    ),
    readNews(deps, c, period),
    mainTaxonomies(deps, c),
  ]);
  if (!incidents.ok) return incidents;
  if (!earlier.ok) return earlier;
  if (!news.ok) return news;
  if (!taxonomies.ok) return taxonomies;

  const now = matchSites(incidents.value.incidents, source.sites);
  const before = matchSites(earlier.value.incidents, source.sites);

  const categories = new Map<string, BriefingCategoryCount>();
  const tally = (list: readonly Matched[], inPeriod: boolean) => {
    for (const { incident } of list) {
      const { id, name, colour } = incident.category;
      let entry = categories.get(id);
      if (!entry) {
        entry = { id, name, colour, count: 0, previousCount: 0 };
        categories.set(id, entry);
      }
      if (inPeriod) entry.count += 1;
      else entry.previousCount += 1;
    }
  };
  tally(now, true);
  tally(before, false);

  const top: BriefingIncident[] = now
    .map((m) => m.incident)
    .sort(byImpactThenNewest)
    .slice(0, BRIEFING_TOP_INCIDENTS)
    .map((incident) => ({
      id: incident.id,
      summary: incident.summary,
      line: oneLine(incident),
      impact: incident.impact.rating,
      impactLabel: incident.impact.shortDescription,
      category: incident.category,
      startedAt: incident.startedAt.timestamp,
      countries: incident.countries.map((country) => country.name),
      longitude: incident.location.longitude,
      latitude: incident.location.latitude,
    }));

  const sites: BriefingSite[] = source.sites.map((site) => {
    const near = now
      .filter((m) => m.sites.has(site.id))
      .map((m) => ({ incident: m.incident, km: m.sites.get(site.id)! }))
      .sort(
        (a, b) =>
          b.incident.impact.rating - a.incident.impact.rating ||
          a.km - b.km ||
          a.incident.id.localeCompare(b.incident.id),
      );
    return {
      id: site.id,
      name: site.name,
      longitude: site.longitude,
      latitude: site.latitude,
      radiusKm: site.rule.maxKm,
      count: near.length,
      incidents: near.slice(0, BRIEFING_SITE_INCIDENTS).map(({ incident, km }) => ({
        id: incident.id,
        summary: incident.summary,
        impact: incident.impact.rating,
        impactLabel: incident.impact.shortDescription,
        distanceKm: rounded(km),
        startedAt: incident.startedAt.timestamp,
      })),
    };
  });

  const newsByTaxonomy = new Map<string, BriefingNewsTaxonomy>();
  for (const item of news.value.items) {
    const main =
      taxonomies.value.get(item.taxonomy.id) ??
      item.subTaxonomies.map((sub) => taxonomies.value.get(sub.id)).find(Boolean);
    const { id, name } = main ?? { id: item.taxonomy.id, name: 'Unknown taxonomy' };
    let entry = newsByTaxonomy.get(id);
    if (!entry) {
      entry = { taxonomyId: id, name, count: 0, headlines: [] };
      newsByTaxonomy.set(id, entry);
    }
    entry.count += 1;
    // Items come newest first: the first three are the newest.
    if (entry.headlines.length < BRIEFING_NEWS_HEADLINES) {
      entry.headlines.push({
        id: item.id,
        title: item.title,
        url: item.permalink,
        publishedAt: item.publishedAt,
      });
    }
  }

  return {
    ok: true,
    value: {
      period,
      previous,
      source: {
        savedSearch: source.savedSearch,
        sites: source.sites.map((site) => ({ id: site.id, name: site.name })),
      },
      totals: { count: now.length, previousCount: before.length },
      byCategory: [...categories.values()].sort(
        (a, b) =>
          b.count - a.count || b.previousCount - a.previousCount || a.name.localeCompare(b.name),
      ),
      topIncidents: top,
      sites,
      news: [...newsByTaxonomy.values()]
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
        .slice(0, BRIEFING_NEWS_TAXONOMIES),
      truncated:
        incidents.value.truncated || earlier.value.truncated || news.value.total > NEWS_PAGE_LIMIT,
      omitted: Math.max(0, now.length - top.length),
    },
  };
}

/** What reachBox reads of a site. */
function asCatalogSite(site: SourceSite) {
  return {
    longitude: site.longitude,
    latitude: site.latitude,
    rule: site.rule,
  } as Parameters<typeof reachBox>[0][number];
}

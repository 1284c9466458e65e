import type { Context } from 'hono';
import type pg from 'pg';
import type {
  NearbyIncident,
  SiteExposure,
  SitesExposure,
} from '../../../contract/resources/sites.ts';
import { effectiveRadiusKm } from '../../../contract/sites/radius-rules.ts';
import type { ServerDeps } from '../../deps.ts';
import type { WorkspaceUser } from '../workspace-user.ts';
import { boxesAround, distanceKm, unionBox, type Box } from './geodesy.ts';
import { visibleSites, type CatalogSite, type SiteCatalog } from './site-catalog.ts';
import { isSiteVisibleTo } from './site-rows.ts';
import { fetchIncidentPages, type PointIncident, type VendorResult } from './vendor-incidents.ts';

/**
 * Which incidents of the last 7 days fall inside each site's radius (the Sites page). The week's
 * incidents are read from the vendor once (within the box that holds every site's reach, in
 * pages), kept for a minute per user, and matched to the sites through the catalog's k-d tree:
 * each incident looks only at the sites close enough to possibly count it.
 */

const DAY_SECONDS = 24 * 3600;
const WEEK_SECONDS = 7 * DAY_SECONDS;
/** A minute old is fresh enough for counts, and spares the vendor a scan per page view. */
export const SCAN_TTL_MS = 60_000;
/** 20 pages of 1,000: a busy week worldwide; beyond it the answer says it is truncated. */
const MAX_PAGES = 20;
const TOP_PER_SITE = 3;
const MAX_CACHED_SCANS = 500;

interface WeekScan {
  at: Date;
  incidents: PointIncident[];
  truncated: boolean;
}

interface CachedScan {
  at: number;
  scan: Promise<VendorResult<WeekScan>>;
  /** The matched answer, per catalog revision, so repeat visits skip the matching too. */
  exposure?: { revision: string; answer: SitesExposure };
}

const scansByDatabase = new WeakMap<pg.Pool, Map<string, CachedScan>>();

const reachBoxes = new WeakMap<readonly CatalogSite[], Box | undefined>();

/**
 * The box to ask the vendor about, or none when the sites' reach spans most of the world. Kept
 * per list of sites (visibleSites keeps one per revision and user): 10,000 sites take ~5 ms.
 */
export function reachBox(sites: readonly CatalogSite[]): Box | undefined {
  if (reachBoxes.has(sites)) return reachBoxes.get(sites);
  const box = reachOf(sites);
  reachBoxes.set(sites, box);
  return box;
}

function reachOf(sites: readonly CatalogSite[]): Box | undefined {
  const box = unionBox(
    sites.flatMap((site) => boxesAround(site.longitude, site.latitude, site.rule.maxKm)),
  );
  if (!box || box[2] - box[0] > 180) return undefined;
  return box;
}

/** A box as the incident API's `area` polygon, rounded outwards. */
export function boxPolygon([west, south, east, north]: Box): string {
  const out = (value: number, up: boolean) =>
    Number((up ? Math.ceil(value * 1e4) : Math.floor(value * 1e4)) / 1e4);
  const [w, s, e, n] = [out(west, false), out(south, false), out(east, true), out(north, true)];
  return JSON.stringify([
    [
      [w, s],
      [e, s],
      [e, n],
      [w, n],
      [w, s],
    ],
  ]);
}

function scanWeek(
  deps: ServerDeps,
  c: Context,
  user: WorkspaceUser,
  box: Box | undefined,
): CachedScan {
  let scans = scansByDatabase.get(deps.db);
  if (!scans) {
    scans = new Map();
    scansByDatabase.set(deps.db, scans);
  }
  const now = deps.now();
  const area = box ? boxPolygon(box) : '';
  const key = `${user.email}\n${area}`;
  const cached = scans.get(key);
  if (cached && now.getTime() - cached.at < SCAN_TTL_MS) return cached;

  const until = Math.floor(now.getTime() / 1000);
  const query: Record<string, string> = {
    startedAt: `gte:${until - WEEK_SECONDS}`,
    // Only what was reported by now: incidents arriving while the pages are read cannot shift them.
    reportedAt: `lte:${until}`,
    sort: 'startedAt:desc',
    ...(area ? { area: `in:${area}` } : {}),
  };
  const scan = fetchIncidentPages(deps, c, query, MAX_PAGES).then(
    (result): VendorResult<WeekScan> =>
      result.ok ? { ok: true, value: { at: now, ...result.value } } : result,
  );
  const entry: CachedScan = { at: now.getTime(), scan };
  if (scans.size >= MAX_CACHED_SCANS) scans.delete(scans.keys().next().value!);
  scans.set(key, entry);
  // A failure is not kept: the next request asks again.
  void scan.then((result) => {
    if (!result.ok && scans.get(key) === entry) scans.delete(key);
  });
  return entry;
}

export async function sitesExposure(
  deps: ServerDeps,
  c: Context,
  user: WorkspaceUser,
  catalog: SiteCatalog,
): Promise<VendorResult<SitesExposure>> {
  const visible = visibleSites(catalog, user);
  const counts = {
    siteCount: visible.length,
    ownSiteCount: visible.reduce((n, site) => (site.ownerEmail === user.email ? n + 1 : n), 0),
  };
  if (visible.length === 0) {
    return {
      ok: true,
      value: {
        computedAt: deps.now().toISOString(),
        ...counts,
        incidentsScanned: 0,
        truncated: false,
        sites: [],
      },
    };
  }
  const entry = scanWeek(deps, c, user, reachBox(visible));
  const result = await entry.scan;
  if (!result.ok) return result;
  if (entry.exposure?.revision === catalog.revision)
    return { ok: true, value: entry.exposure.answer };
  const scan = result.value;
  const answer: SitesExposure = {
    computedAt: scan.at.toISOString(),
    ...counts,
    incidentsScanned: scan.incidents.length,
    truncated: scan.truncated,
    sites: matchIncidents(catalog, user, scan.incidents, scan.at),
  };
  entry.exposure = { revision: catalog.revision, answer };
  return { ok: true, value: answer };
}

interface Tally {
  site: CatalogSite;
  exposure: SiteExposure;
  top: { incident: PointIncident; distanceKm: number }[];
  recent: { incident: PointIncident; distanceKm: number }[];
}

const startedLater = (a: { incident: PointIncident }, b: { incident: PointIncident }): boolean =>
  a.incident.startedAt.timestamp > b.incident.startedAt.timestamp;

const ranksAbove = (a: { incident: PointIncident }, b: { incident: PointIncident }): boolean =>
  a.incident.impact.rating > b.incident.impact.rating ||
  (a.incident.impact.rating === b.incident.impact.rating &&
    a.incident.startedAt.timestamp > b.incident.startedAt.timestamp);

/** The counts per site; exported for the tests and the benchmark. */
export function matchIncidents(
  catalog: SiteCatalog,
  user: WorkspaceUser,
  incidents: readonly PointIncident[],
  at: Date,
): SiteExposure[] {
  const now = Math.floor(at.getTime() / 1000);
  const tallies = new Map<number, Tally>();
  for (const incident of incidents) {
    const started = incident.startedAt.timestamp;
    if (started < now - WEEK_SECONDS || started > now) continue;
    const inDay = started >= now - DAY_SECONDS;
    const { longitude, latitude } = incident.location;
    for (const [west, south, east, north] of boxesAround(longitude, latitude, catalog.maxKm)) {
      for (const id of catalog.index.range(west, south, east, north)) {
        const site = catalog.sites[id]!;
        if (!isSiteVisibleTo(user, site)) continue;
        const distance = distanceKm(longitude, latitude, site.longitude, site.latitude);
        if (distance > site.rule.maxKm) continue;
        const radius = effectiveRadiusKm(site.rule, incident.category.name, incident.impact.rating);
        if (distance > radius) continue;
        let tally = tallies.get(id);
        if (!tally) {
          tally = {
            site,
            exposure: {
              siteId: site.summary.id,
              name: site.summary.name,
              longitude: site.longitude,
              latitude: site.latitude,
              radiusKm: site.rule.maxKm,
              day: { count: 0, maxImpact: null },
              week: { count: 0, maxImpact: null },
              top: [],
              recent: [],
            },
            top: [],
            recent: [],
          };
          tallies.set(id, tally);
        }
        const rating = incident.impact.rating;
        const { week, day } = tally.exposure;
        week.count += 1;
        week.maxImpact = Math.max(week.maxImpact ?? rating, rating);
        if (inDay) {
          day.count += 1;
          day.maxImpact = Math.max(day.maxImpact ?? rating, rating);
        }
        const candidate = { incident, distanceKm: distance };
        const at = tally.top.findIndex((kept) => ranksAbove(candidate, kept));
        if (at >= 0) tally.top.splice(at, 0, candidate);
        else tally.top.push(candidate);
        if (tally.top.length > TOP_PER_SITE) tally.top.pop();
        const newer = tally.recent.findIndex((kept) => startedLater(candidate, kept));
        if (newer >= 0) tally.recent.splice(newer, 0, candidate);
        else tally.recent.push(candidate);
        if (tally.recent.length > TOP_PER_SITE) tally.recent.pop();
      }
    }
  }
  return [...tallies.values()].map((tally) => ({
    ...tally.exposure,
    top: tally.top.map(({ incident, distanceKm: km }) => nearbyIncident(incident, km)),
    recent: tally.recent.map(({ incident, distanceKm: km }) => nearbyIncident(incident, km)),
  }));
}

export function nearbyIncident(incident: PointIncident, km: number): NearbyIncident {
  return {
    id: incident.id,
    summary: incident.summary,
    category: { name: incident.category.name, colour: incident.category.colour },
    impact: incident.impact.rating,
    impactLabel: incident.impact.shortDescription,
    startedAt: incident.startedAt.timestamp,
    distanceKm: Math.round(km * 100) / 100,
    longitude: incident.location.longitude,
    latitude: incident.location.latitude,
  };
}

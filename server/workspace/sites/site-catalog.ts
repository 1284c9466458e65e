import KDBush from 'kdbush';
import type pg from 'pg';
import type { SiteSummary } from '../../../contract/resources/sites.ts';
import {
  compileRadiusRule,
  type CompiledRadiusRule,
} from '../../../contract/sites/radius-rules.ts';
import { boxesAround, distanceKm, EARTH_RADIUS_KM } from './geodesy.ts';
import { isSiteVisibleTo, siteSummaryOf } from './site-rows.ts';
import type { WorkspaceUser } from '../workspace-user.ts';
import { liveSites, sitesRevision } from './site-store.ts';

/**
 * Every live site of the deployment in memory, with a k-d tree over its positions: lists, the
 * map, nearest-site questions and the matching of a week's incidents to 10,000 sites all read it
 * without touching PostgreSQL beyond one read of the sites' revision counter, which tells each
 * instance whether another one changed a site since it loaded its copy.
 */

export interface CatalogSite {
  summary: SiteSummary;
  ownerEmail: string;
  visibility: 'team' | 'private';
  longitude: number;
  latitude: number;
  rule: CompiledRadiusRule;
}

export interface SiteCatalog {
  revision: string;
  sites: readonly CatalogSite[];
  /** Positions as x = longitude, y = latitude; ids are indexes into `sites`. */
  index: KDBush;
  /** The largest search radius of any site, in km. */
  maxKm: number;
}

interface CacheEntry {
  revision: string;
  catalog: Promise<SiteCatalog>;
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** One catalog per database (tests run several databases in one process). */
const cache = new WeakMap<pg.Pool, CacheEntry>();

export async function siteCatalog(db: pg.Pool): Promise<SiteCatalog> {
  // The revision is read before the rows: a change committed in between makes the next request
  // load again, never leaves newer rows filed under an older revision.
  const revision = await sitesRevision(db);
  const cached = cache.get(db);
  if (cached?.revision === revision) return cached.catalog;
  const catalog = loadCatalog(db, revision);
  cache.set(db, { revision, catalog });
  catalog.catch(() => {
    if (cache.get(db)?.catalog === catalog) cache.delete(db);
  });
  return catalog;
}

async function loadCatalog(db: pg.Pool, revision: string): Promise<SiteCatalog> {
  const rows = await liveSites(db);
  rows.sort((a, b) => byName.compare(a.name, b.name) || (a.id < b.id ? -1 : 1));
  const sites = rows.map((row): CatalogSite => ({
    summary: siteSummaryOf(row),
    ownerEmail: row.owner_email,
    visibility: row.visibility,
    longitude: row.longitude,
    latitude: row.latitude,
    rule: compileRadiusRule(row.radius),
  }));
  const index = new KDBush(Math.max(1, sites.length));
  for (const site of sites) index.add(site.longitude, site.latitude);
  if (sites.length === 0) index.add(0, 0);
  index.finish();
  const maxKm = sites.reduce((max, site) => Math.max(max, site.rule.maxKm), 0);
  return { revision, sites, index, maxKm };
}

const MAX_USERS_PER_REVISION = 200;
const visibleByCatalog = new WeakMap<SiteCatalog, Map<string, readonly CatalogSite[]>>();

/**
 * The sites a user may see, by name: worked out once per revision and user, since the Sites
 * page's three requests each need them and a pass over 10,000 sites costs a few ms each time.
 */
export function visibleSites(
  catalog: SiteCatalog,
  user: Pick<WorkspaceUser, 'email'>,
): readonly CatalogSite[] {
  let byUser = visibleByCatalog.get(catalog);
  if (!byUser) {
    byUser = new Map();
    visibleByCatalog.set(catalog, byUser);
  }
  let visible = byUser.get(user.email);
  if (!visible) {
    visible = catalog.sites.filter((site) => isSiteVisibleTo(user, site));
    if (byUser.size >= MAX_USERS_PER_REVISION) byUser.clear();
    byUser.set(user.email, visible);
  }
  return visible;
}

/** Sites within `km` of a point (by the box, then the exact distance), nearest first. */
export function sitesWithin(
  catalog: SiteCatalog,
  longitude: number,
  latitude: number,
  km: number,
  accept: (site: CatalogSite) => boolean,
): { site: CatalogSite; distanceKm: number }[] {
  const found: { site: CatalogSite; distanceKm: number }[] = [];
  if (catalog.sites.length === 0) return found;
  for (const [west, south, east, north] of boxesAround(longitude, latitude, km)) {
    for (const id of catalog.index.range(west, south, east, north)) {
      const site = catalog.sites[id]!;
      if (!accept(site)) continue;
      const distance = distanceKm(longitude, latitude, site.longitude, site.latitude);
      if (distance <= km) found.push({ site, distanceKm: distance });
    }
  }
  return found.sort((a, b) => a.distanceKm - b.distanceKm);
}

/** Half the Earth's circumference: every point is within it. */
const ANYWHERE_KM = Math.PI * EARTH_RADIUS_KM;

/**
 * The `count` sites nearest a point. Searches a growing circle: once it holds `count` sites,
 * nothing outside it can be nearer than those.
 */
export function nearestSites(
  catalog: SiteCatalog,
  longitude: number,
  latitude: number,
  count: number,
  accept: (site: CatalogSite) => boolean,
): { site: CatalogSite; distanceKm: number }[] {
  let km = 25;
  for (;;) {
    const found = sitesWithin(catalog, longitude, latitude, km, accept);
    if (found.length >= count || km >= ANYWHERE_KM) return found.slice(0, count);
    km = Math.min(ANYWHERE_KM, km * 4);
  }
}

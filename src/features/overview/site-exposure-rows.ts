import type { SvgMapSite } from '../../../contract/maps/svg-map-layout';
import type { NearbyIncident, SitesExposure, SiteTable } from '@/lib/http/watchfloor';

/**
 * Up to this many sites, the map draws every one (so a small team sees all its places); beyond,
 * only those with incidents this week: dots, not a carpet, and no read of the whole table.
 */
export const ALL_SITES_UP_TO = 200;

/** Whether the map draws every site, and so needs the sites' table beside the exposure. */
export const mapsEverySite = (exposure: SitesExposure) =>
  exposure.siteCount > 0 && exposure.siteCount <= ALL_SITES_UP_TO;

/** An incident near our sites, with the nearest of them and how many more it is near. */
export interface NearSitesRow {
  incident: NearbyIncident;
  site: { id: string; name: string };
  distanceKm: number;
  otherSites: number;
}

/**
 * The incidents within our sites' radius that started since `sinceSeconds`, each once (at its
 * nearest site), highest impact first, then nearest. The exposure answer carries each site's
 * three highest-impact and three latest incidents of the week, so a site with more lists its
 * strongest and its newest.
 */
export function nearSitesRows(exposure: SitesExposure, sinceSeconds: number): NearSitesRow[] {
  const byIncident = new Map<string, NearSitesRow>();
  for (const site of exposure.sites) {
    // The strongest of the week and the latest: together, what started since is rarely missed.
    const ofSite = new Map(
      [...site.top, ...site.recent].map((incident) => [incident.id, incident]),
    );
    for (const incident of ofSite.values()) {
      if (incident.startedAt < sinceSeconds) continue;
      const row: NearSitesRow = {
        incident,
        site: { id: site.siteId, name: site.name },
        distanceKm: incident.distanceKm,
        otherSites: 0,
      };
      const known = byIncident.get(incident.id);
      if (!known) byIncident.set(incident.id, row);
      else if (row.distanceKm < known.distanceKm) {
        byIncident.set(incident.id, { ...row, otherSites: known.otherSites + 1 });
      } else known.otherSites += 1;
    }
  }
  return [...byIncident.values()].sort(
    (a, b) => b.incident.impact - a.incident.impact || a.distanceKm - b.distanceKm,
  );
}

/** How many sites had incidents in the last 24 hours, and how many incidents there were in all. */
export function dayTotals(exposure: SitesExposure) {
  const exposed = exposure.sites.filter((site) => site.day.count > 0);
  return { sites: exposed.length, incidents: exposed.reduce((n, site) => n + site.day.count, 0) };
}

/**
 * The sites the map draws: every site of a small team (from its table, once read), else those
 * with incidents this week, which the exposure answer names and places itself. Sites with
 * incidents show their reach; the table carries no radius.
 */
export function exposureMapSites(exposure: SitesExposure, table?: SiteTable): SvgMapSite[] {
  const exposed = exposure.sites.map((site): SvgMapSite => ({
    id: site.siteId,
    name: site.name,
    longitude: site.longitude,
    latitude: site.latitude,
    radiusKm: site.radiusKm,
  }));
  if (!table || !mapsEverySite(exposure)) return exposed;
  const radii = new Map(exposed.map((site) => [site.id, site.radiusKm]));
  const { id, name, longitude, latitude } = table.columns;
  return id.map((siteId, index) => ({
    id: siteId,
    name: name[index]!,
    longitude: longitude[index]!,
    latitude: latitude[index]!,
    radiusKm: radii.get(siteId) ?? 0,
  }));
}

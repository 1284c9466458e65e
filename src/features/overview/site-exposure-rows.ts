import type { NearbyIncident, SitesExposure, SiteTable } from '@/lib/http/watchfloor';

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
export function nearSitesRows(
  exposure: SitesExposure,
  siteNames: ReadonlyMap<string, string>,
  sinceSeconds: number,
): NearSitesRow[] {
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
        site: { id: site.siteId, name: siteNames.get(site.siteId) ?? 'A site' },
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

/** Site names by id, from the columns of the sites list. */
export function siteNamesOf(table: SiteTable): Map<string, string> {
  const names = new Map<string, string>();
  table.columns.id.forEach((id, index) => names.set(id, table.columns.name[index]!));
  return names;
}

/** How many sites had incidents in the last 24 hours, and how many incidents there were in all. */
export function dayTotals(exposure: SitesExposure) {
  const exposed = exposure.sites.filter((site) => site.day.count > 0);
  return { sites: exposed.length, incidents: exposed.reduce((n, site) => n + site.day.count, 0) };
}

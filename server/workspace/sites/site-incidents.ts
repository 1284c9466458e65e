import { circle } from '@turf/circle';
import type { Context } from 'hono';
import type {
  SiteIncident,
  SiteIncidentPeriod,
  SiteIncidents,
} from '../../../contract/resources/sites.ts';
import { compileRadiusRule, effectiveRadiusKm } from '../../../contract/sites/radius-rules.ts';
import type { ServerDeps } from '../../deps.ts';
import { boxPolygon } from './exposure.ts';
import { boxesAround, distanceKm } from './geodesy.ts';
import type { SiteRow } from './site-rows.ts';
import { fetchIncidentPages, type PointIncident, type VendorResult } from './vendor-incidents.ts';

/**
 * The incidents near one site (its page): an `area` query with a circle polygon around the site,
 * as wide as its rule reaches, which the vendor's API answers; then the exact great-circle
 * distance of each, and whether it falls inside the site's radius for its category and impact.
 */

const PERIOD_SECONDS: Record<SiteIncidentPeriod, number> = {
  P1D: 24 * 3600,
  P7D: 7 * 24 * 3600,
  P30D: 30 * 24 * 3600,
};
/** Five pages of 1,000 around one site; a busier circle is reported as truncated. */
const MAX_PAGES = 5;
const STEPS = 64;

/**
 * The polygons to ask about: a circle, drawn a little wider than the radius so its straight
 * edges never cut inside it; boxes instead where a circle cannot be one simple polygon in
 * longitude and latitude (across the antimeridian, or around a pole).
 */
export function searchPolygons(longitude: number, latitude: number, km: number): string[] {
  const boxes = boxesAround(longitude, latitude, km);
  const [only] = boxes;
  if (boxes.length === 1 && only && only[2] - only[0] < 360) {
    const outer = km / Math.cos(Math.PI / STEPS);
    const ring = circle([longitude, latitude], outer, { steps: STEPS, units: 'kilometers' })
      .geometry.coordinates[0]!;
    const inBox = ring.every(([lng]) => lng! >= -180 && lng! <= 180);
    if (inBox) {
      const rounded = ring.map(([lng, lat]) => [
        Math.round(lng! * 1e5) / 1e5,
        Math.round(lat! * 1e5) / 1e5,
      ]);
      return [JSON.stringify([rounded])];
    }
  }
  return boxes.map(boxPolygon);
}

export async function siteIncidents(
  deps: ServerDeps,
  c: Context,
  site: SiteRow,
  period: SiteIncidentPeriod,
): Promise<VendorResult<SiteIncidents>> {
  const rule = compileRadiusRule(site.radius);
  const now = Math.floor(deps.now().getTime() / 1000);
  const found = new Map<string, PointIncident>();
  let truncated = false;
  if (rule.maxKm > 0) {
    for (const polygon of searchPolygons(site.longitude, site.latitude, rule.maxKm)) {
      const pages = await fetchIncidentPages(
        deps,
        c,
        {
          area: `in:${polygon}`,
          startedAt: `gte:${now - PERIOD_SECONDS[period]}`,
          sort: 'startedAt:desc',
        },
        MAX_PAGES,
      );
      if (!pages.ok) return pages;
      truncated ||= pages.value.truncated;
      for (const incident of pages.value.incidents) found.set(incident.id, incident);
    }
  }
  const incidents: SiteIncident[] = [];
  for (const incident of found.values()) {
    const { longitude, latitude } = incident.location;
    const distance = distanceKm(site.longitude, site.latitude, longitude, latitude);
    if (distance > rule.maxKm) continue;
    const radius = effectiveRadiusKm(rule, incident.category.name, incident.impact.rating);
    incidents.push({
      id: incident.id,
      summary: incident.summary,
      category: incident.category,
      type: incident.type,
      impact: incident.impact,
      startedAt: incident.startedAt.timestamp,
      isOngoing: incident.isOngoing,
      longitude,
      latitude,
      distanceKm: Math.round(distance * 100) / 100,
      radiusKm: Math.round(radius * 100) / 100,
      inside: distance <= radius,
    });
  }
  incidents.sort(
    (a, b) =>
      Number(b.inside) - Number(a.inside) ||
      b.impact.rating - a.impact.rating ||
      b.startedAt - a.startedAt,
  );
  return {
    ok: true,
    value: { siteId: site.id, period, searchRadiusKm: rule.maxKm, incidents, truncated },
  };
}

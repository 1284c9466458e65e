import { Hono } from 'hono';
import { z } from 'zod';
import {
  SiteIncidentPeriod,
  type NearSite,
  type NearestSites,
} from '../../../contract/resources/sites.ts';
import { effectiveRadiusKm } from '../../../contract/sites/radius-rules.ts';
import type { ServerDeps } from '../../deps.ts';
import { validated } from '../request-body.ts';
import { notFound } from '../versions.ts';
import { userOf } from '../workspace-user.ts';
import { sitesExposure } from './exposure.ts';
import { nearestSites, siteCatalog, sitesWithin, type CatalogSite } from './site-catalog.ts';
import { siteIncidents } from './site-incidents.ts';
import { sitesHead, SitesHeadQuery } from './sites-head.ts';
import { isVisibleTo } from '../shared-object.ts';
import { isSiteVisibleTo } from './site-rows.ts';
import { UUID_ID_PARAM as SITE_ID } from '../../http/route-params.ts';
import { findSite } from './site-store.ts';
import { fetchIncidentPoint } from './vendor-incidents.ts';

/** At most this many sites are listed as holding an incident inside their radius. */
const MAX_INSIDE = 50;

const NearestQuery = z
  .object({
    incident: z
      .string()
      .regex(/^IN-\d{1,12}$/, 'An incident id looks like IN-123.')
      .optional(),
    longitude: z.coerce
      .number({ error: 'Give the longitude as a number.' })
      .min(-180, 'The longitude must be from -180 to 180.')
      .max(180, 'The longitude must be from -180 to 180.')
      .optional(),
    latitude: z.coerce
      .number({ error: 'Give the latitude as a number.' })
      .min(-90, 'The latitude must be from -90 to 90.')
      .max(90, 'The latitude must be from -90 to 90.')
      .optional(),
    category: z.string().trim().min(1).max(100, 'A category name is too long.').optional(),
    impact: z.coerce.number().int('The impact is a whole number.').min(-1).max(99).optional(),
    limit: z.coerce.number().int().min(1, 'At least 1.').max(50, 'At most 50.').default(5),
  })
  .strict()
  .superRefine((query, context) => {
    const point = query.longitude !== undefined && query.latitude !== undefined;
    if (query.incident === undefined && !point) {
      context.addIssue({
        code: 'custom',
        path: ['incident'],
        message: 'Give an incident id, or a longitude and a latitude.',
      });
    }
  });

const rounded = (km: number) => Math.round(km * 100) / 100;

/** Where sites meet incidents: the Sites page's counts, a site's incidents, nearest sites. */
export function proximityRoutes(deps: ServerDeps) {
  const app = new Hono();

  app.get('/sites/exposure', async (c) => {
    const catalog = await siteCatalog(deps.db);
    const result = await sitesExposure(deps, c, userOf(c), catalog);
    if (!result.ok) return result.failure(c);
    return c.json({ status: 'success', data: result.value });
  });

  app.get('/sites/first', async (c) => {
    const query = validated(c, SitesHeadQuery, c.req.query());
    if (!query.ok) return query.response;
    const catalog = await siteCatalog(deps.db);
    const head = await sitesHead(deps, c, userOf(c), catalog, query.data);
    if (!head.ok) return head.response;
    return c.json({ status: 'success', data: head.value });
  });

  app.get('/sites/nearest', async (c) => {
    const query = validated(c, NearestQuery, c.req.query());
    if (!query.ok) return query.response;
    const user = userOf(c);
    let { longitude, latitude, category, impact } = query.data;
    if (query.data.incident !== undefined) {
      const incident = await fetchIncidentPoint(deps, c, query.data.incident);
      if (!incident.ok) return incident.failure(c);
      ({ longitude, latitude } = incident.value.location);
      category = incident.value.category.name;
      impact = incident.value.impact.rating;
    }
    const lng = longitude!;
    const lat = latitude!;
    const catalog = await siteCatalog(deps.db);
    const visible = (site: CatalogSite) => isSiteVisibleTo(user, site);
    const near = (site: CatalogSite, distanceKm: number): NearSite => {
      const radius =
        category === undefined ? null : effectiveRadiusKm(site.rule, category, impact ?? -1);
      return {
        site: site.summary,
        distanceKm: rounded(distanceKm),
        radiusKm: radius === null ? null : rounded(radius),
        inside: radius === null ? null : distanceKm <= radius,
      };
    };
    const nearest = nearestSites(catalog, lng, lat, query.data.limit, visible).map((found) =>
      near(found.site, found.distanceKm),
    );
    const inside =
      category === undefined
        ? []
        : sitesWithin(catalog, lng, lat, catalog.maxKm, visible)
            .map((found) => near(found.site, found.distanceKm))
            .filter((found) => found.inside);
    const answer: NearestSites = {
      nearest,
      inside: inside.slice(0, MAX_INSIDE),
      insideTotal: inside.length,
    };
    return c.json({ status: 'success', data: answer });
  });

  app.get(`/sites/${SITE_ID}/incidents`, async (c) => {
    const period = validated(
      c,
      z.object({ period: SiteIncidentPeriod.default('P7D') }).strict(),
      c.req.query(),
    );
    if (!period.ok) return period.response;
    const row = await findSite(deps.db, c.req.param('id'));
    if (!row || row.deleted_at || !isVisibleTo(userOf(c), row)) {
      return notFound(c, 'site');
    }
    const result = await siteIncidents(deps, c, row, period.data.period);
    if (!result.ok) return result.failure(c);
    return c.json({ status: 'success', data: result.value });
  });

  return app;
}

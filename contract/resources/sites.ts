import { z } from 'zod';
import { MAX_IMPACT_FACTOR, MAX_RADIUS_KM } from '../sites/radius-rules.ts';
import { expectedVersion, keptObjectFields, objectName, Person, Visibility } from './workspace.ts';

/**
 * Sites: the places the team protects (DESIGN §4c). A point with a name, an address as written,
 * tags, the time zone of its position, and a radius rule saying how far from it an incident of
 * each category and impact still concerns it (sites/radius-rules.ts).
 */

export const MAX_ADDRESS_LENGTH = 500;
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 50;
export const MAX_RULE_ENTRIES = 50;

export const latitude = z
  .number({ error: 'Give the latitude as a number of degrees.' })
  .min(-90, 'The latitude must be from -90 to 90.')
  .max(90, 'The latitude must be from -90 to 90.');
export const longitude = z
  .number({ error: 'Give the longitude as a number of degrees.' })
  .min(-180, 'The longitude must be from -180 to 180.')
  .max(180, 'The longitude must be from -180 to 180.');

export const siteAddress = z
  .string()
  .trim()
  .max(MAX_ADDRESS_LENGTH, `Too long: at most ${MAX_ADDRESS_LENGTH} characters.`);

const tag = z
  .string()
  .trim()
  .min(1, 'A tag may not be empty.')
  .max(MAX_TAG_LENGTH, `A tag may have at most ${MAX_TAG_LENGTH} characters.`);

export const siteTags = z
  .array(tag)
  .max(MAX_TAGS, `At most ${MAX_TAGS} tags.`)
  .refine(
    (tags) => new Set(tags.map((t) => t.toLowerCase())).size === tags.length,
    'A tag is listed twice.',
  );

const km = z
  .number({ error: 'Give a distance in kilometres.' })
  .min(0, 'A distance cannot be negative.')
  .max(MAX_RADIUS_KM, `At most ${MAX_RADIUS_KM} km.`);

export const RadiusRule = z
  .object({
    allKm: km.nullable().meta({
      description: 'One distance for every category not named in `categories`; null: defaults.',
    }),
    categories: z
      .record(z.string(), km)
      .superRefine((entries, context) => {
        const names = Object.keys(entries);
        if (names.length > MAX_RULE_ENTRIES) {
          context.addIssue({ code: 'custom', message: `At most ${MAX_RULE_ENTRIES} categories.` });
        }
        for (const name of names) {
          if (name.trim().length === 0 || name.length > 100) {
            context.addIssue({
              code: 'custom',
              path: [name],
              message: 'A category name has 1 to 100 characters.',
            });
          }
        }
      })
      .meta({ description: 'Distance in km by incident category name (any case).' }),
    impacts: z
      .record(
        z.string(),
        z
          .number({ error: 'Give the factor as a number.' })
          .min(0, 'A factor cannot be negative.')
          .max(MAX_IMPACT_FACTOR, `A factor may be at most ${MAX_IMPACT_FACTOR}.`),
      )
      .superRefine((entries, context) => {
        for (const rating of Object.keys(entries)) {
          if (!/^-?\d{1,2}$/.test(rating)) {
            context.addIssue({
              code: 'custom',
              path: [rating],
              message: 'An impact rating is a whole number such as 4 or -1.',
            });
          }
        }
      })
      .meta({ description: 'Factor on the distance by impact rating ("-1", "1" … "5").' }),
  })
  .meta({
    id: 'RadiusRule',
    description:
      'How far from the site an incident still concerns it: the category’s distance times the impact’s factor. Every entry overrides the team’s default.',
  });

/** The fields a person writes. */
const siteFields = {
  name: objectName,
  latitude,
  longitude,
  address: siteAddress,
  tags: siteTags,
  visibility: Visibility,
  radius: RadiusRule,
};

export const SiteSummary = z
  .object({
    id: z.uuid(),
    name: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    address: z.string(),
    tags: z.array(z.string()),
    timeZone: z.string(),
    visibility: Visibility,
    owner: Person,
    searchRadiusKm: z.number().meta({ description: 'The farthest its rule reaches, in km.' }),
  })
  .meta({ id: 'SiteSummary', description: 'A site as lists and maps show it.' });

export const Site = z
  .object({
    ...keptObjectFields,
    name: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    address: z.string(),
    tags: z.array(z.string()),
    timeZone: z.string().meta({ description: 'IANA zone of the position, derived from it.' }),
    radius: RadiusRule,
    searchRadiusKm: z.number(),
  })
  .meta({ id: 'Site' });

/**
 * Every site a user may see, as columns: index `i` of every array is one site. A team's 10,000
 * sites come to a third of the bytes of one object per site, and a browser parses and checks
 * them in a fraction of the time, which is what lets the Sites page paint as soon as they land.
 */
export const SiteTable = z
  .object({
    count: z.int().nonnegative(),
    owners: z.array(Person).meta({ description: 'Each owner once; `columns.owner` points here.' }),
    columns: z.object({
      id: z.array(z.string()).meta({ description: 'UUIDs.' }),
      name: z.array(z.string()),
      latitude: z.array(z.number()),
      longitude: z.array(z.number()),
      address: z.array(z.string()),
      tags: z.array(z.array(z.string())),
      visibility: z.array(Visibility),
      owner: z.array(z.int().nonnegative()).meta({ description: 'Index into `owners`.' }),
    }),
  })
  .meta({ id: 'SiteTable', description: 'Sites by name, as columns of equal length.' });

export const SiteInput = z
  .object({
    ...siteFields,
    address: siteAddress.default(''),
    tags: siteTags.default([]),
    visibility: Visibility.default('team'),
    radius: RadiusRule.default({ allKm: null, categories: {}, impacts: {} }),
  })
  .strict()
  .meta({ id: 'SiteInput' });

export const SitePatch = z
  .object({
    version: expectedVersion,
    name: siteFields.name.optional(),
    latitude: latitude.optional(),
    longitude: longitude.optional(),
    address: siteAddress.optional(),
    tags: siteTags.optional(),
    visibility: Visibility.optional(),
    radius: RadiusRule.optional(),
  })
  .strict()
  .meta({
    id: 'SitePatch',
    description: 'The fields to change, and the version they were made from.',
  });

/** An incident near a site, in the few fields lists show. */
export const NearbyIncident = z
  .object({
    id: z.string(),
    summary: z.string(),
    category: z.object({ name: z.string(), colour: z.string() }),
    impact: z.int(),
    impactLabel: z.string(),
    startedAt: z.int().meta({ description: 'Unix seconds.' }),
    distanceKm: z.number(),
    longitude: z.number().meta({ description: 'Where it happened, to draw it beside the site.' }),
    latitude: z.number(),
  })
  .meta({ id: 'NearbyIncident' });

const ExposureCount = z.object({
  count: z.int().nonnegative(),
  maxImpact: z.int().nullable(),
});

export const SiteExposure = z
  .object({
    siteId: z.uuid(),
    name: z
      .string()
      .meta({ description: 'The site’s name, so a list of them needs no other read.' }),
    longitude: z.number().meta({ description: 'Where the site is.' }),
    latitude: z.number(),
    radiusKm: z.number().meta({ description: 'The farthest its radius rule reaches, in km.' }),
    day: ExposureCount.meta({ description: 'Incidents started in the last 24 hours.' }),
    week: ExposureCount.meta({ description: 'Incidents started in the last 7 days.' }),
    top: z
      .array(NearbyIncident)
      .meta({ description: 'Up to three of the week’s incidents, highest impact first.' }),
    recent: z.array(NearbyIncident).meta({
      description: 'Up to three of the week’s incidents, the latest started first.',
    }),
  })
  .meta({ id: 'SiteExposure' });

export const SitesExposure = z
  .object({
    computedAt: z.iso.datetime({ offset: true }),
    siteCount: z
      .int()
      .nonnegative()
      .meta({ description: 'The sites the user sees: the team’s and their own private ones.' }),
    ownSiteCount: z.int().nonnegative().meta({ description: 'Of those, the ones the user owns.' }),
    incidentsScanned: z.int().nonnegative(),
    truncated: z
      .boolean()
      .meta({ description: 'More incidents started this week than one scan reads.' }),
    sites: z
      .array(SiteExposure)
      .meta({ description: 'Only sites with at least one incident in the week.' }),
  })
  .meta({ id: 'SitesExposure' });

/** How the first screen of the Sites page is ordered. */
export const SitesOrder = z.enum(['exposure', 'name']).meta({ id: 'SitesOrder' });

/**
 * The first rows of the Sites page, in its order, with their counts: a few kB where the whole
 * table of 10,000 sites is a third of a MB, so the page paints its first screen while the rest
 * is on its way. The same rows lead the whole list once it and the counts are in.
 */
export const SitesHead = z
  .object({
    total: z.int().nonnegative().meta({ description: 'How many sites this user may see.' }),
    order: SitesOrder.meta({
      description:
        'The order of the rows: `name` when asked for, or when the counts could not be had.',
    }),
    table: SiteTable,
    exposure: z
      .array(SiteExposure)
      .nullable()
      .meta({
        description:
          'Of these rows, those with an incident inside their radius this week (the same scan as ' +
          '`GET /api/watchfloor/sites/exposure`); null when the counts could not be had.',
      }),
  })
  .meta({ id: 'SitesHead' });

export const NearSite = z
  .object({
    site: SiteSummary,
    distanceKm: z.number(),
    radiusKm: z
      .number()
      .nullable()
      .meta({ description: 'The site’s radius for this incident; null for a bare point.' }),
    inside: z.boolean().nullable(),
  })
  .meta({ id: 'NearSite' });

export const NearestSites = z
  .object({
    nearest: z.array(NearSite).meta({ description: 'Closest first.' }),
    inside: z
      .array(NearSite)
      .meta({ description: 'Sites whose radius the incident falls inside, closest first.' }),
    insideTotal: z.int().nonnegative(),
  })
  .meta({ id: 'NearestSites' });

export const SITE_INCIDENT_PERIODS = ['P1D', 'P7D', 'P30D'] as const;
export const SiteIncidentPeriod = z.enum(SITE_INCIDENT_PERIODS);

export const SiteIncident = z
  .object({
    id: z.string(),
    summary: z.string(),
    category: z.object({ id: z.string(), name: z.string(), colour: z.string() }),
    type: z.object({ id: z.string(), name: z.string() }),
    impact: z.object({ rating: z.int(), shortDescription: z.string() }),
    startedAt: z.int(),
    isOngoing: z.boolean(),
    longitude: z.number(),
    latitude: z.number(),
    distanceKm: z.number(),
    radiusKm: z.number(),
    inside: z
      .boolean()
      .meta({ description: 'Within the site’s radius for its category and impact.' }),
  })
  .meta({ id: 'SiteIncident' });

export const SiteIncidents = z
  .object({
    siteId: z.uuid(),
    period: SiteIncidentPeriod,
    searchRadiusKm: z.number(),
    incidents: z.array(SiteIncident).meta({ description: 'Inside first, then highest impact.' }),
    truncated: z.boolean(),
  })
  .meta({ id: 'SiteIncidents' });

export const SiteImportProblem = z
  .object({
    row: z.int().meta({ description: 'The line of a CSV file, or the number of a feature.' }),
    label: z.string().meta({ example: 'Line 14' }),
    messages: z.array(z.string()),
  })
  .meta({ id: 'SiteImportProblem' });

export const SiteImportReport = z
  .object({
    rows: z.int().nonnegative(),
    imported: z.int().nonnegative(),
    problems: z.array(SiteImportProblem),
  })
  .meta({ id: 'SiteImportReport' });

export type RadiusRuleValue = z.infer<typeof RadiusRule>;
export type SiteSummary = z.infer<typeof SiteSummary>;
export type SiteTable = z.infer<typeof SiteTable>;
export type Site = z.infer<typeof Site>;
export type SiteInput = z.infer<typeof SiteInput>;
export type SitePatch = z.infer<typeof SitePatch>;
export type NearbyIncident = z.infer<typeof NearbyIncident>;
export type SiteExposure = z.infer<typeof SiteExposure>;
export type SitesExposure = z.infer<typeof SitesExposure>;
export type SitesHead = z.infer<typeof SitesHead>;
export type SitesOrder = z.infer<typeof SitesOrder>;
export type NearSite = z.infer<typeof NearSite>;
export type NearestSites = z.infer<typeof NearestSites>;
export type SiteIncident = z.infer<typeof SiteIncident>;
export type SiteIncidents = z.infer<typeof SiteIncidents>;
export type SiteIncidentPeriod = z.infer<typeof SiteIncidentPeriod>;
export type SiteImportProblem = z.infer<typeof SiteImportProblem>;
export type SiteImportReport = z.infer<typeof SiteImportReport>;

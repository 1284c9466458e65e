import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { JSendError, JSendFail, jsendSuccess } from '../jsend.ts';
import {
  NearestSites,
  Site,
  SiteImportReport,
  SiteIncidentPeriod,
  SiteIncidents,
  SiteInput,
  SitePatch,
  SitesExposure,
  SitesHead,
  SitesOrder,
  SiteTable,
} from '../resources/sites.ts';
import { AuditHistory } from '../resources/workspace.ts';
import { json, ok } from './responses.ts';
import { changeErrors, workspaceErrors } from './workspace.ts';

/** Sites (issue 25 item 4, DESIGN §4c): the places the team protects. */

const TAGS = ['Sites'];
const siteId = z.object({ id: z.uuid().meta({ description: 'The site’s id.' }) });
const jsonBody = <Schema extends z.ZodType>(schema: Schema) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

/** What the vendor's incident API may answer when the server asks it on the user's behalf. */
const upstreamErrors = {
  502: json('The incident service could not be reached or answered nonsense.', JSendError),
  504: json('The incident service did not answer in time.', JSendError),
} as const;

export const SiteResponse = jsendSuccess(Site).meta({ id: 'SiteResponse' });

export const listSites = createRoute({
  operationId: 'listSites',
  method: 'get',
  path: '/api/watchfloor/sites',
  tags: TAGS,
  summary: 'Every site this user may see: the team’s and their own private ones',
  responses: {
    200: ok(jsendSuccess(SiteTable).meta({ id: 'SiteListResponse' })),
    ...workspaceErrors,
  },
});

export const listFirstSites = createRoute({
  operationId: 'listFirstSites',
  method: 'get',
  path: '/api/watchfloor/sites/first',
  tags: TAGS,
  summary: 'The first rows of the Sites page, in its order, with their counts',
  description:
    'The `limit` sites that lead the list: the most exposed first (the week’s scan of ' +
    '`GET /api/watchfloor/sites/exposure`, waited for), or by name. When the incident service ' +
    'cannot be read the rows come by name, without counts, rather than not at all.',
  request: {
    query: z.object({
      order: SitesOrder.optional().meta({ default: 'exposure' }),
      limit: z.coerce.number().int().min(1).max(200).optional().meta({ default: 50 }),
    }),
  },
  responses: {
    200: ok(jsendSuccess(SitesHead).meta({ id: 'SitesHeadResponse' })),
    ...workspaceErrors,
    422: changeErrors[422],
  },
});

export const createSite = createRoute({
  operationId: 'createSite',
  method: 'post',
  path: '/api/watchfloor/sites',
  tags: TAGS,
  summary: 'Add a site; its time zone is derived from its position',
  request: jsonBody(SiteInput),
  responses: {
    201: ok(SiteResponse, 'Created.'),
    ...workspaceErrors,
    403: changeErrors[403],
    413: json('The body is larger than 64 kB (`data.body`).', JSendFail),
    422: changeErrors[422],
  },
});

export const getSite = createRoute({
  operationId: 'getSite',
  method: 'get',
  path: '/api/watchfloor/sites/{id}',
  tags: TAGS,
  summary: 'One site',
  request: { params: siteId },
  responses: { 200: ok(SiteResponse), ...workspaceErrors, 404: changeErrors[404] },
});

export const updateSite = createRoute({
  operationId: 'updateSite',
  method: 'patch',
  path: '/api/watchfloor/sites/{id}',
  tags: TAGS,
  summary: 'Change a site (owner or admin), from the version the change was made on',
  request: { params: siteId, ...jsonBody(SitePatch) },
  responses: { 200: ok(SiteResponse), ...changeErrors },
});

export const deleteSite = createRoute({
  operationId: 'deleteSite',
  method: 'delete',
  path: '/api/watchfloor/sites/{id}',
  tags: TAGS,
  summary: 'Delete a site (owner or admin); it can be restored during the undo window',
  request: { params: siteId },
  responses: { 200: ok(SiteResponse, 'Deleted; the site as it was.'), ...changeErrors },
});

export const restoreSite = createRoute({
  operationId: 'restoreSite',
  method: 'post',
  path: '/api/watchfloor/sites/{id}/restore',
  tags: TAGS,
  summary: 'Undo a deletion, within the undo window',
  request: { params: siteId },
  responses: { 200: ok(SiteResponse), ...changeErrors },
});

export const getSiteHistory = createRoute({
  operationId: 'getSiteHistory',
  method: 'get',
  path: '/api/watchfloor/sites/{id}/history',
  tags: TAGS,
  summary: 'Who changed the site, what and when, newest first',
  request: { params: siteId },
  responses: {
    200: ok(jsendSuccess(AuditHistory).meta({ id: 'SiteHistoryResponse' })),
    ...workspaceErrors,
    404: changeErrors[404],
  },
});

export const getSiteIncidents = createRoute({
  operationId: 'getSiteIncidents',
  method: 'get',
  path: '/api/watchfloor/sites/{id}/incidents',
  tags: TAGS,
  summary: 'Incidents near a site, with their distances',
  description:
    'Asks the incident API for incidents started in `period` inside a circle around the site ' +
    '(the farthest its rule reaches), then measures each great-circle distance and says whether ' +
    'it falls inside the site’s radius for its category and impact.',
  request: {
    params: siteId,
    query: z.object({ period: SiteIncidentPeriod.optional().meta({ default: 'P7D' }) }),
  },
  responses: {
    200: ok(jsendSuccess(SiteIncidents).meta({ id: 'SiteIncidentsResponse' })),
    ...workspaceErrors,
    404: changeErrors[404],
    422: changeErrors[422],
    ...upstreamErrors,
  },
});

export const getSitesExposure = createRoute({
  operationId: 'getSitesExposure',
  method: 'get',
  path: '/api/watchfloor/sites/exposure',
  tags: TAGS,
  summary: 'For every site, the incidents inside its radius in the last 24 hours and 7 days',
  description:
    'One scan of the week’s incidents from the incident API (within the bounding box of the ' +
    'user’s sites), matched to the sites through a spatial index; kept for a minute per user.',
  responses: {
    200: ok(jsendSuccess(SitesExposure).meta({ id: 'SitesExposureResponse' })),
    ...workspaceErrors,
    ...upstreamErrors,
  },
});

export const getNearestSites = createRoute({
  operationId: 'getNearestSites',
  method: 'get',
  path: '/api/watchfloor/sites/nearest',
  tags: TAGS,
  summary: 'The sites nearest a point or an incident, and those whose radius it falls inside',
  description:
    'Give `incident` (the server reads its location, category and impact from the incident ' +
    'API), or `longitude` and `latitude` with, optionally, `category` (a name) and `impact`.',
  request: {
    query: z.object({
      incident: z
        .string()
        .regex(/^IN-\d+$/)
        .optional()
        .meta({ example: 'IN-123' }),
      longitude: z.coerce.number().min(-180).max(180).optional(),
      latitude: z.coerce.number().min(-90).max(90).optional(),
      category: z.string().max(100).optional().meta({ example: 'Civil Unrest' }),
      impact: z.coerce.number().int().optional(),
      limit: z.coerce.number().int().min(1).max(50).optional().meta({ default: 5 }),
    }),
  },
  responses: {
    200: ok(jsendSuccess(NearestSites).meta({ id: 'NearestSitesResponse' })),
    ...workspaceErrors,
    404: json('No incident has this id (`data.incident`).', JSendFail),
    422: changeErrors[422],
    ...upstreamErrors,
  },
});

export const importSites = createRoute({
  operationId: 'importSites',
  method: 'post',
  path: '/api/watchfloor/sites/import',
  tags: TAGS,
  summary: 'Add sites from a CSV or GeoJSON file (up to 10,000 rows, 16 MB)',
  description:
    'The body is the file as it is, UTF-8. CSV columns: `name`, `latitude`, `longitude` ' +
    '(required), `address`, `tags` (separated by `;`), `visibility` (`team` or `private`), ' +
    '`radius_km`, `category_radii` (`Crime: 2; Natural Hazards: 150`), `impact_factors` ' +
    '(`5: 3; 4: 2`). GeoJSON: a FeatureCollection of Point features with the same properties ' +
    '(`radiusKm`, `categoryRadii` and `impactFactors` as numbers and objects). By default all ' +
    'or nothing: when any row is wrong nothing is stored and the 422 names each wrong row ' +
    '(`data["line 14"]`, `data["feature 3"]`) and why; `keep=valid` stores the good rows and ' +
    'reports the others.',
  request: {
    query: z.object({
      format: z.enum(['csv', 'geojson']).meta({ description: 'The file’s format.' }),
      keep: z
        .enum(['all-or-nothing', 'valid'])
        .optional()
        .meta({ default: 'all-or-nothing', description: '`valid`: store the good rows anyway.' }),
    }),
    body: {
      required: true,
      content: {
        'text/csv': { schema: z.string().meta({ format: 'binary' }) },
        'application/geo+json': { schema: z.string().meta({ format: 'binary' }) },
      },
    },
  },
  responses: {
    200: ok(
      jsendSuccess(SiteImportReport).meta({ id: 'SiteImportResponse' }),
      'Stored: `imported` sites; with `keep=valid`, `problems` lists the rows left out.',
    ),
    ...workspaceErrors,
    403: changeErrors[403],
    413: json('The file is larger than 16 MB (`data.body`).', JSendFail),
    422: json(
      'Nothing was stored: the file cannot be read (`data.file`), or rows are wrong (one key per row).',
      JSendFail,
    ),
  },
});

export const exportSites = createRoute({
  operationId: 'exportSites',
  method: 'get',
  path: '/api/watchfloor/sites/export',
  tags: TAGS,
  summary: 'Every site this user may see, as a CSV or GeoJSON file to download',
  description: 'The same columns and properties the import reads, so an export imports again.',
  request: { query: z.object({ format: z.enum(['csv', 'geojson']) }) },
  responses: {
    200: {
      description: 'The file, as an attachment.',
      content: {
        'text/csv': { schema: z.string() },
        'application/geo+json': { schema: z.string() },
      },
    },
    ...workspaceErrors,
    422: changeErrors[422],
  },
});

export const siteOperations = [
  listSites,
  listFirstSites,
  createSite,
  getSitesExposure,
  getNearestSites,
  importSites,
  exportSites,
  getSite,
  updateSite,
  deleteSite,
  restoreSite,
  getSiteHistory,
  getSiteIncidents,
] as const;

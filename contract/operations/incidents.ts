import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { INCIDENT_ID, THEME_ID } from '../formats.ts';
import {
  countriesQuery,
  impactRatingsQuery,
  incidentCategoriesQuery,
  incidentsQuery,
  incidentTypesQuery,
  sectorsQuery,
  sourceMediaQuery,
  sourcesQuery,
  tagsQuery,
  themesQuery,
} from '../filters/incidents.ts';
import type { QueryGrammar } from '../filters/query.ts';
import { dataList, jsendSuccess } from '../jsend.ts';
import { Incident, IncidentListItem, IncidentOverview } from '../resources/incident.ts';
import {
  Country,
  ImpactRating,
  IncidentCategory,
  IncidentType,
  Sector,
  Source,
  SourceMedium,
  Tag,
} from '../resources/reference.ts';
import { ThemeDetail, ThemeListItem } from '../resources/theme.ts';
import { querySchema } from './query-schema.ts';
import { BEARER_SECURITY, dataEndpointErrors, invalidQuery, notFound, ok } from './responses.ts';

/** Spec 4.4 and 4.5: the incident API. */

export const CountriesResponse = jsendSuccess(z.object({ countries: z.array(Country) })).meta({
  id: 'CountriesResponse',
});
export const IncidentCategoriesResponse = dataList(IncidentCategory).meta({
  id: 'IncidentCategoriesResponse',
});
export const IncidentTypesResponse = dataList(IncidentType).meta({ id: 'IncidentTypesResponse' });
export const ImpactRatingsResponse = dataList(ImpactRating).meta({ id: 'ImpactRatingsResponse' });
export const IncidentsResponse = dataList(IncidentListItem).meta({ id: 'IncidentsResponse' });
export const SectorsResponse = dataList(Sector).meta({ id: 'SectorsResponse' });
export const SourceMediaResponse = dataList(SourceMedium).meta({ id: 'SourceMediaResponse' });
export const SourcesResponse = dataList(Source).meta({ id: 'SourcesResponse' });
export const TagsResponse = dataList(Tag).meta({ id: 'TagsResponse' });
export const ThemesResponse = dataList(ThemeListItem).meta({ id: 'ThemesResponse' });

const PAGING_NOTE =
  'No pagination metadata: a page that comes back full (`pageSize` items) may have a next page.';

function list(options: {
  operationId: string;
  path: string;
  tag: string;
  summary: string;
  grammar: QueryGrammar;
  response: z.ZodType;
  /** /impact-ratings lists no 422 in the spec; an invalid parameter there falls back to its default. */
  rejectsInvalidQuery?: boolean;
}) {
  return createRoute({
    operationId: options.operationId,
    method: 'get',
    path: options.path,
    tags: [options.tag],
    summary: options.summary,
    description: PAGING_NOTE,
    security: BEARER_SECURITY,
    request: { query: querySchema(options.grammar) },
    responses: {
      200: ok(options.response),
      ...(options.rejectsInvalidQuery === false ? {} : { 422: invalidQuery }),
      ...dataEndpointErrors,
    },
  });
}

const pathId = (pattern: RegExp, example: string, description: string) =>
  z.object({
    id: z
      .string()
      .regex(pattern)
      .meta({ description, example, param: { name: 'id', in: 'path' } }),
  });

const incidentIdParams = pathId(INCIDENT_ID, 'IN-224368', 'Incident id, `IN-<number>`.');

export const listCountries = createRoute({
  operationId: 'listCountries',
  method: 'get',
  path: '/geography/countries',
  tags: ['Reference data'],
  summary: 'Countries with their codes and continent',
  security: BEARER_SECURITY,
  request: { query: querySchema(countriesQuery) },
  responses: { 200: ok(CountriesResponse), 422: invalidQuery, ...dataEndpointErrors },
});

export const listIncidentCategories = list({
  operationId: 'listIncidentCategories',
  path: '/incident-categories',
  tag: 'Reference data',
  summary: 'Incident categories with their colours',
  grammar: incidentCategoriesQuery,
  response: IncidentCategoriesResponse,
});

export const listIncidentTypes = list({
  operationId: 'listIncidentTypes',
  path: '/incident-types',
  tag: 'Reference data',
  summary: 'Incident types with severity, icon and category',
  grammar: incidentTypesQuery,
  response: IncidentTypesResponse,
});

export const listImpactRatings = list({
  operationId: 'listImpactRatings',
  path: '/impact-ratings',
  tag: 'Reference data',
  summary: 'Impact ratings and what each means',
  grammar: impactRatingsQuery,
  response: ImpactRatingsResponse,
  rejectsInvalidQuery: false,
});

export const listIncidents = list({
  operationId: 'listIncidents',
  path: '/incidents',
  tag: 'Incidents',
  summary: 'Incidents, filtered, sorted and paged',
  grammar: incidentsQuery,
  response: IncidentsResponse,
});

export const getIncident = createRoute({
  operationId: 'getIncident',
  method: 'get',
  path: '/incidents/{id}',
  tags: ['Incidents'],
  summary: 'One incident, full form',
  security: BEARER_SECURITY,
  request: { params: incidentIdParams },
  responses: { 200: ok(Incident), 404: notFound('incident'), ...dataEndpointErrors },
});

export const getIncidentOverview = createRoute({
  operationId: 'getIncidentOverview',
  method: 'get',
  path: '/incidents/{id}/overview',
  tags: ['Incidents'],
  summary: 'One incident, overview form',
  security: BEARER_SECURITY,
  request: { params: incidentIdParams },
  responses: { 200: ok(IncidentOverview), 404: notFound('incident'), ...dataEndpointErrors },
});

export const listSectors = list({
  operationId: 'listSectors',
  path: '/sectors',
  tag: 'Reference data',
  summary: 'Sectors incidents can affect',
  grammar: sectorsQuery,
  response: SectorsResponse,
});

export const listSourceMedia = list({
  operationId: 'listSourceMedia',
  path: '/source-media',
  tag: 'Reference data',
  summary: 'Media that sources publish in',
  grammar: sourceMediaQuery,
  response: SourceMediaResponse,
});

export const listSources = list({
  operationId: 'listSources',
  path: '/sources',
  tag: 'Reference data',
  summary: 'Sources cited by incident references',
  grammar: sourcesQuery,
  response: SourcesResponse,
});

export const listTags = list({
  operationId: 'listTags',
  path: '/tags',
  tag: 'Reference data',
  summary: 'Tags with their use counts',
  grammar: tagsQuery,
  response: TagsResponse,
});

export const listThemes = list({
  operationId: 'listThemes',
  path: '/themes',
  tag: 'Themes',
  summary: 'Themes that group incidents',
  grammar: themesQuery,
  response: ThemesResponse,
});

export const getTheme = createRoute({
  operationId: 'getTheme',
  method: 'get',
  path: '/themes/{id}',
  tags: ['Themes'],
  summary: 'One theme, detail form',
  security: BEARER_SECURITY,
  request: { params: pathId(THEME_ID, 'TH-149', 'Theme id, `TH-<number>`.') },
  responses: { 200: ok(ThemeDetail), 404: notFound('theme'), ...dataEndpointErrors },
});

export const incidentOperations = [
  listCountries,
  listIncidentCategories,
  listIncidentTypes,
  listImpactRatings,
  listIncidents,
  getIncident,
  getIncidentOverview,
  listSectors,
  listSourceMedia,
  listSources,
  listTags,
  listThemes,
  getTheme,
] as const;

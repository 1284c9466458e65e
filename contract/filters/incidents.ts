import { choice, filter, integer, sortKeys, term, type ListSyntax } from './parameters.ts';
import type { QueryValues } from './query.ts';
import {
  alpha3,
  boolean,
  continentCode,
  integer as integerValue,
  isoDuration,
  polygon,
  proximity,
  tagSlug,
  themeId,
  unixSeconds,
  uuid,
} from './value-formats.ts';

/**
 * The incident API's queries (spec 4.4 and 4.5). Lists are semicolon separated.
 *
 * ASSUMPTION (spec 4.5: "Value format of bt and nbt filters on the incident API: not shown"):
 * a `bt`/`nbt` pair is written with the same separator as the API's lists, `bt:<from>;<to>`,
 * mirroring the news API, whose pair uses its own list separator (`bt:<from>,<to>`). Both ends
 * are inclusive and `<from>` may not be after `<to>`.
 */
export const INCIDENT_SYNTAX: ListSyntax = { list: ';', range: ';' };

const EQUALITY_AND_LISTS = ['eq', 'neq', 'in', 'nin'] as const;
const ORDERED = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'bt', 'nbt'] as const;

const listOf = (format: typeof uuid, description: string) =>
  filter({ format, operators: EQUALITY_AND_LISTS, syntax: INCIDENT_SYNTAX, description });
const timestamp = (description: string) =>
  filter({
    format: unixSeconds,
    operators: ORDERED,
    syntax: INCIDENT_SYNTAX,
    description: `${description}, in Unix seconds; bt/nbt take <from>;<to>.`,
  });
const period = (description: string) =>
  filter({
    format: isoDuration,
    operators: ['eq'],
    syntax: INCIDENT_SYNTAX,
    description: `ISO 8601 duration back from now (e.g. P1D, P7D, PT12H) in which the incident ${description}.`,
    example: { op: 'eq', value: 'P1D' },
  });

export const PAGE = integer({ min: 1, defaultValue: 1, description: 'Page number, from 1.' });
/** The spec documents no maximum; 1000 keeps one page of full incidents to a few megabytes. */
export const MAX_PAGE_SIZE = 1000;
export const PAGE_SIZE = integer({
  min: 1,
  max: MAX_PAGE_SIZE,
  defaultValue: 100,
  description: `Items per page, 1 to ${MAX_PAGE_SIZE}. There is no total: a full page means another may follow.`,
});
const SEARCH = term('Plain search term (no operator).');

/**
 * Sortable incident properties. The spec names only `duration` ("beyond duration: not shown");
 * the others are the incident's own instants and its impact.
 */
export const INCIDENT_SORT_PROPERTIES = [
  'startedAt',
  'endedAt',
  'reportedAt',
  'reviewedAt',
  'updatedAt',
  'duration',
  'impact',
  'id',
] as const;

export const incidentsQuery = {
  search: term('Plain term matched against summaries and descriptions (no operator).'),
  category: listOf(uuid, 'Incident category UUIDs.'),
  type: listOf(uuid, 'Incident type UUIDs.'),
  startedAt: timestamp('Incident start time'),
  startedInPeriod: period('started'),
  endedAt: timestamp('Incident end time'),
  ongoing: filter({
    format: boolean,
    operators: ['eq'],
    syntax: INCIDENT_SYNTAX,
    bareEquals: true,
    description:
      'eq:true for ongoing incidents, eq:false for ended ones (true/false alone also work).',
  }),
  theme: listOf(themeId, 'Theme ids (TH-<number>).'),
  tagged: listOf(tagSlug, 'Tag slugs.'),
  area: filter({
    format: polygon,
    operators: ['in', 'nin'],
    membership: 'single',
    syntax: INCIDENT_SYNTAX,
    description:
      'Polygon [[[lng,lat],...]], longitude first; an open ring is closed; at least three distinct points.',
  }),
  country: listOf(alpha3, 'Alpha-3 country codes.'),
  continent: listOf(continentCode, 'Two-letter continent codes (AF, AN, AS, EU, NA, OC, SA).'),
  involving: listOf(uuid, 'Group or individual UUIDs.'),
  reporter: filter({
    format: uuid,
    operators: ['eq', 'in'],
    syntax: INCIDENT_SYNTAX,
    description: 'Reporter UUIDs.',
  }),
  affects: listOf(uuid, 'Affected sector UUIDs.'),
  impact: filter({
    format: integerValue,
    operators: ORDERED,
    syntax: INCIDENT_SYNTAX,
    description: 'Impact rating (-1 unknown, 1 to 5); bt/nbt take <from>;<to>.',
  }),
  near: filter({
    format: proximity,
    operators: ['in', 'nin'],
    membership: 'single',
    syntax: INCIDENT_SYNTAX,
    description: 'Within (in) or beyond (nin) <kilometres> of any feature of map <map_id>.',
  }),
  reportedAt: timestamp('First reported time'),
  reportedInPeriod: period('was first reported'),
  reviewedAt: timestamp('Review-for-publishing time'),
  updatedAt: timestamp('Last update time'),
  sort: sortKeys({
    properties: INCIDENT_SORT_PROPERTIES,
    separator: ';',
    description:
      '<property>:asc|desc, several separated by semicolons, most significant first. Default: relevancy.',
  }),
  page: PAGE,
  pageSize: PAGE_SIZE,
} as const;

export type IncidentsQuery = QueryValues<typeof incidentsQuery>;

/** `<property>:asc` and `<property>:desc` for each property: a single-key sort. */
const directions = <const Property extends string>(properties: readonly Property[]) =>
  properties.flatMap((property) => [`${property}:asc`, `${property}:desc`] as const);

const referenceList = <Sort extends string>(sort: readonly Sort[], sortDescription: string) => ({
  search: SEARCH,
  sort: choice(sort, sortDescription),
  page: PAGE,
  pageSize: PAGE_SIZE,
});

export const countriesQuery = {
  search: SEARCH,
  area: filter({
    format: polygon,
    operators: ['in'],
    membership: 'single',
    syntax: INCIDENT_SYNTAX,
    description: 'Countries intersecting the polygon [[[lng,lat],...]].',
  }),
  sort: choice(directions(['name']), 'name:asc or name:desc.'),
  page: PAGE,
  pageSize: PAGE_SIZE,
} as const;

export const incidentCategoriesQuery = referenceList(
  ['asc', 'desc'],
  'asc or desc by name. Default: relevancy.',
);

export const incidentTypesQuery = {
  search: SEARCH,
  category: listOf(uuid, 'Category UUIDs.'),
  sort: choice(
    directions(['name', 'id', 'severity', 'icon']),
    'name, id, severity or icon with :asc or :desc. Default: relevancy.',
  ),
  page: PAGE,
  pageSize: PAGE_SIZE,
} as const;

export const impactRatingsQuery = {
  search: term('Term matched against the descriptions.'),
  sort: choice(directions(['rating']), 'rating:asc or rating:desc. Default: by rating.'),
  page: PAGE,
  pageSize: PAGE_SIZE,
} as const;

export const sectorsQuery = referenceList(
  ['asc', 'desc'],
  'asc or desc by name. Default: relevancy.',
);
export const sourceMediaQuery = referenceList(
  directions(['name', 'id']),
  'name or id with :asc or :desc. Default: relevancy.',
);
export const sourcesQuery = sourceMediaQuery;
export const tagsQuery = referenceList(
  ['asc', 'desc'],
  'asc or desc by name. Default: popularity.',
);
export const themesQuery = referenceList(
  directions(['name', 'id', 'identifiedAt']),
  'name, id or identifiedAt with :asc or :desc. Default: relevancy.',
);

export type CountriesQuery = QueryValues<typeof countriesQuery>;
export type IncidentTypesQuery = QueryValues<typeof incidentTypesQuery>;

import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import {
  exampleIncident,
  exampleIncidentListItem,
  exampleIncidentOverview,
} from '../examples/incidents.ts';
import {
  exampleGroupParty,
  exampleIndividualParty,
  exampleThemeDetail,
  exampleThemeListItem,
} from '../examples/incidents.ts';
import {
  exampleListMeta,
  exampleNewsItem,
  exampleNewsItemWithoutIncident,
  exampleTaxonomy,
  exampleTaxonomyWithoutSubs,
} from '../examples/news.ts';
import {
  exampleCategory,
  exampleCountry,
  exampleImpactRatings,
  exampleSector,
  exampleSectorWithoutDescription,
  exampleSource,
  exampleSourceMedium,
  exampleTag,
  exampleType,
} from '../examples/reference.ts';
import { AccessToken, ApplicationTokenRequest, UserTokenRequest } from './auth.ts';
import { IncidentMap, MapFeature } from './geojson.ts';
import { Incident, IncidentListItem, IncidentOverview } from './incident.ts';
import { Casualties, InvolvedParty, LocalTimestamp, Location } from './incident-parts.ts';
import { ListMeta, NewsItem, Taxonomy } from './news.ts';
import {
  Country,
  ImpactRating,
  IncidentCategory,
  IncidentCountry,
  IncidentType,
  IncidentTypeReference,
  Sector,
  Source,
  SourceMedium,
  Tag,
  TagReference,
} from './reference.ts';
import { ThemeDetail, ThemeListItem } from './theme.ts';

/** Sets `value` at a dotted path of a deep copy (`'map.features.0.geometry.type'`). */
function withValue(example: unknown, path: string, value: unknown): unknown {
  const copy = structuredClone(example) as Record<string, unknown>;
  const keys = path.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = value;
  return copy;
}

function withoutKey(example: unknown, key: string): unknown {
  const copy = structuredClone(example) as Record<string, unknown>;
  delete copy[key];
  return copy;
}

interface Case {
  schema: z.ZodType;
  valid: unknown[];
  /** [what is wrong, the wrong value]. */
  invalid: [string, unknown][];
}

const cases: Record<string, Case> = {
  NewsItem: {
    schema: NewsItem,
    valid: [exampleNewsItem, exampleNewsItemWithoutIncident],
    invalid: [
      [
        'publishedAt as an ISO string',
        withValue(exampleNewsItem, 'publishedAt', '2025-11-20T12:00:00Z'),
      ],
      ['a fractional timestamp', withValue(exampleNewsItem, 'createdAt', 1.5)],
      ['a taxonomy score as text', withValue(exampleNewsItem, 'taxonomy.score', 'high')],
      [
        'a lower-case country code',
        withValue(exampleNewsItem, 'countries', [{ code: 'gbr', name: 'UK' }]),
      ],
      ['keywords as a string', withValue(exampleNewsItem, 'keywords', 'ransomware')],
      ['a missing incidentId (null is the empty value)', withoutKey(exampleNewsItem, 'incidentId')],
      ['a null title', withValue(exampleNewsItem, 'title', null)],
      ['a permalink that is not a URL', withValue(exampleNewsItem, 'permalink', 'not a url')],
    ],
  },
  ListMeta: {
    schema: ListMeta,
    valid: [exampleListMeta, { total: 0, page: 1, pages: 0, pageSize: 1000 }],
    invalid: [
      ['total as a string', withValue(exampleListMeta, 'total', '1234')],
      ['page 0', withValue(exampleListMeta, 'page', 0)],
    ],
  },
  Taxonomy: {
    schema: Taxonomy,
    valid: [exampleTaxonomy, exampleTaxonomyWithoutSubs],
    invalid: [
      ['subTaxonomies null', withValue(exampleTaxonomy, 'subTaxonomies', null)],
      ['an id that is not a UUID', withValue(exampleTaxonomy, 'id', 'cyber')],
    ],
  },
  Country: {
    schema: Country,
    valid: [exampleCountry],
    invalid: [
      ['a null alpha2 (only allowed inside incidents)', withValue(exampleCountry, 'alpha2', null)],
      ['continent as a string', withValue(exampleCountry, 'continent', 'Europe')],
    ],
  },
  IncidentCountry: {
    schema: IncidentCountry,
    valid: [
      { code: 'USA', name: 'United States', alpha2: null },
      { code: 'FRA', name: 'France', alpha2: 'FR' },
    ],
    invalid: [['a two-letter code', { code: 'US', name: 'United States', alpha2: null }]],
  },
  IncidentCategory: {
    schema: IncidentCategory,
    valid: [exampleCategory],
    invalid: [
      ['a colour name', withValue(exampleCategory, 'colour', 'slateblue')],
      ['a short hex colour', withValue(exampleCategory, 'colour', '#abc')],
    ],
  },
  IncidentType: {
    schema: IncidentType,
    valid: [exampleType, withValue(exampleType, 'severity', 'moderate')],
    invalid: [
      ['severity as a number', withValue(exampleType, 'severity', 3)],
      [
        'a category without colour',
        withValue(exampleType, 'category', { id: exampleCategory.id, name: 'x' }),
      ],
    ],
  },
  IncidentTypeReference: {
    schema: IncidentTypeReference,
    valid: [{ id: exampleType.id, name: exampleType.name }],
    invalid: [['a missing name', { id: exampleType.id }]],
  },
  ImpactRating: {
    schema: ImpactRating,
    valid: exampleImpactRatings,
    invalid: [
      ['rating as a string', withValue(exampleImpactRatings[0], 'rating', '5')],
      ['a fractional rating', withValue(exampleImpactRatings[0], 'rating', 4.5)],
    ],
  },
  Sector: {
    schema: Sector,
    valid: [exampleSector, exampleSectorWithoutDescription],
    invalid: [
      ['a missing description (null is the empty value)', withoutKey(exampleSector, 'description')],
    ],
  },
  SourceMedium: {
    schema: SourceMedium,
    valid: [exampleSourceMedium],
    invalid: [['a numeric id', withValue(exampleSourceMedium, 'id', 7)]],
  },
  Source: {
    schema: Source,
    valid: [exampleSource],
    invalid: [['a null name', withValue(exampleSource, 'name', null)]],
  },
  Tag: {
    schema: Tag,
    valid: [exampleTag],
    invalid: [
      ['uses as a string', withValue(exampleTag, 'counts', { uses: 'many' })],
      ['a slug with spaces', withValue(exampleTag, 'slug', 'critical infrastructure')],
    ],
  },
  TagReference: {
    schema: TagReference,
    valid: [{ name: 'Critical infrastructure', slug: 'critical-infrastructure' }],
    invalid: [['a missing slug', { name: 'Critical infrastructure' }]],
  },
  InvolvedParty: {
    schema: InvolvedParty,
    valid: [
      exampleGroupParty,
      withValue(exampleGroupParty, 'individual', null),
      exampleIndividualParty,
      withValue(exampleGroupParty, 'involvement', 'Supporter'),
    ],
    invalid: [
      [
        'an individual party without the individual',
        withoutKey(exampleIndividualParty, 'individual'),
      ],
      ['a type outside group and individual', withValue(exampleGroupParty, 'type', 'state')],
    ],
  },
  Casualties: {
    schema: Casualties,
    valid: [exampleIncident.casualties, exampleThemeDetail.casualties],
    invalid: [
      ['a negative count', withValue(exampleIncident.casualties, 'policeDeaths', -1)],
      ['a missing counter', withoutKey(exampleIncident.casualties, 'militaryInjuries')],
    ],
  },
  Location: {
    schema: Location,
    valid: [exampleIncident.location],
    invalid: [
      ['a latitude beyond 90', withValue(exampleIncident.location, 'latitude', 91)],
      ['utcOffset in hours as text', withValue(exampleIncident.location, 'utcOffset', '-08:00')],
    ],
  },
  LocalTimestamp: {
    schema: LocalTimestamp,
    valid: [exampleIncident.startedAt],
    invalid: [
      [
        'an offset with a colon',
        withValue(exampleIncident.startedAt, 'localTime', '2025-11-20T04:00:00-08:00'),
      ],
      [
        'a timestamp in milliseconds as text',
        withValue(exampleIncident.startedAt, 'timestamp', '1763640000000'),
      ],
    ],
  },
  MapFeature: {
    schema: MapFeature,
    valid: exampleIncident.map.features,
    invalid: [
      [
        'an unknown geometry type',
        withValue(exampleIncident.map.features[0], 'geometry.type', 'Circle'),
      ],
      [
        'latitude first beyond range',
        withValue(exampleIncident.map.features[0], 'geometry.coordinates', [34.05, -118.24]),
      ],
      ['meta as an object', withValue(exampleIncident.map.features[0], 'properties.meta', {})],
    ],
  },
  IncidentMap: {
    schema: IncidentMap,
    valid: [exampleIncident.map, { ...exampleIncident.map, features: [] }],
    invalid: [
      ['a type other than FeatureCollection', withValue(exampleIncident.map, 'type', 'Feature')],
    ],
  },
  Incident: {
    schema: Incident,
    valid: [exampleIncident, withValue(exampleIncident, 'status', 'archived')],
    invalid: [
      ['an id without the IN- prefix', withValue(exampleIncident, 'id', '224368')],
      [
        'a reporter without name and picture',
        withValue(exampleIncident, 'reporter', { id: exampleIncident.reporter.id }),
      ],
      ['isOngoing as a string', withValue(exampleIncident, 'isOngoing', 'false')],
      ['startedAt as a bare number', withValue(exampleIncident, 'startedAt', 1_763_640_000)],
      ['a missing counts key', withValue(exampleIncident, 'counts', { watchers: 3 })],
    ],
  },
  IncidentListItem: {
    schema: IncidentListItem,
    valid: [exampleIncidentListItem, exampleIncident],
    invalid: [
      ['themes as ids', withValue(exampleIncidentListItem, 'themes', ['TH-149'])],
      [
        'an assigneeId that is not a UUID',
        withValue(exampleIncidentListItem, 'assigneeId', 'nobody'),
      ],
    ],
  },
  IncidentOverview: {
    schema: IncidentOverview,
    valid: [exampleIncidentOverview, exampleIncident],
    invalid: [
      ['impact as a number', withValue(exampleIncidentOverview, 'impact', 4)],
      ['reviewedAt null', withValue(exampleIncidentOverview, 'reviewedAt', null)],
    ],
  },
  ThemeListItem: {
    schema: ThemeListItem,
    valid: [exampleThemeListItem],
    invalid: [
      ['an id without the TH- prefix', withValue(exampleThemeListItem, 'id', '149')],
      [
        'identifiedAt as Unix seconds',
        withValue(exampleThemeListItem, 'identifiedAt', 1_442_304_604),
      ],
      ['trendHistory missing', withoutKey(exampleThemeListItem, 'trendHistory')],
    ],
  },
  ThemeDetail: {
    schema: ThemeDetail,
    valid: [exampleThemeDetail, withValue(exampleThemeDetail, 'description', 'Coastal strikes.')],
    invalid: [
      [
        'an analyst without picture',
        withValue(exampleThemeDetail, 'analyst', { id: exampleThemeDetail.analyst.id, name: 'x' }),
      ],
      [
        'incidentDates as numbers',
        withValue(exampleThemeDetail, 'incidentDates', { firstAt: 1, lastAt: 2 }),
      ],
    ],
  },
  UserTokenRequest: {
    schema: UserTokenRequest,
    valid: [{ email: 'analyst@watchfloor.example', password: 'correct-horse-battery' }],
    invalid: [['a missing password', { email: 'analyst@watchfloor.example' }]],
  },
  ApplicationTokenRequest: {
    schema: ApplicationTokenRequest,
    valid: [{ clientId: 'ops-dashboard', secret: 's3cret' }],
    invalid: [['a numeric secret', { clientId: 'ops-dashboard', secret: 1234 }]],
  },
  AccessToken: {
    schema: AccessToken,
    valid: [{ accessToken: 'eyJhbGciOiJIUzI1NiJ9.e30.signature' }],
    invalid: [['a missing token', {}]],
  },
};

describe.each(Object.entries(cases))('%s', (_name, { schema, valid, invalid }) => {
  test.each(valid.map((value, index) => [index + 1, value]))(
    'accepts example %i',
    (_index, value) => {
      const result = schema.safeParse(value);
      expect(result.error?.issues ?? []).toEqual([]);
    },
  );

  test.each(invalid)('rejects %s', (_what, value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
});

import type { InvolvedParty } from '../resources/incident-parts.ts';
import type { Incident, IncidentListItem, IncidentOverview } from '../resources/incident.ts';
import type { ThemeDetail, ThemeListItem } from '../resources/theme.ts';
import { exampleCategory, exampleImpactRatings, exampleSector } from './reference.ts';

/** An incident and a theme as the vendor's documentation shows them (spec/vendor-facts.md). */

export const exampleGroupParty: InvolvedParty = {
  id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  type: 'group',
  involvement: 'Actor',
  group: { id: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e', name: 'National Armed Forces' },
};

export const exampleIndividualParty: InvolvedParty = {
  id: 'c3d4e5f6-a7b8-4c9d-8e1f-2a3b4c5d6e7f',
  type: 'individual',
  involvement: 'Directly Targeted',
  group: { id: 'd4e5f6a7-b8c9-4d0e-9f2a-3b4c5d6e7f8a', name: 'State Security Forces' },
  individual: { id: 'e5f6a7b8-c9d0-4e1f-8a3b-4c5d6e7f8a9b', name: 'Regional police commander' },
};

const zeroCasualties = {
  civilianDeaths: 0,
  civilianInjuries: 0,
  criminalDeaths: 0,
  criminalInjuries: 0,
  emergencyDeaths: 0,
  emergencyInjuries: 0,
  militaryDeaths: 0,
  militaryInjuries: 0,
  policeDeaths: 0,
  policeInjuries: 0,
};

export const exampleThemeListItem: ThemeListItem = {
  id: 'TH-149',
  name: 'Strikes on coastal infrastructure',
  colour: '#DC143C',
  identifiedAt: '2015-09-15T08:10:04+0000',
  counts: { affectedSectors: 3, casualties: 12, incidents: 57, involvedParties: 4, tags: 6 },
  trendHistory: [],
};

export const exampleThemeDetail: ThemeDetail = {
  id: 'TH-149',
  name: 'Strikes on coastal infrastructure',
  description: null,
  colour: '#DC143C',
  incidentDates: { firstAt: '2015-09-15T08:10:04+0000', lastAt: '2025-11-20T12:00:00+0000' },
  casualties: { ...zeroCasualties, civilianDeaths: 7, civilianInjuries: 5 },
  affectedSectors: [{ id: exampleSector.id, name: exampleSector.name }],
  involvedParties: [exampleGroupParty, exampleIndividualParty],
  tags: [{ name: 'Critical infrastructure', slug: 'critical-infrastructure' }],
  identifiedAt: '2015-09-15T08:10:04+0000',
  analyst: {
    id: 'f6a7b8c9-d0e1-4f2a-9b4c-5d6e7f8a9b0c',
    name: 'Morgan Hale',
    picture: 'https://avatars.example.org/f6a7b8c9.png',
  },
  counts: { affectedSectors: 1, casualties: 12, incidents: 57, involvedParties: 2, tags: 1 },
};

const reporter = {
  id: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
  name: 'Jordan Ellis',
  picture: 'https://avatars.example.org/0a1b2c3d.png',
};

export const exampleIncident: Incident = {
  id: 'IN-224368',
  organisationId: '1b2c3d4e-5f6a-4b7c-9d8e-9f0a1b2c3d4e',
  reporter,
  assigneeId: null,
  category: exampleCategory,
  type: { id: '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f', name: 'Ballistic Missile' },
  summary: 'Missile strike reported near a coastal fuel depot',
  description:
    'Local authorities reported a missile strike close to a coastal fuel depot in the early morning. No casualties were reported.',
  casualties: zeroCasualties,
  location: {
    longitude: -118.2437,
    latitude: 34.0522,
    accuracy: 1,
    timeZone: 'America/Los_Angeles',
    utcOffset: -28800,
  },
  countries: [{ code: 'USA', name: 'United States', alpha2: null }],
  map: {
    id: '2c3d4e5f-6a7b-4c8d-9e9f-0a1b2c3d4e5f',
    type: 'FeatureCollection',
    features: [
      {
        id: '3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a',
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-118.2437, 34.0522] },
        properties: {
          icon: 'ballistic-missile',
          name: 'Impact site',
          colour: '#2F4F6F',
          description: 'Reported point of impact.',
          meta: null,
        },
      },
      {
        id: '4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b',
        type: 'Feature',
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [-118.26, 34.04],
              [-118.22, 34.04],
              [-118.22, 34.07],
              [-118.26, 34.07],
              [-118.26, 34.04],
            ],
          ],
        },
        properties: {
          icon: 'area',
          name: 'Cordon',
          colour: '#B22222',
          description: 'Area closed by the police.',
          meta: [],
        },
      },
    ],
  },
  narratives: [
    {
      id: '5f6a7b8c-9d0e-4f1a-8b2c-3d4e5f6a7b8c',
      body: 'Initial reports indicate a single projectile.',
      reporterId: reporter.id,
    },
  ],
  affectedSectors: [
    {
      id: '6a7b8c9d-0e1f-4a2b-9c3d-4e5f6a7b8c9d',
      sector: { id: exampleSector.id, name: exampleSector.name },
    },
  ],
  references: [
    {
      id: '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e',
      link: 'https://news.example.org/2025/11/20/coastal-strike',
      title: 'Strike near fuel depot',
      medium: { id: '7a8b9c0d-1e2f-4a3b-c4d5-e6f7a8b9c0d1', name: 'Online news' },
      source: { id: '8b9c0d1e-2f3a-4b4c-d5e6-f7a8b9c0d1e2', name: 'Reuters' },
      status: 'pending',
      citation: 'Reuters, 20 November 2025',
      publishedAt: 1_763_650_800,
    },
  ],
  involvedParties: [exampleGroupParty, exampleIndividualParty],
  links: [],
  startedAt: { timestamp: 1_763_640_000, localTime: '2025-11-20T04:00:00-0800' },
  endedAt: { timestamp: 1_763_656_200, localTime: '2025-11-20T08:30:00-0800' },
  isOngoing: false,
  themes: [exampleThemeListItem],
  tags: [{ name: 'Critical infrastructure', slug: 'critical-infrastructure' }],
  impact: exampleImpactRatings[1]!,
  counts: {
    affectedSectors: 1,
    casualties: 0,
    involvedParties: 2,
    links: 0,
    mapFeatures: 2,
    narratives: 1,
    references: 1,
    themes: 1,
    tags: 1,
    watchers: 3,
  },
  status: 'approved',
  isWatched: false,
  draftedAt: 1_763_650_000,
  reportedAt: 1_763_650_800,
  reviewedAt: 1_763_660_000,
  updatedAt: 1_763_700_000,
  originId: null,
};

export const exampleIncidentListItem: IncidentListItem = {
  ...exampleIncident,
  reporter: { id: reporter.id },
};

const {
  reporter: _reporter,
  assigneeId: _assigneeId,
  casualties: _casualties,
  map: _map,
  narratives: _narratives,
  affectedSectors: _affectedSectors,
  references: _references,
  involvedParties: _involvedParties,
  links: _links,
  themes: _themes,
  tags: _tags,
  draftedAt: _draftedAt,
  updatedAt: _updatedAt,
  ...overview
} = exampleIncident;

export const exampleIncidentOverview: IncidentOverview = overview;

import type {
  Country,
  ImpactRating,
  IncidentCategory,
  IncidentType,
  Sector,
  Source,
  SourceMedium,
  Tag,
} from '../resources/reference.ts';

/**
 * Realistic examples of every documented shape, modelled on the vendor's published responses
 * (spec/vendor-facts.md). Contract tests check the schemas against them; dashboard tests serve
 * them as API answers.
 */

export const exampleCountry: Country = {
  code: 'GBR',
  alpha2: 'GB',
  name: 'United Kingdom',
  continent: { code: 'EU', name: 'Europe' },
};

export const exampleCategory: IncidentCategory = {
  id: '3b8a1f0e-5c2d-4e7a-9b1c-2d3e4f5a6b7c',
  name: 'Indirect Weapons',
  colour: '#2F4F6F',
};

export const exampleType: IncidentType = {
  id: '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f',
  name: 'Ballistic Missile',
  icon: 'ballistic-missile',
  severity: 'high',
  category: exampleCategory,
};

export const exampleImpactRatings: ImpactRating[] = [
  {
    rating: 5,
    shortDescription: 'Extreme',
    longDescription:
      'Mass casualties (over 50 dead), damage above USD 100 million, or national disruption lasting weeks.',
  },
  {
    rating: 4,
    shortDescription: 'Major',
    longDescription:
      'Multiple fatalities, damage above USD 10 million, or regional disruption lasting days.',
  },
  {
    rating: -1,
    shortDescription: 'Unknown',
    longDescription: 'The impact has not been assessed or cannot be determined yet.',
  },
];

export const exampleSector: Sector = {
  id: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
  name: 'Aviation/Airports',
  description: 'Airports, airlines, air traffic control and their supply chains.',
};

export const exampleSectorWithoutDescription: Sector = {
  id: '6f7a8b9c-0d1e-4f2a-b3c4-d5e6f7a8b9c0',
  name: 'Military',
  description: null,
};

export const exampleSourceMedium: SourceMedium = {
  id: '7a8b9c0d-1e2f-4a3b-c4d5-e6f7a8b9c0d1',
  name: 'Online news',
};

export const exampleSource: Source = {
  id: '8b9c0d1e-2f3a-4b4c-d5e6-f7a8b9c0d1e2',
  name: 'Reuters',
};

export const exampleTag: Tag = {
  name: 'Critical infrastructure',
  slug: 'critical-infrastructure',
  counts: { uses: 412 },
};

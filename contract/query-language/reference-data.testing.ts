import type { ReferenceData } from './reference-data.ts';

/** A small set of reference data with the traps real lists have: shared words, accents, codes. */
export const TEST_REFERENCE: ReferenceData = {
  countries: [
    { code: 'NGA', alpha2: 'NG', name: 'Nigeria', continent: { code: 'AF', name: 'Africa' } },
    { code: 'NER', alpha2: 'NE', name: 'Niger', continent: { code: 'AF', name: 'Africa' } },
    { code: 'GHA', alpha2: 'GH', name: 'Ghana', continent: { code: 'AF', name: 'Africa' } },
    { code: 'UKR', alpha2: 'UA', name: 'Ukraine', continent: { code: 'EU', name: 'Europe' } },
    { code: 'RUS', alpha2: 'RU', name: 'Russia', continent: { code: 'EU', name: 'Europe' } },
    { code: 'CIV', alpha2: 'CI', name: "Côte d'Ivoire", continent: { code: 'AF', name: 'Africa' } },
    {
      code: 'GBR',
      alpha2: 'GB',
      name: 'United Kingdom',
      continent: { code: 'EU', name: 'Europe' },
    },
    {
      code: 'USA',
      alpha2: 'US',
      name: 'United States',
      continent: { code: 'NA', name: 'North America' },
    },
  ],
  categories: [
    { id: '0b0e6a2c-1111-4aaa-8aaa-000000000001', name: 'Civil Unrest' },
    { id: '0b0e6a2c-1111-4aaa-8aaa-000000000002', name: 'Crime' },
    { id: '0b0e6a2c-1111-4aaa-8aaa-000000000003', name: 'Terrorism' },
  ],
  types: [
    {
      id: '0b0e6a2c-2222-4aaa-8aaa-000000000001',
      name: 'Protest',
      category: { name: 'Civil Unrest' },
    },
    {
      id: '0b0e6a2c-2222-4aaa-8aaa-000000000002',
      name: 'Riot',
      category: { name: 'Civil Unrest' },
    },
    {
      id: '0b0e6a2c-2222-4aaa-8aaa-000000000003',
      name: 'Armed Robbery',
      category: { name: 'Crime' },
    },
  ],
  themes: [
    { id: 'TH-12', name: 'Election violence' },
    { id: 'TH-40', name: 'Port strikes' },
  ],
  tags: [
    { slug: 'ransomware', name: 'Ransomware' },
    { slug: 'port-security', name: 'Port security' },
  ],
  sectors: [
    { id: '0b0e6a2c-3333-4aaa-8aaa-000000000001', name: 'Energy' },
    { id: '0b0e6a2c-3333-4aaa-8aaa-000000000002', name: 'Maritime' },
  ],
  parties: [{ id: '0b0e6a2c-4444-4aaa-8aaa-000000000001', name: 'Dock Workers Union' }],
  taxonomies: [
    {
      id: '0b0e6a2c-5555-4aaa-8aaa-000000000001',
      name: 'Conflict',
      subTaxonomies: [
        { id: '0b0e6a2c-5555-4aaa-8aaa-000000000002', name: 'Armed conflict' },
        { id: '0b0e6a2c-5555-4aaa-8aaa-000000000003', name: 'Border conflict' },
      ],
    },
    { id: '0b0e6a2c-5555-4aaa-8aaa-000000000004', name: 'Health', subTaxonomies: [] },
  ],
  areas: [
    {
      id: '0b0e6a2c-7777-4aaa-8aaa-000000000001',
      name: 'Lagos metro',
      polygon: [
        [
          [3.1, 6.4],
          [3.7, 6.4],
          [3.7, 6.7],
          [3.1, 6.7],
          [3.1, 6.4],
        ],
      ],
    },
    {
      id: '0b0e6a2c-7777-4aaa-8aaa-000000000002',
      name: 'Port of Tema',
      polygon: [
        [
          [-0.05, 5.6],
          [0.05, 5.6],
          [0.05, 5.7],
          [-0.05, 5.6],
        ],
      ],
    },
  ],
  incidentMaps: new Map([
    ['IN-123', '0b0e6a2c-6666-4aaa-8aaa-000000000001'],
    ['IN-7', null],
  ]),
};

import type { ListMeta, NewsItem, Taxonomy } from '../resources/news.ts';

export const exampleTaxonomy: Taxonomy = {
  id: '0d1e2f3a-4b5c-4d6e-8f7a-8b9c0d1e2f3a',
  name: 'Cyber',
  subTaxonomies: [
    { id: '1e2f3a4b-5c6d-4e7f-9a8b-9c0d1e2f3a4b', name: 'Ransomware' },
    { id: '2f3a4b5c-6d7e-4f8a-8b9c-0d1e2f3a4b5c', name: 'Data breach' },
  ],
};

export const exampleTaxonomyWithoutSubs: Taxonomy = {
  id: '3a4b5c6d-7e8f-4a9b-8c0d-1e2f3a4b5c6d',
  name: 'Severe weather',
  subTaxonomies: [],
};

export const exampleNewsItem: NewsItem = {
  id: '4b5c6d7e-8f9a-4b0c-9d1e-2f3a4b5c6d7e',
  title: 'Ransomware attack disrupts check-in systems at regional airports',
  summary:
    'Several regional airports reported delays after a ransomware attack on a shared check-in provider.',
  permalink: 'https://news.example.org/2026/11/20/ransomware-airports',
  taxonomy: { id: exampleTaxonomy.id, score: 0.92 },
  subTaxonomies: [{ id: '1e2f3a4b-5c6d-4e7f-9a8b-9c0d1e2f3a4b', score: 0.88 }],
  industries: [{ reference: 'AVI', name: 'Aviation' }],
  countries: [
    { code: 'GBR', name: 'United Kingdom' },
    { code: 'IRL', name: 'Ireland' },
  ],
  keywords: ['ransomware', 'airport', 'check-in'],
  incidentId: 'IN-224368',
  publishedAt: 1_763_640_000,
  createdAt: 1_763_640_120,
  updatedAt: 1_763_643_600,
};

export const exampleNewsItemWithoutIncident: NewsItem = {
  ...exampleNewsItem,
  id: '5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f',
  incidentId: null,
  subTaxonomies: [],
  industries: [],
  countries: [],
  keywords: [],
};

export const exampleListMeta: ListMeta = { total: 1234, page: 2, pages: 13, pageSize: 100 };

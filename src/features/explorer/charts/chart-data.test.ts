import { expect, test } from 'vitest';
import { exampleIncidentListItem } from '../../../../contract/examples/incidents';
import {
  incidentsByCategory,
  incidentsByImpact,
  incidentsPerDay,
  largestCategories,
} from './chart-data';

const at = (iso: string, overrides: Partial<typeof exampleIncidentListItem> = {}) => ({
  ...exampleIncidentListItem,
  ...overrides,
  startedAt: { timestamp: Date.parse(iso) / 1000, localTime: iso },
});

test('days between the first and last incident are all present, empty ones as zero', () => {
  const days = incidentsPerDay([
    at('2026-11-01T10:00:00'),
    at('2026-11-01T15:00:00'),
    at('2026-11-04T09:00:00'),
  ]);
  expect(days).toEqual([
    { day: '2026-11-01', incidents: 2 },
    { day: '2026-11-02', incidents: 0 },
    { day: '2026-11-03', incidents: 0 },
    { day: '2026-11-04', incidents: 1 },
  ]);
  expect(incidentsPerDay([])).toEqual([]);
});

test('categories count with their colours, most first; impacts in rating order', () => {
  const other = {
    ...exampleIncidentListItem.category,
    id: 'other',
    name: 'Other',
    colour: '#000000',
  };
  const incidents = [
    at('2026-11-01T10:00:00'),
    at('2026-11-01T10:00:00', { category: other }),
    at('2026-11-01T10:00:00', {
      category: other,
      impact: { rating: -1, shortDescription: 'Unknown', longDescription: '' },
    }),
  ];
  expect(incidentsByCategory(incidents).map((entry) => [entry.name, entry.incidents])).toEqual([
    ['Other', 2],
    [exampleIncidentListItem.category.name, 1],
  ]);
  expect(incidentsByImpact(incidents)[0]).toMatchObject({
    rating: -1,
    label: 'Unknown',
    incidents: 1,
  });
});

test('beyond the shown number, the smallest categories are summed as Other', () => {
  const counts = [5, 4, 3, 2, 1].map((incidents, index) => ({
    name: `C${index}`,
    colour: '#000000',
    incidents,
  }));
  expect(largestCategories(counts, 3).map((entry) => [entry.name, entry.incidents])).toEqual([
    ['C0', 5],
    ['C1', 4],
    ['Other (3)', 6],
  ]);
  expect(largestCategories(counts, 5)).toHaveLength(5);
});

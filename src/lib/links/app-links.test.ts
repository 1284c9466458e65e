import { expect, test } from 'vitest';
import { nearIncidentHref } from './app-links';

const MAP = '2c3d4e5f-6a7b-4c8d-9e9f-0a1b2c3d4e5f';
const OTHER_MAP = '6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f';

test('from a record: only the nearness, the source incident and the split layout', () => {
  expect(
    nearIncidentHref({
      incidentId: 'IN-224368',
      near: { op: 'in', value: { mapId: MAP, km: 100 } },
    }),
  ).toBe(`/incidents?near=in:${MAP};100&nearIncident=IN-224368&layout=split`);
});

test('exclusion writes nin and keeps a fractional radius exact', () => {
  expect(
    nearIncidentHref({ incidentId: 'IN-1', near: { op: 'nin', value: { mapId: MAP, km: 12.5 } } }),
  ).toBe(`/incidents?near=nin:${MAP};12.5&nearIncident=IN-1&layout=split`);
});

test('from the explorer: the other filters and the sort stay, near is replaced, the page resets', () => {
  const href = nearIncidentHref({
    incidentId: 'IN-7',
    near: { op: 'in', value: { mapId: MAP, km: 10 } },
    filters: {
      country: { op: 'in', values: ['FRA', 'DEU'] },
      near: { op: 'nin', value: { mapId: OTHER_MAP, km: 500 } },
      sort: [{ property: 'startedAt', direction: 'desc' }],
      page: 4,
      pageSize: 50,
    },
  });
  const url = new URL(href, 'https://watchfloor.example');
  expect(url.pathname).toBe('/incidents');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    country: 'in:FRA;DEU',
    near: `in:${MAP};10`,
    sort: 'startedAt:desc',
    pageSize: '50',
    nearIncident: 'IN-7',
    layout: 'split',
  });
});

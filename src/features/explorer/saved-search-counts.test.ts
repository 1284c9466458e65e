import { expect, test } from 'vitest';
import { countNewIncidents, NEW_COUNT_CAP } from './saved-search-counts';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0) / 1000;
const DAY = 86_400;

test('new incidents are those reported after the last look, with the saved filters, one page counted', () => {
  const count = countNewIncidents(
    '/incidents?country=in:FRA&impact=gte:4&page=3&retired=1',
    NOW * 1000,
  );
  expect(count).toMatchObject({
    kind: 'query',
    queryKey: [
      'saved-search-new-count',
      'incidents',
      {
        country: 'in:FRA',
        impact: 'gte:4',
        reportedAt: `gte:${NOW + 1}`,
        pageSize: NEW_COUNT_CAP,
      },
    ],
  });
});

test('a reported-time range is narrowed, and one that ends before the last look cannot hold new ones', () => {
  const since = NOW - DAY;
  expect(
    countNewIncidents(`/incidents?reportedAt=bt:${NOW - 7 * DAY};${NOW}`, since * 1000),
  ).toMatchObject({
    queryKey: [expect.anything(), expect.anything(), { reportedAt: `bt:${since + 1};${NOW}` }],
  });
  expect(countNewIncidents(`/incidents?reportedAt=lte:${NOW - 2 * DAY}`, since * 1000)).toEqual({
    kind: 'unknown',
    reason: 'Its reported-time filter already excludes new incidents',
  });
});

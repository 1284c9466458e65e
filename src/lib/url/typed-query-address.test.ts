import { expect, test } from 'vitest';
import { incidentsQuery, type IncidentsQuery } from '../../../contract/filters/incidents';
import { buildQuery } from '../../../contract/filters/query';
import { TEST_REFERENCE } from '../../../contract/query-language/reference-data.testing';
import { readTypedQuery } from '../../../contract/query-language/typed-query';
import { addressOfTypedQuery, explorerChangesOf, newsChangesOf } from './typed-query-address';

const NOW = Date.UTC(2026, 10, 25) / 1000;

test('a bar replaces what the language writes and leaves the area, reporter and page size alone', () => {
  const read = readTypedQuery('country:gh impact>=4', TEST_REFERENCE, NOW, 'incidents');
  if (read.query?.view !== 'incidents') throw new Error('read as another view');
  const { changes, kept } = explorerChangesOf(read.query.reading);
  const before: IncidentsQuery = {
    country: { op: 'in', values: ['NGA'] },
    startedInPeriod: { op: 'eq', value: 'P7D' },
    area: {
      op: 'in',
      value: [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 0],
        ],
      ],
    },
    pageSize: 250,
    page: 3,
  };
  expect(buildQuery(incidentsQuery, { ...before, ...changes })).toEqual({
    country: 'in:GHA',
    impact: 'gte:4',
    area: 'in:[[[0,0],[1,0],[1,1],[0,0]]]',
    pageSize: '250',
  });
  expect(kept).toEqual({ nearIncident: undefined });
});

test('the palette opens news with its relative window as the feed writes it', () => {
  const read = readTypedQuery('news country:UKR last 3d', TEST_REFERENCE, NOW);
  expect(read.query && addressOfTypedQuery(read.query)).toEqual({
    to: '/news',
    search: { publishedWithin: 'P3D', countryCode: 'in:UKR' },
  });
  if (read.query?.view !== 'news') throw new Error('read as another view');
  // Dates typed afterwards replace the relative window, and the other way round.
  const dates = readTypedQuery('published:2026-11-20..2026-11-21', TEST_REFERENCE, NOW, 'news');
  if (dates.query?.view !== 'news') throw new Error('read as another view');
  expect(newsChangesOf(dates.query.reading).kept).toEqual({ publishedWithin: undefined });
  expect(newsChangesOf(read.query.reading).changes.publishedAt).toBeUndefined();
});

test('a saved area typed by name is its polygon and its id; taking it out of the text clears it', () => {
  const lagos = TEST_REFERENCE.areas![0]!;
  const read = readTypedQuery('incidents area:"Lagos metro" impact>=3', TEST_REFERENCE, NOW);
  // The palette opens the explorer with the API's polygon and the area's id to name it.
  expect(read.query && addressOfTypedQuery(read.query)).toEqual({
    to: '/incidents',
    search: {
      areaId: lagos.id,
      area: `in:${JSON.stringify(lagos.polygon)}`,
      impact: 'gte:3',
    },
  });
  if (read.query?.view !== 'incidents') throw new Error('read as another view');
  expect(explorerChangesOf(read.query.reading).kept).toEqual({
    nearIncident: undefined,
    areaId: lagos.id,
    areaCircle: undefined,
  });

  const without = readTypedQuery('impact>=3', TEST_REFERENCE, NOW, 'incidents');
  if (without.query?.view !== 'incidents') throw new Error('read as another view');
  // The bar showed the saved area, and the analyst took it out: the area goes.
  const cleared = explorerChangesOf(without.query.reading, true);
  expect(cleared.changes).toHaveProperty('area', undefined);
  expect(cleared.kept).toMatchObject({ areaId: undefined });
  // A drawn area the bar could not show stays.
  const kept = explorerChangesOf(without.query.reading, false);
  expect(kept.changes).not.toHaveProperty('area');
  expect(kept.kept).toEqual({ nearIncident: undefined });
});

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

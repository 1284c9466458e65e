import { expect, test } from 'vitest';
import { newsNewCountQuery } from './saved-search-counts';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0) / 1000;
const HOUR = 3600;
const DAY = 86_400;

const queryOf = (address: string, sinceSeconds: number) => {
  const count = newsNewCountQuery(address, sinceSeconds * 1000, NOW * 1000);
  if (count.kind !== 'query') throw new Error(count.reason);
  return count.queryKey[2];
};

test('new items are those published after the last look, with the saved filters, one counted page', () => {
  expect(
    queryOf(
      '/news?search=eq:flood&countryCode=in:FRA,GBR&taxonomyId=nin:x&sort=publishedAt_asc&item=abc',
      NOW - HOUR,
    ),
  ).toEqual({
    search: 'eq:flood',
    countryCode: 'in:FRA,GBR',
    publishedAt: `gte:${NOW - HOUR + 1}`,
    limit: 1,
  });
});

test('never further back than the saved window: the service’s 24 hours, or the preset', () => {
  expect(queryOf('/news', NOW - 3 * DAY)).toMatchObject({ publishedAt: `gte:${NOW - DAY}` });
  expect(queryOf('/news?publishedWithin=P7D', NOW - 30 * DAY)).toMatchObject({
    publishedAt: `gte:${NOW - 7 * DAY}`,
  });
  expect(queryOf('/news?publishedWithin=P7D', NOW - 2 * DAY)).toMatchObject({
    publishedAt: `gte:${NOW - 2 * DAY + 1}`,
  });
});

test('a window with an end counts inside it, and one that ended before the last look cannot have new items', () => {
  const from = NOW - 10 * DAY;
  const to = NOW - 5 * DAY;
  expect(queryOf(`/news?publishedAt=bt:${from},${to}`, NOW - 7 * DAY)).toMatchObject({
    publishedAt: `bt:${NOW - 7 * DAY + 1},${to}`,
  });
  expect(newsNewCountQuery(`/news?publishedAt=bt:${from},${to}`, NOW * 1000, NOW * 1000)).toEqual({
    kind: 'unknown',
    reason: 'Its publication window ended before you last looked',
  });
  // A look stamped a moment ahead of this browser's clock is no reason to give up on a live feed.
  expect(queryOf('/news', NOW + 30)).toMatchObject({ publishedAt: `gte:${NOW + 31}` });
});

test('a parameter the feed no longer knows is left out, as the view leaves it out', () => {
  expect(queryOf('/news?retired=1&countryCode=in:FRA', NOW - HOUR)).toEqual({
    countryCode: 'in:FRA',
    publishedAt: `gte:${NOW - HOUR + 1}`,
    limit: 1,
  });
});

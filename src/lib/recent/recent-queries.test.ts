import { expect, test } from 'vitest';
import {
  readRecentQueries,
  rememberRecentQuery,
  RECENT_QUERIES_STORAGE_KEY,
} from './recent-queries';

test('the last queries run come back newest first, once each', () => {
  localStorage.clear();
  rememberRecentQuery('incidents country:NG');
  rememberRecentQuery('news   taxonomy:conflict');
  rememberRecentQuery('incidents country:NG');
  expect(readRecentQueries()).toEqual(['incidents country:NG', 'news taxonomy:conflict']);
});

test('whatever else is in storage is ignored, not thrown', () => {
  localStorage.setItem(RECENT_QUERIES_STORAGE_KEY, '{"__proto__": 1}');
  expect(readRecentQueries()).toEqual([]);
  localStorage.setItem(
    RECENT_QUERIES_STORAGE_KEY,
    JSON.stringify([1, null, 'ok', 'x'.repeat(600)]),
  );
  expect(readRecentQueries()).toEqual(['ok']);
});

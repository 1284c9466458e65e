import { expect, test } from 'vitest';
import { linkAsOf } from './link-as-of';
import { DEFAULT_WINDOW } from './published-window';
import { webAddress } from './external-link';

test('the copied link keeps every filter and pins the window with bt', () => {
  const link = linkAsOf({
    pageUrl: 'https://watchfloor.example/news?publishedWithin=P7D&item=abc#top',
    values: {
      search: { op: 'neq', value: 'port strike' },
      countryCode: { op: 'in', values: ['FRA', 'GBR'] },
      sort: 'publishedAt_desc',
      limit: 5000,
      page: 2,
    },
    window: DEFAULT_WINDOW,
    anchorSeconds: 1_795_299_960,
    asOfSeconds: 1_795_300_000,
    selectedId: 'abc',
  });
  expect(link.url).toBe(
    'https://watchfloor.example/news?item=abc&search=neq:port%20strike&countryCode=in:FRA,GBR&publishedAt=bt:1795213600,1795300000&sort=publishedAt_desc&limit=5000&page=2',
  );
  expect(link).toMatchObject({ from: 1_795_213_600, to: 1_795_300_000 });
});

test('only web addresses become links', () => {
  expect(webAddress('https://news.example.org/a?b=1')).toBe('https://news.example.org/a?b=1');
  expect(webAddress('http://news.example.org/')).toBe('http://news.example.org/');
  expect(webAddress('javascript:alert(1)')).toBeUndefined();
  expect(webAddress('data:text/html,hi')).toBeUndefined();
  expect(webAddress('not a url')).toBeUndefined();
});

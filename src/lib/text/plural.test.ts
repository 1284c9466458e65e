import { expect, test } from 'vitest';
import { plural } from './plural';

test('one is singular; none, many and thousands are plural, with separators', () => {
  expect(plural(1, 'site')).toBe('1 site');
  expect(plural(0, 'site')).toBe('0 sites');
  expect(plural(1204, 'incident')).toBe('1,204 incidents');
  expect(plural(2, 'person', 'people')).toBe('2 people');
});

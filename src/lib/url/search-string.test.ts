import { expect, test } from 'vitest';
import { parseSearchString, stringifySearchRecord } from './search-string';

test('values stay the strings written, numbers and booleans included', () => {
  expect(parseSearchString('?page=2&ongoing=true&search=123')).toEqual({
    page: '2',
    ongoing: 'true',
    search: '123',
  });
});

test('the filter grammar stays readable in the address bar and survives the round trip', () => {
  const search = { country: 'in:FRA;GBR', startedAt: 'bt:1700000000;1700086400', q: 'a b&c=d' };
  const written = stringifySearchRecord(search);
  expect(written).toBe('?country=in:FRA;GBR&startedAt=bt:1700000000;1700086400&q=a%20b%26c%3Dd');
  expect(parseSearchString(written)).toEqual(search);
});

test('a repeated name keeps both values; empty values are left out', () => {
  expect(parseSearchString('?country=eq:FRA&country=eq:GBR')).toEqual({
    country: ['eq:FRA', 'eq:GBR'],
  });
  expect(stringifySearchRecord({ a: '', b: undefined, c: 'x' })).toBe('?c=x');
  expect(stringifySearchRecord({})).toBe('');
});

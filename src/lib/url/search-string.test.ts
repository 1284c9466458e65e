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

test('a parameter named like an object property is kept as a parameter, so a view can name it', () => {
  const record = parseSearchString('?__proto__=x&constructor=y&__proto__=z');
  expect(Object.keys(record)).toEqual(['__proto__', 'constructor']);
  expect(record['__proto__']).toEqual(['x', 'z']);
  expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
});

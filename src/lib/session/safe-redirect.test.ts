import { expect, test } from 'vitest';
import { safeRedirect } from './safe-redirect';

const origin = 'https://dash.example.org';

test.each([
  [
    '/incidents?country=eq:FRA&sort=startedAt:desc#row-4',
    '/incidents?country=eq:FRA&sort=startedAt:desc#row-4',
  ],
  ['/themes/TH-45', '/themes/TH-45'],
  ['/', '/'],
])('keeps the same-origin path %s', (value, expected) => {
  expect(safeRedirect(value, origin)).toBe(expected);
});

test.each([
  ['an absolute URL', 'https://evil.example/phish'],
  ['a protocol-relative URL', '//evil.example/phish'],
  ['a backslash host', '/\\evil.example'],
  ['a tab before the host', '/\t/evil.example'],
  ['a javascript: URL', 'javascript:alert(1)'],
  ['a relative path without slash', 'incidents'],
  ['the login page itself', '/login?redirect=/x'],
  ['nothing', undefined],
  ['a number', 42],
])('sends %s home', (_label, value) => {
  expect(safeRedirect(value, origin)).toBe('/');
});

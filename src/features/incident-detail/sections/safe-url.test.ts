import { expect, test } from 'vitest';
import { safeWebUrl } from './safe-url';

test('only absolute http(s) addresses are linkable', () => {
  expect(safeWebUrl('https://news.example.org/a?b=c')).toBe('https://news.example.org/a?b=c');
  expect(safeWebUrl('http://news.example.org')).toBe('http://news.example.org/');
  for (const unsafe of [
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/relative/path',
    'news.example.org',
    '',
    null,
    42,
  ]) {
    expect(safeWebUrl(unsafe)).toBeUndefined();
  }
});

import { beforeEach, expect, test } from 'vitest';
import {
  deleteSearch,
  markOpened,
  readSavedSearches,
  saveSearch,
  SAVED_SEARCHES_KEY,
} from './saved-searches-store';

beforeEach(() => localStorage.clear());

test('saved searches keep their name and address, newest first, and remember when opened', () => {
  const first = saveSearch('  French ongoing ', '?country=in:FRA&ongoing=eq:true', 1000);
  const second = saveSearch('Major', '?impact=gte:4', 2000);
  expect(readSavedSearches().map((one) => one.name)).toEqual(['Major', 'French ongoing']);
  markOpened(first.id, 5000);
  expect(readSavedSearches().find((one) => one.id === first.id)?.lastOpenedAt).toBe(5000);
  deleteSearch(second.id);
  expect(readSavedSearches().map((one) => one.id)).toEqual([first.id]);
});

test('damaged storage loses only the damaged entries', () => {
  localStorage.setItem(SAVED_SEARCHES_KEY, '{not json');
  expect(readSavedSearches()).toEqual([]);
  localStorage.setItem(
    SAVED_SEARCHES_KEY,
    JSON.stringify([
      { id: 'a', name: 'ok', search: '?x', savedAt: 1, lastOpenedAt: 1 },
      { id: 'b', name: 42 },
    ]),
  );
  expect(readSavedSearches().map((one) => one.id)).toEqual(['a']);
});

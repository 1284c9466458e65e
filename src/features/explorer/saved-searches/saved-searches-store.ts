/**
 * Saved searches live in this browser only: a name, the explorer address's search string, and
 * when the analyst last opened it (to count what is new since).
 */
export interface SavedSearch {
  id: string;
  name: string;
  /** The explorer's search string in the API's own form, e.g. `?country=in:FRA`. */
  search: string;
  savedAt: number;
  lastOpenedAt: number;
}

export const SAVED_SEARCHES_KEY = 'watchfloor.saved-searches';

function isSavedSearch(value: unknown): value is SavedSearch {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.id === 'string' &&
    typeof record.name === 'string' &&
    typeof record.search === 'string' &&
    typeof record.savedAt === 'number' &&
    typeof record.lastOpenedAt === 'number'
  );
}

/** What is stored, skipping anything damaged rather than losing the rest. */
export function readSavedSearches(storage: Storage = localStorage): SavedSearch[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SAVED_SEARCHES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isSavedSearch) : [];
  } catch {
    return [];
  }
}

function write(searches: readonly SavedSearch[], storage: Storage) {
  storage.setItem(SAVED_SEARCHES_KEY, JSON.stringify(searches));
}

export function saveSearch(
  name: string,
  search: string,
  now = Date.now(),
  storage: Storage = localStorage,
): SavedSearch {
  const saved: SavedSearch = {
    id: `${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    name: name.trim(),
    search,
    savedAt: now,
    lastOpenedAt: now,
  };
  write([saved, ...readSavedSearches(storage)], storage);
  return saved;
}

export function markOpened(id: string, now = Date.now(), storage: Storage = localStorage) {
  write(
    readSavedSearches(storage).map((one) => (one.id === id ? { ...one, lastOpenedAt: now } : one)),
    storage,
  );
}

export function deleteSearch(id: string, storage: Storage = localStorage) {
  write(
    readSavedSearches(storage).filter((one) => one.id !== id),
    storage,
  );
}

/**
 * Where earlier versions kept saved searches: in one browser's localStorage, explorer views
 * only. Read once to move them to the Watchfloor server (import-local-searches.ts), then cleared.
 */
export const LOCAL_SAVED_SEARCHES_KEY = 'watchfloor.saved-searches';

export interface LocalSavedSearch {
  id: string;
  name: string;
  /** The explorer's search string, e.g. `?country=in:FRA`. */
  search: string;
  savedAt: number;
  lastOpenedAt: number;
}

function isLocalSavedSearch(value: unknown): value is LocalSavedSearch {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.id === 'string' &&
    record.id !== '' &&
    typeof record.name === 'string' &&
    typeof record.search === 'string' &&
    typeof record.savedAt === 'number' &&
    typeof record.lastOpenedAt === 'number'
  );
}

/** What this browser still keeps, skipping damaged entries rather than losing the rest. */
export function readLocalSavedSearches(storage: Storage = localStorage): LocalSavedSearch[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(LOCAL_SAVED_SEARCHES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isLocalSavedSearch) : [];
  } catch {
    return [];
  }
}

/**
 * Forgets the searches the server now keeps. What is left (a search the server refused) stays;
 * with nothing left the key goes, damaged entries with it.
 */
export function forgetLocalSavedSearches(
  ids: ReadonlySet<string>,
  storage: Storage = localStorage,
) {
  const left = readLocalSavedSearches(storage).filter((one) => !ids.has(one.id));
  if (left.length === 0) storage.removeItem(LOCAL_SAVED_SEARCHES_KEY);
  else storage.setItem(LOCAL_SAVED_SEARCHES_KEY, JSON.stringify(left));
}

/**
 * Filter queries the analyst typed in the palette and ran, newest first, so the palette can
 * offer them again. Stored per browser; anything read back that is not a list of strings is
 * ignored rather than thrown.
 */
export const RECENT_QUERIES_STORAGE_KEY = 'watchfloor.recent-queries';
export const MAX_RECENT_QUERIES = 6;
/** A query longer than this is not worth offering again (and storage is shared). */
const MAX_QUERY_LENGTH = 500;

export function readRecentQueries(storage?: Storage): string[] {
  try {
    const raw = (storage ?? localStorage).getItem(RECENT_QUERIES_STORAGE_KEY);
    const parsed: unknown = raw === null ? [] : JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    const queries = parsed.filter(
      (one): one is string =>
        typeof one === 'string' && one.trim() !== '' && one.length <= MAX_QUERY_LENGTH,
    );
    return [...new Set(queries)].slice(0, MAX_RECENT_QUERIES);
  } catch {
    return [];
  }
}

export function rememberRecentQuery(query: string, storage?: Storage): string[] {
  const text = query.trim().replace(/\s+/g, ' ');
  if (text === '' || text.length > MAX_QUERY_LENGTH) return readRecentQueries(storage);
  const queries = [text, ...readRecentQueries(storage).filter((one) => one !== text)].slice(
    0,
    MAX_RECENT_QUERIES,
  );
  try {
    (storage ?? localStorage).setItem(RECENT_QUERIES_STORAGE_KEY, JSON.stringify(queries));
  } catch {
    // Full or disabled storage: the query is simply not remembered.
  }
  return queries;
}

/**
 * The places an analyst visited last, remembered per browser so the palette can offer them
 * again. Storage is shared with other tabs and may hold anything (an older format, a value
 * edited by hand), so everything read back is checked and a bad entry is dropped, never thrown.
 */
export type RecentItemKind = 'incident' | 'theme' | 'view';

export interface RecentItem {
  kind: RecentItemKind;
  /** The incident or theme id (`IN-123`, `TH-45`), or the view's path. */
  id: string;
  label: string;
  /** Milliseconds since the epoch. */
  visitedAt: number;
}

export const RECENT_ITEMS_STORAGE_KEY = 'watchfloor.recent';
export const MAX_RECENT_ITEMS = 8;

const KINDS: ReadonlySet<string> = new Set<RecentItemKind>(['incident', 'theme', 'view']);

function isRecentItem(value: unknown): value is RecentItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.kind === 'string' &&
    KINDS.has(item.kind) &&
    typeof item.id === 'string' &&
    item.id !== '' &&
    typeof item.label === 'string' &&
    typeof item.visitedAt === 'number' &&
    Number.isFinite(item.visitedAt)
  );
}

const sameItem = (a: Pick<RecentItem, 'kind' | 'id'>, b: Pick<RecentItem, 'kind' | 'id'>) =>
  a.kind === b.kind && a.id === b.id;

/**
 * Newest first, as written by rememberRecentItem (stored order, not `visitedAt`, so a clock set
 * back never reorders the list). Storage is resolved inside the try: reading `localStorage`
 * itself throws when the browser blocks site data.
 */
export function readRecentItems(storage?: Storage): RecentItem[] {
  try {
    const raw = (storage ?? localStorage).getItem(RECENT_ITEMS_STORAGE_KEY);
    if (raw === null) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    const items: RecentItem[] = [];
    for (const value of parsed) {
      if (!isRecentItem(value) || items.some((item) => sameItem(item, value))) continue;
      items.push({
        kind: value.kind,
        id: value.id,
        label: value.label,
        visitedAt: value.visitedAt,
      });
    }
    return items.slice(0, MAX_RECENT_ITEMS);
  } catch {
    return [];
  }
}

/** Puts the item first (replacing an earlier visit to the same place) and returns the new list. */
export function rememberRecentItem(
  item: Omit<RecentItem, 'visitedAt'>,
  storage?: Storage,
  now: () => number = Date.now,
): RecentItem[] {
  const visited: RecentItem = { kind: item.kind, id: item.id, label: item.label, visitedAt: now() };
  const items = [
    visited,
    ...readRecentItems(storage).filter((other) => !sameItem(other, visited)),
  ].slice(0, MAX_RECENT_ITEMS);
  try {
    (storage ?? localStorage).setItem(RECENT_ITEMS_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Full or disabled storage: the visit is simply not remembered.
  }
  return items;
}

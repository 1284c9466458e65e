import type { SavedSearch } from '@/lib/saved-searches/saved-search-api';

export interface SavedSearchGroup {
  id: 'pinned' | 'mine' | 'team';
  title: string;
  searches: SavedSearch[];
}

/**
 * The menu's sections: what the analyst pinned first (theirs or the team's), then the rest of
 * their own, then the rest of the team's. Each keeps the server's order (by name); empty
 * sections are left out.
 */
export function groupSavedSearches(searches: readonly SavedSearch[]): SavedSearchGroup[] {
  const groups: SavedSearchGroup[] = [
    { id: 'pinned', title: 'Pinned', searches: searches.filter((one) => one.pinned) },
    { id: 'mine', title: 'Mine', searches: searches.filter((one) => !one.pinned && one.mine) },
    { id: 'team', title: 'Team', searches: searches.filter((one) => !one.pinned && !one.mine) },
  ];
  return groups.filter((group) => group.searches.length > 0);
}

import {
  addressProblem,
  SAVED_SEARCH_VIEWS,
  type SavedSearchPath,
  type SavedSearchView,
} from '../../../contract/resources/saved-search-address';
import {
  parseSearchString,
  stringifySearchRecord,
  type SearchRecord,
} from '@/lib/url/search-string';

/**
 * The address a saved search keeps for a view: its path and search without what only says
 * where the analyst was in the results (the selected row, the page).
 */
export function viewAddressOf(
  view: SavedSearchView,
  searchString: string,
  transient: readonly string[],
): string {
  const dropped = new Set([...transient, 'page']);
  const kept = Object.fromEntries(
    Object.entries(parseSearchString(searchString)).filter(([name]) => !dropped.has(name)),
  );
  return `/${view}${stringifySearchRecord(kept)}`;
}

/** How many settings an address carries, for "Save this view (3 settings)". */
export const settingsIn = (address: string) =>
  new URLSearchParams(address.split('?')[1] ?? '').size;

/**
 * A saved address as a link of the app; undefined for one no view opens (the server refuses
 * those, so only a damaged record would reach here).
 */
export function linkOfAddress(
  address: string,
): { to: SavedSearchPath; search: SearchRecord } | undefined {
  if (addressProblem(address)) return undefined;
  const at = address.indexOf('?');
  const path = (at < 0 ? address : address.slice(0, at)) as SavedSearchPath;
  if (!Object.hasOwn(SAVED_SEARCH_VIEWS, path)) return undefined;
  return { to: path, search: parseSearchString(at < 0 ? '' : address.slice(at)) };
}

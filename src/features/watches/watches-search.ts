/**
 * The watches page's address: `?new=true` opens the form for a new watch, filled with `filters`
 * (the explorer's address, from "Watch this search") or `site` (from "Watch this site");
 * `?edit=<id>` opens one watch's form.
 */
export interface WatchesSearch {
  new?: true;
  filters?: string;
  site?: string;
  edit?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseWatchesSearch(search: Record<string, unknown>): WatchesSearch {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const site = text(search.site);
  const edit = text(search.edit);
  const filters = text(search.filters);
  return {
    ...(search.new === true || search.new === 'true' ? { new: true as const } : {}),
    ...(filters && filters.length <= 32_000 ? { filters } : {}),
    ...(site && UUID.test(site) ? { site } : {}),
    ...(edit && UUID.test(edit) ? { edit } : {}),
  };
}

/** What the page's address may say, for the notice about what a link said otherwise. */
export const WATCHES_SETTINGS = {
  new: 'only true opens the form for a new watch',
  edit: 'a watch is named by its id (a UUID)',
  site: 'a site is named by its id (a UUID)',
  filters: 'an explorer address of at most 32,000 characters',
};

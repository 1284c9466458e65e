/**
 * The Sites pages' addresses. Parsed by hand rather than with zod so the router's entry chunk
 * stays free of it; anything unreadable falls back to the default, as `.catch()` would.
 */

export type SitesSort = 'exposure' | 'name';

export interface SitesSearch {
  /** Filter on names, addresses and tags. */
  q?: string;
  /** `name`; absent: the most exposed first. */
  sort?: 'name';
  /** The form for a new site is open. */
  add?: true;
}

export const SITE_PERIODS = ['P1D', 'P7D', 'P30D'] as const;
export type SitePeriod = (typeof SITE_PERIODS)[number];

export interface SiteSearch {
  /** `P1D` or `P30D`; absent: the last 7 days. */
  period?: 'P1D' | 'P30D';
  /** Also list incidents inside the search circle but outside their category's radius. */
  outside?: true;
  /** The edit form is open. */
  edit?: true;
}

const flag = (value: unknown): true | undefined =>
  value === true || value === 'true' || value === '1' || value === 1 ? true : undefined;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.slice(0, 200) : undefined;

export function parseSitesSearch(search: Record<string, unknown>): SitesSearch {
  return {
    ...(text(search.q) ? { q: text(search.q) } : {}),
    ...(search.sort === 'name' ? { sort: 'name' as const } : {}),
    ...(flag(search.add) ? { add: true as const } : {}),
  };
}

export function parseSiteSearch(search: Record<string, unknown>): SiteSearch {
  return {
    ...(search.period === 'P1D' || search.period === 'P30D' ? { period: search.period } : {}),
    ...(flag(search.outside) ? { outside: true as const } : {}),
    ...(flag(search.edit) ? { edit: true as const } : {}),
  };
}

/** What the Sites page's address may say, for the notice about what a link said otherwise. */
export const SITES_SETTINGS = {
  q: 'a filter is one text',
  sort: 'only name is read (the most exposed first otherwise)',
  add: 'only true opens the form for a new site',
};

/** What a site page's address may say. */
export const SITE_SETTINGS = {
  period: 'P1D or P30D is read (the last 7 days otherwise)',
  outside: 'only true is read',
  edit: 'only true opens the edit form',
};

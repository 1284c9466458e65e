import type { TableSite } from '../../../contract/sites/site-table';
import type { SiteExposure } from '@/lib/http/watchfloor';
import type { SitesSort } from './sites-search';

export interface ExposedSite {
  site: TableSite;
  /** Undefined while the counts load, or when nothing fell inside the radius this week. */
  exposure: SiteExposure | undefined;
}

/** Below any impact rating (-1 is "unknown"): no incident at all. */
const NONE = -100;

/**
 * The sites to list: those matching the filter (name, address or a tag), the most exposed
 * first (the highest impact today, then this week, then how many), or by name.
 */
export function orderSites(
  sites: readonly TableSite[],
  exposure: ReadonlyMap<string, SiteExposure> | undefined,
  sort: SitesSort,
  filter: string | undefined,
): ExposedSite[] {
  const words = (filter ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const matching = words.length
    ? sites.filter((site) => {
        const haystack = `${site.name}\n${site.address}\n${site.tags.join('\n')}`.toLowerCase();
        return words.every((word) => haystack.includes(word));
      })
    : sites;
  const rows = matching.map((site) => ({ site, exposure: exposure?.get(site.id) }));
  // The server lists sites by name already: only the exposure order needs sorting.
  if (sort === 'name' || !exposure) return rows;
  // Only the touched sites (a few hundred of 10,000) are sorted. The rest have the lowest key
  // there is, so they follow in the server's order (10,000 sites: 0.7 ms instead of 8.7 warm).
  const touched: { row: ExposedSite; index: number; key: readonly number[] }[] = [];
  const quiet: ExposedSite[] = [];
  rows.forEach((row, index) => {
    const key = keyOf(row.exposure);
    if (key) touched.push({ row, index, key });
    else quiet.push(row);
  });
  touched.sort((a, b) => {
    for (let at = 0; at < a.key.length; at += 1) {
      const difference = b.key[at]! - a.key[at]!;
      if (difference !== 0) return difference;
    }
    return a.index - b.index;
  });
  return [...touched.map(({ row }) => row), ...quiet];
}

/**
 * The exposure order's key: today's highest impact, the week's, today's count, the week's.
 * Undefined for a site nothing touched, whose key would be the lowest of all.
 */
function keyOf(found: SiteExposure | undefined): readonly number[] | undefined {
  if (!found) return undefined;
  const key = [
    found.day.maxImpact ?? NONE,
    found.week.maxImpact ?? NONE,
    found.day.count,
    found.week.count,
  ];
  return key[0] === NONE && key[1] === NONE && key[2] === 0 && key[3] === 0 ? undefined : key;
}

/** How strongly a site is touched, for its colour on the map: 0 nothing … 3 major today. */
export function exposureLevel(exposure: SiteExposure | undefined): 0 | 1 | 2 | 3 {
  if (!exposure) return 0;
  if (exposure.day.count > 0) return (exposure.day.maxImpact ?? 0) >= 4 ? 3 : 2;
  return exposure.week.count > 0 ? 1 : 0;
}

import { sitesOfTable, type TableSite } from '../../../contract/sites/site-table';
import { byExposure } from '../../../contract/sites/exposure-order';
import type { SiteExposure, SitesHead } from '@/lib/http/watchfloor';
import type { SitesSort } from './sites-search';

export interface ExposedSite {
  site: TableSite;
  /** Undefined while the counts load, or when nothing fell inside the radius this week. */
  exposure: SiteExposure | undefined;
}

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
  return byExposure(rows, (row) => row.exposure);
}

/** The first screen's rows (`GET /api/watchfloor/sites/first`), in the server's order. */
export function rowsOfHead(head: SitesHead): ExposedSite[] {
  const counted = new Map(head.exposure?.map((found) => [found.siteId, found]));
  return sitesOfTable(head.table).map((site) => ({ site, exposure: counted.get(site.id) }));
}

/** How strongly a site is touched, for its colour on the map: 0 nothing … 3 major today. */
export function exposureLevel(exposure: SiteExposure | undefined): 0 | 1 | 2 | 3 {
  if (!exposure) return 0;
  if (exposure.day.count > 0) return (exposure.day.maxImpact ?? 0) >= 4 ? 3 : 2;
  return exposure.week.count > 0 ? 1 : 0;
}

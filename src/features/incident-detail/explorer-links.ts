import { incidentsQuery } from '../../../contract/filters/incidents';
import { buildQuery, type QueryValues } from '../../../contract/filters/query';
import { stringifySearchRecord } from '@/lib/url/search-string';
import type { LooseIncident } from './loose';

/**
 * Addresses of the incident explorer (`/incidents`) filtered in the API's own query form, the
 * form the explorer reads from its address: `/incidents?country=in:FRA`.
 */
export function explorerHref(filters: QueryValues<typeof incidentsQuery>): string {
  return `/incidents${stringifySearchRecord(buildQuery(incidentsQuery, filters))}`;
}

export interface ExplorerLink {
  label: string;
  href: string;
}

/** "More like this": the incident's countries, its category, each of its themes. */
export function explorerLinksFor(incident: LooseIncident): ExplorerLink[] {
  const links: ExplorerLink[] = [];
  const countries = (incident.countries ?? []).flatMap((country) =>
    country?.code ? [{ code: country.code, name: country.name ?? country.code }] : [],
  );
  if (countries.length > 0) {
    links.push({
      label: `In ${countries.map((country) => country.name).join(' or ')}`,
      href: explorerHref({
        country: { op: 'in', values: countries.map((country) => country.code) },
      }),
    });
  }
  const category = incident.category;
  if (category?.id) {
    links.push({
      label: `Category ${category.name ?? category.id}`,
      href: explorerHref({ category: { op: 'in', values: [category.id] } }),
    });
  }
  for (const theme of incident.themes ?? []) {
    if (!theme?.id) continue;
    links.push({
      label: `Theme ${theme.name ?? theme.id}`,
      href: explorerHref({ theme: { op: 'in', values: [theme.id] } }),
    });
  }
  return links;
}

export const tagHref = (slug: string) => explorerHref({ tagged: { op: 'in', values: [slug] } });

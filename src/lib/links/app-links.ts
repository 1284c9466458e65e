import { incidentsQuery, type IncidentsQuery } from '../../../contract/filters/incidents';
import { newsQuery, type NewsQuery } from '../../../contract/filters/news';
import { buildQuery } from '../../../contract/filters/query';
import { stringifySearchRecord } from '../url/search-string';

/**
 * Addresses of the list views filtered by a record, written through the contract's grammar so
 * the link carries the API's own form (`/incidents?theme=eq:TH-149`) and opens that view.
 */

/** The incident explorer with these filters. */
export const explorerHref = (filters: IncidentsQuery) =>
  `/incidents${stringifySearchRecord(buildQuery(incidentsQuery, filters))}`;

/** The news feed with these filters (its default time window applies). */
export const newsHref = (filters: NewsQuery) =>
  `/news${stringifySearchRecord(buildQuery(newsQuery, filters))}`;

/** The `near` filter's typed value: within (`in`) or beyond (`nin`) a radius of a map's features. */
export type NearFilter = NonNullable<IncidentsQuery['near']>;

/**
 * The explorer, beside its map, narrowed to the incidents near (or not near) one incident's map
 * features. `nearIncident` names the source so the map can draw it. `filters` are the explorer's
 * other filters to keep (none when leaving a record's page); `near` replaces any before and the
 * page starts again.
 */
export function nearIncidentHref({
  incidentId,
  near,
  filters = {},
}: {
  incidentId: string;
  near: NearFilter;
  filters?: IncidentsQuery;
}): string {
  const api = buildQuery(incidentsQuery, { ...filters, near, page: undefined });
  return `/incidents${stringifySearchRecord({ ...api, nearIncident: incidentId, layout: 'split' })}`;
}

/** A saved area as the explorer's filter, by name, beside its map. */
export function areaIncidentsHref(area: { id: string; apiPolygon: [number, number][][] }): string {
  const api = buildQuery(incidentsQuery, { area: { op: 'in', value: area.apiPolygon } });
  return `/incidents${stringifySearchRecord({ ...api, areaId: area.id, layout: 'split' })}`;
}

/** The news about the countries an area touches, with the area named (`areaId`). */
export function areaNewsHref(areaId: string, countryCodes: readonly string[]): string {
  const api = buildQuery(newsQuery, { countryCode: { op: 'in', values: countryCodes } });
  return `/news${stringifySearchRecord({ ...api, areaId })}`;
}

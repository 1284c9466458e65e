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

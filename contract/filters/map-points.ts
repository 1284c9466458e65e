import { incidentsQuery } from './incidents.ts';
import type { QueryValues } from './query.ts';

/**
 * `GET /api/watchfloor/map-points`: the incident API's filters, exactly as the explorer writes
 * them. Paging and order are the server's (it reads the whole set, most recently started first),
 * so `page`, `pageSize` and `sort` are not parameters here.
 */
const { page: _page, pageSize: _pageSize, sort: _sort, ...incidentFilters } = incidentsQuery;

export const mapPointsQuery = incidentFilters;

export type MapPointsQuery = QueryValues<typeof mapPointsQuery>;

import { incidentsQuery } from '../../../contract/filters/incidents';
import { buildQuery, parseQuery } from '../../../contract/filters/query';
import { listIncidentsOptions } from '@/lib/http/incidents';
import type { SearchRecord } from '@/lib/url/search-string';
import { listQueryOf } from './use-incident-results';

/** The query the explorer sends for an address, as the page itself builds it. */
export const explorerListOptions = (search: SearchRecord) =>
  listIncidentsOptions({
    query: listQueryOf(buildQuery(incidentsQuery, parseQuery(incidentsQuery, search).values)),
  });

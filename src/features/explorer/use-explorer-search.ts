import { incidentsQuery } from '../../../contract/filters/incidents';
import { useApiSearch } from '@/lib/url/use-api-search';

/**
 * The explorer's own address parameters, beside the API's: the incident open in the peek, the
 * layout (table, map, split), and the incident whose map the `near` filter measures from.
 */
export const EXPLORER_KEPT = ['peek', 'layout', 'nearIncident'] as const;

/** The explorer's state: every filter, the sort and the page, in the API's own form. */
export const useExplorerSearch = () => useApiSearch(incidentsQuery, { keep: EXPLORER_KEPT });

export const DEFAULT_PAGE_SIZE = incidentsQuery.pageSize.defaultValue;

import { incidentsQuery } from '../../../contract/filters/incidents';
import {
  AREA_CIRCLE_PARAMETER,
  AREA_ID_PARAMETER,
  AREA_PARAMETER_CHECKS,
} from '@/lib/areas/address-area';
import { useApiSearch } from '@/lib/url/use-api-search';
import { MAP_PARAMETER_CHECKS } from './map/map-address';

/**
 * The explorer's own address parameters, beside the API's: the incident open in the peek, the
 * layout (table, map, split), the map's view `at`, its layer, the incident `near` was taken
 * from (see map/map-address.ts), and the saved area or drawn circle `area` is (see
 * lib/areas/address-area.ts).
 */
export const EXPLORER_KEPT = [
  'peek',
  'layout',
  'at',
  'mapLayer',
  'nearIncident',
  AREA_ID_PARAMETER,
  AREA_CIRCLE_PARAMETER,
] as const;

const useSearchOptions = {
  keep: EXPLORER_KEPT,
  checkKept: { ...MAP_PARAMETER_CHECKS, ...AREA_PARAMETER_CHECKS },
};

/** The explorer's state: every filter, the sort and the page, in the API's own form. */
export const useExplorerSearch = () => useApiSearch(incidentsQuery, useSearchOptions);

export const DEFAULT_PAGE_SIZE = incidentsQuery.pageSize.defaultValue;

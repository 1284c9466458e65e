import type { INCIDENT_SORT_PROPERTIES } from '../../../contract/filters/incidents';
import type { SortKey } from '../../../contract/filters/parameters';

export type IncidentSortProperty = (typeof INCIDENT_SORT_PROPERTIES)[number];
export type IncidentSortKey = SortKey<IncidentSortProperty>;

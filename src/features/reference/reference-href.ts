import { incidentTypesQuery, type IncidentTypesQuery } from '../../../contract/filters/incidents';
import { buildQuery } from '../../../contract/filters/query';
import { stringifySearchRecord } from '@/lib/url/search-string';

/** The incident types tab narrowed to some categories: `/reference?tab=types&category=in:…`. */
export const typesTabHref = (filters: IncidentTypesQuery) =>
  `/reference${stringifySearchRecord({ tab: 'types', ...buildQuery(incidentTypesQuery, filters) })}`;

import { incidentsQuery, type IncidentsQuery } from '../../../contract/filters/incidents';
import { newsQuery, type NewsQuery } from '../../../contract/filters/news';
import { buildQuery } from '../../../contract/filters/query';
import {
  AREA_ID_PARAMETER,
  INCIDENT_LANGUAGE_PARAMETERS,
  NEAR_INCIDENT_PARAMETER,
} from '../../../contract/query-language/incidents';
import {
  NEWS_LANGUAGE_PARAMETERS,
  PUBLISHED_WITHIN_PARAMETER,
} from '../../../contract/query-language/news';
import type { Reading } from '../../../contract/query-language/reading';
import type { TypedQuery } from '../../../contract/query-language/typed-query';
import { AREA_CIRCLE_PARAMETER } from '../areas/address-area';

/** Where a typed query opens its view: the API's own parameters plus the view's, as panels write. */
export function addressOfTypedQuery(query: TypedQuery): {
  to: '/incidents' | '/news';
  search: Record<string, string>;
} {
  const view = query.reading.viewParameters;
  return query.view === 'incidents'
    ? { to: '/incidents', search: { ...view, ...buildQuery(incidentsQuery, query.reading.values) } }
    : { to: '/news', search: { ...view, ...buildQuery(newsQuery, query.reading.values) } };
}

const cleared = <Name extends string>(names: readonly Name[]) =>
  Object.fromEntries(names.map((name) => [name, undefined])) as Record<Name, undefined>;

/**
 * A filter bar's text applied to the explorer: every parameter the language writes is replaced
 * (cleared when the text no longer has it), back to page 1; the others (reporter, page size,
 * the layout) stay as they are. The area is the language's only when it is a saved one: a
 * typed `area:` sets it, and taking a printed `area:` out of the text clears it, but a shape
 * drawn on the map (which the text cannot show) stays.
 */
export function explorerChangesOf(reading: Reading<IncidentsQuery>, printedArea = false) {
  const areaId = reading.viewParameters[AREA_ID_PARAMETER];
  const areaChanged = reading.values.area !== undefined || printedArea;
  return {
    changes: {
      ...cleared(INCIDENT_LANGUAGE_PARAMETERS),
      ...(areaChanged ? { area: undefined } : {}),
      ...reading.values,
      page: undefined,
    },
    kept: {
      [NEAR_INCIDENT_PARAMETER]: reading.viewParameters[NEAR_INCIDENT_PARAMETER],
      // A typed area is a saved one: no drawn circle is left describing it.
      ...(areaChanged ? { [AREA_ID_PARAMETER]: areaId, [AREA_CIRCLE_PARAMETER]: undefined } : {}),
    },
  };
}

/** The same for the news feed, whose relative window is its own parameter. */
export function newsChangesOf(reading: Reading<NewsQuery>) {
  return {
    changes: { ...cleared(NEWS_LANGUAGE_PARAMETERS), ...reading.values, page: undefined },
    kept: { [PUBLISHED_WITHIN_PARAMETER]: reading.viewParameters[PUBLISHED_WITHIN_PARAMETER] },
  };
}

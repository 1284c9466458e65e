import { useCallback, useEffect, useState } from 'react';
import { newsQuery, type NewsQuery } from '../../../contract/filters/news';
import type { QueryProblem } from '../../../contract/filters/query';
import type { Reading } from '../../../contract/query-language/reading';
import { newsChangesOf } from '@/lib/url/typed-query-address';
import { AREA_ID_PARAMETER, AREA_PARAMETER_CHECKS } from '@/lib/areas/address-area';
import { useApiSearch } from '@/lib/url/use-api-search';
import {
  isServiceDefault,
  PUBLISHED_WITHIN,
  publishedWithinProblem,
  windowOf,
  type PublishedWindow,
} from './published-window';

/** The selected item's id: the view's own parameter, beside the API's. */
export const SELECTED_ITEM = 'item';
/** The saved area the countries were taken from, so the screen can name it. */
export const COUNTRIES_AREA = AREA_ID_PARAMETER;
/** The view's own address parameters, beside the API's. */
export const NEWS_KEPT = [PUBLISHED_WITHIN, SELECTED_ITEM, COUNTRIES_AREA] as const;
const NEWS_CHECKS = { [COUNTRIES_AREA]: AREA_PARAMETER_CHECKS[AREA_ID_PARAMETER] };

export interface NewsSearch {
  /** The API's parameters from the address, typed. */
  values: NewsQuery;
  window: PublishedWindow;
  selectedId: string | undefined;
  /** The saved area the country filter was taken from, as the address says. */
  countriesAreaId: string | undefined;
  /** The countries an area touches, with the area named beside them. */
  setCountriesFromArea: (areaId: string, countryCodes: readonly string[]) => void;
  dropped: readonly QueryProblem[];
  dismissDropped: () => void;
  /** Changes filters, back to the first page; the selection no longer applies. */
  setFilters: (changes: Partial<Omit<NewsQuery, 'publishedAt' | 'page'>>) => void;
  setWindow: (window: PublishedWindow) => void;
  setPage: (page: number) => void;
  select: (id: string) => void;
  /** Replaces the filters the typed language writes (text, countries, taxonomies, window, order). */
  applyTyped: (reading: Reading<NewsQuery>) => void;
}

const NEWS_SEARCH_OPTIONS = { keep: NEWS_KEPT, checkKept: NEWS_CHECKS };

/** Why the address's `publishedWithin` is dropped, or undefined when it stands. */
function withinProblem(written: string | undefined, values: NewsQuery): QueryProblem | undefined {
  if (written === undefined) return undefined;
  if (values.publishedAt) {
    return {
      parameter: PUBLISHED_WITHIN,
      message: `${PUBLISHED_WITHIN} is ignored: publishedAt already sets the time window`,
    };
  }
  const message = publishedWithinProblem(written);
  return message ? { parameter: PUBLISHED_WITHIN, message } : undefined;
}

/**
 * The feed's state in the address: the news API's own parameters (`useApiSearch`), plus the
 * relative window preset and the selected item. A bad preset is dropped with the same notice
 * as a bad API parameter.
 */
export function useNewsSearch(): NewsSearch {
  const search = useApiSearch(newsQuery, NEWS_SEARCH_OPTIONS);
  const { values, kept, update } = search;
  const written = kept[PUBLISHED_WITHIN];
  const problem = withinProblem(written, values);

  const [ownDropped, setOwnDropped] = useState<readonly QueryProblem[]>(() =>
    problem ? [problem] : [],
  );
  const [noticedWritten, setNoticedWritten] = useState(written);
  if (noticedWritten !== written) {
    setNoticedWritten(written);
    if (problem) setOwnDropped([problem]);
  }
  useEffect(() => {
    if (problem) update({}, { kept: { [PUBLISHED_WITHIN]: undefined }, replace: true });
  }, [problem, update]);

  const dismissApiDropped = search.dismissDropped;
  const dismissDropped = useCallback(() => {
    dismissApiDropped();
    setOwnDropped([]);
  }, [dismissApiDropped]);

  const setFilters = useCallback<NewsSearch['setFilters']>(
    (changes) =>
      update(
        { ...changes, page: undefined },
        {
          kept: {
            [SELECTED_ITEM]: undefined,
            // Countries picked by hand are no longer an area's.
            ...('countryCode' in changes ? { [COUNTRIES_AREA]: undefined } : {}),
          },
        },
      ),
    [update],
  );
  const setCountriesFromArea = useCallback(
    (areaId: string, countryCodes: readonly string[]) =>
      update(
        { countryCode: { op: 'in', values: [...countryCodes] }, page: undefined },
        { kept: { [SELECTED_ITEM]: undefined, [COUNTRIES_AREA]: areaId } },
      ),
    [update],
  );
  const setWindow = useCallback(
    (window: PublishedWindow) =>
      update(
        { publishedAt: window.kind === 'absolute' ? window.filter : undefined, page: undefined },
        {
          kept: {
            [PUBLISHED_WITHIN]:
              window.kind === 'preset' && !isServiceDefault(window) ? window.preset.id : undefined,
            [SELECTED_ITEM]: undefined,
          },
        },
      ),
    [update],
  );
  const setPage = useCallback(
    (page: number) =>
      update({ page: page === 1 ? undefined : page }, { kept: { [SELECTED_ITEM]: undefined } }),
    [update],
  );
  const select = useCallback(
    (id: string) => update({}, { kept: { [SELECTED_ITEM]: id }, replace: true }),
    [update],
  );

  const applyTyped = useCallback(
    (reading: Reading<NewsQuery>) => {
      const { changes, kept } = newsChangesOf(reading);
      update(changes, { kept: { ...kept, [SELECTED_ITEM]: undefined } });
    },
    [update],
  );

  return {
    applyTyped,
    values,
    window: windowOf(values.publishedAt, problem ? undefined : written),
    selectedId: kept[SELECTED_ITEM],
    countriesAreaId: kept[COUNTRIES_AREA],
    setCountriesFromArea,
    dropped: [...search.dropped, ...ownDropped],
    dismissDropped,
    setFilters,
    setWindow,
    setPage,
    select,
  };
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PolygonRings } from '../../../contract/areas/area-geometry';
import { countriesQuery } from '../../../contract/filters/incidents';
import { buildQuery } from '../../../contract/filters/query';
import { listCountries, listCountriesQueryKey } from '@/lib/http/incidents';
import { LOOKUP_STALE_TIME } from '@/lib/reference/lookups';

/** The largest page the incident API serves. */
const PAGE_SIZE = 1000;

/**
 * The countries an area touches, asked of the reference API exactly as the Reference page's
 * countries tab asks (`GET /geography/countries?area=in:…`), every page: what the news feed is
 * narrowed to when an analyst picks an area there. Keyed by the polygon, so an area edited
 * since is asked again.
 */
export const areaCountriesQuery = (polygon: PolygonRings) =>
  queryOptions({
    queryKey: [...listCountriesQueryKey(), 'in-area', JSON.stringify(polygon)] as const,
    queryFn: async ({ signal }) => {
      const area = buildQuery(countriesQuery, { area: { op: 'in', value: polygon } }).area;
      const countries: { code: string; name: string }[] = [];
      for (let page = 1; ; page += 1) {
        const { data } = await listCountries({
          query: { area, page, pageSize: PAGE_SIZE },
          signal,
          throwOnError: true,
        });
        countries.push(...data.data.countries.map(({ code, name }) => ({ code, name })));
        if (data.data.countries.length < PAGE_SIZE) return countries;
      }
    },
    staleTime: LOOKUP_STALE_TIME,
  });

export const useAreaCountries = (polygon: PolygonRings | undefined) =>
  useQuery({ ...areaCountriesQuery(polygon ?? []), enabled: polygon !== undefined });

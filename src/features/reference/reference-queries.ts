import {
  keepPreviousData,
  queryOptions,
  type DataTag,
  type QueryClient,
} from '@tanstack/react-query';
import {
  countriesQuery,
  incidentTypesQuery,
  type impactRatingsQuery,
  type incidentCategoriesQuery,
  type sectorsQuery,
  type sourceMediaQuery,
  type tagsQuery,
} from '../../../contract/filters/incidents';
import { buildQuery, type QueryValues } from '../../../contract/filters/query';
import {
  listCountriesOptions,
  listImpactRatingsOptions,
  listIncidentCategoriesOptions,
  listIncidentTypesOptions,
  listSectorsOptions,
  listSourceMediaOptions,
  listSourcesOptions,
  listTagsOptions,
} from '@/lib/http/incidents';
import {
  categoriesLookup,
  countriesLookup,
  impactRatingsLookup,
  LOOKUP_STALE_TIME,
  sectorsLookup,
  sourceMediaLookup,
  sourcesLookup,
  tagsLookup,
  typesLookup,
} from '@/lib/reference/lookups';

/**
 * One page of a reference endpoint as the address asks for it: search, sort, filters and
 * paging go to the endpoint itself, so the service decides what matches and in which order
 * (the spec leaves both open, and `severity` or relevancy cannot be reproduced here).
 *
 * The page in the endpoint's default order needs no request when the session's lookup of the
 * same endpoint is cached: the lookup is that very order, every page concatenated, so page N is
 * a slice of it. Reference lists change rarely; previous rows stay while the next page loads.
 */

interface PageValues {
  page?: number;
  pageSize?: number;
}

const DEFAULT_PAGE_SIZE = 100;

const listing = { staleTime: LOOKUP_STALE_TIME, placeholderData: keepPreviousData } as const;

/** Initial data cut from the cached lookup, when the view asks for the default order unfiltered. */
function fromLookup<Item, Response>(
  client: QueryClient,
  lookupKey: DataTag<readonly unknown[], Item[], Error>,
  values: PageValues & Record<string, unknown>,
  wrap: (items: Item[]) => Response,
) {
  const unfiltered = Object.entries(values).every(
    ([name, value]) => name === 'page' || name === 'pageSize' || value === undefined,
  );
  if (!unfiltered) return {};
  return {
    initialData: () => {
      const all = client.getQueryData(lookupKey);
      if (!all) return undefined;
      const size = values.pageSize ?? DEFAULT_PAGE_SIZE;
      const start = ((values.page ?? 1) - 1) * size;
      return wrap(all.slice(start, start + size));
    },
    initialDataUpdatedAt: () => client.getQueryState(lookupKey)?.dataUpdatedAt,
  };
}

export type CountriesView = QueryValues<typeof countriesQuery>;

export const countriesPage = (client: QueryClient, values: CountriesView) =>
  queryOptions({
    ...listCountriesOptions({
      query: {
        search: values.search,
        area: buildQuery(countriesQuery, { area: values.area }).area,
        sort: values.sort,
        page: values.page,
        pageSize: values.pageSize,
      },
    }),
    ...listing,
    ...fromLookup(client, countriesLookup().queryKey, values, (countries) => ({
      status: 'success' as const,
      data: { countries },
    })),
  });

export type CategoriesView = QueryValues<typeof incidentCategoriesQuery>;

export const categoriesPage = (client: QueryClient, values: CategoriesView) =>
  queryOptions({
    ...listIncidentCategoriesOptions({ query: { ...values } }),
    ...listing,
    ...fromLookup(client, categoriesLookup().queryKey, values, (data) => ({ data })),
  });

export type TypesView = QueryValues<typeof incidentTypesQuery>;

export const typesPage = (client: QueryClient, values: TypesView) =>
  queryOptions({
    ...listIncidentTypesOptions({
      query: {
        search: values.search,
        category: buildQuery(incidentTypesQuery, { category: values.category }).category,
        sort: values.sort,
        page: values.page,
        pageSize: values.pageSize,
      },
    }),
    ...listing,
    ...fromLookup(client, typesLookup().queryKey, values, (data) => ({ data })),
  });

export type ImpactRatingsView = QueryValues<typeof impactRatingsQuery>;

export const impactRatingsPage = (client: QueryClient, values: ImpactRatingsView) =>
  queryOptions({
    ...listImpactRatingsOptions({ query: { ...values } }),
    ...listing,
    ...fromLookup(client, impactRatingsLookup().queryKey, values, (data) => ({ data })),
  });

export type SectorsView = QueryValues<typeof sectorsQuery>;

export const sectorsPage = (client: QueryClient, values: SectorsView) =>
  queryOptions({
    ...listSectorsOptions({ query: { ...values } }),
    ...listing,
    ...fromLookup(client, sectorsLookup().queryKey, values, (data) => ({ data })),
  });

export type SourcesView = QueryValues<typeof sourceMediaQuery>;

export const sourcesPage = (client: QueryClient, values: SourcesView) =>
  queryOptions({
    ...listSourcesOptions({ query: { ...values } }),
    ...listing,
    ...fromLookup(client, sourcesLookup().queryKey, values, (data) => ({ data })),
  });

export const sourceMediaPage = (client: QueryClient, values: SourcesView) =>
  queryOptions({
    ...listSourceMediaOptions({ query: { ...values } }),
    ...listing,
    ...fromLookup(client, sourceMediaLookup().queryKey, values, (data) => ({ data })),
  });

export type TagsView = QueryValues<typeof tagsQuery>;

export const tagsPage = (client: QueryClient, values: TagsView) =>
  queryOptions({
    ...listTagsOptions({ query: { ...values } }),
    ...listing,
    ...fromLookup(client, tagsLookup().queryKey, values, (data) => ({ data })),
  });

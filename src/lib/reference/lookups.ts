import { queryOptions, useQuery } from '@tanstack/react-query';
import * as incidents from '@/lib/http/incidents';
import * as news from '@/lib/http/news';

/**
 * The reference lists an analyst picks filter values from (countries, categories, types, impact
 * ratings, sectors, sources, source media, tags, themes, taxonomies), each fetched whole, every
 * page, once per session: they change rarely, and pickers in the news feed, the explorer and the
 * reference pages all read the same cache entry, so typing in a picker never refetches.
 */

/** Reference lists change on the vendor's side a few times a day at most. */
export const LOOKUP_STALE_TIME = 30 * 60_000;

/** The largest page the incident API serves; lists longer than this are read page by page. */
const PAGE_SIZE = 1000;

/** Every page of a list endpoint with no totals: a full page means another may follow. */
async function everyPage<Item>(
  fetchPage: (page: number) => Promise<readonly Item[]>,
): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 1; ; page += 1) {
    const batch = await fetchPage(page);
    items.push(...batch);
    if (batch.length < PAGE_SIZE) return items;
  }
}

const pageQuery = (page: number) => ({ query: { page, pageSize: PAGE_SIZE } });
const ALL_PAGES = 'all-pages';

export const countriesLookup = () =>
  queryOptions({
    queryKey: [...incidents.listCountriesQueryKey(), ALL_PAGES] as const,
    queryFn: ({ signal }) =>
      everyPage(async (page) => {
        const { data } = await incidents.listCountries({
          ...pageQuery(page),
          signal,
          throwOnError: true,
        });
        return data.data.countries;
      }),
    staleTime: LOOKUP_STALE_TIME,
  });

export const categoriesLookup = () =>
  queryOptions({
    queryKey: [...incidents.listIncidentCategoriesQueryKey(), ALL_PAGES] as const,
    queryFn: ({ signal }) =>
      everyPage(async (page) => {
        const { data } = await incidents.listIncidentCategories({
          ...pageQuery(page),
          signal,
          throwOnError: true,
        });
        return data.data;
      }),
    staleTime: LOOKUP_STALE_TIME,
  });

export const typesLookup = () =>
  queryOptions({
    queryKey: [...incidents.listIncidentTypesQueryKey(), ALL_PAGES] as const,
    queryFn: ({ signal }) =>
      everyPage(async (page) => {
        const { data } = await incidents.listIncidentTypes({
          ...pageQuery(page),
          signal,
          throwOnError: true,
        });
        return data.data;
      }),
    staleTime: LOOKUP_STALE_TIME,
  });

export const impactRatingsLookup = () =>
  queryOptions({
    queryKey: [...incidents.listImpactRatingsQueryKey(), ALL_PAGES] as const,
    queryFn: ({ signal }) =>
      everyPage(async (page) => {
        const { data } = await incidents.listImpactRatings({
          ...pageQuery(page),
          signal,
          throwOnError: true,
        });
        return data.data;
      }),
    staleTime: LOOKUP_STALE_TIME,
  });

export const sectorsLookup = () =>
  queryOptions({
    queryKey: [...incidents.listSectorsQueryKey(), ALL_PAGES] as const,
    queryFn: ({ signal }) =>
      everyPage(async (page) => {
        const { data } = await incidents.listSectors({
          ...pageQuery(page),
          signal,
          throwOnError: true,
        });
        return data.data;
      }),
    staleTime: LOOKUP_STALE_TIME,
  });

export const sourcesLookup = () =>
  queryOptions({
    queryKey: [...incidents.listSourcesQueryKey(), ALL_PAGES] as const,
    queryFn: ({ signal }) =>
      everyPage(async (page) => {
        const { data } = await incidents.listSources({
          ...pageQuery(page),
          signal,
          throwOnError: true,
        });
        return data.data;
      }),
    staleTime: LOOKUP_STALE_TIME,
  });

export const sourceMediaLookup = () =>
  queryOptions({
    queryKey: [...incidents.listSourceMediaQueryKey(), ALL_PAGES] as const,
    queryFn: ({ signal }) =>
      everyPage(async (page) => {
        const { data } = await incidents.listSourceMedia({
          ...pageQuery(page),
          signal,
          throwOnError: true,
        });
        return data.data;
      }),
    staleTime: LOOKUP_STALE_TIME,
  });

/** Tags in the service's default order: most used first. */
export const tagsLookup = () =>
  queryOptions({
    queryKey: [...incidents.listTagsQueryKey(), ALL_PAGES] as const,
    queryFn: ({ signal }) =>
      everyPage(async (page) => {
        const { data } = await incidents.listTags({
          ...pageQuery(page),
          signal,
          throwOnError: true,
        });
        return data.data;
      }),
    staleTime: LOOKUP_STALE_TIME,
  });

export const themesLookup = () =>
  queryOptions({
    queryKey: [...incidents.listThemesQueryKey(), ALL_PAGES] as const,
    queryFn: ({ signal }) =>
      everyPage(async (page) => {
        const { data } = await incidents.listThemes({
          ...pageQuery(page),
          signal,
          throwOnError: true,
        });
        return data.data;
      }),
    staleTime: LOOKUP_STALE_TIME,
  });

/** The news taxonomy tree comes whole in one answer. */
export const taxonomiesLookup = () =>
  queryOptions({
    queryKey: [...news.listTaxonomiesQueryKey(), ALL_PAGES] as const,
    queryFn: async ({ signal }) => {
      const { data } = await news.listTaxonomies({ signal, throwOnError: true });
      return data.data.taxonomies;
    },
    staleTime: LOOKUP_STALE_TIME,
  });

export const useCountries = () => useQuery(countriesLookup());
export const useCategories = () => useQuery(categoriesLookup());
export const useIncidentTypes = () => useQuery(typesLookup());
export const useImpactRatings = () => useQuery(impactRatingsLookup());
export const useSectors = () => useQuery(sectorsLookup());
export const useSources = () => useQuery(sourcesLookup());
export const useSourceMedia = () => useQuery(sourceMediaLookup());
export const useTags = () => useQuery(tagsLookup());
export const useThemeList = () => useQuery(themesLookup());
export const useTaxonomies = () => useQuery(taxonomiesLookup());

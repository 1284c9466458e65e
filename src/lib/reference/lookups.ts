import { queryOptions, useQuery } from '@tanstack/react-query';
import * as incidents from '@/lib/http/incidents';
import * as news from '@/lib/http/news';
import { viewDataSettled } from '@/lib/query/view-data';

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

interface PageRequest {
  query: { page: number; pageSize: number };
  signal: AbortSignal;
  throwOnError: true;
}

/**
 * A lookup keyed like the endpoint's generated queries, marked as holding every page. It waits
 * for the view's own data (view-data.ts): the filter controls it serves can wait a moment, the
 * rows the analyst opened the view for cannot.
 */
function pagedLookup<Item>(
  endpointKey: readonly unknown[],
  fetchPage: (request: PageRequest) => Promise<readonly Item[]>,
) {
  return queryOptions({
    queryKey: [...endpointKey, 'all-pages'] as const,
    queryFn: async ({ signal, client }) => {
      await viewDataSettled(client, signal);
      return everyPage((page) =>
        fetchPage({ query: { page, pageSize: PAGE_SIZE }, signal, throwOnError: true }),
      );
    },
    staleTime: LOOKUP_STALE_TIME,
  });
}

export const countriesLookup = () =>
  pagedLookup(incidents.listCountriesQueryKey(), async (request) => {
    const { data } = await incidents.listCountries(request);
    return data.data.countries;
  });

export const categoriesLookup = () =>
  pagedLookup(
    incidents.listIncidentCategoriesQueryKey(),
    async (request) => (await incidents.listIncidentCategories(request)).data.data,
  );

export const typesLookup = () =>
  pagedLookup(
    incidents.listIncidentTypesQueryKey(),
    async (request) => (await incidents.listIncidentTypes(request)).data.data,
  );

export const impactRatingsLookup = () =>
  pagedLookup(
    incidents.listImpactRatingsQueryKey(),
    async (request) => (await incidents.listImpactRatings(request)).data.data,
  );

export const sectorsLookup = () =>
  pagedLookup(
    incidents.listSectorsQueryKey(),
    async (request) => (await incidents.listSectors(request)).data.data,
  );

export const sourcesLookup = () =>
  pagedLookup(
    incidents.listSourcesQueryKey(),
    async (request) => (await incidents.listSources(request)).data.data,
  );

export const sourceMediaLookup = () =>
  pagedLookup(
    incidents.listSourceMediaQueryKey(),
    async (request) => (await incidents.listSourceMedia(request)).data.data,
  );

/** Tags in the service's default order: most used first. */
export const tagsLookup = () =>
  pagedLookup(
    incidents.listTagsQueryKey(),
    async (request) => (await incidents.listTags(request)).data.data,
  );

export const themesLookup = () =>
  pagedLookup(
    incidents.listThemesQueryKey(),
    async (request) => (await incidents.listThemes(request)).data.data,
  );

/** The news taxonomy tree comes whole in one answer; the feed's rows show its names, so it never waits. */
export const taxonomiesLookup = () =>
  queryOptions({
    queryKey: [...news.listTaxonomiesQueryKey(), 'all-pages'] as const,
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

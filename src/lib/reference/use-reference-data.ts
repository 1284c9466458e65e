import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ReferenceData, ReferenceList } from '../../../contract/query-language/reference-data';
import { areasQuery } from '@/lib/areas/areas-api';
import { getIncidentOptions } from '@/lib/http/incidents';
import type { LanguageView } from '../../../contract/query-language/typed-query';
import {
  categoriesLookup,
  countriesLookup,
  sectorsLookup,
  tagsLookup,
  taxonomiesLookup,
  themesLookup,
  typesLookup,
} from './lookups';
import { seenInResults } from './seen-in-results';

/** Incidents named in `near:` clauses (`IN-123`), as the typed text holds them. */
export function nearIncidentsIn(text: string): string[] {
  return [...text.matchAll(/near:(?:"?)(?:IN-)?(\d{1,12})\s/gi)].map((match) => `IN-${match[1]}`);
}

/**
 * The reference lists typed filters are read against, from the session's lookup cache (fetched
 * once, shared with the pickers), plus the maps of incidents a `near:` clause names.
 */
export function useReferenceData(
  view: LanguageView | undefined,
  nearIncidents: readonly string[] = [],
  enabled = true,
): ReferenceData {
  const client = useQueryClient();
  // A view's bar loads only the lists its keys read; the palette (any view) loads them all,
  // once its text reads as filters.
  const incidents = enabled && view !== 'news';
  const countries = useQuery({ ...countriesLookup(), enabled });
  const categories = useQuery({ ...categoriesLookup(), enabled: incidents });
  const types = useQuery({ ...typesLookup(), enabled: incidents });
  const themes = useQuery({ ...themesLookup(), enabled: incidents });
  const tags = useQuery({ ...tagsLookup(), enabled: incidents });
  const sectors = useQuery({ ...sectorsLookup(), enabled: incidents });
  const taxonomies = useQuery({ ...taxonomiesLookup(), enabled: enabled && view !== 'incidents' });
  // The team's saved areas, for `area:"Lagos metro"`.
  const areas = useQuery({ ...areasQuery(), enabled: incidents });
  const nearQueries = useQueries({
    queries: nearIncidents.map((id) => ({ ...getIncidentOptions({ path: { id } }), retry: false })),
  });
  const nearKey = nearQueries
    .map(
      (query, index) =>
        `${nearIncidents[index]}=${query.data?.map.id ?? (query.isError ? '-' : '?')}`,
    )
    .join(',');

  const loading = (
    [
      ['countries', countries],
      ['categories', categories],
      ['types', types],
      ['themes', themes],
      ['tags', tags],
      ['sectors', sectors],
      ['taxonomies', taxonomies],
      ['areas', areas],
    ] as const
  )
    .filter(([, query]) => query.isPending && query.fetchStatus !== 'idle')
    .map(([name]) => name);
  const pendingKey = loading.join(',');
  const lists = {
    countries: countries.data,
    categories: categories.data,
    types: types.data,
    themes: themes.data,
    tags: tags.data,
    sectors: sectors.data,
    taxonomies: taxonomies.data,
  };
  const { countries: countryList, categories: categoryList, types: typeList } = lists;
  const { themes: themeList, tags: tagList, sectors: sectorList, taxonomies: taxonomyList } = lists;
  const areaList = areas.data?.data.areas;
  const areasFailed = areas.isError;

  return useMemo(() => {
    const { parties } = seenInResults(client);
    const incidentMaps = new Map<string, string | null>();
    for (const entry of nearKey.split(',').filter(Boolean)) {
      const [id = '', map = '?'] = entry.split('=');
      if (map !== '?') incidentMaps.set(id, map === '-' ? null : map);
    }
    return {
      countries: countryList ?? [],
      categories: categoryList ?? [],
      types: typeList ?? [],
      themes: themeList ?? [],
      tags: tagList ?? [],
      sectors: sectorList ?? [],
      parties: [...parties.values()].map(({ id, name }) => ({ id, name })),
      taxonomies: taxonomyList ?? [],
      incidentMaps,
      // Undefined when they could not be loaded: `area:` says so rather than "none saved".
      areas: areasFailed
        ? undefined
        : (areaList ?? []).map((area) => ({
            id: area.id,
            name: area.name,
            polygon: area.apiPolygon,
          })),
      pending: pendingKey === '' ? [] : (pendingKey.split(',') as ReferenceList[]),
    };
  }, [
    client,
    countryList,
    categoryList,
    typeList,
    themeList,
    tagList,
    sectorList,
    taxonomyList,
    areaList,
    areasFailed,
    nearKey,
    pendingKey,
  ]);
}

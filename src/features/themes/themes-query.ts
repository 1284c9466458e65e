import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { themesQuery } from '../../../contract/filters/incidents';
import { parseQuery, type QueryValues } from '../../../contract/filters/query';
import type { SearchRecord } from '@/lib/url/search-string';
import { listThemesOptions } from '@/lib/http/incidents';
import { LOOKUP_STALE_TIME } from '@/lib/reference/lookups';

export type ThemesView = QueryValues<typeof themesQuery>;

/**
 * One page of `GET /themes` as the address asks for it. The previous page stays on screen while
 * the next loads; themes change as rarely as the other reference lists.
 */
export const themesListOptions = ({ search, sort, page, pageSize }: ThemesView) =>
  queryOptions({
    ...listThemesOptions({ query: { search, sort, page, pageSize } }),
    staleTime: LOOKUP_STALE_TIME,
    placeholderData: keepPreviousData,
  });

/** The page an address asks for, read through the grammar as the page itself reads it. */
export const themesListOptionsForSearch = (search: SearchRecord) =>
  themesListOptions(parseQuery(themesQuery, search).values);

import { useCallback } from 'react';
import { PAGE, PAGE_SIZE } from '../../../contract/filters/incidents';
import type { QueryGrammar, QueryValues } from '../../../contract/filters/query';
import { useApiSearch, type ApiSearch, type ApiSearchOptions } from '@/lib/url/use-api-search';

const TAB_ONLY: ApiSearchOptions = { keep: ['tab'] };

/** The grammar of a reference list: a search term, a sort and paging, perhaps filters. */
type ListGrammar = QueryGrammar & {
  search: QueryGrammar[string];
  sort: QueryGrammar[string];
  page: typeof PAGE;
  pageSize: typeof PAGE;
};

/** What the list frame needs of any reference view, whatever its grammar. */
export interface ListControls {
  values: { search?: string };
  dropped: ApiSearch<QueryGrammar>['dropped'];
  dismissDropped: () => void;
  page: number;
  pageSize: number;
  search: (term: string | undefined) => void;
  sortBy: (sort: undefined) => void;
  toPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
}

export interface ReferenceView<Grammar extends ListGrammar> extends ApiSearch<Grammar> {
  page: number;
  pageSize: number;
  /** Applies a search term from the first page, replacing the history entry while typing. */
  search: (term: string | undefined) => void;
  sortBy: (sort: QueryValues<Grammar>['sort'] | undefined) => void;
  toPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
}

/**
 * A reference tab's state, read from the address through the endpoint's own grammar (the
 * `tab` parameter is the page's), with the moves every list makes. A new search, sort or page
 * size starts again from page 1.
 */
export function useReferenceView<Grammar extends ListGrammar>(
  grammar: Grammar,
  /** A tab's own parameters beside `tab` (a constant: a new object each render reparses). */
  options: ApiSearchOptions = TAB_ONLY,
): ReferenceView<Grammar> {
  const view = useApiSearch(grammar, options);
  const { update } = view;
  type Changes = Partial<QueryValues<Grammar>>;
  const search = useCallback(
    (term: string | undefined) =>
      update({ search: term, page: undefined } as Changes, { replace: true }),
    [update],
  );
  const sortBy = useCallback(
    (sort: QueryValues<Grammar>['sort'] | undefined) => update({ sort, page: undefined }),
    [update],
  );
  const toPage = useCallback(
    (page: number) => update({ page: page === 1 ? undefined : page } as Changes),
    [update],
  );
  const setPageSize = useCallback(
    (pageSize: number) => update({ pageSize, page: undefined } as Changes),
    [update],
  );
  const values = view.values as { page?: number; pageSize?: number };
  return {
    ...view,
    page: values.page ?? PAGE.defaultValue,
    pageSize: values.pageSize ?? PAGE_SIZE.defaultValue,
    search,
    sortBy,
    toPage,
    setPageSize,
  };
}

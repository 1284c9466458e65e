import { useMemo, type RefObject } from 'react';
import { SearchableMultiSelect } from '@/components/searchable-multi-select';
import { useCountries } from '@/lib/reference/lookups';
import { unknownTaxonomyLabel, useTaxonomyNames } from '../use-taxonomy-names';
import type { NewsSearch } from '../use-news-search';
import { AreaCountriesFilter } from './area-countries-filter';
import { MembershipFilter } from './membership-filter';
import { OrderControls } from './order-controls';
import { PublishedFilter } from './published-filter';
import { SearchTermFilter } from './search-term-filter';
import { TaxonomyPicker } from './taxonomy-picker';

/** Every parameter of the news list, each control writing the API's own form to the address. */
export function NewsFilterBar({
  search,
  span,
  nowSeconds,
  searchInputRef,
}: {
  search: NewsSearch;
  span: { from: number; to: number };
  nowSeconds: number;
  searchInputRef?: RefObject<HTMLInputElement | null>;
}) {
  const { values, setFilters } = search;
  const countries = useCountries();
  const countryOptions = useMemo(
    () =>
      (countries.data ?? []).map((country) => ({
        value: country.code,
        label: country.name,
        hint: country.code,
      })),
    [countries.data],
  );
  const { taxonomies, names } = useTaxonomyNames();
  const taxonomyLabel = (id: string) => names.get(id)?.name ?? unknownTaxonomyLabel(id);

  return (
    <div className="flex flex-wrap items-end gap-x-3 gap-y-2">
      <SearchTermFilter
        value={values.search}
        onChange={(next) => setFilters({ search: next })}
        inputRef={searchInputRef}
      />
      <MembershipFilter
        label="Countries"
        value={values.countryCode}
        onChange={(next) => setFilters({ countryCode: next })}
      >
        {(selected, pick) => (
          <SearchableMultiSelect
            label="Countries"
            options={countryOptions}
            selected={selected}
            onChange={pick}
            loading={countries.isPending}
            loadError={
              countries.isError
                ? {
                    message: `Countries could not be loaded: ${countries.error.message}`,
                    onRetry: () => void countries.refetch(),
                  }
                : undefined
            }
          />
        )}
      </MembershipFilter>
      <AreaCountriesFilter search={search} />
      <MembershipFilter
        label="Taxonomy"
        value={values.taxonomyId}
        onChange={(next) => setFilters({ taxonomyId: next })}
      >
        {(selected, pick) => (
          <TaxonomyPicker
            taxonomies={taxonomies.data ?? []}
            selected={selected}
            onChange={pick}
            labelOf={taxonomyLabel}
            loading={taxonomies.isPending}
            loadError={
              taxonomies.isError
                ? {
                    message: `The taxonomy tree could not be loaded: ${taxonomies.error.message}`,
                    onRetry: () => void taxonomies.refetch(),
                  }
                : undefined
            }
          />
        )}
      </MembershipFilter>
      <PublishedFilter
        window={search.window}
        span={span}
        nowSeconds={nowSeconds}
        onChange={search.setWindow}
      />
      <OrderControls sort={values.sort} limit={values.limit} onChange={setFilters} />
    </div>
  );
}

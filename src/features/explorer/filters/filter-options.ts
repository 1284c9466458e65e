import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  useCategories,
  useCountries,
  useIncidentTypes,
  useSectors,
  useTags,
  useThemeList,
} from '@/lib/reference/lookups';
import { seenInResults } from '@/lib/reference/seen-in-results';
import type { OptionSource } from './filter-catalog';

export interface FilterOption {
  /** The value as the API writes it (UUID, alpha-3, slug, TH- id, continent code). */
  value: string;
  label: string;
  /** A category's colour, shown as a swatch. */
  colour?: string;
  /** A second line: a type's category, a country's continent. */
  detail?: string;
}

export interface OptionList {
  options: readonly FilterOption[];
  loading: boolean;
  error: unknown;
  /** The label of a value, or the value itself when it is not (yet) known. */
  labelOf(value: string): string;
  /** True when the choices are only the ones seen in results: other ids can be typed in. */
  open: boolean;
}

function listOf(
  options: readonly FilterOption[],
  state: { isPending: boolean; error: unknown },
  open = false,
): OptionList {
  const byValue = new Map(options.map((option) => [option.value, option.label]));
  return {
    options,
    loading: state.isPending,
    error: state.error,
    labelOf: (value) => byValue.get(value) ?? value,
    open,
  };
}

/**
 * Parties and reporters have no list endpoint: their names are known only from incidents the
 * analyst has loaded, so those pickers offer what was seen and accept any other id typed in.
 */
function seenParties(client: QueryClient): FilterOption[] {
  return [...seenInResults(client).parties.values()]
    .map((party) => ({
      value: party.id,
      label: party.name,
      detail: party.group === undefined ? 'Group' : `Individual · ${party.group}`,
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

function seenReporters(client: QueryClient): FilterOption[] {
  return [...seenInResults(client).reporters].sort().map((id) => ({ value: id, label: id }));
}

/** The choices of one list filter. `categoryIds` narrows the types to the chosen categories. */
export function useFilterOptions(
  source: OptionSource,
  categoryIds: readonly string[] = [],
): OptionList {
  const client = useQueryClient();
  const categories = useCategories();
  const types = useIncidentTypes();
  const themes = useThemeList();
  const tags = useTags();
  const countries = useCountries();
  const sectors = useSectors();
  const categoryKey = categoryIds.join(',');

  return useMemo(() => {
    switch (source) {
      case 'categories':
        return listOf(
          (categories.data ?? []).map((category) => ({
            value: category.id,
            label: category.name,
            colour: category.colour,
          })),
          categories,
        );
      case 'types': {
        const chosen = categoryKey ? new Set(categoryKey.split(',')) : undefined;
        return listOf(
          (types.data ?? [])
            .filter((type) => !chosen || chosen.has(type.category.id))
            .map((type) => ({ value: type.id, label: type.name, detail: type.category.name })),
          types,
        );
      }
      case 'themes':
        return listOf(
          (themes.data ?? []).map((theme) => ({
            value: theme.id,
            label: theme.name,
            colour: theme.colour,
            detail: theme.id,
          })),
          themes,
        );
      case 'tags':
        return listOf(
          (tags.data ?? []).map((tag) => ({
            value: tag.slug,
            label: tag.name,
            detail: `${tag.counts.uses} uses`,
          })),
          tags,
        );
      case 'countries':
        return listOf(
          (countries.data ?? []).map((country) => ({
            value: country.code,
            label: country.name,
            detail: `${country.code} · ${country.continent.name}`,
          })),
          countries,
        );
      case 'continents': {
        const continents = new Map<string, string>();
        for (const country of countries.data ?? []) {
          continents.set(country.continent.code, country.continent.name);
        }
        return listOf(
          [...continents]
            .sort((a, b) => a[1].localeCompare(b[1]))
            .map(([code, name]) => ({ value: code, label: name, detail: code })),
          countries,
        );
      }
      case 'sectors':
        return listOf(
          (sectors.data ?? []).map((sector) => ({ value: sector.id, label: sector.name })),
          sectors,
        );
      case 'parties':
        return listOf(seenParties(client), { isPending: false, error: null }, true);
      case 'reporters':
        return listOf(seenReporters(client), { isPending: false, error: null }, true);
    }
  }, [source, categoryKey, client, categories, types, themes, tags, countries, sectors]);
}

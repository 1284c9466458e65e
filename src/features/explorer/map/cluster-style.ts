import type { ExpressionSpecification } from 'maplibre-gl';

/** Colour of an incident whose category is unknown to the lookup. */
export const UNKNOWN_CATEGORY_COLOUR = '#6b7280';

export interface CategoryColour {
  id: string;
  colour: string;
}

/** The cluster property counting one category's incidents (by its place in the list). */
const countOf = (index: number) => `category_${index}`;

/**
 * Per-category counts summed on the GPU source as it clusters: each cluster knows how many of
 * its incidents fall in each category.
 */
export function categoryClusterProperties(
  categories: readonly CategoryColour[],
): Record<string, ExpressionSpecification> {
  return Object.fromEntries(
    categories.map((category, index) => [
      countOf(index),
      ['+', ['case', ['==', ['get', 'category'], category.id], 1, 0]],
    ]),
  );
}

/**
 * A cluster's colour: that of its most frequent category (the earlier one in the list on a
 * tie). Case `i` matches when category `i` counts at least as many as every later one; reaching
 * it means each earlier category lost to some other, so the test against later ones suffices.
 */
export function dominantCategoryColour(
  categories: readonly CategoryColour[],
): ExpressionSpecification | string {
  if (categories.length === 0) return UNKNOWN_CATEGORY_COLOUR;
  if (categories.length === 1) return categories[0]!.colour;
  const count = (index: number): ExpressionSpecification => ['get', countOf(index)];
  const cases: (ExpressionSpecification | string)[] = [];
  categories.slice(0, -1).forEach((category, index) => {
    const beatsLater: ExpressionSpecification[] = categories
      .slice(index + 1)
      .map((_, offset) => ['>=', count(index), count(index + 1 + offset)]);
    cases.push(['all', ...beatsLater], category.colour);
  });
  return ['case', ...cases, categories.at(-1)!.colour] as ExpressionSpecification;
}

/** A single incident's colour: its category's. */
export function categoryColour(
  categories: readonly CategoryColour[],
): ExpressionSpecification | string {
  if (categories.length === 0) return UNKNOWN_CATEGORY_COLOUR;
  // MapLibre's tuple type cannot describe a match whose arms are spread from a list.
  return [
    'match',
    ['get', 'category'],
    ...categories.flatMap((category) => [category.id, category.colour]),
    UNKNOWN_CATEGORY_COLOUR,
  ] as unknown as ExpressionSpecification;
}

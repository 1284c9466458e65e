import type { IncidentCategory } from '@/lib/http/incidents';
import { UNKNOWN_CATEGORY_COLOUR, type CategoryColour } from './cluster-style';
import type { MapIncident } from './map-incidents';

export interface LegendEntry {
  id: string;
  name: string;
  colour: string;
  count: number;
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** The lookup's categories as the layers colour them (a malformed colour falls back to grey). */
export function categoryColours(categories: readonly IncidentCategory[]): CategoryColour[] {
  return categories.map((category) => ({
    id: category.id,
    colour: HEX_COLOUR.test(category.colour) ? category.colour : UNKNOWN_CATEGORY_COLOUR,
  }));
}

/** The categories of the incidents shown, most frequent first; unknown ids under one entry. */
export function legendEntries(
  incidents: readonly MapIncident[],
  categories: readonly IncidentCategory[],
): LegendEntry[] {
  const counts = new Map<string, number>();
  for (const incident of incidents) {
    counts.set(incident.categoryId, (counts.get(incident.categoryId) ?? 0) + 1);
  }
  const known = new Map(categoryColours(categories).map((category) => [category.id, category]));
  const names = new Map(categories.map((category) => [category.id, category.name]));
  const entries: LegendEntry[] = [];
  let unknown = 0;
  for (const [id, count] of counts) {
    const category = known.get(id);
    if (category) entries.push({ id, name: names.get(id) ?? id, colour: category.colour, count });
    else unknown += count;
  }
  entries.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  if (unknown > 0) {
    entries.push({ id: 'unknown', name: 'Other', colour: UNKNOWN_CATEGORY_COLOUR, count: unknown });
  }
  return entries;
}

import { useMemo } from 'react';
import { useTaxonomies } from '@/lib/reference/lookups';

export interface TaxonomyName {
  name: string;
  /** The main taxonomy's name, for a sub-taxonomy. */
  parent?: string;
}

/** Taxonomy and sub-taxonomy names by id, from the session's cached taxonomy tree. */
export function useTaxonomyNames() {
  const taxonomies = useTaxonomies();
  const names = useMemo(() => {
    const byId = new Map<string, TaxonomyName>();
    for (const main of taxonomies.data ?? []) {
      byId.set(main.id, { name: main.name });
      for (const sub of main.subTaxonomies) byId.set(sub.id, { name: sub.name, parent: main.name });
    }
    return byId;
  }, [taxonomies.data]);
  return { taxonomies, names };
}

/** A name for an id the tree does not hold (yet): its first characters. */
export const unknownTaxonomyLabel = (id: string) => `Taxonomy ${id.slice(0, 8)}…`;

import type { Taxonomy } from '@/lib/http/news';

/**
 * The news taxonomy tree narrowed to a term. `GET /taxonomies` takes no parameters and answers
 * the whole tree (spec 4.2), so the search runs here over the session's copy: a main taxonomy
 * whose name matches keeps all its subs; otherwise it stays only for the subs that match.
 * Names are compared without case or accents.
 */

export interface TaxonomyBranch {
  taxonomy: Taxonomy;
  subTaxonomies: Taxonomy['subTaxonomies'];
  /** The main taxonomy's own name matched (not only some of its subs). */
  matched: boolean;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function narrowTaxonomies(
  tree: readonly Taxonomy[],
  term: string | undefined,
): TaxonomyBranch[] {
  const wanted = term === undefined ? '' : fold(term.trim());
  if (wanted === '') {
    return tree.map((taxonomy) => ({
      taxonomy,
      subTaxonomies: taxonomy.subTaxonomies,
      matched: true,
    }));
  }
  const branches: TaxonomyBranch[] = [];
  for (const taxonomy of tree) {
    if (fold(taxonomy.name).includes(wanted)) {
      branches.push({ taxonomy, subTaxonomies: taxonomy.subTaxonomies, matched: true });
      continue;
    }
    const subs = taxonomy.subTaxonomies.filter((sub) => fold(sub.name).includes(wanted));
    if (subs.length > 0) branches.push({ taxonomy, subTaxonomies: subs, matched: false });
  }
  return branches;
}

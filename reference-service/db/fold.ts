/**
 * Text folded for ordering and matching names: lower case, accents dropped, so "Médecins"
 * sorts with "Medecins" and a search for "cote" finds "Côte". SQLite's own NOCASE folds ASCII
 * only; the folded copy is stored beside each name instead.
 */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Finds the reference entry a typed value means: a code or name exactly, a name it starts, a
 * word it starts, or (for typos) the one name within a small edit distance. Several equally
 * good entries are returned as choices rather than guessed between.
 */

export interface Candidate<Value> {
  value: Value;
  /** The display name, matched and offered as a choice. */
  name: string;
  /** Exact-only aliases: codes, ids, slugs. */
  codes?: readonly string[];
}

export type Match<Value> =
  | { kind: 'found'; value: Value; name: string; /** Set when read from a typo. */ readAs?: string }
  | { kind: 'ambiguous'; choices: { value: Value; name: string }[] }
  | { kind: 'none'; closest: string[] };

/** Case- and accent-insensitive, punctuation as space. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Optimal string alignment distance, stopping early past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, previous2[j - 2]! + 1);
      }
      current.push(best);
      rowBest = Math.min(rowBest, best);
    }
    if (rowBest > limit) return limit + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length]!;
}

const MAX_CHOICES = 6;

function only<Value>(
  hits: readonly Candidate<Value>[],
  readAs?: (hit: Candidate<Value>) => string | undefined,
): Match<Value> | undefined {
  const distinct = [...new Map(hits.map((hit) => [hit.value, hit])).values()];
  if (distinct.length === 0) return undefined;
  if (distinct.length === 1) {
    const hit = distinct[0]!;
    return { kind: 'found', value: hit.value, name: hit.name, readAs: readAs?.(hit) };
  }
  return {
    kind: 'ambiguous',
    choices: distinct.slice(0, MAX_CHOICES).map((hit) => ({ value: hit.value, name: hit.name })),
  };
}

export function findMatch<Value>(
  typed: string,
  candidates: readonly Candidate<Value>[],
): Match<Value> {
  const term = fold(typed);
  if (term === '') return { kind: 'none', closest: [] };
  const upper = typed.trim().toUpperCase();
  const byCode = candidates.filter((one) =>
    one.codes?.some((code) => code.toUpperCase() === upper),
  );
  const exact = only(byCode) ?? only(candidates.filter((one) => fold(one.name) === term));
  if (exact) return exact;
  const starts = candidates.filter((one) => fold(one.name).startsWith(term));
  const startsMatch = only(starts);
  if (startsMatch) return startsMatch;
  const words = candidates.filter((one) => ` ${fold(one.name)}`.includes(` ${term}`));
  const wordsMatch = only(words);
  if (wordsMatch) return wordsMatch;
  // Typos: one edit in short names, more in long ones; the nearest names win.
  const limit = term.length <= 4 ? 1 : term.length <= 8 ? 2 : 3;
  let best = limit + 1;
  let nearest: Candidate<Value>[] = [];
  for (const candidate of candidates) {
    const distance = editDistance(term, fold(candidate.name), limit);
    if (distance < best) {
      best = distance;
      nearest = [candidate];
    } else if (distance === best) nearest.push(candidate);
  }
  const typo = best <= limit ? only(nearest, (hit) => hit.name) : undefined;
  if (typo) return typo;
  const closest = candidates
    .map((candidate) => ({
      name: candidate.name,
      distance: editDistance(term, fold(candidate.name).slice(0, term.length + 2), 99),
    }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, 3)
    .map((one) => one.name);
  return { kind: 'none', closest };
}

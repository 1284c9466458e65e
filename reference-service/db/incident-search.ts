/**
 * The plan of a search in its default order (relevancy). BM25 scores a row against the whole
 * text index, so a single statement must match and score every incident containing the term
 * before the other filters can trim them: at 100,000 incidents a common word ('attack')
 * matches half of them, on every request, every page.
 *
 * Instead, the term's ranking (every match, best first) is kept once the term is asked for a
 * second time, and a search walks it: the next candidates in rank order go to SQLite in one
 * statement that keeps those the other filters accept (a primary-key join, whatever the
 * filters), and the walk stops once the page is full. The chunk sizes follow the share of
 * candidates kept so far, so a selective filter costs a few statements, not one per page.
 *
 * A ranking is only valid for the index it was computed on: any write to the incident database
 * (the live feed's new incidents change every score; its revisions change what filters keep)
 * makes every kept ranking stale. Staleness is read from SQLite's own count of changed rows on
 * this connection, so no write path can forget to report it. A stale or new term is answered
 * by the single statement, as a one-off search is; it is ranked again once asked for twice
 * between two writes, when ranking pays for itself.
 */
import type Database from 'better-sqlite3';
import { keptNumbersQuery, rankingQuery } from './filters.ts';
import type { Sql } from './sql.ts';
import { statementsOf, type Page } from './statements.ts';

export interface RankedSearchOptions {
  /** The fewest candidates one statement checks. */
  minChunk: number;
  /** The most candidates one statement checks. */
  maxChunk: number;
  /** Incident numbers kept across all rankings (4 bytes each); the least recently used go first. */
  maxKeptNumbers: number;
  /** Terms remembered as asked for once. */
  maxAskedTerms: number;
}

export const RANKED_SEARCH_DEFAULTS: RankedSearchOptions = {
  minChunk: 256,
  maxChunk: 32_768,
  maxKeptNumbers: 4_000_000,
  maxAskedTerms: 1_000,
};

/** The next chunk is sized to fill the page at the share kept so far, with this margin. */
const CHUNK_MARGIN = 1.25;

/** Rankings hold 32-bit numbers; a term matching a larger one is left to the single statement. */
const LARGEST_KEPT_NUMBER = 0x7fff_ffff;

interface KeptRanking {
  numbers: Int32Array;
  /** The connection's count of changed rows when it was ranked. */
  version: number;
}

export function createRankedSearch(
  db: Database.Database,
  options: RankedSearchOptions = RANKED_SEARCH_DEFAULTS,
) {
  const { column } = statementsOf(db);
  const changedRows = db.prepare('SELECT total_changes()').pluck();
  const rankings = new Map<string, KeptRanking>();
  let keptNumbers = 0;
  /** FTS5 query → the data version in which it was last asked for without a ranking. */
  const asked = new Map<string, number>();

  function keep(match: string, ranking: KeptRanking) {
    rankings.set(match, ranking);
    keptNumbers += ranking.numbers.length;
    for (const [oldest, dropped] of rankings) {
      if (keptNumbers <= options.maxKeptNumbers || oldest === match) break;
      rankings.delete(oldest);
      keptNumbers -= dropped.numbers.length;
    }
  }

  function forget(match: string) {
    const ranking = rankings.get(match);
    if (!ranking) return;
    rankings.delete(match);
    keptNumbers -= ranking.numbers.length;
  }

  /** The term's ranking, when it is kept or worth computing now. */
  function rankingOf(match: string): Int32Array | undefined {
    const version = changedRows.get() as number;
    const kept = rankings.get(match);
    forget(match);
    if (kept?.version === version) {
      keep(match, kept); // most recently used again
      return kept.numbers;
    }
    if (asked.get(match) !== version) {
      asked.delete(match);
      asked.set(match, version);
      if (asked.size > options.maxAskedTerms) asked.delete(asked.keys().next().value!);
      return undefined;
    }
    asked.delete(match);
    const ranked = column<number>(rankingQuery(match));
    if (ranked.some((number) => number > LARGEST_KEPT_NUMBER)) return undefined;
    const numbers = Int32Array.from(ranked);
    keep(match, { numbers, version });
    return numbers;
  }

  /** Adds the candidates the filters accept to `found`, in the candidates' order. */
  function keepAccepted(candidates: Int32Array, filters: Sql, found: number[]) {
    // In number order the primary-key lookups walk the table's B-tree forwards.
    const inTableOrder = `[${candidates.slice().sort().join(',')}]`;
    const accepted = new Set(column<number>(keptNumbersQuery(inTableOrder, filters)));
    for (const number of candidates) if (accepted.has(number)) found.push(number);
  }

  return {
    /**
     * One page of a search in relevancy order (`filters` on `incidents i`, or none), or
     * undefined when the term has no ranking kept: the caller runs the single statement.
     */
    page(match: string, filters: Sql | undefined, { page = 1, pageSize = 100 }: Page) {
      const ranking = rankingOf(match);
      if (!ranking) return undefined;
      const start = (page - 1) * pageSize;
      const end = start + pageSize;
      if (!filters) return Array.from(ranking.subarray(start, end));
      const found: number[] = [];
      let checked = 0;
      let chunk = end * 2;
      while (found.length < end && checked < ranking.length) {
        chunk = Math.min(options.maxChunk, Math.max(options.minChunk, Math.ceil(chunk)));
        const candidates = ranking.subarray(checked, checked + chunk);
        keepAccepted(candidates, filters, found);
        checked += candidates.length;
        // Enough to fill the page at the share kept so far, but at most double what was checked:
        // the first shares are small samples, and no walk checks three times more than needed.
        const share = found.length / checked;
        const needed = share > 0 ? ((end - found.length) / share) * CHUNK_MARGIN : Infinity;
        chunk = Math.min(needed, checked * 2);
      }
      return found.slice(start, end);
    },
  };
}

export type RankedSearch = ReturnType<typeof createRankedSearch>;

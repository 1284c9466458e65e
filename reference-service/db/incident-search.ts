/**
 * The plan of a search in its default order (relevancy). BM25 scores a row against the whole
 * text index, so the single statement matches and scores every incident containing the term
 * before the other filters can trim them: at 100,000 incidents a common word ('attack') matches
 * half of them, on every request and every page.
 *
 * Instead, a term asked for a second time has its ranking kept: every match in rank order, with
 * a copy of the incident's columns, in a table of an in-memory database attached for rankings.
 * A search is then one statement over that table: the other filters applied row by row in rank
 * order, stopping as soon as the page is full: no scoring, no sort, no lookups into `incidents`.
 *
 * A kept ranking is only valid for the data it was copied from: any write to the incident
 * database (the live feed's new incidents move every score; its revisions change columns the
 * filters read) retires them all. Writes are noticed from SQLite's own count of rows changed on
 * the connection, less the rows copied here, so no write path can forget to report one. A term
 * is answered by the single statement until asked for twice between two writes, when keeping
 * its ranking pays for itself.
 */
import type Database from 'better-sqlite3';
import { rankedPageBody, rankingQuery } from './filters.ts';
import type { Sql } from './sql.ts';
import { statementsOf, type Page } from './statements.ts';

export interface RankedSearchOptions {
  /** Rows kept across all rankings (one per match, about 100 bytes); least recently used go first. */
  maxKeptRows: number;
  /** Terms remembered as asked for once. */
  maxAskedTerms: number;
}

export const RANKED_SEARCH_DEFAULTS: RankedSearchOptions = {
  maxKeptRows: 500_000,
  maxAskedTerms: 1_000,
};

interface KeptRanking {
  /** `<schema>.ranking_<n>`: `position` (from 0) and every column of `incidents`. */
  table: string;
  rows: number;
}

/** Each instance attaches its own database, so several can share a connection (tests do). */
let instances = 0;

export function createRankedSearch(
  db: Database.Database,
  options: RankedSearchOptions = RANKED_SEARCH_DEFAULTS,
) {
  const { column, paged } = statementsOf(db);
  const schema = `rankings_${++instances}`;
  db.exec(`ATTACH DATABASE ':memory:' AS ${schema}`);
  const incidentColumns = (
    db.prepare('PRAGMA main.table_info(incidents)').all() as { name: string; type: string }[]
  )
    .map((one) => `${one.name} ${one.type}`)
    .join(', ');

  const changedRows = db.prepare('SELECT total_changes()').pluck();
  let copiedRows = 0;
  /** Rows changed by everything but the copies made here: it moves with every write. */
  const dataVersion = () => (changedRows.get() as number) - copiedRows;
  let version = dataVersion();

  const rankings = new Map<string, KeptRanking>();
  let keptRows = 0;
  let tables = 0;
  /** FTS5 query → the data version in which it was last asked for without a ranking. */
  const asked = new Map<string, number>();

  function drop(match: string) {
    const ranking = rankings.get(match)!;
    rankings.delete(match);
    keptRows -= ranking.rows;
    db.exec(`DROP TABLE ${ranking.table}`);
  }

  const rank = db.transaction((match: string): KeptRanking => {
    const table = `${schema}.ranking_${++tables}`;
    const numbers = column<number>(rankingQuery(match));
    db.exec(`CREATE TABLE ${table} (position INTEGER PRIMARY KEY, ${incidentColumns})`);
    const { changes } = db
      .prepare(
        `INSERT INTO ${table} SELECT p.key, i.* FROM json_each(?) p CROSS JOIN incidents i WHERE i.number = p.value`,
      )
      .run(JSON.stringify(numbers));
    copiedRows += changes;
    return { table, rows: changes };
  });

  /** The table of the term's ranking, when it is kept or worth keeping now. */
  function rankingOf(match: string): string | undefined {
    const now = dataVersion();
    if (now !== version) {
      for (const stale of [...rankings.keys()]) drop(stale);
      version = now;
    }
    const kept = rankings.get(match);
    if (kept) {
      rankings.delete(match);
      rankings.set(match, kept); // the most recently used last
      return kept.table;
    }
    if (asked.get(match) !== version) {
      asked.delete(match);
      asked.set(match, version);
      if (asked.size > options.maxAskedTerms) asked.delete(asked.keys().next().value!);
      return undefined;
    }
    asked.delete(match);
    const ranking = rank(match);
    rankings.set(match, ranking);
    keptRows += ranking.rows;
    for (const oldest of rankings.keys()) {
      if (keptRows <= options.maxKeptRows || oldest === match) break;
      drop(oldest);
    }
    return ranking.table;
  }

  return {
    /**
     * One page of a search in relevancy order (`filters` on the incidents' columns as `i`, or
     * none), or undefined when the term has no ranking kept: the caller runs the single statement.
     */
    page(match: string, filters: Sql | undefined, page: Page): number[] | undefined {
      const table = rankingOf(match);
      return table === undefined
        ? undefined
        : paged<number>('i.number', rankedPageBody(table, filters), page);
    },
  };
}

export type RankedSearch = ReturnType<typeof createRankedSearch>;

import type Database from 'better-sqlite3';
import type { Geometry } from '../../contract/resources/geojson.ts';
import type { QueryProblem } from '../../contract/filters/query.ts';
import type {
  CountriesQuery,
  IncidentsQuery,
  IncidentTypesQuery,
} from '../../contract/filters/incidents.ts';
import type { NewsQuery } from '../../contract/filters/news.ts';
import {
  compileCategoriesQuery,
  compileCountriesQuery,
  compileImpactRatingsQuery,
  compileIncidentQuery,
  compileNewsQuery,
  compileSectorsQuery,
  compileSourceMediaQuery,
  compileSourcesQuery,
  compileTagsQuery,
  compileThemesQuery,
  compileTypesQuery,
  newsOrder,
  type ReferenceQuery,
} from './filters.ts';
import { raw, sql, type Sql } from './sql.ts';

/** A page request; the defaults are the grammar's (page 1, 100 items). */
export interface Page {
  page?: number;
  pageSize?: number;
}

export type Listing = { ok: true; json: string } | { ok: false; problems: QueryProblem[] };

/** The largest offset SQLite takes as an integer; a page past it is simply empty. */
const MAX_OFFSET = Number.MAX_SAFE_INTEGER;

/**
 * Runs the compiled queries and answers with the JSON each endpoint sends. Documents are stored
 * serialised, so a response is assembled by joining strings, never by parsing and re-encoding.
 */
export function createRepository(db: Database.Database) {
  const statements = new Map<string, Database.Statement>();
  function prepare(text: string): Database.Statement {
    let statement = statements.get(text);
    if (!statement) {
      statement = db.prepare(text);
      // IN lists of varying lengths make many shapes; keep the most recent few hundred.
      if (statements.size >= 500) statements.delete(statements.keys().next().value!);
      statements.set(text, statement);
    }
    return statement;
  }
  const column = (query: Sql): string[] =>
    prepare(query.text)
      .pluck()
      .all(...query.params) as string[];
  const value = (query: Sql): unknown =>
    prepare(query.text)
      .pluck()
      .get(...query.params);

  function paged(select: string, body: Sql, { page = 1, pageSize = 100 }: Page): string[] {
    const offset = Math.min((page - 1) * pageSize, MAX_OFFSET);
    return column(sql`SELECT ${raw(select)} ${body} LIMIT ${pageSize} OFFSET ${offset}`);
  }

  const dataList = (items: string[]) => `{"data":[${items.join(',')}]}`;
  const reference = (body: Sql, page: Page) => dataList(paged('r.item_json', body, page));

  function mapGeometries(mapId: string): Geometry[] | undefined {
    const found = column(sql`SELECT geometry_json FROM map_features WHERE map_id = ${mapId}`);
    if (found.length > 0) return found.map((text) => JSON.parse(text) as Geometry);
    const exists = value(sql`SELECT 1 FROM incidents WHERE map_id = ${mapId}`);
    return exists ? [] : undefined;
  }

  return {
    listIncidents(query: IncidentsQuery, nowSeconds: number): Listing {
      const { body, problems } = compileIncidentQuery(query, { nowSeconds, mapGeometries });
      if (problems.length > 0) return { ok: false, problems };
      return { ok: true, json: dataList(paged('i.list_json', body, query)) };
    },

    incident(id: string, form: 'detail' | 'overview'): string | undefined {
      const columnName = form === 'detail' ? 'detail_json' : 'overview_json';
      return value(sql`SELECT ${raw(columnName)} FROM incidents WHERE id = ${id}`) as
        string | undefined;
    },

    theme(id: string): string | undefined {
      return value(sql`SELECT detail_json FROM themes WHERE id = ${id}`) as string | undefined;
    },

    listNews(query: NewsQuery, nowSeconds: number): string {
      const body = compileNewsQuery(query, nowSeconds);
      const pageSize = query.limit ?? 1000;
      const page = query.page ?? 1;
      const total = value(sql`SELECT count(*) ${body}`) as number;
      const items = paged('n.item_json', sql`${body} ${newsOrder(query.sort)}`, {
        page,
        pageSize,
      });
      const meta = { total, page, pages: Math.ceil(total / pageSize), pageSize };
      return `{"status":"success","data":{"news":[${items.join(',')}],"meta":${JSON.stringify(meta)}}}`;
    },

    taxonomies(): string {
      const items = column(sql`SELECT item_json FROM taxonomies ORDER BY position`);
      return `{"status":"success","data":{"taxonomies":[${items.join(',')}]}}`;
    },

    countries(query: CountriesQuery): string {
      const items = paged('r.country_json', compileCountriesQuery(query), query);
      return `{"status":"success","data":{"countries":[${items.join(',')}]}}`;
    },

    categories: (query: ReferenceQuery & Page) => reference(compileCategoriesQuery(query), query),
    types: (query: IncidentTypesQuery) => reference(compileTypesQuery(query), query),
    impactRatings: (query: ReferenceQuery & Page) =>
      reference(compileImpactRatingsQuery(query), query),
    sectors: (query: ReferenceQuery & Page) => reference(compileSectorsQuery(query), query),
    sourceMedia: (query: ReferenceQuery & Page) => reference(compileSourceMediaQuery(query), query),
    sources: (query: ReferenceQuery & Page) => reference(compileSourcesQuery(query), query),
    tags: (query: ReferenceQuery & Page) => reference(compileTagsQuery(query), query),
    themes: (query: ReferenceQuery & Page) =>
      dataList(paged('r.list_json', compileThemesQuery(query), query)),
  };
}

export type Repository = ReturnType<typeof createRepository>;

import type Database from 'better-sqlite3';
import type {
  CountriesQuery,
  IncidentsQuery,
  IncidentTypesQuery,
} from '../../contract/filters/incidents.ts';
import type { QueryProblem } from '../../contract/filters/query.ts';
import type { Geometry } from '../../contract/resources/geojson.ts';
import {
  compileCategoriesQuery,
  compileCountriesQuery,
  compileImpactRatingsQuery,
  compileIncidentQuery,
  compileSectorsQuery,
  compileSourceMediaQuery,
  compileSourcesQuery,
  compileTagsQuery,
  compileThemesQuery,
  compileTypesQuery,
  type ReferenceQuery,
} from './filters.ts';
import type { Incident } from '../../contract/resources/incident.ts';
import { createRankedSearch, RANKED_SEARCH_DEFAULTS } from './incident-search.ts';
import { incidentNumber, withThemeItems } from './incident-rows.ts';
import { listItemJson, toOverview } from './load.ts';
import { sql, type Sql } from './sql.ts';
import { dataList, jsonListBytes, statementsOf, type Page } from './statements.ts';

export type Listing =
  | { ok: true; json: Uint8Array<ArrayBuffer> }
  | { ok: false; problems: QueryProblem[] };

/**
 * The incident API's answers. Documents are stored serialised, so a response is assembled from
 * their bytes, never by parsing and re-encoding.
 */
export function createIncidentRepository(db: Database.Database, search = RANKED_SEARCH_DEFAULTS) {
  const { column, value, paged } = statementsOf(db);
  const rankedSearch = createRankedSearch(db, search);
  // Theme list items by id, spliced into incidents as they are read.
  const themeJson = new Map<string, string>();
  const readThemes = db.prepare('SELECT id, list_json FROM themes');
  const reloadThemes = () => {
    for (const row of readThemes.all() as { id: string; list_json: string }[]) {
      themeJson.set(row.id, row.list_json);
    }
  };
  reloadThemes();
  const reference = (body: Sql, page: Page) => dataList(paged<string>('r.item_json', body, page));

  // One statement for a whole page of documents, in the page's order.
  const documents = db.prepare(
    'SELECT d.detail_json, d.reporter_start, d.reporter_end FROM json_each(?) page JOIN incident_documents d ON d.number = page.value ORDER BY page.key',
  );
  const listItems = (numbers: readonly number[]) =>
    (
      documents.all(JSON.stringify(numbers)) as {
        detail_json: string;
        reporter_start: number;
        reporter_end: number;
      }[]
    ).map((row) =>
      withThemeItems(
        listItemJson(row.detail_json, row.reporter_start, row.reporter_end),
        themeJson,
      ),
    );

  /** Every generated map has at least one feature, so no features means no such map. */
  function mapGeometries(mapId: string): Geometry[] | undefined {
    const found = column<string>(
      sql`SELECT geometry_json FROM map_features WHERE map_id = ${mapId}`,
    );
    return found.length > 0 ? found.map((text) => JSON.parse(text) as Geometry) : undefined;
  }

  return {
    /** Reads the themes' list items again, after the live feed changed some. */
    reloadThemes,

    listIncidents(query: IncidentsQuery, nowSeconds: number): Listing {
      const compiled = compileIncidentQuery(query, { nowSeconds, mapGeometries });
      if (compiled.problems.length > 0) return { ok: false, problems: compiled.problems };
      const ranked = compiled.rankedSearch;
      // Numbers first, then only that page's documents: the sort never carries documents.
      const numbers =
        (ranked && rankedSearch.page(ranked.match, ranked.filters, query)) ??
        paged<number>('i.number', compiled.body, query);
      return { ok: true, json: dataList(listItems(numbers)) };
    },

    /** `id` is `IN-<digits>` (the route checks); `IN-0123` or a huge number is simply unknown. */
    incident(id: string, form: 'detail' | 'overview'): string | undefined {
      const number = incidentNumber(id);
      if (!Number.isSafeInteger(number) || id !== `IN-${number}`) return undefined;
      const detail = value(
        sql`SELECT detail_json FROM incident_documents WHERE number = ${number}`,
      ) as string | undefined;
      // The overview is cut from the full form on request: it is asked for far less often than
      // the start-up time and memory a second stored copy of every incident would cost.
      if (detail === undefined) return undefined;
      const full = withThemeItems(detail, themeJson);
      if (form === 'detail') return full;
      return JSON.stringify(toOverview(JSON.parse(full) as Incident));
    },

    theme(id: string): string | undefined {
      return value(sql`SELECT detail_json FROM themes WHERE id = ${id}`) as string | undefined;
    },

    countries(query: CountriesQuery): Uint8Array<ArrayBuffer> {
      const items = paged<string>('r.country_json', compileCountriesQuery(query), query);
      return jsonListBytes('{"status":"success","data":{"countries":[', items, ']}}');
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
      dataList(paged<string>('r.list_json', compileThemesQuery(query), query)),
  };
}

export type IncidentRepository = ReturnType<typeof createIncidentRepository>;

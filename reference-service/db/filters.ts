/**
 * Every filter of the three APIs, compiled to parameterised SQL: the only place that turns a
 * parsed query into conditions and orderings. Values always travel as bound parameters; column
 * names come from the constant maps below. The SQL is portable apart from the FTS5 `MATCH`/`bm25`
 * of `search` and the R*Tree prefilters, which PostgreSQL would express with tsvector and GiST.
 */
import type { Geometry } from '../../contract/resources/geojson.ts';
import type { Operator } from '../../contract/filters/operators.ts';
import type { QueryProblem } from '../../contract/filters/query.ts';
import type {
  CountriesQuery,
  IncidentsQuery,
  IncidentTypesQuery,
} from '../../contract/filters/incidents.ts';
import { newsWindow, type NewsQuery } from '../../contract/filters/news.ts';
import { expandBboxByKm, geometryBbox, polygonBbox, type Bbox } from '../data/geometry.ts';
import { periodStart } from './duration.ts';
import { fold } from './fold.ts';
import { containsPattern, join, list, raw, sql, type Sql, type SqlValue } from './sql.ts';

type AnyFilter<Value> =
  | { op: Operator; value: Value }
  | { op: Operator; from: Value; to: Value }
  | { op: Operator; values: readonly Value[] };

/** `column <op> value` for a column holding one value per row. */
function compare(column: string, filter: AnyFilter<SqlValue>): Sql {
  const c = raw(column);
  if ('values' in filter) {
    return filter.op === 'nin'
      ? sql`${c} NOT IN ${list(filter.values)}`
      : sql`${c} IN ${list(filter.values)}`;
  }
  if ('from' in filter) {
    return filter.op === 'nbt'
      ? sql`${c} NOT BETWEEN ${filter.from} AND ${filter.to}`
      : sql`${c} BETWEEN ${filter.from} AND ${filter.to}`;
  }
  const symbol = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' }[
    filter.op as 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte'
  ];
  return sql`${c} ${raw(symbol)} ${filter.value}`;
}

/**
 * A many-valued field held in a link table: `eq`/`in` keep rows linked to any of the values,
 * `neq`/`nin` keep rows linked to none of them. Incidents by default; news with `NEWS_ITEM`.
 */
const NEWS_ITEM = { link: 'news', row: 'n.number' };

function linked(
  table: string,
  column: string,
  filter: { op: Operator; value: string } | { op: Operator; values: readonly string[] },
  owner: { link: string; row: string } = { link: 'incident', row: 'i.number' },
): Sql {
  const values = 'values' in filter ? filter.values : [filter.value];
  const exists = sql`EXISTS (SELECT 1 FROM ${raw(table)} link WHERE link.${raw(owner.link)} = ${raw(owner.row)} AND link.${raw(column)} IN ${list(values)})`;
  return filter.op === 'neq' || filter.op === 'nin' ? sql`NOT ${exists}` : exists;
}

/**
 * `country`/`continent`: the incident's first country is on its row; incident_countries is
 * consulted only for incidents with more than one country.
 */
function inCountries(
  column: string,
  linkColumn: string,
  filter: { op: Operator; value: string } | { op: Operator; values: readonly string[] },
): Sql {
  const values = 'values' in filter ? filter.values : [filter.value];
  const any = sql`(i.${raw(column)} IN ${list(values)} OR (i.more_countries = 1 AND EXISTS (SELECT 1 FROM incident_countries link WHERE link.incident = i.number AND link.${raw(linkColumn)} IN ${list(values)})))`;
  return filter.op === 'neq' || filter.op === 'nin' ? sql`NOT ${any}` : any;
}

/**
 * An id filter on a column holding the small integer `key` of a lookup table: the ids are
 * translated inside the statement, so an unknown id simply matches nothing (or everything,
 * under `neq`/`nin`).
 */
function keyed(
  column: string,
  table: string,
  filter: { op: Operator; value: string } | { op: Operator; values: readonly string[] },
): Sql {
  const values = 'values' in filter ? filter.values : [filter.value];
  const keys = sql`(SELECT key FROM ${raw(table)} WHERE id IN ${list(values)})`;
  return filter.op === 'neq' || filter.op === 'nin'
    ? sql`${raw(column)} NOT IN ${keys}`
    : sql`${raw(column)} IN ${keys}`;
}

/** FTS5 query: every word of the term, each as a prefix; quoting makes the words literal. */
export function ftsQuery(term: string): string | undefined {
  const words = term.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return words ? words.map((word) => `"${word}"*`).join(' ') : undefined;
}

const NOTHING = sql`0`;

// ---------------------------------------------------------------- incidents

const INCIDENT_TIME_COLUMNS = {
  startedAt: 'i.started_at',
  endedAt: 'i.ended_at',
  reportedAt: 'i.reported_at',
  reviewedAt: 'i.reviewed_at',
  updatedAt: 'i.updated_at',
} as const;

export const INCIDENT_SORT_COLUMNS = {
  ...INCIDENT_TIME_COLUMNS,
  duration: 'i.duration',
  impact: 'i.impact',
  id: 'i.number',
} as const;

export interface IncidentFilterContext {
  nowSeconds: number;
  /** The geometries of an incident map's features, or undefined when no map has that id. */
  mapGeometries(mapId: string): Geometry[] | undefined;
}

export interface CompiledQuery {
  /** `FROM ... WHERE ... ORDER BY ...` without LIMIT. */
  body: Sql;
  problems: QueryProblem[];
  /**
   * A search in relevancy order, in parts: its FTS5 query and the other filters' conditions on
   * `i`, the incidents' columns (undefined when there are none). A caller keeping the term's
   * ranking can answer from it (db/incident-search.ts) instead of running `body`; both give
   * the same list.
   */
  rankedSearch?: { match: string; filters: Sql | undefined };
}

/** Summary hits weigh double: the summary is what an analyst scans. */
const RELEVANCY = sql`bm25(incident_text, 2.0, 1.0)`;

/**
 * Every incident an FTS5 query matches, best first: the default order of a search (BM25, ties
 * to the highest number), over the whole text index.
 */
export const rankingQuery = (match: string): Sql =>
  sql`SELECT incident_text.rowid FROM incident_text WHERE incident_text MATCH ${match} ORDER BY ${RELEVANCY}, incident_text.rowid DESC`;

/**
 * A search's page from a kept ranking: `table` holds the term's matches with every column of
 * `incidents` and their `position` in the ranking, so the filters read it as `i` and the scan
 * in position order stops once the page is full.
 */
export const rankedPageBody = (table: string, filters: Sql | undefined): Sql =>
  sql`FROM ${raw(table)} i${filters ? sql` WHERE ${filters}` : sql``} ORDER BY i.position`;

export function compileIncidentQuery(
  query: IncidentsQuery,
  context: IncidentFilterContext,
): CompiledQuery {
  const conditions: Sql[] = [];
  const problems: QueryProblem[] = [];

  if (query.category) {
    conditions.push(keyed('i.category_key', 'incident_categories', query.category));
  }
  if (query.type) conditions.push(keyed('i.type_key', 'incident_types', query.type));
  if (query.reporter) conditions.push(keyed('i.reporter_key', 'reporters', query.reporter));
  if (query.impact) conditions.push(compare('i.impact', query.impact));
  for (const name of Object.keys(INCIDENT_TIME_COLUMNS) as (keyof typeof INCIDENT_TIME_COLUMNS)[]) {
    const filter = query[name];
    if (filter) conditions.push(compare(INCIDENT_TIME_COLUMNS[name], filter));
  }
  if (query.startedInPeriod) {
    const from = periodStart(query.startedInPeriod.value, context.nowSeconds);
    conditions.push(sql`i.started_at BETWEEN ${from} AND ${context.nowSeconds}`);
  }
  if (query.reportedInPeriod) {
    const from = periodStart(query.reportedInPeriod.value, context.nowSeconds);
    conditions.push(sql`i.reported_at BETWEEN ${from} AND ${context.nowSeconds}`);
  }
  if (query.ongoing) conditions.push(sql`i.is_ongoing = ${query.ongoing.value ? 1 : 0}`);
  if (query.theme) conditions.push(linked('incident_themes', 'theme_id', query.theme));
  if (query.tagged) conditions.push(linked('incident_tags', 'slug', query.tagged));
  if (query.country) conditions.push(inCountries('country_code', 'code', query.country));
  if (query.continent) {
    conditions.push(inCountries('continent_code', 'continent_code', query.continent));
  }
  if (query.involving) {
    conditions.push(linked('incident_parties', 'party_id', query.involving));
  }
  if (query.affects) conditions.push(linked('incident_sectors', 'sector_id', query.affects));
  if (query.area) conditions.push(incidentArea(query.area));
  if (query.near) {
    const geometries = context.mapGeometries(query.near.value.mapId);
    if (!geometries || geometries.length === 0) {
      problems.push({
        parameter: 'near',
        message: `near: no incident map has id ${query.near.value.mapId}`,
      });
    } else {
      conditions.push(incidentNear(query.near, geometries));
    }
  }

  const sortKeys = query.sort ?? [];
  const sorted = sortKeys.length > 0;
  let rankedSearch: CompiledQuery['rankedSearch'];
  let from = sql`FROM incidents i`;
  let relevancy = sql`i.reported_at DESC, i.number DESC`;
  if (query.search !== undefined) {
    const match = ftsQuery(query.search);
    if (match === undefined) {
      conditions.push(NOTHING);
    } else {
      if (!sorted) {
        const filters = conditions.length > 0 ? join(conditions, ' AND ') : undefined;
        rankedSearch = { match, filters };
      }
      // Driven by the text index; BM25 is computed only for the rows the other filters keep.
      from = sql`FROM incident_text JOIN incidents i ON i.number = incident_text.rowid`;
      conditions.unshift(sql`incident_text MATCH ${match}`);
      relevancy = sql`${RELEVANCY}, i.number DESC`;
    }
  }

  const order = sorted
    ? join(
        [
          ...sortKeys.map(
            (key) =>
              sql`${raw(INCIDENT_SORT_COLUMNS[key.property])} ${raw(key.direction === 'asc' ? 'ASC' : 'DESC')}`,
          ),
          sql`i.number DESC`,
        ],
        ', ',
      )
    : relevancy;
  const whereClause = conditions.length > 0 ? sql` WHERE ${join(conditions, ' AND ')}` : sql``;
  return { body: sql`${from}${whereClause} ORDER BY ${order}`, problems, rankedSearch };
}

function boxCondition(table: string, idColumn: string, owner: string, box: Bbox): Sql {
  const [minLng, minLat, maxLng, maxLat] = box;
  return sql`${raw(owner)} IN (SELECT ${raw(idColumn)} FROM ${raw(table)} WHERE max_lng >= ${minLng} AND min_lng <= ${maxLng} AND max_lat >= ${minLat} AND min_lat <= ${maxLat})`;
}

function incidentArea(area: NonNullable<IncidentsQuery['area']>): Sql {
  const polygon = JSON.stringify(area.value);
  const inside = sql`ti_point_in_polygon(i.longitude, i.latitude, ${polygon}) = 1`;
  if (area.op === 'nin') return sql`NOT (${inside})`;
  return sql`${boxCondition('incident_locations', 'number', 'i.number', polygonBbox(area.value))} AND ${inside}`;
}

function incidentNear(near: NonNullable<IncidentsQuery['near']>, geometries: Geometry[]): Sql {
  const { km } = near.value;
  const within = sql`ti_distance_km(i.longitude, i.latitude, ${JSON.stringify(geometries)}) <= ${km}`;
  if (near.op === 'nin') return sql`NOT (${within})`;
  const boxes = geometries.map(geometryBbox);
  const union: Bbox = [
    Math.min(...boxes.map((box) => box[0])),
    Math.min(...boxes.map((box) => box[1])),
    Math.max(...boxes.map((box) => box[2])),
    Math.max(...boxes.map((box) => box[3])),
  ];
  return sql`${boxCondition('incident_locations', 'number', 'i.number', expandBboxByKm(union, km))} AND ${within}`;
}

// ---------------------------------------------------------------- news

export function compileNewsQuery(query: NewsQuery, nowSeconds: number): Sql {
  const { from, to } = newsWindow(query.publishedAt, nowSeconds);
  const conditions: Sql[] = [sql`n.published_at BETWEEN ${from} AND ${to}`];
  if (query.search) {
    const pattern = containsPattern(query.search.value);
    const contains = sql`(n.title LIKE ${pattern} ESCAPE '\\' OR n.summary LIKE ${pattern} ESCAPE '\\')`;
    conditions.push(query.search.op === 'neq' ? sql`NOT ${contains}` : contains);
  }
  if (query.countryCode) {
    conditions.push(linked('news_countries', 'code', query.countryCode, NEWS_ITEM));
  }
  if (query.taxonomyId) {
    conditions.push(linked('news_taxonomies', 'taxonomy_id', query.taxonomyId, NEWS_ITEM));
  }
  return sql`FROM news n WHERE ${join(conditions, ' AND ')}`;
}

export function newsOrder(sort: NewsQuery['sort']): Sql {
  // "Default is chronological order": oldest first.
  return sort === 'publishedAt_desc'
    ? sql`ORDER BY n.published_at DESC, n.number DESC`
    : sql`ORDER BY n.published_at ASC, n.number ASC`;
}

// ---------------------------------------------------------------- reference lists

/**
 * Relevancy for a search over names: the exact name first, then names starting with the term,
 * then names with a word starting with it, then the rest; ties alphabetical. Without a search,
 * alphabetical. Names and terms are compared folded (case and accents ignored).
 */
function nameRelevancy(alias: string, term: string | undefined): Sql {
  const name = raw(`${alias}.sort_name`);
  if (term === undefined) return sql`${name} ASC`;
  const escaped = containsPattern(fold(term)).slice(1, -1);
  return sql`CASE WHEN ${name} LIKE ${escaped} ESCAPE '\\' THEN 0 WHEN ${name} LIKE ${`${escaped}%`} ESCAPE '\\' THEN 1 WHEN ${name} LIKE ${`% ${escaped}%`} ESCAPE '\\' THEN 2 ELSE 3 END, ${name} ASC`;
}

/** The folded searchable text of the row contains the folded term. */
function searchCondition(alias: string, term: string | undefined): Sql[] {
  if (term === undefined) return [];
  return [sql`${raw(`${alias}.search_text`)} LIKE ${containsPattern(fold(term))} ESCAPE '\\'`];
}

const direction = (written: string) => raw(written.endsWith('desc') ? 'DESC' : 'ASC');

export interface ReferenceQuery {
  search?: string;
  sort?: string;
}

function compiled(from: string, conditions: Sql[], order: Sql): Sql {
  const whereClause = conditions.length > 0 ? sql` WHERE ${join(conditions, ' AND ')}` : sql``;
  return sql`FROM ${raw(from)}${whereClause} ORDER BY ${order}`;
}

/** Countries: `name:asc`/`name:desc`; alphabetical unless a search ranks them. */
export function compileCountriesQuery(query: CountriesQuery): Sql {
  const conditions = searchCondition('r', query.search);
  if (query.area) {
    const polygon = JSON.stringify(query.area.value);
    conditions.push(
      boxCondition('country_boxes', 'code', 'r.code', polygonBbox(query.area.value)),
      sql`ti_country_intersects(r.code, ${polygon}) = 1`,
    );
  }
  const order = query.sort
    ? sql`r.sort_name ${direction(query.sort)}`
    : nameRelevancy('r', query.search);
  return compiled('countries r', conditions, order);
}

/** Categories, sectors and tags: `asc`/`desc` by name. */
function byName(table: string, query: ReferenceQuery, defaultOrder?: Sql): Sql {
  const order = query.sort
    ? sql`r.sort_name ${direction(query.sort)}`
    : query.search === undefined && defaultOrder
      ? defaultOrder
      : nameRelevancy('r', query.search);
  return compiled(`${table} r`, searchCondition('r', query.search), order);
}

export const compileCategoriesQuery = (query: ReferenceQuery) =>
  byName('incident_categories', query);
export const compileSectorsQuery = (query: ReferenceQuery) => byName('sectors', query);
/** Tags default to popularity: most used first. */
export const compileTagsQuery = (query: ReferenceQuery) =>
  byName('tags', query, sql`r.uses DESC, r.sort_name ASC`);

/** Source media and sources: `name`/`id` with a direction. */
function byNameOrId(table: string, query: ReferenceQuery): Sql {
  const order = query.sort
    ? sql`${raw(query.sort.startsWith('id') ? 'r.id' : 'r.sort_name')} ${direction(query.sort)}`
    : nameRelevancy('r', query.search);
  return compiled(`${table} r`, searchCondition('r', query.search), order);
}
export const compileSourceMediaQuery = (query: ReferenceQuery) => byNameOrId('source_media', query);
export const compileSourcesQuery = (query: ReferenceQuery) => byNameOrId('sources', query);

const TYPE_SORT_COLUMNS = {
  name: 'r.sort_name',
  id: 'r.id',
  severity: 'r.severity_rank',
  icon: 'r.icon',
} as const;

/** Incident types; `severity` orders low → critical, unknown severities last. */
export function compileTypesQuery(query: IncidentTypesQuery): Sql {
  const conditions = searchCondition('r', query.search);
  if (query.category) conditions.push(compare('r.category_id', query.category));
  let order = nameRelevancy('r', query.search);
  if (query.sort) {
    const [property] = query.sort.split(':') as [keyof typeof TYPE_SORT_COLUMNS];
    order = sql`${raw(TYPE_SORT_COLUMNS[property])} ${direction(query.sort)}, r.sort_name ASC`;
  }
  return compiled('incident_types r', conditions, order);
}

/** Impact ratings: by rating (spec default), searched in their descriptions. */
export function compileImpactRatingsQuery(query: ReferenceQuery): Sql {
  return compiled(
    'impact_ratings r',
    searchCondition('r', query.search),
    sql`r.rating ${direction(query.sort ?? 'asc')}`,
  );
}

const THEME_SORT_COLUMNS = {
  name: 'r.sort_name',
  id: 'r.number',
  identifiedAt: 'r.identified_at',
} as const;

/** Themes: by relevancy to the search, else the most recently identified first. */
export function compileThemesQuery(query: ReferenceQuery): Sql {
  let order =
    query.search === undefined
      ? sql`r.identified_at DESC, r.number DESC`
      : nameRelevancy('r', query.search);
  if (query.sort) {
    const [property] = query.sort.split(':') as [keyof typeof THEME_SORT_COLUMNS];
    order = sql`${raw(THEME_SORT_COLUMNS[property])} ${direction(query.sort)}, r.number ASC`;
  }
  return compiled('themes r', searchCondition('r', query.search), order);
}

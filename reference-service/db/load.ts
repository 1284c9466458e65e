import Database from 'better-sqlite3';
import type { Incident, IncidentOverview } from '../../contract/resources/incident.ts';
import type { NewsItem } from '../../contract/resources/news.ts';
import type { CountryGeometry, IncidentData, NewsSource } from '../data/dataset.ts';
import { fold } from './fold.ts';
import type { ThemeAggregate } from '../data/generate/themes.ts';
import type { IncidentRow } from './incident-rows.ts';
import { registerGeometryFunctions } from './functions.ts';
import { INCIDENT_INDEXES, INCIDENT_TABLES, NEWS_INDEXES, NEWS_TABLES } from './schema.ts';

/** Known severities in order, so `severity:asc` runs low → critical; others sort after. */
export const SEVERITY_ORDER = ['low', 'medium', 'high', 'critical'];

export const themeNumber = (id: string) => Number(id.slice('TH-'.length));

/** The list form of an incident from its stored full form: the reporter becomes `{id}`. */
export function listItemJson(detail: string, start: number, end: number): string {
  const reporterId = /"id":"([^"]+)"/.exec(detail.slice(start, end))![1]!;
  return `${detail.slice(0, start)}{"id":"${reporterId}"}${detail.slice(end)}`;
}

export function toOverview(incident: Incident): IncidentOverview {
  const { id, organisationId, category, type, summary, description, location, countries } =
    incident;
  return {
    id,
    organisationId,
    category,
    type,
    summary,
    description,
    location,
    countries,
    startedAt: incident.startedAt,
    endedAt: incident.endedAt,
    isOngoing: incident.isOngoing,
    impact: incident.impact,
    counts: incident.counts,
    status: incident.status,
    originId: incident.originId,
    isWatched: incident.isWatched,
    reportedAt: incident.reportedAt,
    reviewedAt: incident.reviewedAt,
  };
}

function openInMemory(tables: string): Database.Database {
  const db = new Database(':memory:');
  // Large pages: incident documents (about 5 kB) then fit without overflow chains.
  db.pragma('page_size = 16384');
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.exec(tables);
  return db;
}

/** What the incident database is loaded from: the reference lists, themes and incident rows. */
export interface IncidentTables extends Omit<IncidentData, 'incidents'> {
  rows: readonly IncidentRow[];
  /** The sums behind each theme's counts, kept so the live feed can add to them. */
  themeAggregates: Map<string, ThemeAggregate>;
}

export function loadIncidentDatabase(data: IncidentTables): Database.Database {
  const db = openInMemory(INCIDENT_TABLES);
  registerGeometryFunctions(db, countryGeometries(data));
  db.transaction(() => {
    insertReference(db, data);
    insertIncidents(db, data);
  })();
  db.exec(INCIDENT_INDEXES);
  db.exec(`INSERT INTO incident_text(incident_text) VALUES ('optimize')`);
  analyse(db);
  return db;
}

/** The news API's database: news items and the taxonomy tree, indexed. */
export function loadNewsDatabase(data: NewsSource): Database.Database {
  const db = openInMemory(NEWS_TABLES);
  db.transaction(() => insertNews(db, data))();
  db.exec(NEWS_INDEXES);
  analyse(db);
  return db;
}

/** Planner statistics from a sample of each index: as good for choosing plans, far quicker. */
function analyse(db: Database.Database) {
  db.pragma('analysis_limit = 2000');
  db.exec('ANALYZE');
}

/** The geometry functions need the countries' shapes, which are not stored in SQL. */
export function countryGeometries(data: Pick<IncidentData, 'countries'>) {
  return new Map<string, CountryGeometry>(
    data.countries.map((country) => [country.code, country.geometry]),
  );
}

function insertReference(db: Database.Database, dataset: IncidentTables) {
  const searchText = (...fields: (string | null)[]) =>
    fold(fields.filter((field) => field !== null).join('\n'));

  const country = db.prepare('INSERT INTO countries VALUES (?, ?, ?, ?)');
  const countryBox = db.prepare('INSERT INTO country_boxes VALUES (?, ?, ?, ?, ?, ?)');
  dataset.countries.forEach((record, index) => {
    const { geometry: _geometry, bbox, ...item } = record;
    country.run(
      item.code,
      fold(item.name),
      searchText(item.name, item.code, item.alpha2),
      JSON.stringify(item),
    );
    countryBox.run(index + 1, bbox[0], bbox[2], bbox[1], bbox[3], item.code);
  });

  const category = db.prepare('INSERT INTO incident_categories VALUES (?, ?, ?, ?, ?)');
  dataset.categories.forEach((item, index) => {
    category.run(item.id, index + 1, fold(item.name), searchText(item.name), JSON.stringify(item));
  });

  const type = db.prepare('INSERT INTO incident_types VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  dataset.types.forEach((item, index) => {
    const rank = SEVERITY_ORDER.indexOf(item.severity);
    type.run(
      item.id,
      index + 1,
      fold(item.name),
      searchText(item.name, item.icon, item.category.name),
      item.icon,
      rank === -1 ? SEVERITY_ORDER.length : rank,
      item.category.id,
      JSON.stringify(item),
    );
  });

  const rating = db.prepare('INSERT INTO impact_ratings VALUES (?, ?, ?)');
  for (const item of dataset.impactRatings) {
    rating.run(
      item.rating,
      searchText(item.shortDescription, item.longDescription),
      JSON.stringify(item),
    );
  }

  /** Lists of `{id, name}` items; a sector's description is searched too. */
  const named = (
    table: string,
    items: readonly { id: string; name: string; description?: string | null }[],
  ) => {
    const insert = db.prepare(`INSERT INTO ${table} VALUES (?, ?, ?, ?)`);
    for (const item of items) {
      insert.run(
        item.id,
        fold(item.name),
        searchText(item.name, item.description ?? null),
        JSON.stringify(item),
      );
    }
  };
  named('sectors', dataset.sectors);
  named('source_media', dataset.sourceMedia);
  named('sources', dataset.sources);

  const tag = db.prepare('INSERT INTO tags VALUES (?, ?, ?, ?, ?)');
  for (const item of dataset.tags) {
    tag.run(
      item.slug,
      fold(item.name),
      searchText(item.name, item.slug),
      item.counts.uses,
      JSON.stringify(item),
    );
  }

  const theme = db.prepare('INSERT INTO themes VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (const { listItem, detail } of dataset.themes) {
    theme.run(
      themeNumber(detail.id),
      detail.id,
      fold(detail.name),
      searchText(detail.name, detail.description),
      Date.parse(isoFromLocalTime(detail.identifiedAt)) / 1000,
      JSON.stringify(listItem),
      JSON.stringify(detail),
    );
  }
}

/** `2015-09-15T08:10:04+0000` → `2015-09-15T08:10:04+00:00`, which Date.parse reads. */
function isoFromLocalTime(localTime: string): string {
  return `${localTime.slice(0, -2)}:${localTime.slice(-2)}`;
}

function insertIncidents(db: Database.Database, dataset: IncidentTables) {
  const insert = createIncidentInserter(db);
  for (const row of dataset.rows) insert(row);
}

/**
 * Inserts one incident row into every table and index that reads it (columns, document, link
 * tables, map features, R*Tree, full-text index): at start, and for each incident the live feed
 * adds. The reference tables must already be filled.
 */
export function createIncidentInserter(db: Database.Database): (row: IncidentRow) => void {
  const keysOf = (table: string) =>
    new Map(
      (db.prepare(`SELECT id, key FROM ${table}`).all() as { id: string; key: number }[]).map(
        ({ id, key }) => [id, key],
      ),
    );
  const categoryKey = keysOf('incident_categories');
  const typeKey = keysOf('incident_types');
  const reporterKey = keysOf('reporters');
  const continents = new Map(
    (
      db.prepare('SELECT code, country_json FROM countries').all() as {
        code: string;
        country_json: string;
      }[]
    ).map(({ code, country_json }) => [
      code,
      (JSON.parse(country_json) as { continent: { code: string } }).continent.code,
    ]),
  );
  const incident = db.prepare(
    'INSERT INTO incidents VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const reporter = db.prepare('INSERT INTO reporters VALUES (?, ?)');
  const keyOfReporter = (id: string) => {
    let key = reporterKey.get(id);
    if (key === undefined) {
      key = reporterKey.size + 1;
      reporterKey.set(id, key);
      reporter.run(id, key);
    }
    return key;
  };
  const document = db.prepare('INSERT INTO incident_documents VALUES (?, ?, ?, ?)');
  const country = db.prepare('INSERT INTO incident_countries VALUES (?, ?, ?)');
  const theme = db.prepare('INSERT INTO incident_themes VALUES (?, ?)');
  const tag = db.prepare('INSERT INTO incident_tags VALUES (?, ?)');
  const party = db.prepare('INSERT INTO incident_parties VALUES (?, ?)');
  const sector = db.prepare('INSERT INTO incident_sectors VALUES (?, ?)');
  const feature = db.prepare('INSERT INTO map_features VALUES (?, ?)');
  const location = db.prepare('INSERT INTO incident_locations VALUES (?, ?, ?, ?, ?)');
  const text = db.prepare(
    'INSERT INTO incident_text(rowid, summary, description) VALUES (?, ?, ?)',
  );

  return (row) => {
    const { number, longitude, latitude } = row;
    incident.run(
      number,
      categoryKey.get(row.categoryId)!,
      typeKey.get(row.typeId)!,
      keyOfReporter(row.reporterId),
      row.startedAt,
      row.endedAt,
      row.endedAt - row.startedAt,
      row.reportedAt,
      row.reviewedAt,
      row.updatedAt,
      row.impact,
      row.isOngoing ? 1 : 0,
      longitude,
      latitude,
      row.countries[0] ?? '',
      continents.get(row.countries[0] ?? '') ?? '',
      row.countries.length > 1 ? 1 : 0,
    );
    document.run(number, row.json, row.reporterStart, row.reporterEnd);
    for (const code of row.countries) country.run(number, code, continents.get(code) ?? '');
    for (const id of row.themes) theme.run(number, id);
    for (const slug of row.tags) tag.run(number, slug);
    for (const id of row.parties) party.run(number, id);
    for (const id of row.sectors) sector.run(number, id);
    for (const geometry of row.featureGeometries) feature.run(row.mapId, geometry);
    location.run(number, longitude, longitude, latitude, latitude);
    text.run(number, row.summary, row.description);
  };
}

function insertNews(db: Database.Database, dataset: NewsSource) {
  const tree = db.prepare('INSERT INTO taxonomies VALUES (?, ?)');
  dataset.taxonomies.forEach((item, index) => tree.run(index + 1, JSON.stringify(item)));
  const insert = createNewsInserter(db);
  for (const item of dataset.news) insert(item);
}

/** Inserts one news item, numbered after the last: at start, and for each the feed adds. */
export function createNewsInserter(db: Database.Database): (item: NewsItem) => void {
  const news = db.prepare('INSERT INTO news VALUES (?, ?, ?, ?)');
  const document = db.prepare('INSERT INTO news_documents VALUES (?, ?)');
  const country = db.prepare('INSERT INTO news_countries VALUES (?, ?)');
  const taxonomy = db.prepare('INSERT INTO news_taxonomies VALUES (?, ?)');
  let number = (db.prepare('SELECT max(number) FROM news').pluck().get() as number | null) ?? 0;
  return (item) => {
    number += 1;
    news.run(number, item.publishedAt, item.title, item.summary);
    document.run(number, JSON.stringify(item));
    for (const { code } of item.countries) country.run(number, code);
    taxonomy.run(number, item.taxonomy.id);
    for (const sub of item.subTaxonomies) taxonomy.run(number, sub.id);
  };
}

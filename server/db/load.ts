import Database from 'better-sqlite3';
import type {
  Incident,
  IncidentListItem,
  IncidentOverview,
} from '../../contract/resources/incident.ts';
import type { CountryGeometry, Dataset } from '../data/dataset.ts';
import { fold } from './fold.ts';
import { registerGeometryFunctions } from './functions.ts';
import { SCHEMA } from './schema.ts';

/** Known severities in order, so `severity:asc` runs low → critical; others sort after. */
export const SEVERITY_ORDER = ['low', 'medium', 'high', 'critical'];

export const incidentNumber = (id: string) => Number(id.slice('IN-'.length));
export const themeNumber = (id: string) => Number(id.slice('TH-'.length));

export function toListItem(incident: Incident): IncidentListItem {
  return { ...incident, reporter: { id: incident.reporter.id } };
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

/** An in-memory SQLite database holding the data set, with its indexes and SQL functions. */
export function loadDatabase(dataset: Dataset): Database.Database {
  const db = new Database(':memory:');
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.exec(SCHEMA);
  const geometries = new Map<string, CountryGeometry>(
    dataset.countries.map((country) => [country.code, country.geometry]),
  );
  registerGeometryFunctions(db, geometries);
  db.transaction(() => {
    insertReference(db, dataset);
    insertIncidents(db, dataset);
    insertNews(db, dataset);
  })();
  db.exec(`INSERT INTO incident_text(incident_text) VALUES ('optimize'); ANALYZE;`);
  return db;
}

function insertReference(db: Database.Database, dataset: Dataset) {
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

  const category = db.prepare('INSERT INTO incident_categories VALUES (?, ?, ?, ?)');
  for (const item of dataset.categories) {
    category.run(item.id, fold(item.name), searchText(item.name), JSON.stringify(item));
  }

  const type = db.prepare('INSERT INTO incident_types VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (const item of dataset.types) {
    const rank = SEVERITY_ORDER.indexOf(item.severity);
    type.run(
      item.id,
      fold(item.name),
      searchText(item.name, item.icon, item.category.name),
      item.icon,
      rank === -1 ? SEVERITY_ORDER.length : rank,
      item.category.id,
      JSON.stringify(item),
    );
  }

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

  const taxonomy = db.prepare('INSERT INTO taxonomies VALUES (?, ?)');
  dataset.taxonomies.forEach((item, index) => taxonomy.run(index + 1, JSON.stringify(item)));
}

/** `2015-09-15T08:10:04+0000` → `2015-09-15T08:10:04+00:00`, which Date.parse reads. */
function isoFromLocalTime(localTime: string): string {
  return `${localTime.slice(0, -2)}:${localTime.slice(-2)}`;
}

function insertIncidents(db: Database.Database, dataset: Dataset) {
  const continents = new Map(dataset.countries.map((c) => [c.code, c.continent.code]));
  const incident = db.prepare(
    'INSERT INTO incidents VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
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

  for (const item of dataset.incidents) {
    const number = incidentNumber(item.id);
    const { longitude, latitude } = item.location;
    incident.run(
      number,
      item.id,
      item.category.id,
      item.type.id,
      item.reporter.id,
      item.startedAt.timestamp,
      item.endedAt.timestamp,
      item.endedAt.timestamp - item.startedAt.timestamp,
      item.reportedAt,
      item.reviewedAt,
      item.updatedAt,
      item.impact.rating,
      item.isOngoing ? 1 : 0,
      longitude,
      latitude,
      item.map.id,
      JSON.stringify(toListItem(item)),
      JSON.stringify(item),
      JSON.stringify(toOverview(item)),
    );
    for (const { code } of item.countries) country.run(number, code, continents.get(code) ?? '');
    for (const { id } of item.themes) theme.run(number, id);
    for (const { slug } of item.tags) tag.run(number, slug);
    const partyIds = new Set<string>();
    for (const one of item.involvedParties) {
      partyIds.add(one.group.id);
      if (one.individual) partyIds.add(one.individual.id);
    }
    for (const id of partyIds) party.run(number, id);
    for (const { sector: affected } of item.affectedSectors) sector.run(number, affected.id);
    for (const one of item.map.features) {
      feature.run(item.map.id, JSON.stringify(one.geometry));
    }
    location.run(number, longitude, longitude, latitude, latitude);
    text.run(number, item.summary, item.description);
  }
}

function insertNews(db: Database.Database, dataset: Dataset) {
  const news = db.prepare('INSERT INTO news VALUES (?, ?, ?, ?, ?)');
  const country = db.prepare('INSERT INTO news_countries VALUES (?, ?)');
  const taxonomy = db.prepare('INSERT INTO news_taxonomies VALUES (?, ?)');
  dataset.news.forEach((item, index) => {
    const number = index + 1;
    news.run(number, item.publishedAt, item.title, item.summary, JSON.stringify(item));
    for (const { code } of item.countries) country.run(number, code);
    taxonomy.run(number, item.taxonomy.id);
    for (const sub of item.subTaxonomies) taxonomy.run(number, sub.id);
  });
}

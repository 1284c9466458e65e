/**
 * The reference service's tables. Documents are stored pre-serialised (`*_json`) in the exact
 * shape each endpoint returns; incident and news documents sit in their own tables, apart from
 * the columns filters and sorts read. Link tables hold the many-valued fields (countries,
 * themes, tags, parties, sectors) that filters test.
 */
export const INCIDENT_TABLES = `
CREATE TABLE countries (
  code TEXT PRIMARY KEY,
  sort_name TEXT NOT NULL,
  search_text TEXT NOT NULL,
  country_json TEXT NOT NULL
);
CREATE VIRTUAL TABLE country_boxes USING rtree(id, min_lng, max_lng, min_lat, max_lat, +code TEXT);

-- Reference lists: \`sort_name\` is the name folded for ordering (case and accents ignored,
-- so "Médecins" sorts among the M's); \`search_text\` folds every field \`search\` looks at.
-- \`key\`: a small integer that incidents store instead of the UUID, keeping their rows compact.
CREATE TABLE incident_categories (
  id TEXT PRIMARY KEY, key INTEGER NOT NULL UNIQUE, sort_name TEXT NOT NULL,
  search_text TEXT NOT NULL, item_json TEXT NOT NULL
);
CREATE TABLE incident_types (
  id TEXT PRIMARY KEY, key INTEGER NOT NULL UNIQUE, sort_name TEXT NOT NULL,
  search_text TEXT NOT NULL, icon TEXT NOT NULL, severity_rank INTEGER NOT NULL,
  category_id TEXT NOT NULL, item_json TEXT NOT NULL
);
CREATE TABLE reporters (id TEXT PRIMARY KEY, key INTEGER NOT NULL UNIQUE);
CREATE TABLE impact_ratings (
  rating INTEGER PRIMARY KEY, search_text TEXT NOT NULL, item_json TEXT NOT NULL
);
CREATE TABLE sectors (
  id TEXT PRIMARY KEY, sort_name TEXT NOT NULL, search_text TEXT NOT NULL, item_json TEXT NOT NULL
);
CREATE TABLE source_media (
  id TEXT PRIMARY KEY, sort_name TEXT NOT NULL, search_text TEXT NOT NULL, item_json TEXT NOT NULL
);
CREATE TABLE sources (
  id TEXT PRIMARY KEY, sort_name TEXT NOT NULL, search_text TEXT NOT NULL, item_json TEXT NOT NULL
);
CREATE TABLE tags (
  slug TEXT PRIMARY KEY, sort_name TEXT NOT NULL, search_text TEXT NOT NULL, uses INTEGER NOT NULL,
  item_json TEXT NOT NULL
);
CREATE TABLE themes (
  number INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, sort_name TEXT NOT NULL,
  search_text TEXT NOT NULL, identified_at INTEGER NOT NULL, list_json TEXT NOT NULL,
  detail_json TEXT NOT NULL
);

-- One compact row per incident (its id is \`IN-<number>\`): the columns filters and sorts read.
CREATE TABLE incidents (
  number INTEGER PRIMARY KEY,
  category_key INTEGER NOT NULL,
  type_key INTEGER NOT NULL,
  reporter_key INTEGER NOT NULL,
  started_at INTEGER NOT NULL,
  ended_at INTEGER NOT NULL,
  duration INTEGER NOT NULL,
  reported_at INTEGER NOT NULL,
  reviewed_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  impact INTEGER NOT NULL,
  is_ongoing INTEGER NOT NULL,
  longitude REAL NOT NULL,
  latitude REAL NOT NULL,
  -- The first country, and whether there are others: most incidents have one country, so the
  -- country filters test this row and visit incident_countries only for the few with more.
  country_code TEXT NOT NULL,
  continent_code TEXT NOT NULL,
  more_countries INTEGER NOT NULL
);
-- The documents live apart so that filter scans read small, densely packed rows. The list form
-- is the full form with the reporter cut down to its id: \`reporter_start\`/\`reporter_end\`
-- locate the reporter object in \`detail_json\`.
CREATE TABLE incident_documents (
  number INTEGER PRIMARY KEY,
  detail_json TEXT NOT NULL,
  reporter_start INTEGER NOT NULL,
  reporter_end INTEGER NOT NULL
);


CREATE TABLE incident_countries (incident INTEGER NOT NULL, code TEXT NOT NULL, continent_code TEXT NOT NULL);
CREATE TABLE incident_themes (incident INTEGER NOT NULL, theme_id TEXT NOT NULL);
CREATE TABLE incident_tags (incident INTEGER NOT NULL, slug TEXT NOT NULL);
CREATE TABLE incident_parties (incident INTEGER NOT NULL, party_id TEXT NOT NULL);
CREATE TABLE incident_sectors (incident INTEGER NOT NULL, sector_id TEXT NOT NULL);
CREATE TABLE map_features (map_id TEXT NOT NULL, geometry_json TEXT NOT NULL);

CREATE VIRTUAL TABLE incident_locations USING rtree(number, min_lng, max_lng, min_lat, max_lat);
-- Contentless: the text lives in the documents; the index only ranks and matches.
CREATE VIRTUAL TABLE incident_text USING fts5(summary, description, content='');
`;

export const NEWS_TABLES = `
CREATE TABLE news (
  number INTEGER PRIMARY KEY,
  published_at INTEGER NOT NULL,
  title TEXT NOT NULL,
  summary TEXT NOT NULL
);
CREATE TABLE news_documents (number INTEGER PRIMARY KEY, item_json TEXT NOT NULL);
CREATE TABLE news_countries (news INTEGER NOT NULL, code TEXT NOT NULL);
CREATE TABLE news_taxonomies (news INTEGER NOT NULL, taxonomy_id TEXT NOT NULL);
CREATE TABLE taxonomies (position INTEGER PRIMARY KEY, item_json TEXT NOT NULL);
`;

/** Created after the bulk insert, which is several times faster than maintaining them row by row. */
export const INCIDENT_INDEXES = `
CREATE INDEX incidents_category ON incidents(category_key);
CREATE INDEX incidents_type ON incidents(type_key);
CREATE INDEX incidents_reporter ON incidents(reporter_key);
CREATE INDEX incidents_started ON incidents(started_at);
CREATE INDEX incidents_ended ON incidents(ended_at);
CREATE INDEX incidents_reported ON incidents(reported_at);
CREATE INDEX incidents_reviewed ON incidents(reviewed_at);
CREATE INDEX incidents_updated ON incidents(updated_at);
CREATE INDEX incidents_impact ON incidents(impact);
CREATE INDEX incident_countries_code ON incident_countries(code, incident);
CREATE INDEX incident_countries_continent ON incident_countries(continent_code, incident);
CREATE INDEX incident_countries_incident ON incident_countries(incident, code);
CREATE INDEX incident_themes_theme ON incident_themes(theme_id, incident);
CREATE INDEX incident_themes_incident ON incident_themes(incident, theme_id);
CREATE INDEX incident_tags_slug ON incident_tags(slug, incident);
CREATE INDEX incident_tags_incident ON incident_tags(incident, slug);
CREATE INDEX incident_parties_party ON incident_parties(party_id, incident);
CREATE INDEX incident_parties_incident ON incident_parties(incident, party_id);
CREATE INDEX incident_sectors_sector ON incident_sectors(sector_id, incident);
CREATE INDEX incident_sectors_incident ON incident_sectors(incident, sector_id);
CREATE INDEX map_features_map ON map_features(map_id);
`;

export const NEWS_INDEXES = `
CREATE INDEX news_published ON news(published_at);
CREATE INDEX news_countries_code ON news_countries(code, news);
CREATE INDEX news_countries_news ON news_countries(news, code);
CREATE INDEX news_taxonomies_taxonomy ON news_taxonomies(taxonomy_id, news);
CREATE INDEX news_taxonomies_news ON news_taxonomies(news, taxonomy_id);
`;

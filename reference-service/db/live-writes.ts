/**
 * Writes of the live feed: a new incident or news item, or a revised incident, goes into every
 * table, index and sum that reads it, so lists, filters, search and counts show it exactly as if
 * it had been there from the start.
 */
import type Database from 'better-sqlite3';
import type { Incident } from '../../contract/resources/incident.ts';
import type { NewsItem } from '../../contract/resources/news.ts';
import type { Revision, StoredIncident } from '../data/generate/live.ts';
import {
  addThemeCasualties,
  addToThemeAggregates,
  themeForms,
  type ThemeAggregate,
  type ThemeSeed,
} from '../data/generate/themes.ts';
import { incidentNumber, incidentRow } from './incident-rows.ts';
import { createIncidentInserter, createNewsInserter } from './load.ts';

export interface LiveWriterOptions {
  incidentDb: Database.Database;
  newsDb: Database.Database;
  themeSeeds: readonly ThemeSeed[];
  themeAggregates: Map<string, ThemeAggregate>;
  /** Called after the themes' stored forms changed, so readers refresh their copies. */
  themesChanged(): void;
}

export function createLiveWriter(options: LiveWriterOptions) {
  const { incidentDb, newsDb, themeSeeds, themeAggregates } = options;
  const insertIncident = createIncidentInserter(incidentDb);
  const insertNews = createNewsInserter(newsDb);
  const countTag = incidentDb.prepare(
    "UPDATE tags SET uses = uses + 1, item_json = json_set(item_json, '$.counts.uses', uses + 1) WHERE slug = ?",
  );
  const identifiedAt = new Map(
    (
      incidentDb.prepare('SELECT id, identified_at FROM themes').all() as {
        id: string;
        identified_at: number;
      }[]
    ).map((row) => [row.id, row.identified_at]),
  );
  const storeTheme = incidentDb.prepare(
    'UPDATE themes SET list_json = ?, detail_json = ? WHERE id = ?',
  );
  const readDocument = incidentDb
    .prepare('SELECT detail_json FROM incident_documents WHERE number = ?')
    .pluck();
  const storeDocument = incidentDb.prepare(
    'UPDATE incident_documents SET detail_json = ?, reporter_start = ?, reporter_end = ? WHERE number = ?',
  );
  const storeColumns = incidentDb.prepare(
    'UPDATE incidents SET ended_at = ?, duration = ?, is_ongoing = ?, updated_at = ? WHERE number = ?',
  );
  const lastNumber = incidentDb.prepare('SELECT max(number) FROM incidents').pluck();
  const recent = incidentDb
    .prepare(
      'SELECT number FROM incidents WHERE reported_at >= ? AND is_ongoing >= ? ORDER BY number',
    )
    .pluck();

  /**
   * Every theme again, as of `nowSeconds`: counts and trend windows move on even for themes the
   * change did not touch, as they would in a data set generated now.
   */
  function rebuildThemes(nowSeconds: number) {
    for (const seed of themeSeeds) {
      const aggregate = themeAggregates.get(seed.id);
      if (!aggregate) continue;
      const { listItem, detail } = themeForms(
        seed,
        aggregate,
        nowSeconds,
        identifiedAt.get(seed.id) ?? nowSeconds,
      );
      storeTheme.run(JSON.stringify(listItem), JSON.stringify(detail), seed.id);
    }
    options.themesChanged();
  }

  const addIncident = incidentDb.transaction((incident: Incident, nowSeconds: number) => {
    insertIncident(incidentRow(incident));
    for (const tag of incident.tags) countTag.run(tag.slug);
    if (incident.themes.length > 0) {
      addToThemeAggregates(themeAggregates, incident);
      rebuildThemes(nowSeconds);
    }
  });

  const reviseIncident = incidentDb.transaction((revision: Revision, nowSeconds: number) => {
    const { incident, casualtiesAdded } = revision;
    const number = incidentNumber(incident.id);
    const json = JSON.stringify(incident);
    const reporter = JSON.stringify(incident.reporter);
    const reporterStart = json.indexOf(`"reporter":${reporter}`) + '"reporter":'.length;
    storeDocument.run(json, reporterStart, reporterStart + reporter.length, number);
    storeColumns.run(
      incident.endedAt.timestamp,
      incident.endedAt.timestamp - incident.startedAt.timestamp,
      incident.isOngoing ? 1 : 0,
      incident.updatedAt,
      number,
    );
    if (incident.themes.length > 0 && Object.keys(casualtiesAdded).length > 0) {
      addThemeCasualties(themeAggregates, incident.themes, casualtiesAdded);
      rebuildThemes(nowSeconds);
    }
  });

  return {
    addIncident,
    reviseIncident,
    addNews: (item: NewsItem) => insertNews(item),

    /** The highest incident number so far: new incidents are numbered after it. */
    lastIncidentNumber: () => (lastNumber.get() as number | null) ?? 200_000,

    /** Incidents reported since `since` (only ongoing ones, if asked), by number. */
    recentIncidents: (since: number, ongoingOnly: boolean) =>
      recent.all(since, ongoingOnly ? 1 : 0) as number[],

    storedIncident(number: number): StoredIncident | undefined {
      const json = readDocument.get(number) as string | undefined;
      return json === undefined ? undefined : (JSON.parse(json) as StoredIncident);
    },
  };
}

export type LiveWriter = ReturnType<typeof createLiveWriter>;

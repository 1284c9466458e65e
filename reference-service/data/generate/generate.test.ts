import { describe, expect, test } from 'vitest';
import { type z } from 'zod';
import { CASUALTY_KEYS } from '../../../contract/resources/incident-parts.ts';
import { Incident } from '../../../contract/resources/incident.ts';
import { NewsItem, Taxonomy } from '../../../contract/resources/news.ts';
import {
  Country,
  ImpactRating,
  IncidentCategory,
  IncidentType,
  Sector,
  Source,
  SourceMedium,
  Tag,
} from '../../../contract/resources/reference.ts';
import { ThemeDetail, ThemeListItem } from '../../../contract/resources/theme.ts';
import { distanceKm } from '../geometry.ts';
import { localTimeAt } from '../local-time.ts';
import { GROUPS } from '../vocabulary/reference.ts';
import { sourceWeight, tagsFor } from './relevance.ts';
import { testDataset, TEST_NOW } from '../../testing/service.ts';
import {
  assembleIncidentTables,
  generateDataset,
  generateIncidentChunks,
  generateIncidentData,
  INCIDENT_CHUNK,
  incidentTablesOf,
} from './index.ts';

const dataset = testDataset();

function expectAll(schema: z.ZodType, items: readonly unknown[]) {
  const failures = items
    .map((item) => schema.safeParse(item))
    .filter((result) => !result.success)
    .slice(0, 2)
    .map((result) => JSON.stringify(result.error?.issues.slice(0, 2)));
  expect(failures).toEqual([]);
}

describe('the generated data set', () => {
  test('every record has the contract’s shape', () => {
    expectAll(
      Country,
      dataset.countries.map(({ geometry: _g, bbox: _b, ...country }) => country),
    );
    expectAll(IncidentCategory, dataset.categories);
    expectAll(IncidentType, dataset.types);
    expectAll(ImpactRating, dataset.impactRatings);
    expectAll(Sector, dataset.sectors);
    expectAll(SourceMedium, dataset.sourceMedia);
    expectAll(Source, dataset.sources);
    expectAll(Tag, dataset.tags);
    expectAll(
      ThemeListItem,
      dataset.themes.map((theme) => theme.listItem),
    );
    expectAll(
      ThemeDetail,
      dataset.themes.map((theme) => theme.detail),
    );
    expectAll(Incident, dataset.incidents);
    expectAll(Taxonomy, dataset.taxonomies);
    expectAll(NewsItem, dataset.news);
  });

  test('is the same for the same seed and clock, and different for another seed', () => {
    const small = { nowSeconds: TEST_NOW, incidents: 40, news: 40 };
    const once = generateDataset({ seed: 3, ...small });
    const again = generateDataset({ seed: 3, ...small });
    const other = generateDataset({ seed: 4, ...small });
    expect(JSON.stringify(again.incidents)).toBe(JSON.stringify(once.incidents));
    expect(JSON.stringify(again.news)).toBe(JSON.stringify(once.news));
    expect(other.incidents[0]!.summary).not.toBe(once.incidents[0]!.summary);
  });

  test('chunks drawn in separate threads assemble into exactly what one thread draws', () => {
    const options = { seed: 5, nowSeconds: TEST_NOW, incidents: INCIDENT_CHUNK * 2 + 300, news: 0 };
    const together = incidentTablesOf(generateIncidentData(options));
    // As at start-up: this thread draws the first chunk, a worker the others.
    const apart = assembleIncidentTables(options, [
      ...generateIncidentChunks(options, [0]),
      ...generateIncidentChunks(options, [1, 2]),
    ]);
    expect(apart.rows.length).toBe(options.incidents);
    expect(apart.rows).toEqual(together.rows);
    expect(apart.themes).toEqual(together.themes);
    expect(apart.tags).toEqual(together.tags);
    // Draws the incidents twice over, on a machine that may be busy.
  }, 30_000);

  test('more news does not change the incidents', () => {
    const base = { seed: 3, nowSeconds: TEST_NOW, incidents: 30 };
    const few = generateDataset({ ...base, news: 10 });
    const many = generateDataset({ ...base, news: 200 });
    expect(JSON.stringify(many.incidents)).toBe(JSON.stringify(few.incidents));
  });

  test('ids are unique and incident ids grow with the report time', () => {
    const ids = dataset.incidents.map((incident) => Number(incident.id.slice(3)));
    expect(new Set(ids).size).toBe(ids.length);
    for (let index = 1; index < dataset.incidents.length; index++) {
      expect(ids[index]!).toBeGreaterThan(ids[index - 1]!);
      expect(dataset.incidents[index]!.reportedAt).toBeGreaterThanOrEqual(
        dataset.incidents[index - 1]!.reportedAt,
      );
    }
    expect(new Set(dataset.news.map((item) => item.id)).size).toBe(dataset.news.length);
  });

  test('local times are right for the place and instant', () => {
    for (const incident of dataset.incidents.slice(0, 300)) {
      const { timeZone, utcOffset } = incident.location;
      const start = localTimeAt(incident.startedAt.timestamp, timeZone);
      expect(incident.startedAt.localTime).toBe(start.localTime);
      expect(utcOffset).toBe(start.utcOffset);
      // The wall clock minus the offset is the instant.
      const wall = Date.parse(`${incident.startedAt.localTime.slice(0, 19)}Z`) / 1000;
      expect(wall - utcOffset).toBe(incident.startedAt.timestamp);
    }
  });

  test('times are coherent and never after the clock', () => {
    for (const incident of dataset.incidents) {
      expect(incident.startedAt.timestamp).toBeLessThanOrEqual(incident.endedAt.timestamp);
      expect(incident.draftedAt).toBeLessThanOrEqual(incident.reviewedAt);
      expect(incident.reviewedAt).toBeLessThanOrEqual(incident.reportedAt);
      expect(incident.reportedAt).toBeLessThanOrEqual(incident.updatedAt);
      expect(incident.updatedAt).toBeLessThanOrEqual(TEST_NOW);
    }
    for (const item of dataset.news) {
      expect(item.publishedAt).toBeLessThanOrEqual(item.createdAt);
      expect(item.createdAt).toBeLessThanOrEqual(item.updatedAt);
      expect(item.updatedAt).toBeLessThanOrEqual(TEST_NOW);
    }
  });

  test('counts agree with the arrays they count', () => {
    for (const incident of dataset.incidents) {
      expect(incident.counts).toMatchObject({
        affectedSectors: incident.affectedSectors.length,
        involvedParties: incident.involvedParties.length,
        mapFeatures: incident.map.features.length,
        narratives: incident.narratives.length,
        references: incident.references.length,
        themes: incident.themes.length,
        tags: incident.tags.length,
        links: incident.links.length,
        casualties: CASUALTY_KEYS.reduce((sum, key) => sum + incident.casualties[key], 0),
      });
    }
  });

  test('incidents lie in (or, for coastal places, next to) their first country', () => {
    const countries = new Map(dataset.countries.map((country) => [country.code, country]));
    const far = dataset.incidents.filter((incident) => {
      const { longitude, latitude } = incident.location;
      const country = countries.get(incident.countries[0]!.code)!;
      return distanceKm(longitude, latitude, country.geometry) > 50;
    });
    // The place list has a handful of cities filed under a neighbour or on tiny islands.
    expect(far.length / dataset.incidents.length).toBeLessThan(0.005);
  });

  test('has the variety an analyst would see', () => {
    const { incidents } = dataset;
    const share = (rule: (incident: (typeof incidents)[number]) => boolean) =>
      incidents.filter(rule).length / incidents.length;
    expect(share((i) => i.isOngoing)).toBeGreaterThan(0.02);
    expect(share((i) => i.impact.rating === -1)).toBeGreaterThan(0.01);
    expect(share((i) => i.themes.length > 0)).toBeGreaterThan(0.2);
    expect(share((i) => i.involvedParties.some((p) => p.type === 'individual'))).toBeGreaterThan(
      0.02,
    );
    expect(share((i) => i.countries.some((c) => c.alpha2 === null))).toBeLessThan(0.05);
    expect(new Set(incidents.map((i) => i.countries[0]!.code)).size).toBeGreaterThan(60);
    expect(new Set(incidents.map((i) => i.summary)).size).toBeGreaterThan(incidents.length * 0.95);
    expect(new Set(incidents.map((i) => i.location.timeZone)).size).toBeGreaterThan(50);
  });

  test('sources, parties and tags fit the incident', () => {
    const kinds = new Map(GROUPS.map((group) => [group.name, group.kind]));
    for (const incident of dataset.incidents) {
      const country = incident.countries[0]!.code;
      for (const reference of incident.references) {
        expect(
          sourceWeight(reference.source.name, incident.category.name, country),
        ).toBeGreaterThan(0);
      }
      const actors = incident.involvedParties.filter((party) => party.involvement === 'Actor');
      if (incident.category.name === 'Natural Hazards') expect(actors).toEqual([]);
      if (incident.category.name === 'Civil Unrest') {
        for (const actor of actors) expect(kinds.get(actor.group.name)).toBe('civil');
      }
      if (incident.category.name === 'Crime') {
        for (const actor of actors) expect(kinds.get(actor.group.name)).toBe('criminal');
      }
      const fitting = tagsFor(incident.category.name, incident.type.name);
      // At most one tag from outside the incident's own kind.
      expect(incident.tags.filter((tag) => !fitting.includes(tag.slug)).length).toBeLessThanOrEqual(
        1,
      );
    }
  });

  test('the default news window (last 24 hours) has items', () => {
    const recent = dataset.news.filter((item) => item.publishedAt > TEST_NOW - 24 * 3600);
    expect(recent.length).toBeGreaterThan(30);
  });
});

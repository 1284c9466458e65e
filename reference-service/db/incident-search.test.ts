import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { IncidentsQuery } from '../../contract/filters/incidents.ts';
import type { Incident } from '../../contract/resources/incident.ts';
import { foundations, incidentTablesOf } from '../data/generate/index.ts';
import { createLiveDrawer } from '../data/generate/live.ts';
import { TEST_NOW, testDataset } from '../testing/service.ts';
import { compileIncidentQuery } from './filters.ts';
import { createIncidentRepository } from './incident-repository.ts';
import { createRankedSearch, type RankedSearchOptions } from './incident-search.ts';
import { incidentNumber } from './incident-rows.ts';
import { createLiveWriter } from './live-writes.ts';
import { loadIncidentDatabase, loadNewsDatabase } from './load.ts';
import { statementsOf } from './statements.ts';

/**
 * The ranked plan of a search (db/incident-search.ts) against the single statement it stands in
 * for: FTS5 matching, BM25 ordering and every filter in one SQL query. Same ids, same order,
 * before and after the live feed writes.
 */

const DAY = 24 * 3600;
const SEED = 7;
const context = { nowSeconds: TEST_NOW, mapGeometries: () => undefined };

/** Room for a few rankings and few remembered terms, so both are dropped and made again. */
const SMALL: RankedSearchOptions = { maxKeptRows: 3_000, maxAskedTerms: 20 };

/** The test data set in its own database, with the live feed's writer and drawer. */
function fixture(options?: RankedSearchOptions) {
  const dataset = testDataset();
  const tables = incidentTablesOf(dataset);
  const db = loadIncidentDatabase(tables);
  const repository = createIncidentRepository(db, options);
  const { paged } = statementsOf(db);
  const writer = createLiveWriter({
    incidentDb: db,
    newsDb: loadNewsDatabase({ taxonomies: [], news: [] }),
    themeSeeds: foundations(SEED).themeSeeds,
    themeAggregates: tables.themeAggregates,
    themesChanged: repository.reloadThemes,
  });
  const drawer = createLiveDrawer(SEED, TEST_NOW);
  let now = TEST_NOW;

  return {
    db,
    dataset,
    /** The page as the API lists it: ranked once the term is kept. */
    listed: (query: IncidentsQuery): number[] => {
      const listing = repository.listIncidents(query, TEST_NOW);
      if (!listing.ok) throw new Error(JSON.stringify(listing.problems));
      const { data } = JSON.parse(Buffer.from(listing.json).toString()) as { data: Incident[] };
      return data.map((incident) => incidentNumber(incident.id));
    },
    /** The same page from the single statement. */
    straightforward: (query: IncidentsQuery): number[] =>
      paged<number>('i.number', compileIncidentQuery(query, context).body, query),
    /** A new incident from the live feed a minute later, its summary opening with `words`. */
    addIncident: (words = '', number = writer.lastIncidentNumber() + 1): number => {
      now += 60;
      const drawn = drawer.newIncident(now, `IN-${number}`, null);
      const incident = { ...drawn, summary: `${words} ${drawn.summary}`.trim() };
      writer.addIncident(incident, now);
      return incidentNumber(incident.id);
    },
    /** The live feed's revision of a recent incident, a minute later; false when none is due. */
    reviseRecent: (): boolean => {
      now += 60;
      const recent = writer.recentIncidents(now - 14 * DAY, false);
      const stored =
        recent.length > 0 ? writer.storedIncident(drawer.random.pick(recent)) : undefined;
      if (!stored || stored.updatedAt >= now) return false;
      writer.reviseIncident(drawer.revise(stored, now), now);
      return true;
    },
    /** Ends an ongoing incident, as a revision of the live feed does. */
    end: (number: number) => {
      now += 60;
      const stored = writer.storedIncident(number)!;
      const endedAt = { ...stored.endedAt, timestamp: now };
      const incident = { ...stored, isOngoing: false, endedAt, updatedAt: now };
      writer.reviseIncident({ incident, casualtiesAdded: {} }, now);
    },
  };
}

/** Words of the data's summaries and descriptions, commonest first. */
function vocabulary(incidents: readonly Incident[]): string[] {
  const counts = new Map<string, number>();
  for (const incident of incidents) {
    const words = `${incident.summary} ${incident.description}`
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu);
    for (const word of new Set(words)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([word]) => word);
}

/** Random searches in relevancy order with random filters and pages. */
function searches(dataset: ReturnType<typeof testDataset>) {
  const words = vocabulary(dataset.incidents);
  // Common words match hundreds of incidents; the tail matches a few.
  const word = fc.oneof(
    fc.constantFrom(...words.slice(0, 60)),
    fc.constantFrom(...words.slice(60, 600)),
  );
  const term = fc.oneof(
    word,
    word.chain((whole) => fc.integer({ min: 1, max: whole.length }).map((n) => whole.slice(0, n))),
    fc.tuple(word, word).map(([a, b]) => `${a} ${b}`),
    fc.constantFrom('Attack!', 'ÉLECTION', '"*)(', 'zzqx'),
  );
  const started = dataset.incidents.map((incident) => incident.startedAt.timestamp);
  const countries = [...new Set(dataset.incidents.map((one) => one.countries[0]!.code))];
  return fc.record(
    {
      search: term,
      category: fc.record({
        op: fc.constantFrom('in' as const, 'nin' as const),
        values: fc.subarray(
          dataset.categories.map((category) => category.id),
          { minLength: 1 },
        ),
      }),
      impact: fc.record({
        op: fc.constantFrom('gte' as const, 'lte' as const, 'eq' as const),
        value: fc.integer({ min: -1, max: 5 }),
      }),
      startedAt: fc.record({
        op: fc.constantFrom('gte' as const, 'lt' as const),
        value: fc.integer({ min: Math.min(...started), max: Math.max(...started) }),
      }),
      ongoing: fc.record({ op: fc.constant('eq' as const), value: fc.boolean() }),
      country: fc.record({
        op: fc.constantFrom('in' as const, 'nin' as const),
        values: fc.subarray(countries, { minLength: 1, maxLength: 12 }),
      }),
      page: fc.integer({ min: 1, max: 4 }),
      pageSize: fc.integer({ min: 1, max: 80 }),
    },
    { requiredKeys: ['search'] },
  ) as fc.Arbitrary<IncidentsQuery>;
}

describe.each([
  ['default room', undefined],
  ['little room', SMALL],
])('the ranked plan, %s', (_name, options) => {
  const data = fixture(options);

  test('lists the same ids in the same order as the single statement', () => {
    fc.assert(
      fc.property(searches(data.dataset), fc.integer({ min: 1, max: 3 }), (query, asks) => {
        const expected = data.straightforward(query);
        // The first ask of a term runs the single statement, the second keeps its ranking, the
        // third reads the kept ranking: each must list the same.
        for (let ask = 0; ask < asks; ask++) expect(data.listed(query)).toEqual(expected);
      }),
      { numRuns: 150 },
    );
  }, 30_000);

  test('still does after any mix of new incidents and revisions', () => {
    const words = vocabulary(data.dataset.incidents).slice(0, 30);
    const step = fc.oneof(
      fc.record({ kind: fc.constant('search' as const), query: searches(data.dataset) }),
      fc.record({
        kind: fc.constant('add' as const),
        words: fc.array(fc.constantFrom(...words), { maxLength: 4 }).map((some) => some.join(' ')),
      }),
      fc.record({ kind: fc.constant('revise' as const) }),
    );
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 12 }), (steps) => {
        for (const one of steps) {
          if (one.kind === 'add') data.addIncident(one.words);
          else if (one.kind === 'revise') data.reviseRecent();
          else {
            for (let ask = 0; ask < 3; ask++) {
              expect(data.listed(one.query)).toEqual(data.straightforward(one.query));
            }
          }
        }
      }),
      { numRuns: 30 },
    );
  }, 30_000);
});

describe('kept rankings', () => {
  const query = (extra: Partial<IncidentsQuery> = {}): IncidentsQuery => ({
    search: 'attack',
    pageSize: 1000,
    ...extra,
  });

  test('a term is ranked when asked for twice, and read from its ranking from then on', () => {
    const { db, straightforward } = fixture();
    const search = createRankedSearch(db);
    const filtered = query({ impact: { op: 'gte', value: 3 } });
    const { match, filters } = compileIncidentQuery(filtered, context).rankedSearch!;
    expect(search.page(match, filters, filtered)).toBeUndefined();
    const expected = straightforward(filtered);
    expect(expected.length).toBeGreaterThan(10);
    expect(search.page(match, filters, filtered)).toEqual(expected);
    expect(search.page(match, filters, filtered)).toEqual(expected);
    expect(search.page(match, undefined, { pageSize: 5, page: 2 })).toEqual(
      straightforward(query({ pageSize: 5, page: 2 })),
    );
  });

  test('a new incident is listed, in rank, as soon as the live feed adds it', () => {
    const data = fixture();
    const before = data.listed(query());
    expect(data.listed(query())).toEqual(before);
    const added = data.addIncident('Attack on attackers: attacks attacked');
    const after = data.listed(query());
    // The strongest match of all, so the first; everything else still there.
    expect(after[0]).toBe(added);
    expect(after).toHaveLength(before.length + 1);
    expect(after).toEqual(data.straightforward(query()));
    expect(data.listed(query())).toEqual(after);
  });

  test('an incident that stops matching the other filters leaves at once', () => {
    const data = fixture();
    const ongoing = query({ ongoing: { op: 'eq', value: true } });
    const before = data.listed(ongoing);
    expect(data.listed(ongoing)).toEqual(before);
    const ended = before[0]!;
    data.end(ended);
    const after = data.listed(ongoing);
    expect(after).not.toContain(ended);
    expect(after).toEqual(before.slice(1));
    expect(data.listed(ongoing)).toEqual(after);
  });

  test('incidents numbered beyond 32 bits are ranked like the others', () => {
    const data = fixture();
    const large = data.addIncident('attack', 2 ** 31);
    for (let ask = 0; ask < 3; ask++) {
      const listed = data.listed(query());
      expect(listed).toContain(large);
      expect(listed).toEqual(data.straightforward(query()));
    }
  });

  test('keeping the ranking of one term leaves the others kept', () => {
    const { db, straightforward } = fixture();
    const search = createRankedSearch(db);
    const terms = ['attack', 'police', 'killed'].map((term) => query({ search: term }));
    const matches = terms.map((one) => compileIncidentQuery(one, context).rankedSearch!.match);
    matches.forEach((match, index) => {
      search.page(match, undefined, terms[index]!);
      expect(search.page(match, undefined, terms[index]!)).toEqual(straightforward(terms[index]!));
    });
    // Copying a ranking writes rows too, but not to the incident data: nothing was retired.
    matches.forEach((match, index) => {
      expect(search.page(match, undefined, terms[index]!)).toEqual(straightforward(terms[index]!));
    });
    const fourth = query({ search: 'explosion' });
    const { match } = compileIncidentQuery(fourth, context).rankedSearch!;
    expect(search.page(match, undefined, fourth)).toBeUndefined();
  });

  test('a write anywhere in the incident data retires every kept ranking', () => {
    const { db, straightforward, addIncident } = fixture();
    const search = createRankedSearch(db);
    const { match } = compileIncidentQuery(query(), context).rankedSearch!;
    search.page(match, undefined, query());
    expect(search.page(match, undefined, query())).toEqual(straightforward(query()));
    // Whatever the new incident says, it moves every score (BM25 counts all documents).
    addIncident();
    expect(search.page(match, undefined, query())).toBeUndefined();
    expect(search.page(match, undefined, query())).toEqual(straightforward(query()));
  });
});

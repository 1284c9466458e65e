import { beforeAll, describe, expect, test } from 'vitest';
import type { Incident } from '../contract/resources/incident.ts';
import type { Tag } from '../contract/resources/reference.ts';
import type { ThemeDetail } from '../contract/resources/theme.ts';
import { nowSeconds } from './clock.ts';
import { feedRates, type FeedCounts } from './live-feed.ts';
import { createTestService, TEST_NOW, TEST_VOLUMES } from './testing/service.ts';

const HOUR = 3600;
let service: Awaited<ReturnType<typeof createTestService>>;

/** Every incident a query lists, following pages of 1000. */
async function list(query: string): Promise<Incident[]> {
  const all: Incident[] = [];
  for (let page = 1; ; page++) {
    const { status, body } = await service.get(
      'incident',
      `/incidents?${query}&pageSize=1000&page=${page}`,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    const data = (body as { data: Incident[] }).data;
    all.push(...data);
    if (data.length < 1000) return all;
  }
}

const tagUses = async () =>
  new Map(
    ((await service.get('incident', '/tags?pageSize=1000')).body as { data: Tag[] }).data.map(
      (tag) => [tag.slug, tag.counts.uses],
    ),
  );

describe('the live feed', () => {
  test('a pinned clock brings nothing until the feed is asked to catch up', async () => {
    service = await createTestService();
    service.clock.advance(6 * HOUR * 1000);
    expect(await list(`reportedAt=gt:${TEST_NOW}`)).toEqual([]);
    expect(await list('sort=id:asc')).toHaveLength(TEST_VOLUMES.incidents);
  });

  describe('after two hours at one new incident a minute', () => {
    let counts: FeedCounts;
    let usesBefore: Map<string, number>;
    let themesBefore: Map<string, number>;
    const after = TEST_NOW + 2 * HOUR;

    beforeAll(async () => {
      service = await createTestService({ feedIntervalSeconds: 60 });
      usesBefore = await tagUses();
      themesBefore = new Map(
        service.dataset.themes.map((t) => [t.detail.id, t.detail.counts.incidents]),
      );
      service.clock.set(after * 1000);
      counts = service.feed.catchUp(nowSeconds(service.clock));
    }, 60_000);

    test('new incidents arrive at about the asked rate, and are listed by reportedAt', async () => {
      expect(counts.incidents).toBeGreaterThan(80);
      expect(counts.incidents).toBeLessThan(170);
      const fresh = await list(`reportedAt=gt:${TEST_NOW}`);
      expect(fresh).toHaveLength(counts.incidents);
      for (const incident of fresh) {
        expect(incident.reportedAt).toBeLessThanOrEqual(after);
        expect(incident.startedAt.timestamp).toBeLessThan(incident.reportedAt);
        // Some were revised already, after they were reported.
        expect(incident.updatedAt).toBeGreaterThanOrEqual(incident.reportedAt);
      }
      // Numbered after every earlier incident, as the vendor's ids grow.
      const lastBefore = Math.max(
        ...service.dataset.incidents.map((one) => Number(one.id.slice(3))),
      );
      expect(Math.min(...fresh.map((one) => Number(one.id.slice(3))))).toBeGreaterThan(lastBefore);
      expect(await list('sort=id:asc')).toHaveLength(TEST_VOLUMES.incidents + counts.incidents);
    });

    test('revised incidents are found by updatedAt, with more recorded than before', async () => {
      expect(counts.revisions).toBeGreaterThan(50);
      const updated = await list(`updatedAt=gt:${TEST_NOW}&reportedAt=lte:${TEST_NOW}`);
      expect(updated.length).toBeGreaterThan(10);
      const before = new Map(service.dataset.incidents.map((one) => [one.id, one]));
      for (const incident of updated) {
        const original = before.get(incident.id)!;
        expect(incident.updatedAt).toBeGreaterThan(original.updatedAt);
        expect(incident.updatedAt).toBeLessThanOrEqual(after);
        expect(incident.counts.narratives).toBeGreaterThanOrEqual(original.counts.narratives);
        expect(incident.counts.narratives).toBe(incident.narratives.length);
        expect(incident.counts.references).toBe(incident.references.length);
        expect(incident.casualties.civilianInjuries).toBeGreaterThanOrEqual(
          original.casualties.civilianInjuries,
        );
      }
      expect(updated.some((one) => !one.isOngoing && before.get(one.id)!.isOngoing)).toBe(true);
      // A revision is shown in full on the incident's own page too.
      const { body } = await service.get('incident', `/incidents/${updated[0]!.id}`);
      expect((body as Incident).updatedAt).toBe(updated[0]!.updatedAt);
    });

    test('new incidents show in filters, search, the map index and counts as if always there', async () => {
      const fresh = await list(`reportedAt=gt:${TEST_NOW}`);
      const incident =
        fresh.find((one) => one.tags.length > 0 && one.themes.length > 0) ?? fresh[0]!;
      const ids = (incidents: Incident[]) => incidents.map((one) => one.id);
      expect(ids(await list(`country=in:${incident.countries[0]!.code}`))).toContain(incident.id);
      expect(ids(await list(`type=eq:${incident.type.id}`))).toContain(incident.id);
      const word = incident.summary.split(/\W+/).find((one) => one.length > 6)!;
      expect(ids(await list(`search=${encodeURIComponent(word)}`))).toContain(incident.id);
      const { longitude: x, latitude: y } = incident.location;
      const ring = [
        [x - 0.01, y - 0.01],
        [x + 0.01, y - 0.01],
        [x + 0.01, y + 0.01],
        [x - 0.01, y + 0.01],
      ];
      expect(ids(await list(`area=in:${encodeURIComponent(JSON.stringify([ring]))}`))).toContain(
        incident.id,
      );

      // Each tag counts every incident carrying it, old and new.
      const usesAfter = await tagUses();
      for (const [slug, uses] of usesAfter) {
        const added = fresh.filter((one) => one.tags.some((tag) => tag.slug === slug)).length;
        expect(uses, slug).toBe(usesBefore.get(slug)! + added);
      }
      // Each theme counts its new incidents, in its own record and inside every incident.
      for (const theme of incident.themes) {
        const { body } = await service.get('incident', `/themes/${theme.id}`);
        const added = fresh.filter((one) => one.themes.some((t) => t.id === theme.id)).length;
        expect((body as ThemeDetail).counts.incidents).toBe(themesBefore.get(theme.id)! + added);
        expect(theme.counts.incidents).toBe(themesBefore.get(theme.id)! + added);
        expect(ids(await list(`theme=in:${theme.id}`))).toHaveLength(
          themesBefore.get(theme.id)! + added,
        );
      }
    });

    test('news items arrive too, listed by publishedAt and in the counts', async () => {
      expect(counts.news).toBeGreaterThan(0);
      const { status, body } = await service.get(
        'news',
        `/news?publishedAt=gte:${TEST_NOW + 1}&limit=1000`,
      );
      expect(status, JSON.stringify(body)).toBe(200);
      const { news, meta } = (
        body as { data: { news: { publishedAt: number }[]; meta: { total: number } } }
      ).data;
      expect(meta.total).toBe(counts.news);
      expect(news.every((item) => item.publishedAt > TEST_NOW && item.publishedAt <= after)).toBe(
        true,
      );
    });

    test('catching up again at the same instant adds nothing', () => {
      expect(service.feed.catchUp(after)).toEqual({ incidents: 0, revisions: 0, news: 0 });
    });
  });

  test('a search asked before the feed moves on lists what it added after', async () => {
    service = await createTestService({ feedIntervalSeconds: 60 });
    const search = 'search=attack';
    const ids = (incidents: Incident[]) => incidents.map((one) => one.id);
    // Asked twice, so the service keeps the term's ranking (db/incident-search.ts).
    const before = ids(await list(search));
    expect(ids(await list(search))).toEqual(before);

    service.clock.set((TEST_NOW + 2 * HOUR) * 1000);
    service.feed.catchUp(nowSeconds(service.clock));
    const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    const matching = (await list(`reportedAt=gt:${TEST_NOW}`)).filter((incident) =>
      words(`${incident.summary} ${incident.description}`).some((word) =>
        word.startsWith('attack'),
      ),
    );
    expect(matching.length).toBeGreaterThan(0);

    const after = ids(await list(search));
    expect(after).toEqual(expect.arrayContaining(ids(matching)));
    expect(after).toHaveLength(before.length + matching.length);
    // Ranked again from the new data: the same list, in the same order.
    expect(ids(await list(search))).toEqual(after);
    expect(ids(await list(search))).toEqual(after);
  }, 60_000);

  test('without an interval it runs at the rate the history implies', () => {
    const rates = feedRates({ incidents: 5_000, news: 20_000 });
    // About seven incidents a day at the default volume; news hundreds of times more often.
    expect((24 * HOUR) / rates.incidentSeconds).toBeGreaterThan(6);
    expect((24 * HOUR) / rates.incidentSeconds).toBeLessThan(10);
    expect(rates.newsSeconds).toBeLessThan(rates.incidentSeconds / 10);
    expect(feedRates({ incidents: 5_000, news: 20_000 }, 5).incidentSeconds).toBe(5);
  });
});

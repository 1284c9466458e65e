import { beforeAll, describe, expect, test } from 'vitest';
import { JSendFail, JSendTokenFail } from '../../contract/jsend.ts';
import { NewsListResponse, TaxonomiesResponse } from '../../contract/operations/news.ts';
import type { NewsItem } from '../../contract/resources/news.ts';
import { createTestService, TEST_NOW } from '../testing/service.ts';

type TestService = Awaited<ReturnType<typeof createTestService>>;
let service: TestService;
let news: readonly NewsItem[];

const DAY = 24 * 3600;

beforeAll(async () => {
  service = await createTestService();
  news = service.dataset.news;
});

type NewsList = {
  news: NewsItem[];
  meta: { total: number; page: number; pages: number; pageSize: number };
};

async function list(query: string): Promise<NewsList> {
  const { status, body } = await service.get('news', `/news?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(NewsListResponse.safeParse(body).success).toBe(true);
  return (body as { data: NewsList }).data;
}

/** Every item of a query, all pages of 5000. */
async function allIds(query: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const data = await list(`${query}&limit=5000&page=${page}`);
    ids.push(...data.news.map((item) => item.id));
    if (page >= data.meta.pages) return ids;
  }
}

const quarter = `publishedAt=bt:${TEST_NOW - 90 * DAY},${TEST_NOW}`;
const inQuarter = (item: NewsItem) =>
  item.publishedAt >= TEST_NOW - 90 * DAY && item.publishedAt <= TEST_NOW;

function expectSelection(ids: string[], rule: (item: NewsItem) => boolean) {
  const expected = news.filter((item) => inQuarter(item) && rule(item)).map((item) => item.id);
  expect([...ids].sort()).toEqual(expected.sort());
  return expected.length;
}

describe('GET /news', () => {
  test('defaults to the 24 hours before the request, oldest first, 1000 a page', async () => {
    const data = await list('');
    const expected = news
      .filter((item) => item.publishedAt >= TEST_NOW - DAY && item.publishedAt <= TEST_NOW)
      .sort((a, b) => a.publishedAt - b.publishedAt);
    expect(expected.length).toBeGreaterThan(10);
    expect(data.news.map((item) => item.id)).toEqual(expected.map((item) => item.id));
    expect(data.meta).toEqual({ total: expected.length, page: 1, pages: 1, pageSize: 1000 });
  });

  test('the default window follows the service clock', async () => {
    const before = await list('');
    service.clock.advance(6 * 3600 * 1000);
    const after = await list('');
    service.clock.advance(-6 * 3600 * 1000);
    expect(after.news[0]!.publishedAt).toBeGreaterThan(before.news[0]!.publishedAt);
  });

  test('meta counts exactly across pages', async () => {
    const data = await list(`${quarter}&limit=700&page=3&sort=publishedAt_desc`);
    const total = news.filter(inQuarter).length;
    expect(data.meta).toEqual({ total, page: 3, pages: Math.ceil(total / 700), pageSize: 700 });
    const expected = news
      .filter(inQuarter)
      .sort((a, b) => b.publishedAt - a.publishedAt)
      .slice(1400, 2100);
    expect(data.news.map((item) => item.publishedAt)).toEqual(
      expected.map((item) => item.publishedAt),
    );
  });

  test('a page past the last is empty with the true totals', async () => {
    const data = await list(`${quarter}&limit=5000&page=10000`);
    expect(data.news).toEqual([]);
    expect(data.meta.total).toBe(news.filter(inQuarter).length);
  });

  test.each(['eq', 'neq'] as const)('search %s: title or summary contains the term', async (op) => {
    const term = 'Police';
    const ids = await allIds(`${quarter}&search=${op}:${term}`);
    const contains = (item: NewsItem) =>
      `${item.title}\n${item.summary}`.toLowerCase().includes(term.toLowerCase());
    const count = expectSelection(ids, (item) => (op === 'eq' ? contains(item) : !contains(item)));
    expect(count).toBeGreaterThan(0);
  });

  test('search treats % and _ literally', async () => {
    expect(await allIds(`${quarter}&search=eq:${encodeURIComponent('%_%')}`)).toEqual([]);
  });

  test.each(['in', 'nin'] as const)('countryCode %s', async (op) => {
    const codes = ['USA', 'UKR'];
    const ids = await allIds(`${quarter}&countryCode=${op}:${codes.join(',')}`);
    const hit = (item: NewsItem) => item.countries.some((country) => codes.includes(country.code));
    expect(expectSelection(ids, (item) => (op === 'in' ? hit(item) : !hit(item)))).toBeGreaterThan(
      0,
    );
  });

  test.each(['in', 'nin'] as const)('taxonomyId %s matches main and sub taxonomies', async (op) => {
    const [first, second] = service.dataset.taxonomies;
    const ids = [first!.id, second!.subTaxonomies[0]!.id];
    const found = await allIds(`${quarter}&taxonomyId=${op}:${ids.join(',')}`);
    const hit = (item: NewsItem) =>
      ids.includes(item.taxonomy.id) || item.subTaxonomies.some((sub) => ids.includes(sub.id));
    expect(
      expectSelection(found, (item) => (op === 'in' ? hit(item) : !hit(item))),
    ).toBeGreaterThan(0);
  });

  test.each([
    ['gte', TEST_NOW - 5 * DAY, (item: NewsItem) => item.publishedAt >= TEST_NOW - 5 * DAY],
    // lte:<to> covers the 24 hours before <to>.
    [
      'lte',
      TEST_NOW - 5 * DAY,
      (item: NewsItem) =>
        item.publishedAt <= TEST_NOW - 5 * DAY && item.publishedAt >= TEST_NOW - 6 * DAY,
    ],
  ] as const)('publishedAt %s', async (op, at, rule) => {
    const ids = await allIds(`publishedAt=${op}:${at}`);
    expect(expectSelection(ids, rule)).toBeGreaterThan(0);
  });

  test('news spans the last three months', () => {
    const times = news.map((item) => item.publishedAt);
    expect(Math.min(...times)).toBeGreaterThan(TEST_NOW - 92 * DAY);
    expect(Math.max(...times)).toBeLessThanOrEqual(TEST_NOW);
  });

  test('sorts newest first on request', async () => {
    const data = await list('sort=publishedAt_desc');
    const times = data.news.map((item) => item.publishedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  test.each([
    [`publishedAt=bt:${TEST_NOW - 100 * DAY},${TEST_NOW}`, 'publishedAt', 'at most 3 months'],
    [`publishedAt=gte:${TEST_NOW - 93 * DAY}`, 'publishedAt', 'at most 3 months'],
    ['publishedAt=eq:5', 'publishedAt', 'does not take eq'],
    ['search=police', 'search', 'has no operator'],
    ['countryCode=in:GBR;FRA', 'countryCode', 'alpha-3'],
    ['taxonomyId=eq:x', 'taxonomyId', 'does not take eq'],
    ['limit=5001', 'limit', 'from 1 to 5000'],
    ['limit=0', 'limit', 'from 1 to 5000'],
    ['page=10001', 'page', 'from 1 to 10000'],
    ['sort=newest', 'sort', 'publishedAt_asc or publishedAt_desc'],
    ['pageSize=10', 'pageSize', 'not a parameter'],
  ])('%s → 422 naming %s', async (query, parameter, message) => {
    const { status, body } = await service.get('news', `/news?${query}`);
    expect(status).toBe(422);
    expect(JSendFail.safeParse(body).success).toBe(true);
    expect((body as JSendFail).data[parameter]).toContain(message);
  });

  test('needs a token', async () => {
    const response = await service.apps.news.request('/news');
    expect(response.status).toBe(401);
    expect(JSendTokenFail.safeParse(await response.json()).success).toBe(true);
  });

  test('some news links to an incident that had started before it was published', () => {
    const incidents = new Map(service.dataset.incidents.map((incident) => [incident.id, incident]));
    const linked = news.filter((item) => item.incidentId !== null);
    expect(linked.length).toBeGreaterThan(news.length * 0.03);
    for (const item of linked) {
      expect(incidents.get(item.incidentId!)!.startedAt.timestamp).toBeLessThanOrEqual(
        item.publishedAt,
      );
    }
  });
});

describe('GET /taxonomies', () => {
  test('the tree in the success envelope', async () => {
    const { status, body } = await service.get('news', '/taxonomies');
    expect(status).toBe(200);
    expect(TaxonomiesResponse.safeParse(body).success).toBe(true);
    expect((body as { data: { taxonomies: unknown[] } }).data.taxonomies).toEqual(
      service.dataset.taxonomies,
    );
  });

  test('takes no parameters', async () => {
    const { status, body } = await service.get('news', '/taxonomies?depth=2');
    expect(status).toBe(422);
    expect((body as JSendFail).data.depth).toContain('not a parameter');
  });
});

import { beforeAll, describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { JSendFail, JSendTokenFail } from '../../contract/jsend.ts';
import {
  CountriesResponse,
  ImpactRatingsResponse,
  IncidentCategoriesResponse,
  IncidentsResponse,
  IncidentTypesResponse,
  SectorsResponse,
  SourceMediaResponse,
  SourcesResponse,
  TagsResponse,
  ThemesResponse,
} from '../../contract/operations/incidents.ts';
import { Incident, IncidentOverview } from '../../contract/resources/incident.ts';
import { ThemeDetail } from '../../contract/resources/theme.ts';
import { fold } from '../db/fold.ts';
import { createTestService } from '../testing/service.ts';

type TestService = Awaited<ReturnType<typeof createTestService>>;
let service: TestService;

beforeAll(async () => {
  service = await createTestService();
});

/** Parses strictly: a response with a key the contract does not know is a defect here. */
function expectShape(schema: z.ZodType, body: unknown) {
  const result = schema.safeParse(body);
  expect(
    result.success,
    result.success ? '' : JSON.stringify(result.error.issues.slice(0, 3)),
  ).toBe(true);
}

/** Alphabetical ignoring case and accents: "Médecins" among the M's. */
const byFoldedName = (a: string, b: string) => (fold(a) < fold(b) ? -1 : fold(a) > fold(b) ? 1 : 0);

const LISTS = [
  ['/geography/countries', CountriesResponse],
  ['/incident-categories', IncidentCategoriesResponse],
  ['/incident-types', IncidentTypesResponse],
  ['/impact-ratings', ImpactRatingsResponse],
  ['/incidents', IncidentsResponse],
  ['/sectors', SectorsResponse],
  ['/source-media', SourceMediaResponse],
  ['/sources', SourcesResponse],
  ['/tags', TagsResponse],
  ['/themes', ThemesResponse],
] as const;

describe('every list endpoint', () => {
  test.each(LISTS)('%s answers the contract’s envelope', async (path, schema) => {
    const { status, body, response } = await service.get('incident', path);
    expect(status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expectShape(schema, body);
  });

  test.each(LISTS)('%s refuses a missing token with the errors[] form', async (path) => {
    const response = await service.apps.incident.request(path);
    expect(response.status).toBe(401);
    expectShape(JSendTokenFail, await response.json());
  });

  test.each(LISTS.filter(([path]) => path !== '/impact-ratings'))(
    '%s names an unknown parameter in a 422',
    async (path) => {
      const { status, body } = await service.get('incident', `${path}?colour=red`);
      expect(status).toBe(422);
      expectShape(JSendFail, body);
      expect((body as JSendFail).data.colour).toMatch(
        /not a parameter of this endpoint; it takes .*search/,
      );
    },
  );

  test.each(LISTS.filter(([path]) => path !== '/impact-ratings'))(
    '%s refuses a page size above 1000',
    async (path) => {
      const { status, body } = await service.get('incident', `${path}?pageSize=1001`);
      expect(status).toBe(422);
      expect((body as JSendFail).data.pageSize).toBe('pageSize must be from 1 to 1000, not 1001');
    },
  );
});

describe('GET /incidents/{id} and /overview', () => {
  test('the full form of every field, validated against the contract', async () => {
    const incident = service.dataset.incidents[42]!;
    const { status, body } = await service.get('incident', `/incidents/${incident.id}`);
    expect(status).toBe(200);
    expectShape(Incident, body);
    expect(body).toEqual(incident);
  });

  test('the list item carries only the reporter id', async () => {
    const { body } = await service.get('incident', '/incidents?pageSize=1');
    const [item] = (body as { data: { reporter: unknown }[] }).data;
    expect(Object.keys(item!.reporter as object)).toEqual(['id']);
  });

  test('the overview is the subset spec 2.11 lists', async () => {
    const incident = service.dataset.incidents[7]!;
    const { status, body } = await service.get('incident', `/incidents/${incident.id}/overview`);
    expect(status).toBe(200);
    expectShape(IncidentOverview, body);
    expect(Object.keys(body as object).sort()).toEqual(
      [
        'id',
        'organisationId',
        'category',
        'type',
        'summary',
        'description',
        'location',
        'countries',
        'startedAt',
        'endedAt',
        'isOngoing',
        'impact',
        'counts',
        'status',
        'originId',
        'isWatched',
        'reportedAt',
        'reviewedAt',
      ].sort(),
    );
  });

  test.each(['IN-1', 'IN-99999999', 'IN-99999999999999999999', 'abc', 'IN-', '%3Cscript%3E'])(
    '%s is 404 naming the id',
    async (id) => {
      for (const path of [`/incidents/${id}`, `/incidents/${id}/overview`]) {
        const { status, body } = await service.get('incident', path);
        expect(status).toBe(404);
        expectShape(JSendFail, body);
        expect((body as JSendFail).data.id).toContain('No incident has the id');
      }
    },
  );

  test('an id written with a leading zero is not the incident', async () => {
    const id = service.dataset.incidents[0]!.id.replace('IN-', 'IN-0');
    expect((await service.get('incident', `/incidents/${id}`)).status).toBe(404);
  });

  test('needs a token', async () => {
    const id = service.dataset.incidents[0]!.id;
    expect((await service.apps.incident.request(`/incidents/${id}`)).status).toBe(401);
  });
});

describe('GET /themes/{id}', () => {
  test('the detail form', async () => {
    const theme = service.dataset.themes.find((one) => one.detail.counts.incidents > 0)!;
    const { status, body } = await service.get('incident', `/themes/${theme.detail.id}`);
    expect(status).toBe(200);
    expectShape(ThemeDetail, body);
    expect(body).toEqual(theme.detail);
  });

  test('theme counts agree with the incidents that carry the theme', async () => {
    const theme = service.dataset.themes.find((one) => one.detail.counts.incidents > 0)!;
    const { body } = await service.get(
      'incident',
      `/incidents?theme=eq:${theme.detail.id}&pageSize=1000`,
    );
    expect((body as { data: unknown[] }).data).toHaveLength(theme.detail.counts.incidents);
  });

  test.each(['TH-1', 'TH-abc', 'IN-200001'])('%s is 404', async (id) => {
    const { status, body } = await service.get('incident', `/themes/${id}`);
    expect(status).toBe(404);
    expect((body as JSendFail).data.id).toContain('No theme has the id');
  });
});

describe('reference lists', () => {
  test('countries: search, sort and paging in the success envelope', async () => {
    const { body } = await service.get(
      'incident',
      '/geography/countries?search=united&sort=name:desc',
    );
    const names = (body as z.infer<typeof CountriesResponse>).data.countries.map((c) => c.name);
    expect(names.length).toBeGreaterThanOrEqual(3);
    expect(names).toEqual([...names].sort((a, b) => byFoldedName(b, a)));
    expect(names.every((name) => /united/i.test(name))).toBe(true);

    const first = await service.get('incident', '/geography/countries?pageSize=50');
    const second = await service.get('incident', '/geography/countries?pageSize=50&page=2');
    const page1 = (first.body as z.infer<typeof CountriesResponse>).data.countries;
    const page2 = (second.body as z.infer<typeof CountriesResponse>).data.countries;
    expect(page1).toHaveLength(50);
    expect(byFoldedName(page2[0]!.name, page1.at(-1)!.name)).toBeGreaterThan(0);
  });

  test('countries: area finds the countries a polygon touches', async () => {
    // Around the Benelux, open ring.
    const polygon = JSON.stringify([
      [
        [3, 49.6],
        [7, 49.6],
        [7, 53.5],
        [3, 53.5],
      ],
    ]);
    const { status, body } = await service.get(
      'incident',
      `/geography/countries?area=in:${encodeURIComponent(polygon)}`,
    );
    expect(status).toBe(200);
    const codes = (body as z.infer<typeof CountriesResponse>).data.countries.map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['BEL', 'NLD', 'LUX', 'DEU', 'FRA']));
    expect(codes).not.toContain('GBR');
    expect(codes).not.toContain('ESP');
  });

  test('countries: area with fewer than three points is 422', async () => {
    const polygon = JSON.stringify([
      [
        [3, 49.6],
        [7, 49.6],
      ],
    ]);
    const { status, body } = await service.get(
      'incident',
      `/geography/countries?area=in:${encodeURIComponent(polygon)}`,
    );
    expect(status).toBe(422);
    expect((body as JSendFail).data.area).toContain('three distinct points');
  });

  test.each(['eq', 'neq', 'in', 'nin'] as const)(
    'incident types: category=%s keeps exactly the types the rule selects',
    async (op) => {
      const [first, second] = service.dataset.categories;
      const ids = op === 'in' || op === 'nin' ? [first!.id, second!.id] : [first!.id];
      const { body } = await service.get(
        'incident',
        `/incident-types?category=${op}:${ids.join(';')}&pageSize=1000`,
      );
      const found = (body as z.infer<typeof IncidentTypesResponse>).data.map((type) => type.id);
      const keep = (categoryId: string) =>
        op === 'eq' || op === 'in' ? ids.includes(categoryId) : !ids.includes(categoryId);
      const expected = service.dataset.types.filter((type) => keep(type.category.id));
      expect(found.sort()).toEqual(expected.map((type) => type.id).sort());
      expect(found.length).toBeGreaterThan(0);
    },
  );

  test('incident types: category filter and sorts', async () => {
    const category = service.dataset.categories[0]!;
    const { body } = await service.get(
      'incident',
      `/incident-types?category=eq:${category.id}&sort=name:desc`,
    );
    const types = (body as z.infer<typeof IncidentTypesResponse>).data;
    expect(types.length).toBe(
      service.dataset.types.filter((t) => t.category.id === category.id).length,
    );
    expect(types.every((type) => type.category.id === category.id)).toBe(true);
    const names = types.map((type) => type.name);
    expect(names).toEqual([...names].sort((a, b) => byFoldedName(b, a)));

    const excluded = await service.get(
      'incident',
      `/incident-types?category=nin:${category.id}&pageSize=1000`,
    );
    expect(
      (excluded.body as z.infer<typeof IncidentTypesResponse>).data.some(
        (t) => t.category.id === category.id,
      ),
    ).toBe(false);

    const bySeverity = await service.get(
      'incident',
      '/incident-types?sort=severity:desc&pageSize=1000',
    );
    const order = ['low', 'medium', 'high', 'critical'];
    const ranks = (bySeverity.body as z.infer<typeof IncidentTypesResponse>).data.map((t) =>
      order.indexOf(t.severity),
    );
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  test('impact ratings: by rating, searchable in the descriptions, never 422', async () => {
    const all = await service.get('incident', '/impact-ratings');
    const ratings = (all.body as z.infer<typeof ImpactRatingsResponse>).data.map((r) => r.rating);
    expect(ratings).toEqual([-1, 1, 2, 3, 4, 5]);
    const desc = await service.get('incident', '/impact-ratings?sort=rating:desc');
    expect((desc.body as z.infer<typeof ImpactRatingsResponse>).data[0]!.shortDescription).toBe(
      'Extreme',
    );
    const search = await service.get('incident', '/impact-ratings?search=Major');
    expect(
      (search.body as z.infer<typeof ImpactRatingsResponse>).data.map((r) => r.rating),
    ).toContain(4);
    const lenient = await service.get('incident', '/impact-ratings?sort=sideways&pageSize=0');
    expect(lenient.status).toBe(200);
    expect((lenient.body as z.infer<typeof ImpactRatingsResponse>).data).toHaveLength(6);
  });

  test('tags: by popularity by default, by name when asked', async () => {
    const { body } = await service.get('incident', '/tags?pageSize=1000');
    const uses = (body as z.infer<typeof TagsResponse>).data.map((tag) => tag.counts.uses);
    expect(uses).toEqual([...uses].sort((a, b) => b - a));
    const byName = await service.get('incident', '/tags?sort=asc&pageSize=1000');
    const names = (byName.body as z.infer<typeof TagsResponse>).data.map((tag) => tag.name);
    expect(names).toEqual([...names].sort((a, b) => byFoldedName(a, b)));
  });

  test('tag use counts are the number of incidents tagged', async () => {
    const { body } = await service.get('incident', '/tags?pageSize=3');
    for (const tag of (body as z.infer<typeof TagsResponse>).data) {
      const tagged = service.dataset.incidents.filter((i) =>
        i.tags.some((t) => t.slug === tag.slug),
      );
      expect(tag.counts.uses).toBe(tagged.length);
    }
  });

  test.each([
    ['/sectors', 'asc'],
    ['/incident-categories', 'desc'],
    ['/source-media', 'name:asc'],
    ['/sources', 'name:desc'],
    ['/themes', 'name:asc'],
  ])('%s sort=%s orders by name', async (path, sort) => {
    const { status, body } = await service.get('incident', `${path}?sort=${sort}&pageSize=1000`);
    expect(status).toBe(200);
    const names = (body as { data: { name: string }[] }).data.map((item) => item.name);
    const sorted = [...names].sort(byFoldedName);
    expect(names).toEqual(sort.endsWith('desc') ? sorted.reverse() : sorted);
  });

  test.each(['/source-media', '/sources'])('%s sort=id:asc orders by id', async (path) => {
    const { body } = await service.get('incident', `${path}?sort=id:asc&pageSize=1000`);
    const ids = (body as { data: { id: string }[] }).data.map((item) => item.id);
    expect(ids).toEqual([...ids].sort());
  });

  test('themes: sort by id and identifiedAt; search puts name matches first', async () => {
    const byId = await service.get('incident', '/themes?sort=id:desc&pageSize=1000');
    const numbers = (byId.body as z.infer<typeof ThemesResponse>).data.map((t) =>
      Number(t.id.slice(3)),
    );
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    const byDate = await service.get('incident', '/themes?sort=identifiedAt:asc&pageSize=1000');
    const dates = (byDate.body as z.infer<typeof ThemesResponse>).data.map((t) => t.identifiedAt);
    expect(dates).toEqual([...dates].sort());
    const name = service.dataset.themes[0]!.detail.name;
    const search = await service.get('incident', `/themes?search=${encodeURIComponent(name)}`);
    expect((search.body as z.infer<typeof ThemesResponse>).data[0]!.name).toBe(name);
  });

  test('a search matches names containing the term, case-insensitively', async () => {
    const { body } = await service.get('incident', '/sectors?search=POLICE');
    const names = (body as z.infer<typeof SectorsResponse>).data.map((sector) => sector.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /police/i.test(name))).toBe(true);
  });
});

describe('422 for each class of malformed parameter', () => {
  test.each([
    ['category=eq:not-a-uuid', 'category', '"not-a-uuid" is not a UUID'],
    ['category=gt:6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f', 'category', 'does not take gt'],
    ['startedAt=yesterday', 'startedAt', 'has no operator'],
    ['startedAt=bt:5', 'startedAt', 'takes two values'],
    ['startedAt=bt:9;5', 'startedAt', 'starts after it ends'],
    ['impact=eq:high', 'impact', 'is not an integer'],
    ['reporter=nin:6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f', 'reporter', 'does not take nin'],
    ['ongoing=eq:maybe', 'ongoing', 'is not true or false'],
    ['startedInPeriod=eq:7 days', 'startedInPeriod', 'ISO 8601 duration'],
    ['country=in:GBR;;FRA', 'country', 'empty item'],
    ['area=in:[[1,2]]', 'area', 'ring'],
    ['near=in:6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f', 'near', '<map id>;<kilometres>'],
    ['near=in:6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f;10', 'near', 'no incident map has id'],
    ['sort=severity:desc', 'sort', 'cannot sort by "severity"'],
    ['sort=impact', 'sort', 'impact:asc or impact:desc'],
    ['page=0', 'page', 'at least 1'],
    ['pageSize=ten', 'pageSize', 'whole number'],
    ['search=', 'search', 'blank'],
    ['country=eq:GBR&country=eq:FRA', 'country', 'given 2 times'],
  ])('GET /incidents?%s → data.%s', async (query, parameter, message) => {
    const { status, body } = await service.get('incident', `/incidents?${query}`);
    expect(status).toBe(422);
    expectShape(JSendFail, body);
    expect((body as JSendFail).data[parameter]).toContain(message);
  });

  test('several bad parameters are all named at once', async () => {
    const { body } = await service.get('incident', '/incidents?impact=eq:x&page=-1&flavour=1');
    expect(Object.keys((body as JSendFail).data).sort()).toEqual(['flavour', 'impact', 'page']);
  });
});

import { describe, expect, test } from 'vitest';
import { zGetSitesExposureResponse } from '@/api/watchfloor/zod.gen';
import { firstValidationIssue } from './validation-issue';
import { checkSitesExposureResponse } from './sites-exposure-check';

const incident = (id: string) => ({
  id,
  summary: 'Protest blocks the ring road',
  category: { name: 'Civil unrest', colour: '#f59e0b' },
  impact: 3,
  impactLabel: 'Moderate',
  startedAt: 1_795_900_000_000,
  distanceKm: 2.4,
  longitude: 2.35,
  latitude: 48.86,
});

const exposure = () => ({
  status: 'success',
  data: {
    computedAt: '2026-11-29T16:00:00.000Z',
    siteCount: 40,
    ownSiteCount: 3,
    incidentsScanned: 1200,
    truncated: false,
    sites: [
      {
        siteId: '0b7c6f5e-3f1a-4c7e-9d2a-5e8f1a2b3c4d',
        name: 'Paris office',
        longitude: 2.33,
        latitude: 48.87,
        radiusKm: 25,
        day: { count: 1, maxImpact: 3 },
        week: { count: 2, maxImpact: 3 },
        top: [incident('IN-1')],
        recent: [incident('IN-1'), incident('IN-2')],
      },
      {
        siteId: '7d9e2a1b-6c4f-4b8a-8e3d-2f1a0b9c8d7e',
        name: 'Lyon plant',
        longitude: 4.83,
        latitude: 45.76,
        radiusKm: 50,
        day: { count: 0, maxImpact: null },
        week: { count: 0, maxImpact: null },
        top: [],
        recent: [],
      },
    ],
  },
});

type Body = ReturnType<typeof exposure>;
type Site = Body['data']['sites'][number];
const first = (body: Body): Site => body.data.sites[0]!;
const set = (target: object, key: string, value: unknown) =>
  void ((target as Record<string, unknown>)[key] = value);

/** One wrong thing each, where the schema looks. */
const MUTATIONS: Record<string, (body: Body) => unknown> = {
  'not an object': () => 'exposure',
  'status fail': (body) => ({ ...body, status: 'fail' }),
  'no data': (body) => ({ status: body.status }),
  'computedAt not a time': (body) => (set(body.data, 'computedAt', 'yesterday'), body),
  'incidentsScanned negative': (body) => (set(body.data, 'incidentsScanned', -1), body),
  'truncated a string': (body) => (set(body.data, 'truncated', 'no'), body),
  'sites not a list': (body) => (set(body.data, 'sites', {}), body),
  'sites missing': (body) => (set(body.data, 'sites', undefined), body),
  'a site not an object': (body) => (set(body.data.sites, '1', 'site'), body),
  'siteId not a UUID': (body) => (set(first(body), 'siteId', 'site-1'), body),
  'radiusKm a string': (body) => (set(first(body), 'radiusKm', '25'), body),
  'a site without a name': (body) => (set(first(body), 'name', undefined), body),
  'a site’s longitude a string': (body) => (set(first(body), 'longitude', '2.33'), body),
  'siteCount missing': (body) => (set(body.data, 'siteCount', undefined), body),
  'ownSiteCount fractional': (body) => (set(body.data, 'ownSiteCount', 1.5), body),
  'day missing': (body) => (set(first(body), 'day', undefined), body),
  'day count negative': (body) => (set(first(body).day, 'count', -1), body),
  'week count fractional': (body) => (set(first(body).week, 'count', 1.5), body),
  'maxImpact a string': (body) => (set(first(body).week, 'maxImpact', '3'), body),
  'maxImpact missing': (body) => (set(first(body).day, 'maxImpact', undefined), body),
  'top not a list': (body) => (set(first(body), 'top', incident('IN-1')), body),
  'an incident not an object': (body) => (set(first(body).recent, '1', 'IN-2'), body),
  'an incident without a summary': (body) => (set(first(body).top[0]!, 'summary', undefined), body),
  'a category without a colour': (body) => (set(first(body).top[0]!.category, 'colour', 7), body),
  'category missing': (body) => (set(first(body).recent[1]!, 'category', null), body),
  'impact fractional': (body) => (set(first(body).recent[0]!, 'impact', 2.5), body),
  'startedAt a string': (body) => (set(first(body).recent[1]!, 'startedAt', '2026'), body),
  'latitude null': (body) => (set(first(body).top[0]!, 'latitude', null), body),
};

const schemaAccepts = (body: unknown) => zGetSitesExposureResponse.safeParse(body).success;
const checkAccepts = (body: unknown) =>
  checkSitesExposureResponse(body).then(
    () => true,
    () => false,
  );

describe('the sites’ exposure checked by a loop', () => {
  test('a good answer passes, as it does the schema, and comes back whole', async () => {
    expect(schemaAccepts(exposure())).toBe(true);
    await expect(checkSitesExposureResponse(exposure())).resolves.toEqual(exposure());
  });

  test.each(Object.keys(MUTATIONS))('%s: refused, as the schema refuses it', async (name) => {
    const body = MUTATIONS[name]!(exposure());
    expect(schemaAccepts(body)).toBe(false);
    expect(await checkAccepts(body)).toBe(false);
  });

  test('a failure inside a site names its path, as a schema issue does', async () => {
    const body = exposure();
    set(body.data.sites[1]!.week, 'count', -2);
    const error: unknown = await checkSitesExposureResponse(body).catch(
      (caught: unknown) => caught,
    );
    const schemaError = zGetSitesExposureResponse.safeParse(body).error;
    expect(firstValidationIssue(error)?.path).toBe('data.sites[1].week.count');
    expect(firstValidationIssue(schemaError)?.path).toBe('data.sites[1].week.count');
  });

  test('a failure in the envelope is the schema’s own', async () => {
    const body = exposure();
    set(body.data, 'incidentsScanned', 'many');
    const error: unknown = await checkSitesExposureResponse(body).catch(
      (caught: unknown) => caught,
    );
    expect(firstValidationIssue(error)).toEqual(
      firstValidationIssue(zGetSitesExposureResponse.safeParse(body).error),
    );
  });
});

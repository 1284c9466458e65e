import { describe, expect, test } from 'vitest';
import { zListSitesResponse } from '@/api/watchfloor/zod.gen';
import { firstValidationIssue } from './validation-issue';
import { checkSiteListResponse } from './site-table-check';

const table = () => ({
  status: 'success',
  data: {
    count: 2,
    owners: [{ email: 'analyst@watchfloor.example', name: 'Analyst' }],
    columns: {
      id: ['a', 'b'],
      name: ['Paris office', 'Lyon plant'],
      latitude: [48.86, 45.76],
      longitude: [2.35, 4.84],
      address: ['', '1 rue de la Soie'],
      tags: [[], ['plant', 'eu']],
      visibility: ['team', 'private'],
      owner: [0, 0],
    },
  },
});

type Body = ReturnType<typeof table>;
/** One wrong thing each, where the schema looks. */
const MUTATIONS: Record<string, (body: Body) => unknown> = {
  'not an object': () => [],
  'status fail': (body) => ({ ...body, status: 'fail' }),
  'no data': (body) => ({ status: body.status }),
  'count negative': (body) => ((body.data.count = -1), body),
  'count fractional': (body) => ((body.data.count = 1.5), body),
  'owners not a list': (body) => (((body.data as { owners: unknown }).owners = {}), body),
  'owner without a name': (body) => ((body.data.owners = [{ email: 'x' } as never]), body),
  'columns missing': (body) => (((body.data as { columns?: unknown }).columns = undefined), body),
  'a column missing': (body) => (delete (body.data.columns as { tags?: unknown }).tags, body),
  'id a number': (body) => ((body.data.columns.id[1] = 7 as never), body),
  'latitude a string': (body) => ((body.data.columns.latitude[0] = '48' as never), body),
  'longitude null': (body) => ((body.data.columns.longitude[1] = null as never), body),
  'tags not a list': (body) => ((body.data.columns.tags[0] = 'plant' as never), body),
  'a tag a number': (body) => ((body.data.columns.tags[1] = ['plant', 3 as never]), body),
  'visibility unknown': (body) => ((body.data.columns.visibility[0] = 'public'), body),
  'owner negative': (body) => ((body.data.columns.owner[1] = -1), body),
  'owner fractional': (body) => ((body.data.columns.owner[1] = 0.5), body),
};

const schemaAccepts = (body: unknown) => zListSitesResponse.safeParse(body).success;
const checkAccepts = (body: unknown) =>
  checkSiteListResponse(body).then(
    () => true,
    () => false,
  );

describe('the sites’ table checked by a loop', () => {
  test('a good table passes, as it does the schema', async () => {
    expect(schemaAccepts(table())).toBe(true);
    await expect(checkSiteListResponse(table())).resolves.toEqual(table());
  });

  test.each(Object.keys(MUTATIONS))('%s: refused, as the schema refuses it', async (name) => {
    const body = MUTATIONS[name]!(table());
    expect(schemaAccepts(body)).toBe(false);
    expect(await checkAccepts(body)).toBe(false);
  });

  test('the failure names the first bad value by its path, as a schema issue does', async () => {
    const body = table();
    body.data.columns.latitude[1] = '45' as never;
    const error: unknown = await checkSiteListResponse(body).catch((caught: unknown) => caught);
    expect(firstValidationIssue(error)).toEqual({
      path: 'data.columns.latitude[1]',
      reason: 'Invalid input: expected number',
    });
  });

  test('a column shorter than the count is refused (the schema cannot say so)', async () => {
    const body = table();
    body.data.columns.name.pop();
    const error: unknown = await checkSiteListResponse(body).catch((caught: unknown) => caught);
    expect(firstValidationIssue(error)).toEqual({
      path: 'data.columns.name',
      reason: 'Expected 2 values (the count), got 1',
    });
  });
});

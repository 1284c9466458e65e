import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import type { SitesExposure, SitesHead, SiteTable } from '../../../contract/resources/sites.ts';
import { byExposure } from '../../../contract/sites/exposure-order.ts';
import { fakeIncident } from '../../testing/fake-incident-api.ts';
import {
  ana,
  ben,
  createSite,
  data,
  server,
  serverWithoutVendor,
  useSitesTeam,
  vendor,
} from '../../testing/sites-team.ts';
import { KM_PER_DEGREE } from './geodesy.ts';

useSitesTeam();

const LAGOS = { longitude: 3.3947, latitude: 6.4541 };
const north = (km: number) => ({
  longitude: LAGOS.longitude,
  latitude: LAGOS.latitude + km / KM_PER_DEGREE,
});

/**
 * Eight sites a kilometre apart going north, named so that the name order is not the exposure
 * order, with incidents touching three of them (one today, major; one today; one last week), and
 * a colleague's private site that Ana must never see.
 */
async function teamWithIncidents() {
  const names = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel'];
  for (const [index, name] of names.entries()) {
    await createSite(ana, { name, ...north(index * 40) });
  }
  await createSite(ben, { name: 'Aardvark (Ben’s)', ...north(280), visibility: 'private' });
  const now = server.clock.now;
  vendor.incidents.push(
    // Golf (240 km north): a major crime today.
    fakeIncident({ ...north(241), category: 'Crime', impact: 4, now, id: 'IN-1' }),
    // Delta (120 km north): a minor one today.
    fakeIncident({ ...north(121), category: 'Crime', impact: 2, now, id: 'IN-2' }),
    // Bravo (40 km north): one 30 hours ago, this week only.
    fakeIncident({ ...north(41), category: 'Crime', impact: 5, hoursAgo: 30, now, id: 'IN-3' }),
  );
}

const namesOf = (table: SiteTable) => table.columns.name;

describe('the Sites page’s first screen', () => {
  test('is the first rows of the whole list in its order, with their counts', async () => {
    await teamWithIncidents();
    const head = await data<SitesHead>(
      await server.request('/api/watchfloor/sites/first?limit=4', { cookie: ana }),
    );
    expect(head.order).toBe('exposure');
    expect(head.total).toBe(8);
    expect(namesOf(head.table)).toEqual(['Golf', 'Delta', 'Bravo', 'Alpha']);
    expect(head.table.count).toBe(4);
    // Counts for the touched rows only, the same as the exposure answer's.
    const exposure = await data<SitesExposure>(
      await server.request('/api/watchfloor/sites/exposure', { cookie: ana }),
    );
    const byId = new Map(exposure.sites.map((found) => [found.siteId, found]));
    expect(head.exposure).toEqual(head.table.columns.id.slice(0, 3).map((id) => byId.get(id)));

    // The whole list ordered by the page's rule begins with exactly these rows.
    const table = await data<SiteTable>(
      await server.request('/api/watchfloor/sites', { cookie: ana }),
    );
    const wholeOrder = byExposure(table.columns.id, (id) => byId.get(id));
    expect(head.table.columns.id).toEqual(wholeOrder.slice(0, 4));
  });

  test('by name when asked, still with the counts of its rows', async () => {
    await teamWithIncidents();
    const head = await data<SitesHead>(
      await server.request('/api/watchfloor/sites/first?order=name&limit=3', { cookie: ana }),
    );
    expect(head.order).toBe('name');
    expect(namesOf(head.table)).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(head.exposure?.map((found) => found.week.maxImpact)).toEqual([5]);
  });

  test('by name without counts when the incident service cannot be reached', async () => {
    await teamWithIncidents();
    const head = await data<SitesHead>(
      await serverWithoutVendor().request('/api/watchfloor/sites/first?limit=2', { cookie: ana }),
    );
    expect(head).toMatchObject({ order: 'name', exposure: null, total: 8 });
    expect(namesOf(head.table)).toEqual(['Alpha', 'Bravo']);
  });

  test('ends the session when the vendor refuses its token, as the exposure answer does', async () => {
    await teamWithIncidents();
    vendor.revoked.add('token-of-ana@team.example');
    const refused = await server.request('/api/watchfloor/sites/first', { cookie: ana });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ status: 'fail', errors: [{ code: 401 }] });
  });

  test('names what is wrong with its query', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['limit=ten', 'limit'],
      ['order=impact', 'order'],
      ['page=2', 'body'],
    ] as const) {
      const response = await server.request(`/api/watchfloor/sites/first?${query}`, {
        cookie: ana,
      });
      expect(response.status, query).toBe(422);
      const body = (await response.json()) as { status: string; data: Record<string, string> };
      expect(body.status).toBe('fail');
      expect(Object.keys(body.data), query).toContain(field);
    }
  });
});

describe('the whole list', () => {
  test('is compressed once per revision and encoding, and says the same in each', async () => {
    await teamWithIncidents();
    // Enough sites to be worth compressing (a kB and more).
    for (let index = 0; index < 12; index += 1) {
      await createSite(ana, { name: `Outpost ${index}`, ...north(300 + index) });
    }
    const ask = (encoding: string) =>
      server.request('/api/watchfloor/sites', {
        cookie: ana,
        headers: { 'accept-encoding': encoding },
      });
    const plain = await ask('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    expect((JSON.parse(text) as { data: SiteTable }).data.count).toBe(20);

    const brotli = await ask('gzip, deflate, br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(text);
    const gzip = await ask('gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(text);

    // A change is a new revision: the next answer holds it.
    await createSite(ana, { name: 'India', ...north(400) });
    const changed = await ask('br');
    const table = JSON.parse(
      brotliDecompressSync(Buffer.from(await changed.arrayBuffer())).toString(),
    ) as { data: SiteTable };
    expect(table.data.columns.name).toContain('India');
  });
});

import { describe, expect, test } from 'vitest';
import type {
  NearestSites,
  SiteIncidents,
  SitesExposure,
} from '../../../contract/resources/sites.ts';
import { fakeIncident } from '../../testing/fake-incident-api.ts';
import {
  ana,
  ben,
  createSite,
  data,
  server,
  useSitesTeam,
  vendor,
} from '../../testing/sites-team.ts';
import { KM_PER_DEGREE } from './geodesy.ts';

useSitesTeam();

const LAGOS = { longitude: 3.3947, latitude: 6.4541 };
const ABUJA = { longitude: 7.4951, latitude: 9.0579 };

/** A point `km` due north of another: along a meridian the great-circle distance is exact. */
const north = (from: { longitude: number; latitude: number }, km: number) => ({
  longitude: from.longitude,
  latitude: from.latitude + km / KM_PER_DEGREE,
});

const incident = (
  at: { longitude: number; latitude: number },
  options: { category: string; impact: number; hoursAgo?: number; id?: string },
) => fakeIncident({ ...at, ...options, now: server.clock.now });

describe('the sites’ exposure', () => {
  test('counts, per site, the incidents inside its radius for their category and impact', async () => {
    const lagos = await createSite(ana, { name: 'Lagos office', ...LAGOS });
    const abuja = await createSite(ana, { name: 'Abuja depot', ...ABUJA });
    await createSite(ben, { name: 'Ben’s own', ...north(LAGOS, 1), visibility: 'private' });
    const near = incident(north(LAGOS, 3), { category: 'Crime', impact: 3, id: 'IN-1' });
    const crimeTooFar = incident(north(LAGOS, 8), { category: 'Crime', impact: 3, id: 'IN-2' });
    // Extreme impact doubles crime's 5 km: 8 km away now counts.
    const extreme = incident(north(LAGOS, 8), { category: 'Crime', impact: 5, id: 'IN-3' });
    const lastWeek = incident(north(LAGOS, 2), {
      category: 'Crime',
      impact: 4,
      hoursAgo: 30,
      id: 'IN-4',
    });
    const flood = incident(north(ABUJA, 120), {
      category: 'Natural Hazards',
      impact: 4,
      id: 'IN-5',
    });
    const tooOld = incident(north(ABUJA, 1), {
      category: 'Crime',
      impact: 5,
      hoursAgo: 8 * 24,
      id: 'IN-6',
    });
    vendor.incidents.push(near, crimeTooFar, extreme, lastWeek, flood, tooOld);

    const exposure = await data<SitesExposure>(
      await server.request('/api/watchfloor/sites/exposure', { cookie: ana }),
    );
    const bySite = new Map(exposure.sites.map((site) => [site.siteId, site]));
    expect(exposure.sites).toHaveLength(2);
    // Named and placed, so the watch floor lists and maps them without reading every site.
    expect(bySite.get(lagos.id)).toMatchObject({ name: 'Lagos office', ...LAGOS });
    expect(bySite.get(abuja.id)).toMatchObject({ name: 'Abuja depot', ...ABUJA });
    // Ben's private site is neither counted nor listed for Ana.
    expect(exposure).toMatchObject({ siteCount: 2, ownSiteCount: 2 });
    expect(bySite.get(lagos.id)).toMatchObject({
      radiusKm: expect.any(Number) as number,
      day: { count: 2, maxImpact: 5 },
      week: { count: 3, maxImpact: 5 },
    });
    expect(bySite.get(lagos.id)!.top.map((top) => top.id)).toEqual(['IN-3', 'IN-4', 'IN-1']);
    expect(bySite.get(lagos.id)!.top[2]).toMatchObject({ distanceKm: 3, impact: 3 });
    expect(bySite.get(abuja.id)).toMatchObject({
      day: { count: 1, maxImpact: 4 },
      week: { count: 1, maxImpact: 4 },
    });

    // One scan of the week, within the box of the sites' reach; kept for a minute.
    const scans = vendor.requests.filter((request) => request.pathname === '/incidents');
    expect(scans).toHaveLength(1);
    expect(scans[0]!.searchParams.get('area')).toMatch(/^in:\[\[\[/);
    expect(scans[0]!.searchParams.get('startedAt')).toBe(
      `gte:${Math.floor(server.clock.now.getTime() / 1000) - 7 * 24 * 3600}`,
    );
    await server.request('/api/watchfloor/sites/exposure', { cookie: ana });
    expect(vendor.requests.filter((request) => request.pathname === '/incidents')).toHaveLength(1);
    server.clock.now = new Date(server.clock.now.getTime() + 61_000);
    await server.request('/api/watchfloor/sites/exposure', { cookie: ana });
    expect(vendor.requests.filter((request) => request.pathname === '/incidents')).toHaveLength(2);

    // Ben sees the team's two and his own.
    const bens = await data<SitesExposure>(
      await server.request('/api/watchfloor/sites/exposure', { cookie: ben }),
    );
    expect(bens).toMatchObject({ siteCount: 3, ownSiteCount: 1 });
  });

  test('ends the session when the vendor refuses its token, as the proxy does', async () => {
    await createSite(ana, { name: 'Lagos office', ...LAGOS });
    vendor.revoked.add('token-of-ana@team.example');
    const refused = await server.request('/api/watchfloor/sites/exposure', { cookie: ana });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ status: 'fail', errors: [{ code: 401 }] });
    expect((await server.request('/api/watchfloor/sites', { cookie: ana })).status).toBe(401);
  });
});

describe('the nearest sites', () => {
  test('of a point: closest first, with distances, never another’s private site', async () => {
    await createSite(ana, { name: 'Two', ...north(LAGOS, 2) });
    await createSite(ana, { name: 'Ten', ...north(LAGOS, 10) });
    await createSite(ana, { name: 'Abuja', ...ABUJA });
    await createSite(ben, { name: 'Ben’s', ...north(LAGOS, 1), visibility: 'private' });
    const answer = await data<NearestSites>(
      await server.request(
        `/api/watchfloor/sites/nearest?longitude=${LAGOS.longitude}&latitude=${LAGOS.latitude}&limit=2`,
        { cookie: ana },
      ),
    );
    expect(answer.nearest.map((near) => [near.site.name, near.distanceKm, near.inside])).toEqual([
      ['Two', 2, null],
      ['Ten', 10, null],
    ]);
    expect(answer.inside).toEqual([]);

    const far = await data<NearestSites>(
      await server.request('/api/watchfloor/sites/nearest?longitude=-120&latitude=-60&limit=1', {
        cookie: ana,
      }),
    );
    expect(far.nearest.map((near) => near.site.name)).toHaveLength(1);

    const bad = await server.request('/api/watchfloor/sites/nearest?latitude=95', { cookie: ana });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({
      data: {
        latitude: 'The latitude must be from -90 to 90.',
        incident: 'Give an incident id, or a longitude and a latitude.',
      },
    });
  });

  test('of an incident: which sites’ radii it falls inside, by its category and impact', async () => {
    await createSite(ana, { name: 'Three', ...north(LAGOS, 3) });
    await createSite(ana, { name: 'Nine', ...north(LAGOS, 9) });
    await createSite(ana, {
      name: 'Wide',
      ...north(LAGOS, 30),
      radius: { allKm: 40, categories: {}, impacts: {} },
    });
    vendor.incidents.push(incident(LAGOS, { category: 'Crime', impact: 3, id: 'IN-77' }));
    const answer = await data<NearestSites>(
      await server.request('/api/watchfloor/sites/nearest?incident=IN-77', { cookie: ana }),
    );
    expect(answer.nearest.map((near) => [near.site.name, near.radiusKm, near.inside])).toEqual([
      ['Three', 5, true],
      ['Nine', 5, false],
      ['Wide', 40, true],
    ]);
    expect(answer.inside.map((near) => near.site.name)).toEqual(['Three', 'Wide']);
    expect(answer.insideTotal).toBe(2);

    const missing = await server.request('/api/watchfloor/sites/nearest?incident=IN-404', {
      cookie: ana,
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      status: 'fail',
      data: { incident: 'There is no incident IN-404.' },
    });
  });
});

describe('a site’s incidents', () => {
  test('come from an area query with a circle around it, with exact distances', async () => {
    const site = await createSite(ana, { name: 'Lagos office', ...LAGOS });
    vendor.incidents.push(
      incident(north(LAGOS, 4), { category: 'Crime', impact: 2, id: 'IN-10' }),
      incident(north(LAGOS, 60), { category: 'Civil Unrest', impact: 4, id: 'IN-11' }),
      incident(north(LAGOS, 40), { category: 'Indirect Weapons', impact: 4, id: 'IN-12' }),
      incident(north(LAGOS, 250), { category: 'Natural Hazards', impact: 5, id: 'IN-13' }),
    );
    const answer = await data<SiteIncidents>(
      await server.request(`/api/watchfloor/sites/${site.id}/incidents?period=P7D`, {
        cookie: ana,
      }),
    );
    expect(answer.searchRadiusKm).toBe(200);
    expect(
      answer.incidents.map((found) => [found.id, found.distanceKm, found.radiusKm, found.inside]),
    ).toEqual([
      ['IN-12', 40, 75, true],
      ['IN-11', 60, 15, false],
      ['IN-10', 4, 3.75, false],
    ]);
    const query = vendor.requests.find((request) => request.pathname === '/incidents')!;
    const polygon = JSON.parse(query.searchParams.get('area')!.replace(/^in:/, '')) as number[][][];
    expect(polygon[0]).toHaveLength(65);

    const bad = await server.request(`/api/watchfloor/sites/${site.id}/incidents?period=P2Y`, {
      cookie: ana,
    });
    expect(bad.status).toBe(422);
    const hidden = await createSite(ben, { name: 'Ben’s', ...LAGOS, visibility: 'private' });
    expect(
      (await server.request(`/api/watchfloor/sites/${hidden.id}/incidents`, { cookie: ana }))
        .status,
    ).toBe(404);
  });
});

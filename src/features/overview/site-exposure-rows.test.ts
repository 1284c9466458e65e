import { describe, expect, test } from 'vitest';
import type { NearbyIncident, SitesExposure, SiteTable } from '@/lib/http/watchfloor';
import {
  ALL_SITES_UP_TO,
  dayTotals,
  exposureMapSites,
  mapsEverySite,
  nearSitesRows,
} from './site-exposure-rows';

const incident = (id: string, impact: number, startedAt: number, distanceKm: number) =>
  ({
    id,
    summary: `Incident ${id}`,
    category: { name: 'Protest', colour: '#aa0000' },
    impact,
    impactLabel: `Impact ${impact}`,
    startedAt,
    distanceKm,
    longitude: 2.35,
    latitude: 48.85,
  }) satisfies NearbyIncident;

const exposure = (sites: SitesExposure['sites']): SitesExposure => ({
  computedAt: '2026-11-29T09:00:00Z',
  siteCount: 2,
  ownSiteCount: 1,
  incidentsScanned: 100,
  truncated: false,
  sites,
});

const count = (n: number) => ({ count: n, maxImpact: n ? 3 : null });
const PLACES = {
  s1: { name: 'Paris office', longitude: 2.33, latitude: 48.87 },
  s2: { name: 'Lyon depot', longitude: 4.83, latitude: 45.76 },
};

describe('incidents near our sites since the analyst last looked', () => {
  test('only those started since, highest impact first, then nearest', () => {
    const rows = nearSitesRows(
      exposure([
        {
          siteId: 's1',
          ...PLACES.s1,
          radiusKm: 50,
          day: count(2),
          week: count(3),
          top: [
            incident('IN-1', 3, 1_000, 5),
            incident('IN-2', 5, 2_000, 40),
            incident('IN-3', 3, 500, 1),
          ],
          // The latest of the week, though of low impact: listed too when it started since.
          recent: [incident('IN-5', 1, 2_500, 3), incident('IN-2', 5, 2_000, 40)],
        },
        {
          siteId: 's2',
          ...PLACES.s2,
          radiusKm: 50,
          day: count(1),
          week: count(1),
          top: [incident('IN-4', 3, 1_500, 2)],
          recent: [],
        },
      ]),
      900,
    );
    expect(rows.map((row) => [row.incident.id, row.site.name])).toEqual([
      ['IN-2', 'Paris office'],
      ['IN-4', 'Lyon depot'],
      ['IN-1', 'Paris office'],
      ['IN-5', 'Paris office'],
    ]);
  });

  test('an incident near two sites is listed once, at the nearer, counting the other', () => {
    const rows = nearSitesRows(
      exposure([
        {
          siteId: 's1',
          ...PLACES.s1,
          radiusKm: 50,
          day: count(1),
          week: count(1),
          top: [incident('IN-9', 4, 1_000, 30)],
          // In both lists of the same site: still one site.
          recent: [incident('IN-9', 4, 1_000, 30)],
        },
        {
          siteId: 's2',
          ...PLACES.s2,
          radiusKm: 50,
          day: count(1),
          week: count(1),
          top: [incident('IN-9', 4, 1_000, 12)],
          recent: [],
        },
      ]),
      0,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ site: { name: 'Lyon depot' }, distanceKm: 12, otherSites: 1 });
  });

  test('the day totals count sites with incidents and their incidents', () => {
    expect(
      dayTotals(
        exposure([
          {
            siteId: 's1',
            ...PLACES.s1,
            radiusKm: 50,
            day: count(2),
            week: count(3),
            top: [],
            recent: [],
          },
          {
            siteId: 's2',
            ...PLACES.s2,
            radiusKm: 50,
            day: count(0),
            week: count(1),
            top: [],
            recent: [],
          },
        ]),
      ),
    ).toEqual({ sites: 1, incidents: 2 });
  });
});

describe('the sites the watch floor’s map draws', () => {
  const exposed = {
    siteId: 's1',
    ...PLACES.s1,
    radiusKm: 50,
    day: count(1),
    week: count(1),
    top: [],
    recent: [],
  };
  const table: SiteTable = {
    count: 3,
    owners: [{ email: 'ana@team.example', name: 'Ana' }],
    columns: {
      id: ['s1', 's2', 's3'],
      name: ['Paris office', 'Lyon depot', 'Nice hotel'],
      latitude: [48.87, 45.76, 43.7],
      longitude: [2.33, 4.83, 7.26],
      address: ['', '', ''],
      tags: [[], [], []],
      visibility: ['team', 'team', 'team'],
      owner: [0, 0, 0],
    },
  };

  test('a small team: every site, from its table, those with incidents with their reach', () => {
    const answer = { ...exposure([exposed]), siteCount: 3 };
    expect(mapsEverySite(answer)).toBe(true);
    expect(exposureMapSites(answer, table)).toEqual([
      { id: 's1', name: 'Paris office', longitude: 2.33, latitude: 48.87, radiusKm: 50 },
      { id: 's2', name: 'Lyon depot', longitude: 4.83, latitude: 45.76, radiusKm: 0 },
      { id: 's3', name: 'Nice hotel', longitude: 7.26, latitude: 43.7, radiusKm: 0 },
    ]);
  });

  test('a large team: only the sites with incidents, named and placed by the exposure itself', () => {
    const answer = { ...exposure([exposed]), siteCount: ALL_SITES_UP_TO + 1 };
    expect(mapsEverySite(answer)).toBe(false);
    expect(exposureMapSites(answer)).toEqual([
      { id: 's1', name: 'Paris office', longitude: 2.33, latitude: 48.87, radiusKm: 50 },
    ]);
    // A table read anyway (the Sites page's, in the cache) does not turn it into a carpet.
    expect(exposureMapSites(answer, table)).toHaveLength(1);
  });

  test('no sites: nothing to map and no table to read', () => {
    expect(mapsEverySite({ ...exposure([]), siteCount: 0 })).toBe(false);
  });
});

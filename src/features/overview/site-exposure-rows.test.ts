import { describe, expect, test } from 'vitest';
import type { NearbyIncident, SitesExposure } from '@/lib/http/watchfloor';
import { dayTotals, nearSitesRows } from './site-exposure-rows';

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
  incidentsScanned: 100,
  truncated: false,
  sites,
});

const count = (n: number) => ({ count: n, maxImpact: n ? 3 : null });
const names = new Map([
  ['s1', 'Paris office'],
  ['s2', 'Lyon depot'],
]);

describe('incidents near our sites since the analyst last looked', () => {
  test('only those started since, highest impact first, then nearest', () => {
    const rows = nearSitesRows(
      exposure([
        {
          siteId: 's1',
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
          radiusKm: 50,
          day: count(1),
          week: count(1),
          top: [incident('IN-4', 3, 1_500, 2)],
          recent: [],
        },
      ]),
      names,
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
          radiusKm: 50,
          day: count(1),
          week: count(1),
          top: [incident('IN-9', 4, 1_000, 30)],
          // In both lists of the same site: still one site.
          recent: [incident('IN-9', 4, 1_000, 30)],
        },
        {
          siteId: 's2',
          radiusKm: 50,
          day: count(1),
          week: count(1),
          top: [incident('IN-9', 4, 1_000, 12)],
          recent: [],
        },
      ]),
      names,
      0,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ site: { name: 'Lyon depot' }, distanceKm: 12, otherSites: 1 });
  });

  test('the day totals count sites with incidents and their incidents', () => {
    expect(
      dayTotals(
        exposure([
          { siteId: 's1', radiusKm: 50, day: count(2), week: count(3), top: [], recent: [] },
          { siteId: 's2', radiusKm: 50, day: count(0), week: count(1), top: [], recent: [] },
        ]),
      ),
    ).toEqual({ sites: 1, incidents: 2 });
  });
});

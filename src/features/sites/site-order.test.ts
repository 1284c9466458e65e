import { expect, test } from 'vitest';
import type { TableSite } from '../../../contract/sites/site-table';
import type { SiteExposure } from '@/lib/http/watchfloor';
import { exposureLevel, orderSites } from './site-order';

const site = (name: string, extra: Partial<TableSite> = {}): TableSite => ({
  id: name,
  name,
  latitude: 0,
  longitude: 0,
  address: '',
  tags: [],
  visibility: 'team',
  owner: { email: 'ana@team.example', name: 'Ana' },
  ...extra,
});

const exposure = (
  siteId: string,
  day: [number, number | null],
  week: [number, number | null],
): SiteExposure => ({
  siteId,
  name: siteId,
  longitude: 0,
  latitude: 0,
  radiusKm: 10,
  day: { count: day[0], maxImpact: day[1] },
  week: { count: week[0], maxImpact: week[1] },
  top: [],
  recent: [],
});

const sites = [site('Abuja'), site('Berlin'), site('Cairo'), site('Dakar'), site('Erbil')];
const counts = new Map(
  [
    exposure('Berlin', [0, null], [2, 4]),
    exposure('Cairo', [1, 3], [1, 3]),
    exposure('Erbil', [0, null], [5, 2]),
    exposure('Dakar', [2, 5], [3, 5]),
  ].map((entry) => [entry.siteId, entry]),
);

test('the most exposed first: today’s highest impact, then the week’s, then how many', () => {
  expect(orderSites(sites, counts, 'exposure', undefined).map((row) => row.site.name)).toEqual([
    'Dakar',
    'Cairo',
    'Berlin',
    'Erbil',
    'Abuja',
  ]);
  expect(orderSites(sites, counts, 'name', undefined).map((row) => row.site.name)).toEqual([
    'Abuja',
    'Berlin',
    'Cairo',
    'Dakar',
    'Erbil',
  ]);
});

test('the filter matches every word in a name, an address or a tag', () => {
  const tagged = [site('Depot', { tags: ['Fuel'] }), site('Office', { address: 'Rue de Paris' })];
  expect(orderSites(tagged, undefined, 'exposure', 'fuel').map((row) => row.site.name)).toEqual([
    'Depot',
  ]);
  expect(
    orderSites(tagged, undefined, 'exposure', 'rue PARIS').map((row) => row.site.name),
  ).toEqual(['Office']);
});

test('a site’s colour level: nothing, this week, today, major today', () => {
  expect(exposureLevel(undefined)).toBe(0);
  expect(exposureLevel(counts.get('Berlin'))).toBe(1);
  expect(exposureLevel(counts.get('Cairo'))).toBe(2);
  expect(exposureLevel(counts.get('Dakar'))).toBe(3);
});

test('sorting only the touched sites gives the order a sort of every site gives', () => {
  // Deterministic spread: most sites untouched, some touched, some with an entry that counts
  // nothing (they belong among the untouched, in name order), ties kept in name order.
  const many = Array.from({ length: 2_000 }, (_, index) =>
    site(`site ${String(index).padStart(4, '0')}`),
  );
  const entries = new Map<string, SiteExposure>();
  for (let index = 0; index < many.length; index += 7) {
    const id = many[index]!.id;
    const day = index % 3;
    entries.set(
      id,
      index % 21 === 0
        ? exposure(id, [0, null], [0, null])
        : exposure(id, [day, day ? index % 5 : null], [day + (index % 4), (index % 6) - 1]),
    );
  }
  const key = (found: SiteExposure | undefined) => [
    found?.day.maxImpact ?? -100,
    found?.week.maxImpact ?? -100,
    found?.day.count ?? 0,
    found?.week.count ?? 0,
  ];
  const everyRow = many
    .map((entry, index) => ({ name: entry.name, index, key: key(entries.get(entry.id)) }))
    .sort((a, b) => {
      for (let at = 0; at < 4; at += 1) {
        const difference = b.key[at]! - a.key[at]!;
        if (difference !== 0) return difference;
      }
      return a.index - b.index;
    })
    .map((row) => row.name);
  expect(orderSites(many, entries, 'exposure', undefined).map((row) => row.site.name)).toEqual(
    everyRow,
  );
});

import type { Feature, Polygon } from 'geojson';
import { describe, expect, test } from 'vitest';
import {
  layoutSvgMap,
  type SvgMapCountries,
  type SvgMapIncident,
  type SvgMapSite,
} from './svg-map-layout.ts';

const WIDTH = 640;
const HEIGHT = 360;
const PADDING = 24;

const site = (id: string, longitude: number, latitude: number, radiusKm = 50): SvgMapSite => ({
  id,
  name: `Site ${id}`,
  longitude,
  latitude,
  radiusKm,
});

const incident = (id: string, longitude: number, latitude: number, impact = 3): SvgMapIncident => ({
  id,
  label: `Incident ${id}`,
  longitude,
  latitude,
  colour: '#c0392b',
  impact,
});

/** A country as world-atlas gives it after unwrapping: d3 (clockwise) winding. */
function boxCountry(name: string, west: number, south: number, east: number, north: number) {
  const ring = [
    [west, south],
    [west, north],
    [east, north],
    [east, south],
    [west, south],
  ];
  return {
    type: 'Feature',
    properties: { name },
    geometry: { type: 'Polygon', coordinates: [ring] },
  } satisfies Feature<Polygon>;
}

const countries = (...features: ReturnType<typeof boxCountry>[]): SvgMapCountries => ({
  type: 'FeatureCollection',
  features,
});

/** The bounding box of a path's points (geoPath writes only M, L and Z with x,y pairs). */
function pathBox(d: string) {
  const numbers = (d.match(/-?\d+(?:\.\d+)?(?:e-?\d+)?/g) ?? []).map(Number);
  const xs = numbers.filter((_, index) => index % 2 === 0);
  const ys = numbers.filter((_, index) => index % 2 === 1);
  return {
    x0: Math.min(...xs),
    x1: Math.max(...xs),
    y0: Math.min(...ys),
    y1: Math.max(...ys),
  };
}

function expectInsideView(x: number, y: number) {
  expect(x).toBeGreaterThanOrEqual(PADDING - 0.5);
  expect(x).toBeLessThanOrEqual(WIDTH - PADDING + 0.5);
  expect(y).toBeGreaterThanOrEqual(PADDING - 0.5);
  expect(y).toBeLessThanOrEqual(HEIGHT - PADDING + 0.5);
}

const layout = (input: Omit<Parameters<typeof layoutSvgMap>[0], 'width' | 'height'>) =>
  layoutSvgMap({ width: WIDTH, height: HEIGHT, padding: PADDING, ...input });

describe('layoutSvgMap', () => {
  test('every mark, site areas included, lies inside the padded viewBox', () => {
    const result = layout({
      sites: [site('paris', 2.35, 48.86, 300), site('berlin', 13.4, 52.52, 100)],
      incidents: [incident('a', -3.7, 40.4), incident('b', 21, 52.2), incident('c', 12.5, 41.9)],
    });
    expect(result.viewBox).toBe(`0 0 ${WIDTH} ${HEIGHT}`);
    expect(result.incidents).toHaveLength(3);
    for (const mark of [...result.sites, ...result.incidents]) expectInsideView(mark.x, mark.y);
    for (const mark of result.sites) {
      const box = pathBox(mark.areaPath);
      expectInsideView(box.x0, box.y0);
      expectInsideView(box.x1, box.y1);
    }
  });

  test('two sites on opposite sides of the world are both inside', () => {
    const result = layout({ sites: [site('london', -0.13, 51.5), site('sydney', 151.2, -33.87)] });
    for (const mark of result.sites) {
      expectInsideView(mark.x, mark.y);
      const box = pathBox(mark.areaPath);
      expectInsideView(box.x0, box.y0);
      expectInsideView(box.x1, box.y1);
    }
    const [london, sydney] = result.sites;
    // Far apart on the map too, not squeezed into a corner.
    expect(Math.abs(london!.x - sydney!.x)).toBeGreaterThan(WIDTH / 4);
  });

  test('a lone site is shown with at least ±3° around it, not at street level', () => {
    const [lone] = layout({ sites: [site('lone', 10, 50, 10)] }).sites;
    const box = pathBox(lone!.areaPath);
    // 6° across fits the padded height at about 52 px a degree; 10 km is 0.09°, so about 9 px
    // across (a street-level fit would make it fill the view, a world one under a pixel).
    const pxPerDegreeAtMost = (HEIGHT - 2 * PADDING) / 6;
    const diameterDegrees = (2 * 10) / 111.195;
    expect(box.y1 - box.y0).toBeLessThanOrEqual(diameterDegrees * pxPerDegreeAtMost * 1.1);
    expect(box.y1 - box.y0).toBeGreaterThan(diameterDegrees * pxPerDegreeAtMost * 0.5);
    // Centred (give or take the projection shrinking degrees of latitude towards the pole).
    expect(Math.abs(lone!.x - WIDTH / 2)).toBeLessThan(1);
    expect(Math.abs(lone!.y - HEIGHT / 2)).toBeLessThan(6);
  });

  test('the area drawn around a site grows with its radius', () => {
    const result = layout({ sites: [site('small', 5, 45, 100), site('large', 5, 45, 300)] });
    const [small, large] = result.sites.map((mark) => pathBox(mark.areaPath));
    const ratio = (large!.x1 - large!.x0) / (small!.x1 - small!.x0);
    expect(ratio).toBeGreaterThan(2.7);
    expect(ratio).toBeLessThan(3.3);
  });

  test('with no marks the whole world fills the view', () => {
    const result = layout({});
    const world = pathBox(result.spherePath);
    // Equal Earth is wider than 16:9, so the world fills the padded width, centred.
    expect(world.x0).toBeCloseTo(PADDING, 0);
    expect(world.x1).toBeCloseTo(WIDTH - PADDING, 0);
    expect((world.y0 + world.y1) / 2).toBeCloseTo(HEIGHT / 2, 0);
    expect(result.sites).toEqual([]);
    expect(result.incidents).toEqual([]);
  });

  test('marks on both sides of the antimeridian stay together in the middle', () => {
    const result = layout({
      sites: [site('fiji', 179.5, -17, 200)],
      incidents: [incident('samoa-ish', -179.5, -16.5)],
      countries: countries(boxCountry('Fiji', 177, -19, 182, -16)),
    });
    const [fiji] = result.sites;
    const [other] = result.incidents;
    expectInsideView(fiji!.x, fiji!.y);
    expectInsideView(other!.x, other!.y);
    expect(Math.abs(fiji!.x - other!.x)).toBeLessThan(WIDTH / 4);
    const area = pathBox(fiji!.areaPath);
    expect(area.x1 - area.x0).toBeLessThan(WIDTH / 2);
    // The country across the antimeridian is one shape here, not a band across the world.
    expect(result.countryPaths).toHaveLength(1);
    const country = pathBox(result.countryPaths[0]!.d);
    expect(country.x1 - country.x0).toBeLessThan(WIDTH);
  });

  test('a site whose area covers a pole is centred on its own longitude', () => {
    const [polar] = layout({ sites: [site('polar', 100, 85, 1500)] }).sites;
    expect(Math.abs(polar!.x - WIDTH / 2)).toBeLessThan(1);
    expectInsideView(polar!.x, polar!.y);
  });

  test('countries wholly outside the view are left out', () => {
    const result = layout({
      sites: [site('paris', 2.35, 48.86)],
      countries: countries(boxCountry('Here', 0, 46, 5, 51), boxCountry('Far', -60, -30, -50, -20)),
    });
    expect(result.countryPaths.map((country) => country.name)).toEqual(['Here']);
  });

  test('marks without a usable position are left out instead of breaking the map', () => {
    const result = layout({
      sites: [site('nowhere', Number.NaN, 10), site('ok', 2, 48)],
      incidents: [incident('pole-beyond', 0, 95), incident('ok', 3, 47)],
    });
    expect(result.sites.map((mark) => mark.id)).toEqual(['ok']);
    expect(result.incidents.map((mark) => mark.id)).toEqual(['ok']);
    for (const mark of [...result.sites, ...result.incidents]) expectInsideView(mark.x, mark.y);
  });

  test('incident dots grow with impact and the highest impact is drawn last', () => {
    const result = layout({
      incidents: [
        incident('high', 1, 1, 5),
        incident('unrated', 2, 2, -1),
        incident('mid', 3, 3, 2),
      ],
    });
    expect(result.incidents.map((mark) => mark.id)).toEqual(['unrated', 'mid', 'high']);
    const [unrated, mid, high] = result.incidents.map((mark) => mark.r);
    expect(unrated).toBeLessThan(mid!);
    expect(mid).toBeLessThan(high!);
  });

  test('addresses come from hrefFor, and only for the marks it gives one', () => {
    const result = layout({
      sites: [site('s1', 1, 1)],
      incidents: [incident('i1', 2, 2), incident('i2', 3, 3)],
      hrefFor: {
        site: (mark) => `/sites/${mark.id}`,
        incident: (mark) => (mark.id === 'i1' ? `/incidents/${mark.id}` : undefined),
      },
    });
    expect(result.sites[0]!.href).toBe('/sites/s1');
    expect(result.incidents.map((mark) => mark.href)).toEqual(['/incidents/i1', undefined]);
  });
});

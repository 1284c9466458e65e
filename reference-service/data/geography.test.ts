import { continents } from 'countries-list';
import { describe, expect, test } from 'vitest';
import { loadCountries, loadPlaces, type CountryRecord } from './geography.ts';
import { distanceKm, pointInPolygon, type LngLat, type PolygonRings } from './geometry.ts';

const countries = loadCountries();
const byCode = new Map(countries.map((country) => [country.code, country]));

function polygonsOf(country: CountryRecord): PolygonRings[] {
  return country.geometry.type === 'Polygon'
    ? [country.geometry.coordinates]
    : country.geometry.coordinates;
}

function countriesAt(longitude: number, latitude: number): string[] {
  return countries
    .filter(({ bbox: [west, south, east, north] }) => {
      return longitude >= west && longitude <= east && latitude >= south && latitude <= north;
    })
    .filter((country) =>
      polygonsOf(country).some((rings) => pointInPolygon(longitude, latitude, rings)),
    )
    .map((country) => country.code);
}

describe('loadCountries', () => {
  test('is memoised', () => {
    expect(loadCountries()).toBe(countries);
  });

  test('has ISO codes, names and continents', () => {
    expect(countries.length).toBeGreaterThanOrEqual(170);
    const codes = countries.map((country) => country.code);
    const alpha2s = countries.map((country) => country.alpha2);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(alpha2s).size).toBe(alpha2s.length);
    for (const country of countries) {
      expect(country.code).toMatch(/^[A-Z]{3}$/);
      expect(country.alpha2).toMatch(/^[A-Z]{2}$/);
      expect(country.name).not.toBe('');
      expect(country.name).not.toMatch(/,|\(/);
      expect(Object.keys(continents)).toContain(country.continent.code);
      expect(country.continent.name).toBe(continents[country.continent.code]);
    }
  });

  test('is sorted by name', () => {
    const names = countries.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  test('uses readable common names', () => {
    expect(byCode.get('GBR')).toMatchObject({
      alpha2: 'GB',
      name: 'United Kingdom',
      continent: { code: 'EU', name: 'Europe' },
      hasOfficialAlpha2: true,
    });
    expect(byCode.get('RUS')?.name).toBe('Russia');
    expect(byCode.get('IRN')?.name).toBe('Iran');
    expect(byCode.get('USA')?.name).toMatch(/^United States/);
    expect(byCode.get('CUW')?.name).toBe('Curaçao');
  });

  test('includes Kosovo with a user-assigned alpha2 and Antarctica', () => {
    expect(byCode.get('XKX')).toMatchObject({ alpha2: 'XK', name: 'Kosovo' });
    expect(countries.filter((country) => !country.hasOfficialAlpha2).map((c) => c.code)).toEqual([
      'XKX',
    ]);
    expect(byCode.get('ATA')?.continent.code).toBe('AN');
  });

  test('geometries are planar: closed rings within -180..180 and no edge across the map', () => {
    for (const country of countries) {
      const [west, south, east, north] = country.bbox;
      expect(west).toBeGreaterThanOrEqual(-180);
      expect(east).toBeLessThanOrEqual(180);
      expect(south).toBeGreaterThanOrEqual(-90);
      expect(north).toBeLessThanOrEqual(90);
      const positions: LngLat[] = [];
      for (const ring of polygonsOf(country).flat()) {
        expect(ring.length).toBeGreaterThanOrEqual(4);
        expect(ring[0]).toEqual(ring[ring.length - 1]);
        for (let index = 1; index < ring.length; index++) {
          const [lng1, lat1] = ring[index - 1]!;
          const [lng2, lat2] = ring[index]!;
          // Only the edge Antarctica runs along the pole may cross the whole map.
          if (Math.abs(lng2 - lng1) > 180) expect([lat1, lat2]).toEqual([-90, -90]);
        }
        positions.push(...ring);
      }
      const lngs = positions.map(([lng]) => lng);
      const lats = positions.map(([, lat]) => lat);
      expect(country.bbox).toEqual([
        Math.min(...lngs),
        Math.min(...lats),
        Math.max(...lngs),
        Math.max(...lats),
      ]);
    }
  });

  test.each([
    { place: 'Moscow', longitude: 37.62, latitude: 55.75, expected: ['RUS'] },
    { place: 'London', longitude: -0.1276, latitude: 51.5072, expected: ['GBR'] },
    { place: 'Kyiv', longitude: 30.52, latitude: 50.45, expected: ['UKR'] },
    // The recognised border, not Natural Earth's de facto one.
    { place: 'Sevastopol', longitude: 33.52, latitude: 44.6, expected: ['UKR'] },
    {
      place: 'Taman, across the Kerch Strait',
      longitude: 36.72,
      latitude: 45.21,
      expected: ['RUS'],
    },
    { place: 'Los Angeles', longitude: -118.24, latitude: 34.05, expected: ['USA'] },
    { place: 'Anchorage', longitude: -149.9, latitude: 61.2, expected: ['USA'] },
    { place: 'Pristina', longitude: 21.17, latitude: 42.67, expected: ['XKX'] },
    { place: 'Perth', longitude: 115.86, latitude: -31.95, expected: ['AUS'] },
    {
      place: 'Chukotka east of the antimeridian',
      longitude: -175,
      latitude: 67,
      expected: ['RUS'],
    },
    { place: 'Chukotka near Cape Dezhnev', longitude: -171, latitude: 66.2, expected: ['RUS'] },
    {
      place: 'Chukotka just west of the antimeridian',
      longitude: 179.99,
      latitude: 68.9,
      expected: ['RUS'],
    },
    {
      place: 'Chukotka just east of the antimeridian',
      longitude: -179.99,
      latitude: 68.9,
      expected: ['RUS'],
    },
    { place: 'Wrangel Island', longitude: -179.5, latitude: 71.2, expected: ['RUS'] },
    { place: 'Viti Levu, Fiji', longitude: 178, latitude: -17.8, expected: ['FJI'] },
    {
      place: 'Taveuni, Fiji, east of the antimeridian',
      longitude: -179.97,
      latitude: -16.8,
      expected: ['FJI'],
    },
    { place: 'Antarctica at the pole', longitude: 0, latitude: -89.9, expected: ['ATA'] },
    {
      place: 'Antarctica inland of the Ross Ice Shelf, across the antimeridian',
      longitude: 179.9,
      latitude: -86,
      expected: ['ATA'],
    },
    {
      place: 'Antarctica inland of the Ross Ice Shelf, across the antimeridian',
      longitude: -179.9,
      latitude: -86,
      expected: ['ATA'],
    },
    { place: 'Antarctica, inland', longitude: 100, latitude: -80, expected: ['ATA'] },
    { place: 'the mid-Pacific', longitude: -150, latitude: 0, expected: [] },
    { place: 'the Gulf of Guinea', longitude: 0, latitude: 0, expected: [] },
    { place: 'the Chukchi Sea', longitude: -160, latitude: 75, expected: [] },
    { place: 'the North Pacific', longitude: -170, latitude: 45, expected: [] },
    { place: 'the Southern Ocean', longitude: 0, latitude: -50, expected: [] },
  ])('$place ($longitude, $latitude) is in $expected', ({ longitude, latitude, expected }) => {
    expect(countriesAt(longitude, latitude)).toEqual(expected);
  });

  test('(-170, 66) in Chukotka lies just off the 1:50m coast', () => {
    // Natural Earth 1:50m ends a few kilometres short of it: in no country, but next to Russia.
    expect(countriesAt(-170, 66)).toEqual([]);
    expect(distanceKm(-170, 66, byCode.get('RUS')!.geometry)).toBeLessThan(10);
  });
});

describe('loadPlaces', () => {
  const places = loadPlaces();

  test('is memoised', () => {
    expect(loadPlaces()).toBe(places);
  });

  test('has thousands of distinct places in known countries with valid zones', () => {
    expect(places.length).toBeGreaterThanOrEqual(5000);
    const keys = new Set(places.map((p) => `${p.name}|${p.province}|${p.countryCode}`));
    expect(keys.size).toBe(places.length);
    const zones = new Set(places.map((place) => place.timeZone));
    for (const timeZone of zones) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone })).not.toThrow();
    }
    for (const place of places) {
      expect(byCode.has(place.countryCode)).toBe(true);
      expect(Number.isInteger(place.population)).toBe(true);
      expect(Math.abs(place.longitude)).toBeLessThanOrEqual(180);
      expect(Math.abs(place.latitude)).toBeLessThanOrEqual(90);
    }
    expect(places.some((place) => place.countryCode === 'XKX')).toBe(true);
  });

  test('nearly every place lies in (or within 50 km of) its country', () => {
    // Misses: islands and enclaves too small for 1:50m.
    const far = places.filter(
      (place) =>
        distanceKm(place.longitude, place.latitude, byCode.get(place.countryCode)!.geometry) > 50,
    );
    expect(far.length / places.length).toBeLessThan(0.002);
  });
});

import { cityMapping } from 'city-timezones';
import { continents, countries as countryInfo, type TContinentCode } from 'countries-list';
import type * as IsoCountries from 'i18n-iso-countries';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { polygonBbox, type Bbox, type LngLat, type PolygonalGeometry } from './geometry.ts';

/**
 * Countries and places of the reference service: Natural Earth 1:50m borders (world-atlas), ISO
 * codes (i18n-iso-countries), continents and names (countries-list) and populated places with
 * their IANA zones (city-timezones). Natural Earth draws the de facto borders: Crimea lies inside
 * Russia's polygon.
 */

export interface CountryRecord {
  /** ISO 3166-1 alpha-3, upper case ('XKX' for Kosovo). */
  code: string;
  /** ISO 3166-1 alpha-2 ('XK' for Kosovo). */
  alpha2: string;
  name: string;
  continent: { code: TContinentCode; name: string };
  /** False for Kosovo, whose XK is user-assigned: inside incidents its alpha2 is null. */
  hasOfficialAlpha2: boolean;
  /** Planar in longitude -180..180: rings that crossed the antimeridian are split there. */
  geometry: PolygonalGeometry;
  bbox: Bbox;
}

export interface Place {
  name: string;
  province: string;
  /** ISO alpha-3, as in `CountryRecord.code`. */
  countryCode: string;
  longitude: number;
  latitude: number;
  population: number;
  /** IANA zone name. */
  timeZone: string;
}

const require = createRequire(import.meta.url);
// The package's Node entry registers ~80 locales (35 ms); English is all we need.
const isoCountries = require('i18n-iso-countries/index.js') as typeof IsoCountries;
isoCountries.registerLocale(require('i18n-iso-countries/langs/en.json') as IsoCountries.LocaleData);

/**
 * Natural Earth features without an ISO numeric id that still have a code. Kosovo's XKX is the
 * code in common use (i18n-iso-countries lists XKK).
 */
const UNNUMBERED: Readonly<Record<string, { code: string; alpha2: string }>> = {
  Kosovo: { code: 'XKX', alpha2: 'XK' },
};
/*
 * Features without an id that are skipped: 'N. Cyprus' and 'Somaliland' (no ISO code; ISO counts
 * them in Cyprus and Somalia), 'Indian Ocean Ter.' (Christmas and Cocos Islands merged into one
 * feature, ISO CX and CC) and 'Siachen Glacier' (disputed between India and Pakistan). Points in
 * them belong to no country.
 */
const USER_ASSIGNED_ALPHA2 = new Set(['XK']);

type Ring = LngLat[];
type Polygon = Ring[];

const stripMarks = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * countries-list has the common short English names ("Russia", "Iran", "Laos"); the ISO-style
 * names of i18n-iso-countries read "Iran, Islamic Republic of" and its aliases are not always
 * readable ("UK", "Congo" for both Congos). When an ISO name differs from countries-list's only
 * by accents ("Curaçao"), the accented one wins.
 */
function countryName(alpha2: string, fallback: string): string {
  const common = (countryInfo as Record<string, { name: string } | undefined>)[alpha2]?.name;
  if (!common) return fallback;
  const isoNames = isoCountries.getName(alpha2, 'en', { select: 'all' }) ?? [];
  return isoNames.find((name) => name !== common && stripMarks(name) === common) ?? common;
}

// --- Antimeridian ---------------------------------------------------------------------------
// world-atlas geometry is spherical (stitched): Russia's, Fiji's and Antarctica's rings jump
// between +180 and -180, which a planar test reads as a band across the whole map. Each ring is
// unwrapped so its longitudes are continuous, rings round a pole are closed along the pole, and
// polygons reaching past ±180 are cut there, the far piece shifted back by 360°.

function unwrapRing(ring: readonly (readonly number[])[]): { ring: Ring; turns: number } {
  const out: Ring = [];
  let shift = 0;
  let previous: number | undefined;
  for (const [lng = NaN, lat = NaN] of ring) {
    if (previous !== undefined) {
      const step = lng + shift - previous;
      if (step > 180) shift -= 360;
      else if (step < -180) shift += 360;
    }
    previous = lng + shift;
    out.push([previous, lat]);
  }
  const first = out[0];
  const last = out[out.length - 1];
  const turns = first && last ? Math.round((last[0] - first[0]) / 360) : 0;
  return { ring: out, turns };
}

function signedArea(ring: Ring): number {
  let area = 0;
  for (let index = 1; index < ring.length; index++) {
    const [x1, y1] = ring[index - 1]!;
    const [x2, y2] = ring[index]!;
    area += x1 * y2 - x2 * y1;
  }
  return area / 2;
}

function centreLng(ring: Ring): number {
  let min = Infinity;
  let max = -Infinity;
  for (const [lng] of ring) {
    min = Math.min(min, lng);
    max = Math.max(max, lng);
  }
  return (min + max) / 2;
}

const shiftRing = (ring: Ring, by: number): Ring =>
  by === 0 ? ring : ring.map(([lng, lat]): LngLat => [lng + by, lat]);

/** Closes a ring, drops repeated points; null when nothing with an area is left. */
function cleanRing(points: readonly LngLat[]): Ring | null {
  const ring: Ring = [];
  for (const point of points) {
    const last = ring[ring.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) ring.push(point);
  }
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) ring.push(first);
  return ring.length >= 4 && signedArea(ring) !== 0 ? ring : null;
}

/** Planar rings of one spherical polygon: the outer ring first, counter-clockwise; holes clockwise. */
function planarPolygon(spherical: readonly (readonly (readonly number[])[])[]): Polygon | null {
  const rings: Ring[] = [];
  for (const source of spherical) {
    const { ring, turns } = unwrapRing(source);
    if (turns === 0) {
      rings.push(ring);
      continue;
    }
    // The stitched 50m Antarctica keeps Natural Earth's edge at -89.999° as a ring round the pole,
    // a hole of nothing once the coast is closed along the pole itself.
    if (ring.every(([, lat]) => Math.abs(lat) > 89.99)) continue;
    const first = ring[0]!;
    const last = ring[ring.length - 1]!;
    const pole = ring.reduce((sum, [, lat]) => sum + lat, 0) < 0 ? -90 : 90;
    rings.push([...ring, [last[0], pole], [first[0], pole], first]);
  }
  const [outer, ...holes] = rings;
  if (!outer) return null;
  // Keep the bulk of the outer ring in -180..180 and each hole next to it.
  const outerCentre = centreLng(outer);
  const outerShift = -360 * Math.round(outerCentre / 360);
  const polygon: Polygon = [];
  for (const [index, ring] of [outer, ...holes].entries()) {
    const shift =
      index === 0
        ? outerShift
        : 360 * Math.round((outerCentre + outerShift - centreLng(ring)) / 360);
    const cleaned = cleanRing(shiftRing(ring, shift));
    if (!cleaned) {
      if (index === 0) return null;
      continue;
    }
    const clockwise = signedArea(cleaned) < 0;
    polygon.push(clockwise === (index === 0) ? cleaned.reverse() : cleaned);
  }
  return polygon;
}

function ringContains(ring: Ring, [x, y]: LngLat): boolean {
  let inside = false;
  for (let index = 0, previous = ring.length - 1; index < ring.length; previous = index++) {
    const [xi, yi] = ring[index]!;
    const [xj, yj] = ring[previous]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

interface Chain {
  points: LngLat[];
  entryUsed: boolean;
}

/**
 * Cuts a polygon (outer ring counter-clockwise, holes clockwise) along the meridian `cut` into the
 * polygons west of it and east of it. Every ring is broken into chains that lie on one side and
 * start and end on the cut; each side's boundary is closed by walking along the cut from a chain's
 * end to the next chain's start (northwards on the west side, southwards on the east side, keeping
 * the inside on the left). This is exact for any number of crossings and for holes that cross.
 * Points on the cut count as east.
 */
function splitAtMeridian(polygon: Polygon, cut: number): { west: Polygon[]; east: Polygon[] } {
  const sideOf = ([lng]: LngLat) => (lng < cut ? 0 : 1);
  const crossing = (a: LngLat, b: LngLat): LngLat => {
    if (a[0] === cut) return a;
    if (b[0] === cut) return b;
    return [cut, a[1] + ((cut - a[0]) * (b[1] - a[1])) / (b[0] - a[0])];
  };
  const chains: [Chain[], Chain[]] = [[], []];
  const whole: [Ring[], Ring[]] = [[], []];

  for (const ring of polygon) {
    const vertices = ring.slice(0, -1);
    const count = vertices.length;
    const start = vertices.findIndex(
      (vertex, index) => sideOf(vertex) !== sideOf(vertices[(index + count - 1) % count]!),
    );
    if (start < 0) {
      whole[sideOf(vertices[0]!)].push(ring);
      continue;
    }
    let previous = vertices[(start + count - 1) % count]!;
    let current: Chain = { points: [crossing(previous, vertices[start]!)], entryUsed: false };
    for (let step = 0; step < count; step++) {
      const vertex = vertices[(start + step) % count]!;
      if (sideOf(vertex) !== sideOf(previous) && step > 0) {
        const point = crossing(previous, vertex);
        current.points.push(point);
        chains[sideOf(previous)].push(current);
        current = { points: [point], entryUsed: false };
      }
      current.points.push(vertex);
      previous = vertex;
    }
    current.points.push(crossing(previous, vertices[start]!));
    chains[sideOf(previous)].push(current);
  }

  const assemble = (side: 0 | 1): Polygon[] => {
    const sideChains = chains[side];
    const rings: Ring[] = [...whole[side]];
    const done = new Set<Chain>();
    for (const first of sideChains) {
      if (done.has(first)) continue;
      const points: LngLat[] = [];
      let chain = first;
      for (;;) {
        done.add(chain);
        points.push(...chain.points);
        const exitLat = chain.points[chain.points.length - 1]![1];
        // Next start along the cut: northwards on the west side, southwards on the east side.
        let next: Chain | undefined;
        let best = Infinity;
        for (const candidate of sideChains) {
          if (candidate.entryUsed) continue;
          const distance = (candidate.points[0]![1] - exitLat) * (side === 0 ? 1 : -1);
          if (distance >= 0 && distance < best) {
            best = distance;
            next = candidate;
          }
        }
        if (!next) throw new Error('Unbalanced crossings while cutting at the antimeridian');
        next.entryUsed = true;
        if (next === first) break;
        chain = next;
      }
      const ring = cleanRing(points);
      if (ring) rings.push(ring);
    }
    return assemblePolygons(rings, cut);
  };
  return { west: assemble(0), east: assemble(1) };
}

/** Counter-clockwise rings become polygons; clockwise ones are holes of the outer that holds them. */
function assemblePolygons(rings: Ring[], cut: number): Polygon[] {
  const outers = rings.filter((ring) => signedArea(ring) > 0).map((ring): Polygon => [ring]);
  for (const hole of rings.filter((ring) => signedArea(ring) < 0)) {
    // A vertex off the cut, where it cannot be on an outer ring's edge along the cut.
    const probe = hole.reduce((a, b) => (Math.abs(b[0] - cut) > Math.abs(a[0] - cut) ? b : a));
    outers.find(([outer]) => outer && ringContains(outer, probe))?.push(hole);
  }
  return outers;
}

function toPlanar(spherical: readonly (readonly (readonly number[])[])[]): Polygon[] {
  const first = planarPolygon(spherical);
  const pending = first ? [first] : [];
  const done: Polygon[] = [];
  for (let polygon = pending.pop(); polygon; polygon = pending.pop()) {
    const bbox = polygonBbox(polygon);
    if (bbox[2] > 180) {
      const { west, east } = splitAtMeridian(polygon, 180);
      pending.push(...west, ...east.map((piece) => piece.map((ring) => shiftRing(ring, -360))));
    } else if (bbox[0] < -180) {
      const { west, east } = splitAtMeridian(polygon, -180);
      pending.push(...east, ...west.map((piece) => piece.map((ring) => shiftRing(ring, 360))));
    } else {
      done.push(polygon);
    }
  }
  return done;
}

// --- Loading --------------------------------------------------------------------------------

interface CountryProperties {
  name: string;
}

let countriesCache: readonly CountryRecord[] | undefined;

/** Every country with an ISO code in Natural Earth 1:50m, sorted by name. */
export function loadCountries(): readonly CountryRecord[] {
  if (countriesCache) return countriesCache;
  const topology = require('world-atlas/countries-50m.json') as Topology<{
    countries: GeometryCollection<CountryProperties>;
  }>;
  const collection = feature(topology, topology.objects.countries);
  // Natural Earth has some countries in several features (Australia and Ashmore and Cartier).
  const byCode = new Map<string, { alpha2: string; fallbackName: string; polygons: Polygon[] }>();
  for (const { id, properties, geometry } of collection.features) {
    const numeric = id === undefined ? undefined : String(id);
    const codes = numeric
      ? {
          code: isoCountries.numericToAlpha3(numeric),
          alpha2: isoCountries.numericToAlpha2(numeric),
        }
      : UNNUMBERED[properties.name];
    if (!codes?.code || !codes.alpha2) continue;
    let entry = byCode.get(codes.code);
    if (!entry) {
      entry = { alpha2: codes.alpha2, fallbackName: properties.name, polygons: [] };
      byCode.set(codes.code, entry);
    }
    const spherical =
      geometry.type === 'Polygon'
        ? [geometry.coordinates]
        : geometry.type === 'MultiPolygon'
          ? geometry.coordinates
          : [];
    for (const polygon of spherical) entry.polygons.push(...toPlanar(polygon));
  }

  reassignCrimea(byCode);

  const records: CountryRecord[] = [];
  for (const [code, { alpha2, fallbackName, polygons }] of byCode) {
    const info = (countryInfo as Record<string, { continent: TContinentCode } | undefined>)[alpha2];
    if (!info || polygons.length === 0) continue;
    const [only] = polygons;
    records.push({
      code,
      alpha2,
      name: countryName(alpha2, fallbackName),
      continent: { code: info.continent, name: continents[info.continent] },
      hasOfficialAlpha2: !USER_ASSIGNED_ALPHA2.has(alpha2),
      geometry:
        polygons.length === 1 && only
          ? { type: 'Polygon', coordinates: only }
          : { type: 'MultiPolygon', coordinates: polygons },
      bbox: polygonBbox(polygons.flat()),
    });
  }
  records.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  countriesCache = records;
  return records;
}

/**
 * Natural Earth draws borders de facto and puts Crimea inside Russia. Threat-intelligence
 * reporting (and the place list, which files Crimea's cities under Ukraine) follows the
 * internationally recognised border, so the peninsula's polygon moves to Ukraine.
 */
function reassignCrimea(byCode: Map<string, { polygons: Polygon[] }>) {
  const russia = byCode.get('RUS');
  const ukraine = byCode.get('UKR');
  if (!russia || !ukraine) return;
  const isCrimea = (polygon: Polygon) => {
    const [minLng, minLat, maxLng, maxLat] = polygonBbox(polygon);
    return minLng > 32 && maxLng < 36.8 && minLat > 44.2 && maxLat < 46.3;
  };
  ukraine.polygons.push(...russia.polygons.filter(isCrimea));
  russia.polygons = russia.polygons.filter((polygon) => !isCrimea(polygon));
}

/** city-timezones codes that are not ISO alpha-3. Somaliland's ('SOL') have no country here. */
const PLACE_COUNTRY_CODES: Readonly<Record<string, string>> = {
  KOS: 'XKX',
  ALD: 'ALA',
  SAH: 'ESH',
};

function isTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== 'string' || timeZone === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

let placesCache: readonly Place[] | undefined;

/**
 * Populated places in the known countries with a zone Intl accepts, one per name, province and
 * country (the most populous).
 */
export function loadPlaces(): readonly Place[] {
  if (placesCache) return placesCache;
  const known = new Set(loadCountries().map((country) => country.code));
  const zones = new Map<string, boolean>();
  const places = new Map<string, Place>();
  for (const city of cityMapping) {
    const countryCode = PLACE_COUNTRY_CODES[city.iso3] ?? city.iso3;
    if (!known.has(countryCode)) continue;
    const timeZone: unknown = city.timezone;
    let valid = typeof timeZone === 'string' ? zones.get(timeZone) : false;
    if (valid === undefined) {
      valid = isTimeZone(timeZone);
      zones.set(timeZone as string, valid);
    }
    if (!valid || !Number.isFinite(city.lng) || !Number.isFinite(city.lat)) continue;
    const place: Place = {
      name: city.city,
      province: city.province ?? '',
      countryCode,
      longitude: city.lng,
      latitude: city.lat,
      population: Math.round(city.pop),
      timeZone: timeZone as string,
    };
    const key = `${place.name}\u0000${place.province}\u0000${countryCode}`;
    const existing = places.get(key);
    if (!existing || existing.population < place.population) places.set(key, place);
  }
  placesCache = [...places.values()];
  return placesCache;
}

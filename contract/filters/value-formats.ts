import {
  ALPHA3,
  CONTINENT_CODE,
  INTEGER,
  ISO_DURATION,
  patternBody,
  TAG_SLUG,
  THEME_ID,
  UNIX_SECONDS,
  UUID,
} from '../formats.ts';

/** How one value inside a filter is written, read and described. */
export interface ValueFormat<Value> {
  /** For messages: "expects <label>". */
  readonly label: string;
  /** Regular expression source (no anchors) matching one written value, for OpenAPI patterns. */
  readonly pattern: string;
  /** A realistic value, for documentation examples. */
  readonly example: Value;
  parse(text: string): ValueResult<Value>;
  format(value: Value): string;
  /** Orders two values; formats with an order can be used in `bt`/`nbt` ranges. */
  compare?(a: Value, b: Value): number;
}

export type ValueResult<Value> = { ok: true; value: Value } | { ok: false; reason: string };

const accept = <Value>(value: Value): ValueResult<Value> => ({ ok: true, value });
const reject = (reason: string): ValueResult<never> => ({ ok: false, reason });

function matching(regex: RegExp, label: string, example: string): ValueFormat<string> {
  return {
    label,
    pattern: patternBody(regex),
    example,
    parse: (text) => (regex.test(text) ? accept(text) : reject(`"${text}" is not ${label}`)),
    format: (value) => value,
  };
}

export const text: ValueFormat<string> = {
  label: 'a search term',
  // [\s\S] rather than `.`: a term may span lines.
  pattern: '[\\s\\S]*\\S[\\s\\S]*',
  example: 'ransomware',
  parse: (value) => (/\S/.test(value) ? accept(value) : reject('the search term is blank')),
  format: (value) => value,
};

export const uuid = matching(UUID, 'a UUID', '6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f');
export const alpha3 = matching(ALPHA3, 'an alpha-3 country code (e.g. GBR)', 'GBR');
export const continentCode = matching(
  CONTINENT_CODE,
  'a two-letter continent code (e.g. EU)',
  'EU',
);
export const themeId = matching(THEME_ID, 'a theme id (TH-<number>)', 'TH-149');
export const tagSlug = matching(
  TAG_SLUG,
  'a tag slug (lower-case words joined by -)',
  'ransomware',
);
export const isoDuration = matching(ISO_DURATION, 'an ISO 8601 duration (e.g. P1D, PT12H)', 'P7D');

export const unixSeconds: ValueFormat<number> = {
  label: 'a time in Unix seconds',
  pattern: patternBody(UNIX_SECONDS),
  example: 1_763_683_200,
  parse: (value) =>
    UNIX_SECONDS.test(value) ? accept(Number(value)) : reject(`"${value}" is not Unix seconds`),
  format: String,
  compare: (a, b) => a - b,
};

export const integer: ValueFormat<number> = {
  label: 'an integer',
  pattern: patternBody(INTEGER),
  example: 4,
  parse: (value) =>
    INTEGER.test(value) ? accept(Number(value)) : reject(`"${value}" is not an integer`),
  format: String,
  compare: (a, b) => a - b,
};

export const boolean: ValueFormat<boolean> = {
  label: 'true or false',
  pattern: 'true|false',
  example: true,
  parse: (value) =>
    value === 'true' || value === 'false'
      ? accept(value === 'true')
      : reject(`"${value}" is not true or false`),
  format: String,
};

/** `[longitude, latitude]`. */
export type LngLat = [longitude: number, latitude: number];
/** Polygon coordinates as GeoJSON writes them: rings of positions, each ring closed. */
export type PolygonCoordinates = LngLat[][];

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

function readRing(ring: unknown, index: number): ValueResult<LngLat[]> {
  if (!Array.isArray(ring)) return reject(`ring ${index + 1} is not an array of positions`);
  const positions: LngLat[] = [];
  for (const position of ring as unknown[]) {
    if (
      !Array.isArray(position) ||
      position.length !== 2 ||
      !isCoordinate(position[0], 180) ||
      !isCoordinate(position[1], 90)
    ) {
      return reject(
        `ring ${index + 1} has a position that is not [longitude, latitude] within ±180, ±90`,
      );
    }
    positions.push([position[0], position[1]]);
  }
  const first = positions[0];
  const last = positions.at(-1);
  const closed = first && last && first[0] === last[0] && first[1] === last[1];
  const open = closed ? positions.slice(0, -1) : positions;
  const distinct = new Set(open.map(([lng, lat]) => `${lng},${lat}`));
  if (distinct.size < 3) return reject(`ring ${index + 1} needs at least three distinct points`);
  return accept([...open, [open[0]![0], open[0]![1]]]);
}

/**
 * `[[[lng,lat],...]]`, longitude first. The vendor's examples leave rings open, so an open ring
 * is accepted and closed here; a ring needs three distinct points. Further rings are holes.
 */
export const polygon: ValueFormat<PolygonCoordinates> = {
  label: 'polygon coordinates [[[lng,lat],...]]',
  pattern: '\\[\\s*\\[\\s*\\[[\\s\\S]*\\]\\s*\\]\\s*\\]',
  example: [
    [
      [-0.51, 51.28],
      [0.33, 51.28],
      [0.33, 51.69],
      [-0.51, 51.69],
      [-0.51, 51.28],
    ],
  ],
  parse(value) {
    let json: unknown;
    try {
      json = JSON.parse(value);
    } catch {
      return reject('the polygon is not a JSON coordinate array [[[lng,lat],...]]');
    }
    if (!Array.isArray(json) || json.length === 0) {
      return reject('the polygon must be an array of rings [[[lng,lat],...]]');
    }
    const rings: LngLat[][] = [];
    for (const [index, ring] of (json as unknown[]).entries()) {
      const result = readRing(ring, index);
      if (!result.ok) return result;
      rings.push(result.value);
    }
    return accept(rings);
  },
  format: (rings) => JSON.stringify(rings),
};

/** `near` compares against one incident's map: `<map_id>;<kilometres>`. */
export interface Proximity {
  mapId: string;
  km: number;
}

/** Half the Earth's circumference: any larger radius covers the whole globe. */
export const MAX_NEAR_KM = 20_000;
/** One metre. Also keeps every radius written as a plain decimal (no `1e-7`). */
export const MIN_NEAR_KM = 0.001;
const KM = /^(?:0|[1-9]\d*)(?:\.\d+)?$/;

export const proximity: ValueFormat<Proximity> = {
  label: '<map id>;<kilometres>',
  pattern: `${uuid.pattern};(?:0|[1-9]\\d*)(?:\\.\\d+)?`,
  example: { mapId: '0b6f8f2e-3c1d-4e5f-8a9b-7c6d5e4f3a2b', km: 25 },
  parse(value) {
    const [mapId = '', km, ...rest] = value.split(';');
    if (km === undefined || rest.length > 0) {
      return reject('near takes a map id and a radius: <map id>;<kilometres>');
    }
    if (!UUID.test(mapId)) return reject(`"${mapId}" is not a map id (a UUID)`);
    if (!KM.test(km)) return reject(`"${km}" is not a distance in kilometres`);
    const distance = Number(km);
    if (distance < MIN_NEAR_KM || distance > MAX_NEAR_KM) {
      return reject(`the radius must be from ${MIN_NEAR_KM} to ${MAX_NEAR_KM} km`);
    }
    return accept({ mapId, km: distance });
  },
  format: ({ mapId, km }) => `${mapId};${km}`,
};

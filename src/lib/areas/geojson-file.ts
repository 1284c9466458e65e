import { getIssues } from '@placemarkio/check-geojson';
import type { AreaShape } from '../../../contract/areas/area-geometry';
import { checkAreaShape } from '../../../contract/areas/area-shape';
import { MAX_IMPORTED_AREAS } from '../../../contract/resources/areas';

/**
 * A GeoJSON file read into the areas it holds, each checked as the server will check it, so
 * the analyst sees before saving which areas are fine, which were mended (and how), and which
 * are refused and why. A MultiPolygon of several parts becomes one area per part, because the
 * incident API filters by one polygon.
 */

export interface ImportCandidate {
  key: string;
  name: string;
  /** The checked shape; undefined when the area is refused. */
  shape?: AreaShape;
  /** Why it cannot be imported. */
  problem?: string;
  notes: string[];
}

export type FileReading =
  | { ok: true; candidates: ImportCandidate[] }
  | { ok: false; message: string };

/** The server takes 8 MB in one import; a boundary file beyond that wants simplifying anyway. */
export const MAX_FILE_BYTES = 8 * 1024 * 1024;
const MAX_NAME = 200;

const NAME_KEYS = ['name', 'Name', 'NAME', 'title', 'label', 'NAME_EN', 'name_en', 'admin'];

function nameFrom(properties: unknown, fallback: string): string {
  if (typeof properties === 'object' && properties !== null) {
    for (const key of NAME_KEYS) {
      const value = (properties as Record<string, unknown>)[key];
      if ((typeof value === 'string' || typeof value === 'number') && String(value).trim()) {
        return String(value).trim().slice(0, MAX_NAME);
      }
    }
  }
  return fallback;
}

/** "line 3, column 7" for a character offset. */
function placeOf(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return `line ${line}, column ${column}`;
}

interface Found {
  name: string;
  geometry: unknown;
  note?: string;
}

/** The geometries of the file with the names they go by. */
function geometriesOf(json: unknown, base: string): Found[] | string {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return 'The file is JSON but not GeoJSON: expected an object with a "type".';
  }
  const object = json as { type?: unknown; features?: unknown; geometries?: unknown };
  const numbered = (index: number, total: number) => (total > 1 ? `${base} ${index + 1}` : base);
  if (object.type === 'FeatureCollection') {
    if (!Array.isArray(object.features)) return 'The FeatureCollection has no "features" list.';
    const features = object.features as unknown[];
    return features.map((feature, index) => {
      const { properties, geometry } = (feature ?? {}) as {
        properties?: unknown;
        geometry?: unknown;
      };
      return { name: nameFrom(properties, numbered(index, features.length)), geometry };
    });
  }
  if (object.type === 'Feature') {
    const { properties, geometry } = object as { properties?: unknown; geometry?: unknown };
    return [{ name: nameFrom(properties, base), geometry }];
  }
  if (object.type === 'GeometryCollection') {
    if (!Array.isArray(object.geometries)) return 'The GeometryCollection has no "geometries".';
    const geometries = object.geometries as unknown[];
    return geometries.map((geometry, index) => ({
      name: numbered(index, geometries.length),
      geometry,
    }));
  }
  return [{ name: base, geometry: json }];
}

/** A MultiPolygon of several parts, one area per part; anything else as it is. */
function split(found: Found): Found[] {
  const geometry = found.geometry as { type?: unknown; coordinates?: unknown } | null;
  if (geometry?.type !== 'MultiPolygon' || !Array.isArray(geometry.coordinates)) return [found];
  const parts = geometry.coordinates as unknown[];
  if (parts.length <= 1) return [found];
  return parts.map((coordinates, index) => ({
    name: `${found.name} (part ${index + 1} of ${parts.length})`.slice(0, MAX_NAME),
    geometry: { type: 'Polygon', coordinates },
    note: `Part ${index + 1} of a MultiPolygon of ${parts.length}: the incident API filters by one polygon, so each part is an area of its own.`,
  }));
}

export function readGeoJsonAreas(text: string, fileName: string): FileReading {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > MAX_FILE_BYTES) {
    return {
      ok: false,
      message: `The file is ${(bytes / 1024 / 1024).toFixed(1)} MB; import at most 8 MB at a time (simplify the shapes or split the file).`,
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      message: `The file is not valid JSON: ${error instanceof Error ? error.message : String(error)}.`,
    };
  }
  const base =
    fileName
      .replace(/\.(geo)?json$/i, '')
      .trim()
      .slice(0, MAX_NAME) || 'Imported area';
  const found = geometriesOf(json, base);
  if (typeof found === 'string') {
    // check-geojson places the fault in the file, which our own words do not.
    const issue = getIssues(text)[0];
    return {
      ok: false,
      message: issue ? `${found} At ${placeOf(text, issue.from)}: ${issue.message}` : found,
    };
  }
  const areas = found.flatMap(split);
  if (areas.length === 0) return { ok: false, message: 'The file holds no shapes.' };
  if (areas.length > MAX_IMPORTED_AREAS) {
    return {
      ok: false,
      message: `The file holds ${areas.length} shapes; import at most ${MAX_IMPORTED_AREAS} at a time.`,
    };
  }
  return {
    ok: true,
    candidates: areas.map((area, index) => {
      const checked = checkAreaShape({ kind: 'polygon', geometry: area.geometry });
      const notes = area.note ? [area.note] : [];
      return checked.ok
        ? {
            key: String(index),
            name: area.name,
            shape: checked.value.shape,
            notes: [...notes, ...checked.notes],
          }
        : { key: String(index), name: area.name, problem: checked.message, notes };
    }),
  };
}

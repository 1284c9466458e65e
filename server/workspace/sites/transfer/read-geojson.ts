import {
  MAX_IMPORT_ROWS,
  tooManyRows,
  type IncomingFields,
  type IncomingRow,
  type ReadResult,
} from './incoming-row.ts';

/**
 * A GeoJSON file of sites: a FeatureCollection (or one Feature) of Point features whose
 * properties are the site's fields, as exports write them (`radiusKm`, `categoryRadii`,
 * `impactFactors`; the CSV's snake-case names are read too).
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** "at line 5, column 12" for JSON.parse's "at position 1234", else what the parser said. */
function whereInText(text: string, message: string): string {
  const position = /position (\d+)/.exec(message)?.[1];
  if (position === undefined) return message ? ` (${message.slice(0, 120)})` : '';
  const before = text.slice(0, Number(position));
  const line = (before.match(/\n/g)?.length ?? 0) + 1;
  const column = Number(position) - before.lastIndexOf('\n');
  return ` at line ${line}, column ${column}`;
}

const property = (properties: Record<string, unknown>, ...names: string[]) => {
  for (const name of names) if (name in properties) return properties[name];
  return undefined;
};

function readFeature(feature: unknown, number: number): IncomingRow {
  const label = `Feature ${number}`;
  const fields: IncomingFields = {};
  const problems: string[] = [];
  const row: IncomingRow = { row: number, label, fields, problems, positionReported: true };
  if (!isRecord(feature) || feature.type !== 'Feature') {
    problems.push('Is not a GeoJSON Feature (an object with "type": "Feature").');
    return row;
  }
  const { geometry } = feature;
  const properties = isRecord(feature.properties) ? feature.properties : {};
  fields.name = property(properties, 'name', 'title');
  fields.address = property(properties, 'address');
  fields.tags = property(properties, 'tags');
  fields.visibility = property(properties, 'visibility');
  fields.radiusKm = property(properties, 'radiusKm', 'radius_km');
  fields.categoryRadii = property(properties, 'categoryRadii', 'category_radii');
  fields.impactFactors = property(properties, 'impactFactors', 'impact_factors');
  if (!isRecord(geometry)) {
    problems.push('Has no geometry: a site needs a Point with its position.');
  } else if (geometry.type !== 'Point') {
    problems.push(
      `Is a ${typeof geometry.type === 'string' ? geometry.type : 'geometry of no known type'}: a site is a Point (its position).`,
    );
  } else if (
    !Array.isArray(geometry.coordinates) ||
    geometry.coordinates.length < 2 ||
    geometry.coordinates.length > 3
  ) {
    problems.push('Its Point needs coordinates [longitude, latitude].');
  } else {
    [fields.longitude, fields.latitude] = geometry.coordinates as unknown[];
    row.positionReported = false;
  }
  return row;
}

export function readGeoJson(text: string): ReadResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    return {
      ok: false,
      message: `The file is not valid JSON${whereInText(text, message)}; GeoJSON is JSON.`,
    };
  }
  if (!isRecord(json) || (json.type !== 'FeatureCollection' && json.type !== 'Feature')) {
    const type = isRecord(json) && typeof json.type === 'string' ? `“${json.type}”` : 'no type';
    return {
      ok: false,
      message: `The file is GeoJSON of ${type}: import a FeatureCollection of Point features, one per site.`,
    };
  }
  const features = json.type === 'Feature' ? [json] : json.features;
  if (!Array.isArray(features)) {
    return { ok: false, message: 'The FeatureCollection has no "features" array.' };
  }
  if (features.length > MAX_IMPORT_ROWS) {
    return { ok: false, message: tooManyRows(features.length, 'features') };
  }
  if (features.length === 0)
    return { ok: false, message: 'The FeatureCollection has no features.' };
  return { ok: true, rows: features.map((feature, index) => readFeature(feature, index + 1)) };
}

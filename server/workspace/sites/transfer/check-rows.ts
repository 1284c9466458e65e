import {
  MAX_ADDRESS_LENGTH,
  MAX_RULE_ENTRIES,
  MAX_TAG_LENGTH,
  MAX_TAGS,
  type SiteImportProblem,
} from '../../../../contract/resources/sites.ts';
import { MAX_IMPACT_FACTOR, MAX_RADIUS_KM } from '../../../../contract/sites/radius-rules.ts';
import { distanceKm } from '../geodesy.ts';
import type { SiteValues } from '../site-store.ts';
import { timeZoneAt } from '../time-zone.ts';
import type { IncomingFields, IncomingRow } from './incoming-row.ts';

/**
 * Every check an imported row must pass, each failure in words that name the value and say what
 * would be right. A row is good only when nothing is wrong with it; duplicates (the same name at
 * the same place, in the file or among the sites already kept) are refused so that importing a
 * file twice adds nothing.
 */

const MAX_NAME_LENGTH = 200;
/** Two sites of one name this close are one site. */
const SAME_PLACE_KM = 0.05;

export interface GoodRow {
  row: number;
  values: SiteValues;
}

export interface ExistingSite {
  name: string;
  latitude: number;
  longitude: number;
}

const quoted = (value: string) => `“${value.length > 40 ? `${value.slice(0, 40)}…` : value}”`;

const count = (n: number) => n.toLocaleString('en');

function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** Degrees from a number or a numeric string (a decimal comma accepted, as `;` files write). */
function degrees(value: unknown): number | undefined | 'invalid' {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 'invalid';
  const written = text(value)?.trim();
  if (written === undefined || written === '') return undefined;
  const normal = /^[+-]?\d+,\d+$/.test(written) ? written.replace(',', '.') : written;
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(normal)) return 'invalid';
  return Number(normal);
}

/** Control characters other than tab and line breaks: PostgreSQL cannot store NUL at all. */
const controlCharacter = (value: string) =>
  [...value].some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 && char !== '\t' && char !== '\n' && char !== '\r';
  });

function checkName(value: unknown, problems: string[]): string | undefined {
  const name = text(value)?.trim();
  if (!name) {
    problems.push(
      value === undefined || text(value)?.trim() === ''
        ? 'The name is missing.'
        : 'The name must be text.',
    );
    return undefined;
  }
  if (name.length > MAX_NAME_LENGTH) {
    problems.push(`The name is ${count(name.length)} characters long; at most ${MAX_NAME_LENGTH}.`);
    return undefined;
  }
  if (controlCharacter(name)) {
    problems.push('The name holds control characters (such as NUL) that cannot be stored.');
    return undefined;
  }
  return name;
}

function checkPosition(
  fields: IncomingFields,
  problems: string[],
): { latitude: number; longitude: number } | undefined {
  const latitude = degrees(fields.latitude);
  const longitude = degrees(fields.longitude);
  const before = problems.length;
  for (const [label, value, raw, limit] of [
    ['latitude', latitude, fields.latitude, 90],
    ['longitude', longitude, fields.longitude, 180],
  ] as const) {
    if (value === undefined) problems.push(`The ${label} is missing.`);
    else if (value === 'invalid') {
      problems.push(
        `The ${label} ${quoted(text(raw) ?? JSON.stringify(raw))} is not a number of degrees.`,
      );
    } else if (Math.abs(value) > limit) {
      const swapped =
        label === 'latitude' &&
        typeof longitude === 'number' &&
        Math.abs(value) <= 180 &&
        Math.abs(longitude) <= 90;
      problems.push(
        `The ${label} ${value} is outside -${limit} to ${limit}${swapped ? ' (are latitude and longitude swapped?)' : ''}.`,
      );
    }
  }
  if (problems.length > before || typeof latitude !== 'number' || typeof longitude !== 'number') {
    return undefined;
  }
  if (latitude === 0 && longitude === 0) {
    problems.push(
      'The position 0, 0 is at sea off West Africa: usually a position that is missing.',
    );
    return undefined;
  }
  return { latitude, longitude };
}

function checkAddress(value: unknown, problems: string[]): string {
  const address = (text(value) ?? '').trim();
  if (address.length > MAX_ADDRESS_LENGTH) {
    problems.push(
      `The address is ${count(address.length)} characters long; at most ${MAX_ADDRESS_LENGTH}.`,
    );
  } else if (controlCharacter(address)) {
    problems.push('The address holds control characters (such as NUL) that cannot be stored.');
  }
  return address;
}

function checkTags(value: unknown, problems: string[]): string[] {
  const written = Array.isArray(value)
    ? value.map((tag) => text(tag) ?? '')
    : (text(value) ?? '').split(';');
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const tag of written.map((t) => t.trim()).filter(Boolean)) {
    if (tag.length > MAX_TAG_LENGTH) {
      problems.push(
        `The tag ${quoted(tag)} is ${count(tag.length)} characters long; at most ${MAX_TAG_LENGTH}.`,
      );
      continue;
    }
    // The same tag twice is one tag: not worth refusing the row for.
    if (seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  if (tags.length > MAX_TAGS) problems.push(`Has ${tags.length} tags; at most ${MAX_TAGS}.`);
  return tags;
}

function checkVisibility(value: unknown, problems: string[]): 'team' | 'private' {
  const written = (text(value) ?? '').trim().toLowerCase();
  if (written === '' || written === 'team') return 'team';
  if (written === 'private') return 'private';
  problems.push(`The visibility ${quoted(written)} is neither “team” nor “private”.`);
  return 'team';
}

function checkNumber(
  value: unknown,
  label: string,
  max: number,
  unit: string,
  problems: string[],
): number | undefined {
  const number = degrees(value);
  if (number === undefined) return undefined;
  if (number === 'invalid' || number < 0 || number > max) {
    problems.push(
      `${label} ${quoted(text(value) ?? JSON.stringify(value))} is not ${unit} from 0 to ${max}.`,
    );
    return undefined;
  }
  return number;
}

/** `Crime: 2; Natural Hazards: 150` (CSV) or `{ "Crime": 2 }` (GeoJSON). */
function entries(value: unknown, label: string, problems: string[]): [string, unknown][] {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'object' && !Array.isArray(value)) return Object.entries(value);
  const written = text(value);
  if (written === undefined) {
    problems.push(`${label} must be written “key: value; key: value”.`);
    return [];
  }
  const pairs: [string, unknown][] = [];
  for (const part of written
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const colon = part.lastIndexOf(':');
    if (colon <= 0) {
      problems.push(`${label}: ${quoted(part)} is not “key: value”.`);
      continue;
    }
    pairs.push([part.slice(0, colon).trim(), part.slice(colon + 1).trim()]);
  }
  return pairs;
}

function checkCategoryRadii(value: unknown, problems: string[]): Record<string, number> {
  const radii: Record<string, number> = {};
  const pairs = entries(value, 'The category radii', problems);
  if (pairs.length > MAX_RULE_ENTRIES) {
    problems.push(`Names ${pairs.length} categories; at most ${MAX_RULE_ENTRIES}.`);
    return radii;
  }
  for (const [category, km] of pairs) {
    if (category.length === 0 || category.length > 100) {
      problems.push(`The category name ${quoted(category)} must have 1 to 100 characters.`);
      continue;
    }
    const distance = checkNumber(
      km,
      `The radius for ${quoted(category)}`,
      MAX_RADIUS_KM,
      'kilometres',
      problems,
    );
    if (distance !== undefined) radii[category] = distance;
  }
  return radii;
}

function checkImpactFactors(value: unknown, problems: string[]): Record<string, number> {
  const factors: Record<string, number> = {};
  for (const [rating, factor] of entries(value, 'The impact factors', problems)) {
    if (!/^-?\d{1,2}$/.test(rating)) {
      problems.push(`The impact rating ${quoted(rating)} is not a whole number such as 4 or -1.`);
      continue;
    }
    const number = checkNumber(
      factor,
      `The factor for impact ${rating}`,
      MAX_IMPACT_FACTOR,
      'a factor',
      problems,
    );
    if (number !== undefined) factors[String(Number(rating))] = number;
  }
  return factors;
}

const sameName = (name: string) => name.toLowerCase().replace(/\s+/g, ' ');

/**
 * Positions filed by name and by a grid of about a kilometre, so finding a twin looks at a few
 * neighbouring cells instead of every row of the same name.
 */
class PlaceFile<T extends { latitude: number; longitude: number }> {
  private readonly byName = new Map<string, Map<number, T[]>>();
  private static cell = (degrees: number) => Math.floor(degrees * 100);
  /** Rows and columns of cells as one number: latitude cells span 18,001, longitude 36,001. */
  private static key = (row: number, column: number) => row * 40_000 + column;
  /** `name` as `sameName` writes it. */
  add(name: string, place: T) {
    let cells = this.byName.get(name);
    if (!cells) {
      cells = new Map();
      this.byName.set(name, cells);
    }
    const key = PlaceFile.key(PlaceFile.cell(place.latitude), PlaceFile.cell(place.longitude));
    const cell = cells.get(key);
    if (cell) cell.push(place);
    else cells.set(key, [place]);
  }
  find(name: string, latitude: number, longitude: number): T | undefined {
    const cells = this.byName.get(name);
    if (!cells) return undefined;
    const [row, column] = [PlaceFile.cell(latitude), PlaceFile.cell(longitude)];
    for (let dRow = -1; dRow <= 1; dRow += 1) {
      for (let dColumn = -1; dColumn <= 1; dColumn += 1) {
        const twin = cells
          .get(PlaceFile.key(row + dRow, column + dColumn))
          ?.find(
            (other) =>
              distanceKm(longitude, latitude, other.longitude, other.latitude) <= SAME_PLACE_KM,
          );
        if (twin) return twin;
      }
    }
    return undefined;
  }
}

export function checkRows(
  rows: readonly IncomingRow[],
  existing: readonly ExistingSite[],
): { good: GoodRow[]; problems: SiteImportProblem[] } {
  const kept = new PlaceFile<ExistingSite>();
  for (const site of existing) kept.add(sameName(site.name), site);
  const earlier = new PlaceFile<{ label: string; latitude: number; longitude: number }>();
  const good: GoodRow[] = [];
  const problems: SiteImportProblem[] = [];

  for (const row of rows) {
    const found = [...row.problems];
    const { fields } = row;
    const name = checkName(fields.name, found);
    const position = row.positionReported ? undefined : checkPosition(fields, found);
    const address = checkAddress(fields.address, found);
    const tags = checkTags(fields.tags, found);
    const visibility = checkVisibility(fields.visibility, found);
    const allKm = checkNumber(fields.radiusKm, 'The radius', MAX_RADIUS_KM, 'kilometres', found);
    const categories = checkCategoryRadii(fields.categoryRadii, found);
    const impacts = checkImpactFactors(fields.impactFactors, found);

    if (name && position) {
      const key = sameName(name);
      const twin = earlier.find(key, position.latitude, position.longitude);
      if (twin) {
        found.push(`Repeats ${twin.label.toLowerCase()}: the same name at the same position.`);
      } else if (kept.find(key, position.latitude, position.longitude)) {
        found.push(`A site named ${quoted(name)} already exists at this position.`);
      }
      earlier.add(key, { label: row.label, ...position });
    }

    if (found.length > 0 || !name || !position) {
      problems.push({ row: row.row, label: row.label, messages: found });
      continue;
    }
    good.push({
      row: row.row,
      values: {
        name,
        ...position,
        address,
        tags,
        visibility,
        timeZone: timeZoneAt(position.latitude, position.longitude),
        radius: { allKm: allKm ?? null, categories, impacts },
      },
    });
  }
  return { good, problems };
}

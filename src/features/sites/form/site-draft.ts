import type { DraftErrors } from '@/components/workspace/use-save-state';
import {
  MAX_IMPACT_FACTOR,
  MAX_RADIUS_KM,
  type RadiusRule,
} from '../../../../contract/sites/radius-rules';
import type { Site, SiteInput } from '@/lib/http/watchfloor';
import type { Position } from '../map/site-marker-layer';

/**
 * A site as its form holds it: every field as typed, so half-typed numbers stay on screen, and
 * read into the API's shape only on saving, with a message per field the server would refuse.
 */
export interface SiteDraft {
  name: string;
  latitude: string;
  longitude: string;
  address: string;
  /** Comma-separated, as typed. */
  tags: string;
  visibility: 'team' | 'private';
  radius: RadiusDraft;
}

export interface RadiusDraft {
  allKm: string;
  /** By category name. */
  categories: Readonly<Record<string, string>>;
  /** By impact rating. */
  impacts: Readonly<Record<string, string>>;
}

export type { DraftErrors };

export const EMPTY_DRAFT: SiteDraft = {
  name: '',
  latitude: '',
  longitude: '',
  address: '',
  tags: '',
  visibility: 'team',
  radius: { allKm: '', categories: {}, impacts: {} },
};

const numbers = (entries: Readonly<Record<string, number>>) =>
  Object.fromEntries(Object.entries(entries).map(([key, value]) => [key, String(value)]));

/** Six decimals (about 10 cm) are more than any site needs; no float noise in the field. */
const degreesText = (degrees: number) => String(Number(degrees.toFixed(6)));

export function draftOf(site: Pick<Site, keyof SiteInput>): SiteDraft {
  return {
    name: site.name,
    latitude: degreesText(site.latitude),
    longitude: degreesText(site.longitude),
    address: site.address,
    tags: site.tags.join(', '),
    visibility: site.visibility,
    radius: {
      allKm: site.radius.allKm === null ? '' : String(site.radius.allKm),
      categories: numbers(site.radius.categories),
      impacts: numbers(site.radius.impacts),
    },
  };
}

/** A typed number (a decimal comma accepted); undefined when empty, NaN when not a number. */
export function typedNumber(text: string): number | undefined {
  const trimmed = text.trim().replace(/^([+-]?\d+),(\d+)$/, '$1.$2');
  if (trimmed === '') return undefined;
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export function draftPosition(draft: SiteDraft): Position | undefined {
  const latitude = typedNumber(draft.latitude);
  const longitude = typedNumber(draft.longitude);
  if (latitude === undefined || longitude === undefined) return undefined;
  if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)) return undefined;
  return [longitude, latitude];
}

export const tagsOf = (text: string) => {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => {
      const key = tag.toLowerCase();
      if (!tag || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};

function readRadius(draft: RadiusDraft, errors: DraftErrors): RadiusRule {
  const distance = (text: string, field: string) => {
    const value = typedNumber(text);
    if (value === undefined) return undefined;
    if (!(value >= 0 && value <= MAX_RADIUS_KM)) {
      errors[field] = `A distance from 0 to ${MAX_RADIUS_KM} km.`;
      return undefined;
    }
    return value;
  };
  const categories: Record<string, number> = {};
  for (const [name, text] of Object.entries(draft.categories)) {
    const km = distance(text, `radius.categories.${name}`);
    if (km !== undefined) categories[name] = km;
  }
  const impacts: Record<string, number> = {};
  for (const [rating, text] of Object.entries(draft.impacts)) {
    const factor = typedNumber(text);
    if (factor === undefined) continue;
    if (!(factor >= 0 && factor <= MAX_IMPACT_FACTOR)) {
      errors[`radius.impacts.${rating}`] = `A factor from 0 to ${MAX_IMPACT_FACTOR}.`;
    } else {
      impacts[rating] = factor;
    }
  }
  return { allKm: distance(draft.allKm, 'radius.allKm') ?? null, categories, impacts };
}

/** The rule as typed so far, skipping what is not a number yet: for the previews while typing. */
export function previewRule(draft: RadiusDraft): RadiusRule {
  const valid = (entries: Readonly<Record<string, string>>) =>
    Object.fromEntries(
      Object.entries(entries).flatMap(([key, text]) => {
        const value = typedNumber(text);
        return value !== undefined && Number.isFinite(value) && value >= 0 ? [[key, value]] : [];
      }),
    );
  const allKm = typedNumber(draft.allKm);
  return {
    allKm: allKm !== undefined && Number.isFinite(allKm) && allKm >= 0 ? allKm : null,
    categories: valid(draft.categories),
    impacts: valid(draft.impacts),
  };
}

export type ReadDraft = { ok: true; input: SiteInput } | { ok: false; errors: DraftErrors };

export function readDraft(draft: SiteDraft): ReadDraft {
  const errors: DraftErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = 'Give the site a name.';
  else if (name.length > 200) errors.name = `Too long: ${name.length} characters, at most 200.`;
  const latitude = typedNumber(draft.latitude);
  const longitude = typedNumber(draft.longitude);
  if (latitude === undefined) errors.latitude = 'Type the latitude, or click the map.';
  else if (!(Math.abs(latitude) <= 90)) errors.latitude = 'A latitude from -90 to 90 degrees.';
  if (longitude === undefined) errors.longitude = 'Type the longitude, or click the map.';
  else if (!(Math.abs(longitude) <= 180)) {
    errors.longitude = 'A longitude from -180 to 180 degrees.';
  }
  const address = draft.address.trim();
  if (address.length > 500) errors.address = `Too long: ${address.length} characters, at most 500.`;
  const tags = tagsOf(draft.tags);
  if (tags.length > 20) errors.tags = `${tags.length} tags: at most 20.`;
  else if (tags.some((tag) => tag.length > 50))
    errors.tags = 'A tag may have at most 50 characters.';
  const radius = readRadius(draft.radius, errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      name,
      latitude: latitude!,
      longitude: longitude!,
      address,
      tags,
      visibility: draft.visibility,
      radius,
    },
  };
}

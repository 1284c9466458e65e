import type { RadiusRule } from '../../../../contract/sites/radius-rules.ts';
import type { SiteRow } from '../site-rows.ts';

/**
 * Sites as files to download, in exactly the form the import reads, so an export imports again
 * unchanged (the time zone and owner are written for people, and ignored on the way back in).
 */

export const CSV_HEADER = [
  'name',
  'latitude',
  'longitude',
  'address',
  'tags',
  'visibility',
  'radius_km',
  'category_radii',
  'impact_factors',
  'time_zone',
  'owner',
] as const;

/**
 * A spreadsheet runs a cell starting with = + - @ as a formula (CSV injection): such text is
 * written after a `'`, which spreadsheets hide and the import takes off again.
 */
const guardFormula = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const csvCell = (value: string) =>
  /[",;\r\n\t]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

export const pairsText = (pairs: Readonly<Record<string, number>>) =>
  Object.entries(pairs)
    .map(([key, value]) => `${key}: ${value}`)
    .join('; ');

function csvRow(row: SiteRow): string {
  const radius: RadiusRule = row.radius;
  return [
    guardFormula(row.name),
    String(row.latitude),
    String(row.longitude),
    guardFormula(row.address),
    guardFormula(row.tags.join('; ')),
    row.visibility,
    radius.allKm === null ? '' : String(radius.allKm),
    guardFormula(pairsText(radius.categories)),
    pairsText(radius.impacts),
    row.time_zone,
    row.owner_email,
  ]
    .map(csvCell)
    .join(',');
}

/** UTF-8 with a byte-order mark (so Excel reads it as UTF-8), CRLF lines as RFC 4180 writes. */
export function sitesCsv(rows: readonly SiteRow[]): string {
  return `\uFEFF${[CSV_HEADER.join(','), ...rows.map(csvRow)].join('\r\n')}\r\n`;
}

export function sitesGeoJson(rows: readonly SiteRow[]): string {
  return JSON.stringify({
    type: 'FeatureCollection',
    features: rows.map((row) => ({
      type: 'Feature',
      id: row.id,
      geometry: { type: 'Point', coordinates: [row.longitude, row.latitude] },
      properties: {
        name: row.name,
        address: row.address,
        tags: row.tags,
        visibility: row.visibility,
        radiusKm: row.radius.allKm,
        categoryRadii: row.radius.categories,
        impactFactors: row.radius.impacts,
        timeZone: row.time_zone,
        owner: row.owner_email,
      },
    })),
  });
}

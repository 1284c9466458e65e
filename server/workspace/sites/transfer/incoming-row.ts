/**
 * A row of an imported file as its reader found it, before any check: the values still as the
 * file wrote them (strings from a CSV, JSON values from GeoJSON), and what the reader itself
 * already found wrong (bytes that are not UTF-8, a stray field, a geometry that is not a point).
 */
export interface IncomingRow {
  /** The CSV line the row starts on, or the feature's number (from 1). */
  row: number;
  /** `Line 14`, `Feature 3`: how the report names it. */
  label: string;
  fields: IncomingFields;
  problems: string[];
  /** The reader already said what is wrong with the position (a geometry that is not a point). */
  positionReported?: boolean;
}

export interface IncomingFields {
  name?: unknown;
  latitude?: unknown;
  longitude?: unknown;
  address?: unknown;
  tags?: unknown;
  visibility?: unknown;
  radiusKm?: unknown;
  categoryRadii?: unknown;
  impactFactors?: unknown;
}

export type ReadResult = { ok: true; rows: IncomingRow[] } | { ok: false; message: string };

/** The most rows one import takes (issue 25: 10,000 sites at a time). */
export const MAX_IMPORT_ROWS = 10_000;

export const tooManyRows = (count: number, noun: string) =>
  `The file has ${count.toLocaleString('en')} ${noun}; import at most ${MAX_IMPORT_ROWS.toLocaleString('en')} at a time (split the file).`;

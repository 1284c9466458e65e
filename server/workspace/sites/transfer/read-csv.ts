import { CsvError, parse } from 'csv-parse/sync';
import { hasInvalidBytes, NOT_UTF8_MESSAGE } from './decode-file.ts';
import {
  MAX_IMPORT_ROWS,
  tooManyRows,
  type IncomingFields,
  type ReadResult,
} from './incoming-row.ts';

/**
 * A CSV file of sites: a header naming the columns (in any order, any case, common aliases),
 * then one site per line. The separator is whatever the header uses (`,`, `;` as European
 * spreadsheets write, or a tab).
 */

type Field = keyof IncomingFields;

/** Header names read for each field; the first is the one exports write. */
export const CSV_COLUMNS: Readonly<Record<Field, readonly string[]>> = {
  name: ['name', 'site', 'site_name', 'title'],
  latitude: ['latitude', 'lat', 'y'],
  longitude: ['longitude', 'lon', 'lng', 'long', 'x'],
  address: ['address', 'street_address'],
  tags: ['tags', 'tag', 'labels'],
  visibility: ['visibility'],
  radiusKm: ['radius_km', 'radius'],
  categoryRadii: ['category_radii'],
  impactFactors: ['impact_factors'],
};

const REQUIRED: readonly Field[] = ['name', 'latitude', 'longitude'];

/** Exports write `'` before a text that a spreadsheet would run as a formula; it comes off here. */
const FORMULA_GUARD = /^'(?=[=+\-@\t\r])/;
const TEXT_FIELDS = new Set<Field>(['name', 'address', 'tags']);

const normalise = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** The separator the header line uses most, outside quotes. */
function detectDelimiter(text: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
}

const countLineBreaks = (values: readonly string[]) => {
  let breaks = 0;
  for (const value of values) {
    for (let at = value.indexOf('\n'); at >= 0; at = value.indexOf('\n', at + 1)) breaks += 1;
  }
  return breaks;
};

export function readCsv(text: string): ReadResult {
  let parsed: string[][];
  try {
    // Without the parser's per-record `info` (a third of its time): lines are counted below.
    parsed = parse(text, { delimiter: detectDelimiter(text), relax_column_count: true });
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      const where = line ? ` near line ${line}` : '';
      const reason =
        error.code === 'CSV_QUOTE_NOT_CLOSED'
          ? 'a quoted value is never closed (a " is missing)'
          : error.code === 'CSV_INVALID_CLOSING_QUOTE'
            ? 'a quote inside a value is not doubled ("")'
            : 'it is not well-formed CSV';
      return { ok: false, message: `The file cannot be read as CSV${where}: ${reason}.` };
    }
    throw error;
  }
  // Each record starts on the line after the previous one ended; empty lines count but hold no row.
  const records: { record: string[]; line: number }[] = [];
  let line = 1;
  for (const record of parsed) {
    const empty = record.length === 1 && record[0] === '';
    if (!empty) records.push({ record, line });
    line += 1 + countLineBreaks(record);
  }
  const [header, ...rows] = records;
  if (!header) return { ok: false, message: 'The file is empty.' };

  const columns = new Map<number, Field>();
  header.record.forEach((name, index) => {
    const key = normalise(name);
    const field = (Object.keys(CSV_COLUMNS) as Field[]).find((candidate) =>
      CSV_COLUMNS[candidate].includes(key),
    );
    if (field && ![...columns.values()].includes(field)) columns.set(index, field);
  });
  const missing = REQUIRED.filter((field) => ![...columns.values()].includes(field));
  if (missing.length > 0) {
    const looksLikeData = header.record.some((value) => /^-?\d+([.,]\d+)?$/.test(value.trim()));
    return {
      ok: false,
      message: looksLikeData
        ? 'The first line must name the columns (name, latitude, longitude, …), but it holds values.'
        : `The header has no ${missing.map((field) => `“${CSV_COLUMNS[field][0]}”`).join(', ')} column (read: ${missing
            .map((field) => CSV_COLUMNS[field].join(', '))
            .join(
              '; ',
            )}). Columns: name, latitude, longitude, address, tags, visibility, radius_km, category_radii, impact_factors.`,
    };
  }
  if (rows.length > MAX_IMPORT_ROWS)
    return { ok: false, message: tooManyRows(rows.length, 'rows') };
  if (rows.length === 0) return { ok: false, message: 'The file has a header but no rows.' };

  return {
    ok: true,
    rows: rows.map(({ record, line }) => {
      const fields: IncomingFields = {};
      const problems: string[] = [];
      for (const [index, field] of columns) {
        const raw = record[index];
        if (raw === undefined) continue;
        fields[field] = TEXT_FIELDS.has(field) ? raw.replace(FORMULA_GUARD, '') : raw;
      }
      if (record.length > header.record.length) {
        problems.push(
          `Has ${record.length} values where the header names ${header.record.length} columns: a value holding the separator needs quotes.`,
        );
      }
      if (record.some(hasInvalidBytes)) problems.push(NOT_UTF8_MESSAGE);
      return { row: line, label: `Line ${line}`, fields, problems };
    }),
  };
}

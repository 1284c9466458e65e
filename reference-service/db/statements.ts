import type Database from 'better-sqlite3';
import { raw, sql, type Sql } from './sql.ts';

/** A page request; the defaults are the grammar's (page 1, 100 items). */
export interface Page {
  page?: number;
  pageSize?: number;
}

/** The largest offset SQLite takes as an integer; a page past it is simply empty. */
const MAX_OFFSET = Number.MAX_SAFE_INTEGER;

/** Runs compiled fragments on one database, reusing prepared statements by their text. */
export function statementsOf(db: Database.Database) {
  const statements = new Map<string, Database.Statement>();
  function prepare(text: string): Database.Statement {
    let statement = statements.get(text);
    if (!statement) {
      statement = db.prepare(text);
      // IN lists of varying lengths make many shapes; keep the most recent few hundred.
      if (statements.size >= 500) statements.delete(statements.keys().next().value!);
      statements.set(text, statement);
    }
    return statement;
  }
  const column = <Value>(query: Sql): Value[] =>
    prepare(query.text)
      .pluck()
      .all(...query.params) as Value[];
  const value = (query: Sql): unknown =>
    prepare(query.text)
      .pluck()
      .get(...query.params);

  /** One page of a single selected column. */
  function paged<Value>(select: string, body: Sql, { page = 1, pageSize = 100 }: Page): Value[] {
    const offset = Math.min((page - 1) * pageSize, MAX_OFFSET);
    return column<Value>(sql`SELECT ${raw(select)} ${body} LIMIT ${pageSize} OFFSET ${offset}`);
  }

  return { column, value, paged };
}

/**
 * `prefix`, the stored documents joined by commas, and `suffix`, as UTF-8 bytes, each document
 * encoded on its own. Joining a page of documents into one string first and encoding that took
 * ~75 ms for 1,000 incidents (5 MB, held as two bytes a character once a single one is beyond
 * Latin-1), against ~5–10 ms this way: the largest part of the incident API's time per page.
 */
export function jsonListBytes(
  prefix: string,
  items: readonly string[],
  suffix: string,
): Uint8Array<ArrayBuffer> {
  let length =
    Buffer.byteLength(prefix) + Buffer.byteLength(suffix) + Math.max(items.length - 1, 0);
  for (const item of items) length += Buffer.byteLength(item);
  const bytes = Buffer.allocUnsafe(length);
  let at = bytes.write(prefix, 0);
  items.forEach((item, index) => {
    if (index > 0) at = bytes.writeUInt8(0x2c, at); // ','
    at += bytes.write(item, at);
  });
  bytes.write(suffix, at);
  return bytes;
}

export const dataList = (items: readonly string[]) => jsonListBytes('{"data":[', items, ']}');

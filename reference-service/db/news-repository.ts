import type Database from 'better-sqlite3';
import type { NewsQuery } from '../../contract/filters/news.ts';
import { compileNewsQuery, newsOrder } from './filters.ts';
import { sql } from './sql.ts';
import { jsonListBytes, statementsOf } from './statements.ts';

/** The news API's answers, assembled from stored JSON documents. */
export function createNewsRepository(db: Database.Database) {
  const { column, value, paged } = statementsOf(db);
  // One statement for a whole page of documents, in the page's order.
  const documents = db
    .prepare(
      'SELECT d.item_json FROM json_each(?) page JOIN news_documents d ON d.number = page.value ORDER BY page.key',
    )
    .pluck();

  return {
    list(query: NewsQuery, nowSeconds: number): Uint8Array<ArrayBuffer> {
      const body = compileNewsQuery(query, nowSeconds);
      const pageSize = query.limit ?? 1000;
      const page = query.page ?? 1;
      const total = value(sql`SELECT count(*) ${body}`) as number;
      // Numbers first, then only that page's documents: the sort never carries documents.
      const numbers = paged<number>('n.number', sql`${body} ${newsOrder(query.sort)}`, {
        page,
        pageSize,
      });
      const items = documents.all(JSON.stringify(numbers)) as string[];
      const meta = { total, page, pages: Math.ceil(total / pageSize), pageSize };
      return jsonListBytes(
        '{"status":"success","data":{"news":[',
        items,
        `],"meta":${JSON.stringify(meta)}}}`,
      );
    },

    taxonomies(): Uint8Array<ArrayBuffer> {
      const items = column<string>(sql`SELECT item_json FROM taxonomies ORDER BY position`);
      return jsonListBytes('{"status":"success","data":{"taxonomies":[', items, ']}}');
    },
  };
}

export type NewsRepository = ReturnType<typeof createNewsRepository>;

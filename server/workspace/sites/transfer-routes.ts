import { Hono } from 'hono';
import { z } from 'zod';
import type { SiteImportReport } from '../../../contract/resources/sites.ts';
import type { ServerDeps } from '../../deps.ts';
import { bodyLimitOf } from '../../http/body-limits.ts';
import { fail } from '../../http/jsend.ts';
import { inTransaction } from '../audit.ts';
import { validated } from '../request-body.ts';
import { userOf } from '../workspace-user.ts';
import { siteCatalog } from './site-catalog.ts';
import { isSiteVisibleTo } from './site-rows.ts';
import { insertSites, visibleSiteRows } from './site-store.ts';
import { checkRows } from './transfer/check-rows.ts';
import { decodeFile } from './transfer/decode-file.ts';
import { readCsv } from './transfer/read-csv.ts';
import { readGeoJson } from './transfer/read-geojson.ts';
import { sitesCsv, sitesGeoJson } from './transfer/write-files.ts';

/**
 * Bulk import and export of sites. An import is all or nothing unless the user chose to keep the
 * good rows: with any row wrong, nothing is stored and the answer names each wrong row and why.
 */

/** 10,000 rows with long addresses fit easily; the app's 64 kB limit does not apply here. */
export const MAX_IMPORT_BYTES = 16 * 1024 * 1024;

const ImportQuery = z
  .object({
    format: z.enum(['csv', 'geojson'], { error: 'The format is csv or geojson.' }),
    keep: z
      .enum(['all-or-nothing', 'valid'], { error: 'keep is all-or-nothing or valid.' })
      .default('all-or-nothing'),
  })
  .strict();

const ExportQuery = z
  .object({ format: z.enum(['csv', 'geojson'], { error: 'The format is csv or geojson.' }) })
  .strict();

const count = (n: number) => n.toLocaleString('en');
const plural = (n: number, noun: string) => `${count(n)} ${noun}${n === 1 ? '' : 's'}`;

export function transferRoutes(deps: ServerDeps) {
  const app = new Hono();

  app.post(
    '/sites/import',
    bodyLimitOf(
      MAX_IMPORT_BYTES,
      `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB: split it and import the parts.`,
    ),
    async (c) => {
      const query = validated(c, ImportQuery, c.req.query());
      if (!query.ok) return query.response;
      const { format, keep } = query.data;
      const decoded = decodeFile(new Uint8Array(await c.req.arrayBuffer()));
      if (!decoded.ok) return fail(c, 422, { file: decoded.message });
      const read = format === 'csv' ? readCsv(decoded.text) : readGeoJson(decoded.text);
      if (!read.ok) return fail(c, 422, { file: read.message });

      const user = userOf(c);
      const catalog = await siteCatalog(deps.db);
      const existing = catalog.sites
        .filter((site) => isSiteVisibleTo(user, site))
        .map((site) => site.summary);
      const { good, problems } = checkRows(read.rows, existing);
      const rows = read.rows.length;

      if (problems.length > 0 && (keep === 'all-or-nothing' || good.length === 0)) {
        const summary =
          good.length === 0
            ? `None of the ${plural(rows, 'row')} can be imported; nothing was stored.`
            : `${plural(problems.length, 'row')} of ${count(rows)} ${problems.length === 1 ? 'has a problem' : 'have problems'}, so nothing was imported: fix ${problems.length === 1 ? 'it' : 'them'}, or import only the ${plural(good.length, 'good row')}.`;
        return fail(c, 422, {
          file: summary,
          ...Object.fromEntries(
            problems.map((problem) => [problem.label.toLowerCase(), problem.messages.join(' ')]),
          ),
        });
      }

      const at = deps.now();
      const imported = await inTransaction(deps.db, (client) =>
        insertSites(
          client,
          user.email,
          good.map((row) => row.values),
          at,
        ),
      );
      const report: SiteImportReport = { rows, imported, problems };
      return c.json({ status: 'success', data: report });
    },
  );

  app.get('/sites/export', async (c) => {
    const query = validated(c, ExportQuery, c.req.query());
    if (!query.ok) return query.response;
    const rows = await visibleSiteRows(deps.db, userOf(c).email);
    const day = deps.now().toISOString().slice(0, 10);
    const csv = query.data.format === 'csv';
    c.header(
      'Content-Disposition',
      `attachment; filename="watchfloor-sites-${day}.${csv ? 'csv' : 'geojson'}"`,
    );
    c.header('Content-Type', csv ? 'text/csv; charset=utf-8' : 'application/geo+json');
    return c.body(csv ? sitesCsv(rows) : sitesGeoJson(rows));
  });

  return app;
}

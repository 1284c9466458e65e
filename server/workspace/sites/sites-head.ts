import type { Context } from 'hono';
import { z } from 'zod';
import { SitesOrder, type SitesHead } from '../../../contract/resources/sites.ts';
import { byExposure } from '../../../contract/sites/exposure-order.ts';
import type { ServerDeps } from '../../deps.ts';
import type { WorkspaceUser } from '../workspace-user.ts';
import { sitesExposure } from './exposure.ts';
import { visibleSites, type SiteCatalog } from './site-catalog.ts';
import { tableOfSites } from './site-table.ts';

/** `GET /api/watchfloor/sites/first`'s query (contract listFirstSites). */
export const SitesHeadQuery = z
  .object({
    order: z
      .enum(SitesOrder.options, { error: 'The order is `exposure` or `name`.' })
      .default('exposure'),
    limit: z.coerce
      .number({ error: 'Give the limit as a number.' })
      .int('The limit is a whole number.')
      .min(1, 'At least 1.')
      .max(200, 'At most 200.')
      .default(50),
  })
  .strict();

/**
 * The first `limit` rows of the Sites page in its order: what the page paints while the whole
 * table (a third of a MB for 10,000 sites) is on its way. The order is the page's own
 * (contract/sites/exposure-order.ts), over the same scan as the exposure answer, so these rows
 * keep their places when the rest arrives.
 */
export async function sitesHead(
  deps: ServerDeps,
  c: Context,
  user: WorkspaceUser,
  catalog: SiteCatalog,
  { order, limit }: { order: SitesOrder; limit: number },
): Promise<{ ok: true; value: SitesHead } | { ok: false; response: Response }> {
  const visible = visibleSites(catalog, user);
  const exposure = await sitesExposure(deps, c, user, catalog);
  if (!exposure.ok) {
    // A vendor that no longer takes the token ends the session, as the exposure answer does.
    const response = exposure.failure(c);
    if (response.status === 401) return { ok: false, response };
  }
  // Without counts the rows still come, by name: the list never waits on the incident service.
  const counted = exposure.ok
    ? new Map(exposure.value.sites.map((found) => [found.siteId, found]))
    : undefined;
  const ordered =
    order === 'exposure' && counted
      ? byExposure(visible, (site) => counted.get(site.summary.id))
      : visible;
  const head = ordered.slice(0, limit);
  return {
    ok: true,
    value: {
      total: visible.length,
      order: counted ? order : 'name',
      table: tableOfSites(head),
      exposure: counted ? head.flatMap((site) => counted.get(site.summary.id) ?? []) : null,
    },
  };
}

import { Hono, type Context } from 'hono';
import { SiteInput, SitePatch } from '../../../contract/resources/sites.ts';
import type { ServerDeps } from '../../deps.ts';
import { chooseEncoding } from '../../proxy/compress-body.ts';
import { auditHistory, changedFields, inTransaction, recordAudit } from '../audit.ts';
import { readJsonBody } from '../request-body.ts';
import { restoreFromBin } from '../restore-from-bin.ts';
import { conflict, forbidden, notFound } from '../versions.ts';
import { mayChange, userOf } from '../workspace-user.ts';
import { siteCatalog } from './site-catalog.ts';
import { siteTableAnswer } from './site-table.ts';
import { isVisibleTo } from '../shared-object.ts';
import { AUDITED_FIELDS, auditedFieldsOf, siteOf, type SiteRow } from './site-rows.ts';
import {
  findSite,
  insertSite,
  markDeleted,
  markRestored,
  updateSite,
  type SiteValues,
} from './site-store.ts';
import { timeZoneAt } from './time-zone.ts';
import { UUID_ID_PARAM as SITE_ID } from '../../http/route-params.ts';

const OBJECT_TYPE = 'site';

const visibleRow = (c: Context, row: SiteRow | undefined) =>
  row && isVisibleTo(userOf(c), row) ? row : undefined;

const valuesOf = (row: SiteRow): SiteValues => ({
  name: row.name,
  latitude: row.latitude,
  longitude: row.longitude,
  address: row.address,
  tags: row.tags,
  visibility: row.visibility,
  timeZone: row.time_zone,
  radius: row.radius,
});

/** Create, read, change, delete and restore one site, and its history (conventions). */
export function siteRoutes(deps: ServerDeps) {
  const app = new Hono();

  app.get('/sites', async (c) => {
    const catalog = await siteCatalog(deps.db);
    const answer = siteTableAnswer(catalog, userOf(c));
    const encoding = chooseEncoding(c.req.header('accept-encoding'), answer.bytes.byteLength);
    const body = encoding ? await answer.encoded(encoding) : answer.bytes;
    return c.body(body, 200, {
      'Content-Type': 'application/json',
      'Content-Length': String(body.byteLength),
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
  });

  app.post('/sites', async (c) => {
    const body = await readJsonBody(c, SiteInput);
    if (!body.ok) return body.response;
    const user = userOf(c);
    const input = body.data;
    const at = deps.now();
    const row = await inTransaction(deps.db, async (client) => {
      const created = await insertSite(
        client,
        user.email,
        { ...input, timeZone: timeZoneAt(input.latitude, input.longitude) },
        at,
      );
      await recordAudit(client, {
        objectType: OBJECT_TYPE,
        objectId: created.id,
        action: 'created',
        actorEmail: user.email,
        at,
        changes: auditedFieldsOf(created),
      });
      return created;
    });
    return c.json({ status: 'success', data: siteOf(row, user) }, 201);
  });

  app.get(`/sites/${SITE_ID}`, async (c) => {
    const row = visibleRow(c, await findSite(deps.db, c.req.param('id')));
    if (!row || row.deleted_at) return notFound(c, 'site');
    return c.json({ status: 'success', data: siteOf(row, userOf(c)) });
  });

  app.get(`/sites/${SITE_ID}/history`, async (c) => {
    const row = visibleRow(c, await findSite(deps.db, c.req.param('id')));
    if (!row) return notFound(c, 'site');
    const events = await auditHistory(deps.db, OBJECT_TYPE, row.id);
    return c.json({ status: 'success', data: { events } });
  });

  app.patch(`/sites/${SITE_ID}`, async (c) => {
    const body = await readJsonBody(c, SitePatch);
    if (!body.ok) return body.response;
    const user = userOf(c);
    const { version, ...patch } = body.data;
    const at = deps.now();
    return inTransaction(deps.db, async (client) => {
      const current = visibleRow(c, await findSite(client, c.req.param('id'), { lock: true }));
      if (!current || current.deleted_at) return notFound(c, 'site');
      if (!mayChange(user, current.owner_email)) return forbidden(c, 'site');
      if (current.version !== version) return conflict(c, siteOf(current, user));
      const before = valuesOf(current);
      const merged = { ...before, ...patch };
      const next: SiteValues = {
        ...merged,
        timeZone:
          merged.latitude === before.latitude && merged.longitude === before.longitude
            ? before.timeZone
            : timeZoneAt(merged.latitude, merged.longitude),
      };
      const updated = await updateSite(client, current.id, version, next, at);
      if (!updated) return conflict(c, siteOf(current, user));
      const changes = changedFields(
        auditedFieldsOf(current),
        auditedFieldsOf(updated),
        AUDITED_FIELDS,
      );
      if (Object.keys(changes).length > 0) {
        await recordAudit(client, {
          objectType: OBJECT_TYPE,
          objectId: current.id,
          action: 'updated',
          actorEmail: user.email,
          at,
          changes,
        });
      }
      return c.json({ status: 'success', data: siteOf(updated, user) });
    });
  });

  app.delete(`/sites/${SITE_ID}`, async (c) => {
    const user = userOf(c);
    const at = deps.now();
    return inTransaction(deps.db, async (client) => {
      const current = visibleRow(c, await findSite(client, c.req.param('id'), { lock: true }));
      if (!current || current.deleted_at) return notFound(c, 'site');
      if (!mayChange(user, current.owner_email)) return forbidden(c, 'site');
      await markDeleted(client, current.id, user.email, at);
      await recordAudit(client, {
        objectType: OBJECT_TYPE,
        objectId: current.id,
        action: 'deleted',
        actorEmail: user.email,
        at,
        changes: auditedFieldsOf(current),
      });
      return c.json({ status: 'success', data: siteOf(current, user) });
    });
  });

  app.post(`/sites/${SITE_ID}/restore`, async (c) => {
    const user = userOf(c);
    const at = deps.now();
    return inTransaction(deps.db, async (client) => {
      const current = visibleRow(c, await findSite(client, c.req.param('id'), { lock: true }));
      if (!current) return notFound(c, 'site');
      const refused = await restoreFromBin(c, client, {
        noun: 'site',
        objectType: OBJECT_TYPE,
        row: current,
        user,
        at,
        markRestored,
      });
      if (refused) return refused;
      const restored = (await findSite(client, current.id))!;
      return c.json({ status: 'success', data: siteOf(restored, user) });
    });
  });

  return app;
}

import { Hono, type Context } from 'hono';
import {
  CreateSavedSearch,
  ImportSavedSearchesBatch,
  PinSavedSearch,
  SavedSearchQuery,
  UpdateSavedSearch,
  viewOfAddress,
} from '../../../contract/resources/saved-searches.ts';
import type { ServerDeps } from '../../deps.ts';
import { bodyLimitOf } from '../../http/body-limits.ts';
import { fail } from '../../http/jsend.ts';
import { auditHistory, changedFields, inTransaction, recordAudit } from '../audit.ts';
import { readJsonBody, validated } from '../request-body.ts';
import { isVisibleTo } from '../shared-object.ts';
import { UNDO_WINDOW_SECONDS, undoDeadline } from '../undo-window.ts';
import { conflict, forbidden, notFound } from '../versions.ts';
import { mayChange, userOf } from '../workspace-user.ts';
import { importSavedSearches } from './import-saved-searches.ts';
import {
  AUDIT_TYPE,
  EDITABLE_FIELDS,
  findById,
  insertSavedSearch,
  isSavedSearchId,
  listVisible,
  markDeleted,
  markRestored,
  setMarks,
  toSavedSearch,
  updateIfVersion,
  type SavedSearchRow,
} from './saved-search-store.ts';

const WHAT = 'saved search';

/**
 * Larger than the app's default, so that a pasted 100 kB name is read and refused by name (at
 * most 200 characters) rather than as a body too large to read.
 */
export const SAVED_SEARCH_BODY_LIMIT_BYTES = 256 * 1024;
const savedSearchBodyLimit = bodyLimitOf(
  SAVED_SEARCH_BODY_LIMIT_BYTES,
  `The saved search is larger than ${SAVED_SEARCH_BODY_LIMIT_BYTES / 1024} kB; a name holds at most 200 characters.`,
);

const success = (c: Context, data: unknown, status: 200 | 201 = 200) =>
  c.json({ status: 'success', data }, status);

const auditedFields = (row: Pick<SavedSearchRow, 'name' | 'address' | 'visibility'>) => ({
  name: row.name,
  address: row.address,
  visibility: row.visibility,
});

/** `/api/watchfloor/saved-searches…` (contract/operations/saved-searches.ts). */
export function savedSearchRoutes(deps: ServerDeps) {
  const app = new Hono();
  const { db } = deps;

  /** The row behind `:id` if this user may see it; `deleted` rows only when asked for. */
  const visibleRow = async (
    c: Context,
    client: Parameters<typeof findById>[0],
    options: { lock?: boolean; deleted?: boolean } = {},
  ) => {
    const id = c.req.param('id') ?? '';
    if (!isSavedSearchId(id)) return undefined;
    const row = await findById(client, userOf(c).email, id, options);
    if (!row || !isVisibleTo(userOf(c), row)) return undefined;
    if (row.deleted_at && !options.deleted) return undefined;
    return row;
  };

  /** The row again after a write, with the owner's name and the viewer's marks. */
  const reread = async (client: Parameters<typeof findById>[0], c: Context, id: string) =>
    toSavedSearch((await findById(client, userOf(c).email, id))!, userOf(c));

  app.get('/saved-searches', async (c) => {
    const query = validated(c, SavedSearchQuery, c.req.query());
    if (!query.ok) return query.response;
    const user = userOf(c);
    const rows = await listVisible(db, user.email, query.data.view);
    return success(c, { searches: rows.map((row) => toSavedSearch(row, user)) });
  });

  app.post('/saved-searches', savedSearchBodyLimit, async (c) => {
    const body = await readJsonBody(c, CreateSavedSearch);
    if (!body.ok) return body.response;
    const user = userOf(c);
    const at = deps.now();
    const { name, address, visibility } = body.data;
    const created = await inTransaction(db, async (client) => {
      const id = (await insertSavedSearch(client, {
        ownerEmail: user.email,
        name,
        address,
        view: viewOfAddress(address)!,
        visibility,
        at,
      }))!;
      // Saving a view is looking at it: nothing in it is new to its owner yet.
      await setMarks(client, id, user.email, { lookedAt: at });
      await recordAudit(client, {
        objectType: AUDIT_TYPE,
        objectId: id,
        action: 'created',
        actorEmail: user.email,
        at,
        changes: { name, address, visibility },
      });
      return reread(client, c, id);
    });
    return success(c, created, 201);
  });

  app.post('/saved-searches/import', savedSearchBodyLimit, async (c) => {
    const body = await readJsonBody(c, ImportSavedSearchesBatch);
    if (!body.ok) return body.response;
    const results = await inTransaction(db, (client) =>
      importSavedSearches(client, userOf(c), body.data.searches, deps.now()),
    );
    return success(c, { results });
  });

  app.get('/saved-searches/:id', async (c) => {
    const row = await visibleRow(c, db);
    return row ? success(c, toSavedSearch(row, userOf(c))) : notFound(c, WHAT);
  });

  app.patch('/saved-searches/:id', savedSearchBodyLimit, async (c) => {
    const body = await readJsonBody(c, UpdateSavedSearch);
    if (!body.ok) return body.response;
    const user = userOf(c);
    const at = deps.now();
    return inTransaction(db, async (client) => {
      const row = await visibleRow(c, client, { lock: true });
      if (!row) return notFound(c, WHAT);
      if (!mayChange(user, row.owner_email)) return forbidden(c, WHAT);
      if (row.version !== body.data.version) return conflict(c, toSavedSearch(row, user));
      const before = auditedFields(row);
      const after = {
        name: body.data.name ?? row.name,
        address: body.data.address ?? row.address,
        visibility: body.data.visibility ?? row.visibility,
      };
      const changes = changedFields(before, after, EDITABLE_FIELDS);
      // Saving what is already there is not a change: no new version, no history line.
      if (Object.keys(changes).length === 0) return success(c, toSavedSearch(row, user));
      const view = viewOfAddress(after.address)!;
      await updateIfVersion(client, row.id, row.version, { ...after, view }, at);
      await recordAudit(client, {
        objectType: AUDIT_TYPE,
        objectId: row.id,
        action: 'updated',
        actorEmail: user.email,
        at,
        changes,
      });
      return success(c, await reread(client, c, row.id));
    });
  });

  app.delete('/saved-searches/:id', async (c) => {
    const written = c.req.query('version');
    const version = written === undefined ? undefined : Number(written);
    if (version !== undefined && !(Number.isInteger(version) && version > 0)) {
      return fail(c, 422, { version: 'Give the version as a positive whole number.' });
    }
    const user = userOf(c);
    const at = deps.now();
    return inTransaction(db, async (client) => {
      const row = await visibleRow(c, client, { lock: true });
      if (!row) return notFound(c, WHAT);
      if (!mayChange(user, row.owner_email)) return forbidden(c, WHAT);
      if (version !== undefined && row.version !== version) {
        return conflict(c, toSavedSearch(row, user));
      }
      await markDeleted(client, row.id, user.email, at);
      await recordAudit(client, {
        objectType: AUDIT_TYPE,
        objectId: row.id,
        action: 'deleted',
        actorEmail: user.email,
        at,
        changes: auditedFields(row),
      });
      return success(c, toSavedSearch(row, user));
    });
  });

  app.post('/saved-searches/:id/restore', async (c) => {
    const user = userOf(c);
    const at = deps.now();
    return inTransaction(db, async (client) => {
      const row = await visibleRow(c, client, { lock: true, deleted: true });
      if (!row) return notFound(c, WHAT);
      if (!mayChange(user, row.owner_email)) return forbidden(c, WHAT);
      // Restoring twice (two clicks on Undo, two tabs) is not an error.
      if (!row.deleted_at) return success(c, toSavedSearch(row, user));
      if (undoDeadline(row.deleted_at) < at) {
        return fail(c, 404, {
          id: `This saved search was deleted more than ${UNDO_WINDOW_SECONDS / 60} minutes ago and can no longer be restored.`,
        });
      }
      await markRestored(client, row.id, at);
      await recordAudit(client, {
        objectType: AUDIT_TYPE,
        objectId: row.id,
        action: 'restored',
        actorEmail: user.email,
        at,
        changes: {},
      });
      return success(c, await reread(client, c, row.id));
    });
  });

  app.put('/saved-searches/:id/pin', async (c) => {
    const body = await readJsonBody(c, PinSavedSearch);
    if (!body.ok) return body.response;
    const row = await visibleRow(c, db);
    if (!row) return notFound(c, WHAT);
    await setMarks(db, row.id, userOf(c).email, { pinned: body.data.pinned });
    return success(c, await reread(db, c, row.id));
  });

  app.post('/saved-searches/:id/looked', async (c) => {
    const row = await visibleRow(c, db);
    if (!row) return notFound(c, WHAT);
    await setMarks(db, row.id, userOf(c).email, { lookedAt: deps.now() });
    return success(c, await reread(db, c, row.id));
  });

  app.get('/saved-searches/:id/history', async (c) => {
    // A search deleted moments ago keeps its history for as long as it can be restored.
    const row = await visibleRow(c, db, { deleted: true });
    if (!row) return notFound(c, WHAT);
    return success(c, { events: await auditHistory(db, AUDIT_TYPE, row.id) });
  });

  return app;
}

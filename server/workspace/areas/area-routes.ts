import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { describeShape, vertexCountOf } from '../../../contract/areas/area-geometry.ts';
import { checkAreaShape, type CheckedShape } from '../../../contract/areas/area-shape.ts';
import { UUID } from '../../../contract/formats.ts';
import { MAX_IMPORTED_AREAS } from '../../../contract/resources/areas.ts';
import { expectedVersion, objectName, Visibility } from '../../../contract/resources/workspace.ts';
import type { ServerDeps } from '../../deps.ts';
import { bodyLimitOf } from '../../http/body-limits.ts';
import { fail } from '../../http/jsend.ts';
import { auditHistory, changedFields, inTransaction, recordAudit } from '../audit.ts';
import { fieldMessages, readJsonBody } from '../request-body.ts';
import { UNDO_WINDOW_SECONDS, undoDeadline } from '../undo-window.ts';
import { conflict, forbidden, notFound } from '../versions.ts';
import { mayChange, userOf } from '../workspace-user.ts';
import {
  findVisibleArea,
  insertArea,
  listVisibleAreas,
  lockAreaNames,
  markDeleted,
  markRestored,
  nameTaken,
  updateAreaAt,
  type AreaValues,
  type StoredArea,
} from './area-store.ts';

const OBJECT_TYPE = 'area';
const WHAT = 'area';

/** A detailed polygon (10,000 corners) is a few hundred kB of JSON; an import, several. */
const AREA_BODY_BYTES = 1024 * 1024;
const IMPORT_BODY_BYTES = 8 * 1024 * 1024;

// The shape is checked by contract/areas (its own readable messages), not by zod.
const NewAreaBody = z.object({
  name: objectName,
  visibility: Visibility.optional(),
  shape: z.unknown(),
});
const AreaChangeBody = z.object({
  version: expectedVersion,
  name: objectName.optional(),
  visibility: Visibility.optional(),
  shape: z.unknown().optional(),
});
const ImportBody = z.object({
  visibility: Visibility.optional(),
  areas: z
    .array(z.object({ name: objectName, shape: z.unknown() }))
    .min(1, 'Nothing to import.')
    .max(MAX_IMPORTED_AREAS, `At most ${MAX_IMPORTED_AREAS} areas in one import.`),
});

const nameInUse = (name: string) =>
  `There is already an area called “${name}”. Choose another name, so that area:"${name}" means one area.`;

type Checked<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Reads the body and checks every field at once: zod's for the plain fields, the shapes'. */
async function readAreaBody<S extends z.ZodType>(
  c: Context,
  schema: S,
  shapesOf: (data: z.infer<S>) => { field: string; shape: unknown }[],
): Promise<Checked<{ data: z.infer<S>; shapes: Map<string, CheckedShape> }>> {
  const raw = await readJsonBody(c, z.unknown());
  if (!raw.ok) return raw;
  const parsed = schema.safeParse(raw.data);
  const problems: Record<string, string> = parsed.success ? {} : fieldMessages(parsed.error);
  const shapes = new Map<string, CheckedShape>();
  if (parsed.success) {
    for (const { field, shape } of shapesOf(parsed.data)) {
      const checked = checkAreaShape(shape);
      if (checked.ok) shapes.set(field, checked.value);
      else problems[`${field}${checked.field.replace(/^shape/, '')}`] ??= checked.message;
    }
  }
  if (!parsed.success || Object.keys(problems).length > 0) {
    return { ok: false, response: fail(c, 422, problems) };
  }
  return { ok: true, data: { data: parsed.data, shapes } };
}

const valuesOf = (
  name: string,
  visibility: 'team' | 'private',
  { shape, api }: CheckedShape,
): AreaValues => ({
  name,
  visibility,
  shape,
  apiPolygon: api.rings,
  vertexCount: vertexCountOf(shape),
  simplifiedFrom: api.simplifiedFrom ?? null,
});

/** The fields the history records; a shape as words, not ten thousand corners. */
const audited = (values: Pick<AreaValues, 'name' | 'visibility' | 'shape'>) => ({
  name: values.name,
  visibility: values.visibility,
  shape: describeShape(values.shape),
});

const success = (c: Context, data: unknown, status: 200 | 201 = 200) =>
  c.json({ status: 'success', data }, status);

/** `/api/watchfloor/areas…`: the team's named areas (issue 25, item 3). */
export function areaRoutes(deps: ServerDeps) {
  const app = new Hono();

  app.get('/areas', async (c) => success(c, { areas: await listVisibleAreas(deps.db, userOf(c)) }));

  app.post(
    '/areas',
    bodyLimitOf(
      AREA_BODY_BYTES,
      'An area may be at most 1 MB of JSON: simplify the polygon first.',
    ),
    async (c) => {
      const user = userOf(c);
      const body = await readAreaBody(c, NewAreaBody, (data) => [
        { field: 'shape', shape: data.shape },
      ]);
      if (!body.ok) return body.response;
      const { data, shapes } = body.data;
      const values = valuesOf(data.name, data.visibility ?? 'team', shapes.get('shape')!);
      const now = deps.now();
      const id = await inTransaction(deps.db, async (client) => {
        await lockAreaNames(client);
        if (await nameTaken(client, values.name, { owner: user.email, ...values })) return null;
        const created = await insertArea(client, user.email, values, now);
        await recordAudit(client, {
          objectType: OBJECT_TYPE,
          objectId: created,
          action: 'created',
          actorEmail: user.email,
          at: now,
          changes: audited(values),
        });
        return created;
      });
      if (id === null) return fail(c, 422, { name: nameInUse(values.name) });
      const saved = await findVisibleArea(deps.db, user, id);
      return success(c, saved!.area, 201);
    },
  );

  app.post(
    '/areas/import',
    bodyLimitOf(IMPORT_BODY_BYTES, 'An import may be at most 8 MB of JSON: split the file.'),
    async (c) => {
      const user = userOf(c);
      const body = await readAreaBody(c, ImportBody, (data) =>
        data.areas.map((one, index) => ({ field: `areas.${index}.shape`, shape: one.shape })),
      );
      if (!body.ok) return body.response;
      const { data, shapes } = body.data;
      const visibility = data.visibility ?? 'team';
      const all = data.areas.map((one, index) =>
        valuesOf(one.name, visibility, shapes.get(`areas.${index}.shape`)!),
      );
      const twice: Record<string, string> = {};
      all.forEach((one, index) => {
        const first = all.findIndex((other) => other.name.toLowerCase() === one.name.toLowerCase());
        if (first !== index) {
          twice[`areas.${index}.name`] =
            `“${one.name}” is also the name of area ${first + 1} of this import.`;
        }
      });
      if (Object.keys(twice).length > 0) return fail(c, 422, twice);
      const now = deps.now();
      const outcome = await inTransaction(deps.db, async (client) => {
        await lockAreaNames(client);
        const taken: Record<string, string> = {};
        for (const [index, values] of all.entries()) {
          if (await nameTaken(client, values.name, { owner: user.email, ...values })) {
            taken[`areas.${index}.name`] = nameInUse(values.name);
          }
        }
        if (Object.keys(taken).length > 0) return { taken, ids: [] };
        const ids: string[] = [];
        for (const values of all) {
          const id = await insertArea(client, user.email, values, now);
          await recordAudit(client, {
            objectType: OBJECT_TYPE,
            objectId: id,
            action: 'imported',
            actorEmail: user.email,
            at: now,
            changes: audited(values),
          });
          ids.push(id);
        }
        return { taken: undefined, ids };
      });
      if (outcome.taken) return fail(c, 422, outcome.taken);
      const areas = await Promise.all(outcome.ids.map((id) => findVisibleArea(deps.db, user, id)));
      return success(c, { areas: areas.map((one) => one!.area) }, 201);
    },
  );

  // After the import route, which answers first: an id that is not a UUID names no area (and
  // must not reach the SQL as one).
  const checkId = async (c: Context, next: () => Promise<void>) => {
    if (!UUID.test(c.req.param('id') ?? '')) return notFound(c, WHAT);
    await next();
  };
  app.use('/areas/:id', checkId);
  app.use('/areas/:id/*', checkId);

  app.get('/areas/:id', async (c) => {
    const found = await findVisibleArea(deps.db, userOf(c), c.req.param('id'));
    return found ? success(c, found.area) : notFound(c, WHAT);
  });

  app.patch(
    '/areas/:id',
    bodyLimitOf(
      AREA_BODY_BYTES,
      'An area may be at most 1 MB of JSON: simplify the polygon first.',
    ),
    async (c) => {
      const user = userOf(c);
      const id = c.req.param('id');
      const body = await readAreaBody(c, AreaChangeBody, (data) =>
        data.shape === undefined ? [] : [{ field: 'shape', shape: data.shape }],
      );
      if (!body.ok) return body.response;
      const { data, shapes } = body.data;
      if (data.name === undefined && data.visibility === undefined && data.shape === undefined) {
        return fail(c, 422, { body: 'Nothing to change: give a name, a visibility or a shape.' });
      }
      const now = deps.now();
      type Outcome =
        | { kind: 'missing' }
        | { kind: 'forbidden' }
        | { kind: 'stale'; current: StoredArea }
        | { kind: 'taken'; name: string }
        | { kind: 'done' };
      const outcome = await inTransaction<Outcome>(deps.db, async (client) => {
        await lockAreaNames(client);
        const current = await findVisibleArea(client, user, id, { lock: true });
        if (!current) return { kind: 'missing' };
        if (!mayChange(user, current.row.owner_email)) return { kind: 'forbidden' };
        if (current.row.version !== data.version) return { kind: 'stale', current };
        const before = current.row;
        const shape = shapes.get('shape');
        const next: AreaValues = {
          name: data.name ?? before.name,
          visibility: data.visibility ?? before.visibility,
          shape: shape?.shape ?? before.shape,
          apiPolygon: shape?.api.rings ?? before.api_polygon,
          vertexCount: shape ? vertexCountOf(shape.shape) : before.vertex_count,
          simplifiedFrom: shape ? (shape.api.simplifiedFrom ?? null) : before.simplified_from,
        };
        const renamedOrShared =
          next.name.toLowerCase() !== before.name.toLowerCase() ||
          next.visibility !== before.visibility;
        if (
          renamedOrShared &&
          (await nameTaken(client, next.name, {
            owner: before.owner_email,
            visibility: next.visibility,
            except: id,
          }))
        ) {
          return { kind: 'taken', name: next.name };
        }
        if (!(await updateAreaAt(client, id, data.version, next, now))) {
          const latest = await findVisibleArea(client, user, id);
          return latest ? { kind: 'stale', current: latest } : { kind: 'missing' };
        }
        await recordAudit(client, {
          objectType: OBJECT_TYPE,
          objectId: id,
          action: 'updated',
          actorEmail: user.email,
          at: now,
          changes: changedFields(audited(before), audited(next), ['name', 'visibility', 'shape']),
        });
        return { kind: 'done' };
      });
      if (outcome.kind === 'missing') return notFound(c, WHAT);
      if (outcome.kind === 'forbidden') return forbidden(c, WHAT);
      if (outcome.kind === 'stale') return conflict(c, outcome.current.area);
      if (outcome.kind === 'taken') return fail(c, 422, { name: nameInUse(outcome.name) });
      const saved = await findVisibleArea(deps.db, user, id);
      return success(c, saved!.area);
    },
  );

  app.delete('/areas/:id', async (c) => {
    const user = userOf(c);
    const id = c.req.param('id');
    const written = c.req.query('version');
    const version = written === undefined ? undefined : expectedVersion.safeParse(Number(written));
    if (version && !version.success) {
      return fail(c, 422, { version: 'The version must be a positive whole number.' });
    }
    const now = deps.now();
    const outcome = await inTransaction(deps.db, async (client) => {
      const current = await findVisibleArea(client, user, id, { lock: true });
      if (!current) return { kind: 'missing' as const };
      if (!mayChange(user, current.row.owner_email)) return { kind: 'forbidden' as const };
      if (version && current.row.version !== version.data) {
        return { kind: 'stale' as const, current };
      }
      await markDeleted(client, id, user.email, now);
      await recordAudit(client, {
        objectType: OBJECT_TYPE,
        objectId: id,
        action: 'deleted',
        actorEmail: user.email,
        at: now,
        changes: audited(current.row),
      });
      return { kind: 'done' as const };
    });
    if (outcome.kind === 'missing') return notFound(c, WHAT);
    if (outcome.kind === 'forbidden') return forbidden(c, WHAT);
    if (outcome.kind === 'stale') return conflict(c, outcome.current.area);
    return success(c, { id, undoUntil: undoDeadline(now).toISOString() });
  });

  app.post('/areas/:id/restore', async (c) => {
    const user = userOf(c);
    const id = c.req.param('id');
    const now = deps.now();
    const outcome = await inTransaction(deps.db, async (client) => {
      await lockAreaNames(client);
      const current = await findVisibleArea(client, user, id, { deleted: true, lock: true });
      if (!current) return { kind: 'missing' as const };
      if (!mayChange(user, current.row.owner_email)) return { kind: 'forbidden' as const };
      const deletedAt = current.row.deleted_at;
      // Restoring twice (two tabs, a double click) is not an error.
      if (deletedAt === null) return { kind: 'done' as const };
      if (undoDeadline(deletedAt) < now) return { kind: 'expired' as const };
      const { name, visibility, owner_email: owner } = current.row;
      if (await nameTaken(client, name, { owner, visibility, except: id })) {
        return { kind: 'taken' as const, name };
      }
      await markRestored(client, id, now);
      await recordAudit(client, {
        objectType: OBJECT_TYPE,
        objectId: id,
        action: 'restored',
        actorEmail: user.email,
        at: now,
        changes: audited(current.row),
      });
      return { kind: 'done' as const };
    });
    if (outcome.kind === 'missing') return notFound(c, WHAT);
    if (outcome.kind === 'forbidden') return forbidden(c, WHAT);
    if (outcome.kind === 'expired') {
      return fail(c, 404, {
        id: `This area was deleted more than ${UNDO_WINDOW_SECONDS / 60} minutes ago and can no longer be restored.`,
      });
    }
    if (outcome.kind === 'taken') {
      return fail(c, 422, {
        name: `Another area called “${outcome.name}” was saved since this one was deleted; rename that one first.`,
      });
    }
    const saved = await findVisibleArea(deps.db, user, id);
    return success(c, saved!.area);
  });

  app.get('/areas/:id/history', async (c) => {
    const user = userOf(c);
    const id = c.req.param('id');
    const found = await findVisibleArea(deps.db, user, id, { deleted: true });
    if (!found) return notFound(c, WHAT);
    return success(c, { events: await auditHistory(deps.db, OBJECT_TYPE, id) });
  });

  return app;
}

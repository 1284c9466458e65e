import { Hono, type Context } from 'hono';
import {
  BriefingParams,
  CreateBriefingSchedule,
  UpdateBriefingSchedule,
} from '../../contract/resources/briefings.ts';
import type { ServerDeps } from '../deps.ts';
import { fail } from '../http/jsend.ts';
import { inTransaction, recordAudit } from '../workspace/audit.ts';
import { readJsonBody } from '../workspace/request-body.ts';
import { conflict, forbidden, notFound } from '../workspace/versions.ts';
import { mayChange, userOf } from '../workspace/workspace-user.ts';
import { computeBriefing, resolveSource, type BriefingParamsValue } from './briefing-compute.ts';
import {
  briefingListItemOf,
  briefingOf,
  findBriefing,
  findSchedule,
  insertBriefing,
  insertSchedule,
  markBriefingDeleted,
  markScheduleDeleted,
  scheduleOf,
  updateSchedule,
  visibleBriefings,
  visibleSchedules,
  type ScheduleRow,
  type ScheduleValues,
} from './briefing-store.ts';
import { isVisibleTo } from '../workspace/shared-object.ts';
import { UUID_ID_PARAM as ID } from '../http/route-params.ts';

/**
 * Briefings and their schedules under `/api/watchfloor/` (contract/operations/briefings.ts):
 * the workspace's conventions (JSend, 401/403/404/409/422); a vendor failure is answered as the
 * Sites page's exposure answers it.
 */

const SCHEDULE_AUDIT_TYPE = 'briefing-schedule';

/** 422 naming the field when a saved search or site is not there for this user. */
async function checkSource(c: Context, deps: ServerDeps, params: BriefingParamsValue) {
  const resolved = await resolveSource(deps.db, params, userOf(c).email);
  if (resolved.ok) return resolved;
  const message =
    resolved.missing.kind === 'site'
      ? 'There is no site with this id.'
      : 'No saved search of the incident explorer has this id.';
  return { ok: false as const, response: fail(c, 422, { [resolved.missing.field]: message }) };
}

const scheduleValuesOf = (row: ScheduleRow): ScheduleValues => ({
  visibility: row.visibility,
  params: row.params,
  time: row.run_time,
  timeZone: row.time_zone,
  recipients: row.recipients,
  active: row.active,
});

export function briefingRoutes(deps: ServerDeps) {
  const app = new Hono();

  app.post('/briefings', async (c) => {
    const body = await readJsonBody(c, BriefingParams);
    if (!body.ok) return body.response;
    const params: BriefingParamsValue = body.data;
    const checked = await checkSource(c, deps, params);
    if (!checked.ok) return checked.response;
    const at = deps.now();
    const content = await computeBriefing(deps, c, params, checked.source, at);
    if (!content.ok) return content.failure(c);
    const row = await insertBriefing(deps.db, {
      ownerEmail: userOf(c).email,
      visibility: 'team',
      params,
      content: content.value,
      scheduleId: null,
      at,
    });
    return c.json({ status: 'success', data: { briefing: briefingOf(row) } }, 201);
  });

  app.get('/briefings', async (c) => {
    const rows = await visibleBriefings(deps.db, userOf(c).email);
    return c.json({ status: 'success', data: { briefings: rows.map(briefingListItemOf) } });
  });

  app.get(`/briefings/${ID}`, async (c) => {
    const row = await findBriefing(deps.db, c.req.param('id'));
    if (!row || !isVisibleTo(userOf(c), row)) return notFound(c, 'briefing');
    return c.json({ status: 'success', data: { briefing: briefingOf(row) } });
  });

  app.delete(`/briefings/${ID}`, async (c) => {
    const user = userOf(c);
    const row = await findBriefing(deps.db, c.req.param('id'));
    if (!row || !isVisibleTo(user, row)) return notFound(c, 'briefing');
    if (!mayChange(user, row.owner_email)) return forbidden(c, 'briefing');
    await markBriefingDeleted(deps.db, row.id, deps.now());
    return c.json({ status: 'success', data: { briefing: briefingOf(row) } });
  });

  app.get('/briefing-schedules', async (c) => {
    const user = userOf(c);
    const rows = await visibleSchedules(deps.db, user.email);
    return c.json({
      status: 'success',
      data: { schedules: rows.map((row) => scheduleOf(row, user)) },
    });
  });

  app.post('/briefing-schedules', async (c) => {
    const body = await readJsonBody(c, CreateBriefingSchedule);
    if (!body.ok) return body.response;
    const checked = await checkSource(c, deps, body.data.params);
    if (!checked.ok) return checked.response;
    const user = userOf(c);
    const at = deps.now();
    const row = await inTransaction(deps.db, async (client) => {
      const created = await insertSchedule(client, user.email, { ...body.data, active: true }, at);
      await recordAudit(client, {
        objectType: SCHEDULE_AUDIT_TYPE,
        objectId: created.id,
        action: 'created',
        actorEmail: user.email,
        at,
        changes: scheduleValuesOf(created) as unknown as Record<string, unknown>,
      });
      return created;
    });
    return c.json({ status: 'success', data: { schedule: scheduleOf(row, user) } }, 201);
  });

  app.patch(`/briefing-schedules/${ID}`, async (c) => {
    const body = await readJsonBody(c, UpdateBriefingSchedule);
    if (!body.ok) return body.response;
    const user = userOf(c);
    const { version, ...patch } = body.data;
    if (patch.params) {
      const checked = await checkSource(c, deps, patch.params);
      if (!checked.ok) return checked.response;
    }
    const at = deps.now();
    const result = await inTransaction(deps.db, async (client) => {
      const current = await findSchedule(client, c.req.param('id'), { lock: true });
      if (!current || !isVisibleTo(user, current)) return notFound(c, 'briefing schedule');
      if (!mayChange(user, current.owner_email)) return forbidden(c, 'briefing schedule');
      if (current.version !== version) return conflict(c, scheduleOf(current, user));
      const before = scheduleValuesOf(current);
      const merged: ScheduleValues = {
        ...before,
        ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)),
      };
      const updated = await updateSchedule(
        client,
        current.id,
        version,
        merged,
        patch.active === true,
        at,
      );
      if (!updated) return conflict(c, scheduleOf(current, user));
      await recordAudit(client, {
        objectType: SCHEDULE_AUDIT_TYPE,
        objectId: current.id,
        action: 'updated',
        actorEmail: user.email,
        at,
        changes: patch,
      });
      return updated;
    });
    if (result instanceof Response) return result;
    return c.json({ status: 'success', data: { schedule: scheduleOf(result, user) } });
  });

  app.delete(`/briefing-schedules/${ID}`, async (c) => {
    const user = userOf(c);
    const at = deps.now();
    const result = await inTransaction(deps.db, async (client) => {
      const current = await findSchedule(client, c.req.param('id'), { lock: true });
      if (!current || !isVisibleTo(user, current)) return notFound(c, 'briefing schedule');
      if (!mayChange(user, current.owner_email)) return forbidden(c, 'briefing schedule');
      await markScheduleDeleted(client, current.id, at);
      await recordAudit(client, {
        objectType: SCHEDULE_AUDIT_TYPE,
        objectId: current.id,
        action: 'deleted',
        actorEmail: user.email,
        at,
        changes: scheduleValuesOf(current) as unknown as Record<string, unknown>,
      });
      return current;
    });
    if (result instanceof Response) return result;
    return c.json({ status: 'success', data: { schedule: scheduleOf(result, user) } });
  });

  return app;
}

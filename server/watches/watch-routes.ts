import { Hono, type Context } from 'hono';
import type pg from 'pg';
import type { z } from 'zod';
import {
  AcknowledgeAlert,
  AlertQuery,
  AssignAlert,
  CreateWatch,
  MarkAlertsRead,
  SnoozeAlert,
  UpdateWatch,
} from '../../contract/resources/watches.ts';
import type { ServerConfig } from '../config.ts';
import type { ServerDeps } from '../deps.ts';
import { checkWebhookUrl } from '../delivery/webhook-address.ts';
import { listDeliveries } from '../delivery/delivery-store.ts';
import { testChannels } from '../delivery/test-channels.ts';
import { fail } from '../http/jsend.ts';
import { auditHistory, changedFields, inTransaction, recordAudit } from '../workspace/audit.ts';
import { readJsonBody, validated } from '../workspace/request-body.ts';
import { restoreFromBin } from '../workspace/restore-from-bin.ts';
import { AUDIT_TYPE as TRIAGE_AUDIT_TYPE } from '../workspace/triage/triage-routes.ts';
import {
  fieldsOf,
  findTriage,
  insertTriage,
  isTeamMember,
  TRIAGE_FIELD_NAMES,
  updateTriageFields,
  type TriageFields,
} from '../workspace/triage/triage-store.ts';
import { conflict, forbidden, notFound } from '../workspace/versions.ts';
import { mayChange, userOf } from '../workspace/workspace-user.ts';
import { findVisibleAlert, listAlerts, markAlerts, unreadCount } from './alert-store.ts';
import { compileFilters } from './match-incident.ts';
import {
  effectiveFilters,
  findWatch,
  insertWatch,
  livePlaces,
  markWatchDeleted,
  markWatchRestored,
  updateWatch,
  valuesOf,
  visibleWatches,
  watchOf,
  type WatchRow,
  type WatchValues,
} from './watch-store.ts';
import { isVisibleTo } from '../workspace/shared-object.ts';
import { UUID_ID_PARAM as ID } from '../http/route-params.ts';

const OBJECT_TYPE = 'watch';
const AUDITED = [
  'name',
  'visibility',
  'paused',
  'filters',
  'savedSearchId',
  'siteIds',
  'areaIds',
  'triggers',
  'minImpact',
  'cadence',
  'digestTime',
  'timeZone',
  'quietHours',
  'webhooks',
  'emails',
] as const satisfies readonly (keyof WatchValues)[];

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/** What keeps a watch from matching as written, by field: shown on the watch, never a 500. */
async function problemsOf(db: Queryable, row: WatchRow): Promise<Record<string, string>> {
  const problems = compileFilters(effectiveFilters(row)).problems;
  if (row.saved_search_id && row.saved_search_address === null) {
    problems.savedSearchId =
      'The saved search was deleted or made private: the watch keeps the filters it had when last saved.';
  }
  const live = await livePlaces(db, row.site_ids, row.area_ids);
  if (row.site_ids.some((id) => !live.has(`site:${id}`))) {
    problems.siteIds = 'A site this watch names was deleted.';
  }
  if (row.area_ids.some((id) => !live.has(`area:${id}`))) {
    problems.areaIds = 'An area this watch names was deleted.';
  }
  return problems;
}

/**
 * Checks what a watch refers to as this user sees it: a saved search of the explorer, sites
 * and areas they may see. Answers the values to store (a saved search's address copied into
 * `filters` when none were given), or the 422 naming the field.
 */
async function checkReferences(
  c: Context,
  db: Queryable,
  delivery: ServerConfig['delivery'],
  values: Omit<WatchValues, 'filters'> & { filters?: string },
  /** On a change: what the watch named already is not checked again (it may since be deleted). */
  previous?: WatchValues,
): Promise<{ ok: true; values: WatchValues } | { ok: false; response: Response }> {
  const user = userOf(c);
  let filters = values.filters;
  if (values.savedSearchId && values.savedSearchId !== previous?.savedSearchId) {
    const { rows } = await db.query<{ address: string; view: string }>(
      `SELECT address, view FROM saved_searches
        WHERE id = $1 AND deleted_at IS NULL AND (visibility = 'team' OR owner_email = $2)`,
      [values.savedSearchId, user.email],
    );
    if (!rows[0] || rows[0].view !== 'incidents') {
      return {
        ok: false,
        response: fail(c, 422, {
          savedSearchId: 'No saved search of the incident explorer has this id.',
        }),
      };
    }
    filters ??= rows[0].address;
  }
  const { rows } = await db.query<{ kind: string; id: string }>(
    `SELECT 'site' AS kind, id::text AS id FROM sites
      WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL AND (visibility = 'team' OR owner_email = $3)
     UNION ALL
     SELECT 'area', id::text FROM areas
      WHERE id = ANY($2::uuid[]) AND deleted_at IS NULL AND (visibility = 'team' OR owner_email = $3)`,
    [values.siteIds, values.areaIds, user.email],
  );
  const known = new Set(rows.map((row) => `${row.kind}:${row.id}`));
  for (const [field, kind, ids] of [
    ['siteIds', 'site', values.siteIds],
    ['areaIds', 'area', values.areaIds],
  ] as const) {
    const kept = new Set(previous?.[field] ?? []);
    const missing = ids.findIndex(
      (id) => !kept.has(id.toLowerCase()) && !known.has(`${kind}:${id.toLowerCase()}`),
    );
    if (missing >= 0) {
      return {
        ok: false,
        response: fail(c, 422, { [`${field}.${missing}`]: `There is no ${kind} with this id.` }),
      };
    }
  }
  const channels = await checkChannels(c, delivery, values, previous);
  if (channels) return { ok: false, response: channels };
  return { ok: true, values: { ...values, filters: filters! } };
}

/**
 * Webhooks must lead to public addresses (or hosts WATCHFLOOR_WEBHOOK_ALLOW lists), checked
 * for endpoints new to the watch; email needs SMTP_URL. Answers the 422 naming the entry.
 */
async function checkChannels(
  c: Context,
  config: ServerConfig['delivery'],
  values: Pick<WatchValues, 'webhooks' | 'emails'>,
  previous: WatchValues | undefined,
): Promise<Response | undefined> {
  const kept = new Set(previous?.webhooks ?? []);
  for (const [index, url] of values.webhooks.entries()) {
    if (kept.has(url)) continue;
    const verdict = await checkWebhookUrl(url, config.webhookAllow);
    if (!verdict.ok) return fail(c, 422, { [`webhooks.${index}`]: verdict.reason });
  }
  const keptEmails = new Set(previous?.emails ?? []);
  const newEmail = values.emails.findIndex((email) => !keptEmails.has(email));
  if (newEmail >= 0 && !config.smtpUrl) {
    return fail(c, 422, {
      [`emails.${newEmail}`]: 'This server sends no email (SMTP_URL is not set).',
    });
  }
  return undefined;
}

const visibleRow = (c: Context, row: WatchRow | undefined) =>
  row && !row.deleted_at && isVisibleTo(userOf(c), row) ? row : undefined;

/** Watches CRUD (the workspace conventions) and the alerts a user works. */
export function watchRoutes(deps: ServerDeps) {
  const app = new Hono();
  const answer = async (c: Context, row: WatchRow, status: 200 | 201 = 200) =>
    c.json(
      { status: 'success', data: watchOf(row, userOf(c), await problemsOf(deps.db, row)) },
      status,
    );

  app.get('/watches', async (c) => {
    const user = userOf(c);
    const rows = await visibleWatches(deps.db, user.email);
    const watches = await Promise.all(
      rows.map(async (row) => watchOf(row, user, await problemsOf(deps.db, row))),
    );
    return c.json({ status: 'success', data: { watches } });
  });

  app.post('/watches', async (c) => {
    const body = await readJsonBody(c, CreateWatch);
    if (!body.ok) return body.response;
    const user = userOf(c);
    const checked = await checkReferences(c, deps.db, deps.config.delivery, body.data);
    if (!checked.ok) return checked.response;
    const at = deps.now();
    const row = await inTransaction(deps.db, async (client) => {
      const created = await insertWatch(client, user.email, checked.values, at);
      await recordAudit(client, {
        objectType: OBJECT_TYPE,
        objectId: created.id,
        action: 'created',
        actorEmail: user.email,
        at,
        changes: valuesOf(created) as unknown as Record<string, unknown>,
      });
      return created;
    });
    return answer(c, row, 201);
  });

  app.get(`/watches/${ID}`, async (c) => {
    const row = visibleRow(c, await findWatch(deps.db, c.req.param('id')));
    if (!row) return notFound(c, 'watch');
    return answer(c, row);
  });

  app.get(`/watches/${ID}/history`, async (c) => {
    const row = await findWatch(deps.db, c.req.param('id'));
    if (!row || !isVisibleTo(userOf(c), row)) return notFound(c, 'watch');
    const events = await auditHistory(deps.db, OBJECT_TYPE, row.id);
    return c.json({ status: 'success', data: { events } });
  });

  app.patch(`/watches/${ID}`, async (c) => {
    const body = await readJsonBody(c, UpdateWatch);
    if (!body.ok) return body.response;
    const user = userOf(c);
    const { version, ...patch } = body.data;
    const at = deps.now();
    const result = await inTransaction(deps.db, async (client) => {
      const current = visibleRow(c, await findWatch(client, c.req.param('id'), { lock: true }));
      if (!current) return notFound(c, 'watch');
      if (!mayChange(user, current.owner_email)) return forbidden(c, 'watch');
      if (current.version !== version) {
        return conflict(c, watchOf(current, user, await problemsOf(client, current)));
      }
      const before = valuesOf(current);
      const merged: WatchValues = { ...before, ...patch };
      if (merged.cadence === 'daily' && !merged.digestTime) {
        return fail(c, 422, { digestTime: 'A daily digest needs the time it goes out (HH:MM).' });
      }
      const checked = await checkReferences(c, client, deps.config.delivery, merged, before);
      if (!checked.ok) return checked.response;
      const updated = await updateWatch(client, current.id, version, checked.values, at);
      if (!updated) return conflict(c, watchOf(current, user, {}));
      const changes = changedFields(
        before as unknown as Record<string, unknown>,
        valuesOf(updated) as unknown as Record<string, unknown>,
        AUDITED,
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
      return updated;
    });
    return result instanceof Response ? result : answer(c, result);
  });

  app.delete(`/watches/${ID}`, async (c) => {
    const user = userOf(c);
    const at = deps.now();
    const result = await inTransaction(deps.db, async (client) => {
      const current = visibleRow(c, await findWatch(client, c.req.param('id'), { lock: true }));
      if (!current) return notFound(c, 'watch');
      if (!mayChange(user, current.owner_email)) return forbidden(c, 'watch');
      await markWatchDeleted(client, current.id, user.email, at);
      await recordAudit(client, {
        objectType: OBJECT_TYPE,
        objectId: current.id,
        action: 'deleted',
        actorEmail: user.email,
        at,
        changes: valuesOf(current) as unknown as Record<string, unknown>,
      });
      return current;
    });
    return result instanceof Response ? result : answer(c, result);
  });

  app.get(`/watches/${ID}/deliveries`, async (c) => {
    const row = visibleRow(c, await findWatch(deps.db, c.req.param('id')));
    if (!row) return notFound(c, 'watch');
    const rows = await listDeliveries(deps.db, row.id, 100);
    const deliveries = rows.map((delivery) => ({
      id: delivery.id,
      channel: delivery.kind,
      target: delivery.target,
      alertId: delivery.alert_id,
      incidentId: delivery.incident_id,
      digest:
        delivery.period_start && delivery.period_end
          ? {
              periodStart: delivery.period_start.toISOString(),
              periodEnd: delivery.period_end.toISOString(),
            }
          : null,
      status: delivery.status,
      createdAt: delivery.created_at.toISOString(),
      deliveredAt: delivery.delivered_at?.toISOString() ?? null,
      failedAt: delivery.failed_at?.toISOString() ?? null,
      failure: delivery.failure,
      attempts: delivery.attempts.map((attempt) => ({
        at: new Date(attempt.started_at).toISOString(),
        durationMs: attempt.duration_ms,
        succeeded: attempt.succeeded,
        responseCode: attempt.response_code,
        error: attempt.error,
      })),
    }));
    return c.json({ status: 'success', data: { deliveries } });
  });

  // Sends now, not through the queue: the answer says what each channel did.
  app.post(`/watches/${ID}/test`, async (c) => {
    const row = visibleRow(c, await findWatch(deps.db, c.req.param('id')));
    if (!row) return notFound(c, 'watch');
    if (!mayChange(userOf(c), row.owner_email)) return forbidden(c, 'watch');
    const results = await testChannels(deps, row);
    return c.json({ status: 'success', data: { results } });
  });

  app.post(`/watches/${ID}/restore`, async (c) => {
    const user = userOf(c);
    const at = deps.now();
    const result = await inTransaction(deps.db, async (client) => {
      const current = await findWatch(client, c.req.param('id'), { lock: true });
      if (!current || !isVisibleTo(user, current)) return notFound(c, 'watch');
      const refused = await restoreFromBin(c, client, {
        noun: 'watch',
        objectType: OBJECT_TYPE,
        row: current,
        user,
        at,
        markRestored: markWatchRestored,
      });
      return refused ?? (await findWatch(client, current.id))!;
    });
    return result instanceof Response ? result : answer(c, result);
  });

  app.get('/watcher', async (c) => {
    const { rows } = await deps.db.query<{
      polled_through: string | null;
      succeeded_at: Date | null;
      failed_at: Date | null;
      failure: string | null;
    }>('SELECT polled_through::text, succeeded_at, failed_at, failure FROM watcher_cursor');
    const row = rows[0];
    const pollSeconds = deps.config.watcher.pollSeconds;
    return c.json({
      status: 'success',
      data: {
        polling: pollSeconds !== null,
        pollSeconds,
        polledThrough: row?.polled_through
          ? new Date(Number(row.polled_through) * 1000).toISOString()
          : null,
        succeededAt: row?.succeeded_at?.toISOString() ?? null,
        failedAt: row?.failed_at?.toISOString() ?? null,
        failure: row?.failure ?? null,
      },
    });
  });

  app.get('/alerts', async (c) => {
    const query = validated(c, AlertQuery, c.req.query());
    if (!query.ok) return query.response;
    const page = await listAlerts(deps.db, {
      userEmail: userOf(c).email,
      now: deps.now(),
      unreadOnly: query.data.unread === 'true',
      watchId: query.data.watch,
      before: query.data.before,
      limit: query.data.limit ?? 50,
    });
    return c.json({ status: 'success', data: page });
  });

  app.get('/alerts/unread-count', async (c) => {
    const unread = await unreadCount(deps.db, userOf(c).email, deps.now());
    return c.json({ status: 'success', data: { unread } });
  });

  app.post('/alerts/read', async (c) => {
    const body = await readJsonBody(c, MarkAlertsRead);
    if (!body.ok) return body.response;
    const { email } = userOf(c);
    const now = deps.now();
    const { rows } = await deps.db.query<{ id: string }>(
      `SELECT a.id FROM alerts a JOIN watches w ON w.id = a.watch_id
        WHERE a.id = ANY($1::uuid[]) AND a.sequence IS NOT NULL AND w.deleted_at IS NULL
          AND (w.visibility = 'team' OR w.owner_email = $2)`,
      [body.data.ids, email],
    );
    await markAlerts(
      deps.db,
      email,
      rows.map((row) => row.id),
      { readAt: now },
    );
    return c.json({ status: 'success', data: { unread: await unreadCount(deps.db, email, now) } });
  });

  app.post(`/alerts/${ID}/snooze`, async (c) => {
    const body = await readJsonBody(c, SnoozeAlert);
    if (!body.ok) return body.response;
    const { email } = userOf(c);
    const now = deps.now();
    const alert = await findVisibleAlert(deps.db, email, now, c.req.param('id'));
    if (!alert) return notFound(c, 'alert');
    await markAlerts(deps.db, email, [alert.id], {
      snoozedUntil:
        body.data.until === undefined
          ? undefined
          : body.data.until === null
            ? null
            : new Date(body.data.until),
      snoozedUntilRevised: body.data.untilRevised,
    });
    return c.json({
      status: 'success',
      data: await findVisibleAlert(deps.db, email, now, alert.id),
    });
  });

  /** Acknowledge and assign write the incident's triage: one state for the team. */
  const triageChange =
    (
      change: (c: Context, fields: TriageFields, body: unknown) => Promise<TriageFields | Response>,
      schema: typeof AcknowledgeAlert | typeof AssignAlert,
      acknowledges: boolean,
    ) =>
    async (c: Context) => {
      const body = await readJsonBody(c, schema);
      if (!body.ok) return body.response;
      const user = userOf(c);
      const now = deps.now();
      const alert = await findVisibleAlert(deps.db, user.email, now, c.req.param('id')!);
      if (!alert) return notFound(c, 'alert');
      const result = await inTransaction(deps.db, async (client) => {
        await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
          `triage:${alert.incidentId}`,
        ]);
        const current = await findTriage(client, alert.incidentId);
        const before: TriageFields = current
          ? fieldsOf(current)
          : { status: 'new', duplicateOf: null, impactOnUs: null, assignee: null, notes: '' };
        const fields = await change(c, before, body.data);
        if (fields instanceof Response) return fields;
        const { rows } = await client.query<{ snapshot: never }>(
          'SELECT snapshot FROM alerts WHERE id = $1',
          [alert.id],
        );
        const written = current
          ? await updateTriageFields(client, {
              incidentId: alert.incidentId,
              version: current.version,
              fields,
              actorEmail: user.email,
              now,
            })
          : await insertTriage(client, {
              incidentId: alert.incidentId,
              fields,
              snapshot: rows[0]!.snapshot,
              actorEmail: user.email,
              now,
            });
        if (!written) throw new Error('the triage moved while locked');
        await recordAudit(client, {
          objectType: TRIAGE_AUDIT_TYPE,
          objectId: alert.incidentId,
          action: current ? 'updated' : 'created',
          actorEmail: user.email,
          at: now,
          changes: changedFields(before, fields, TRIAGE_FIELD_NAMES),
        });
        if (acknowledges) await markAlerts(client, user.email, [alert.id], { acknowledgedAt: now });
        return undefined;
      });
      if (result instanceof Response) return result;
      return c.json({
        status: 'success',
        data: await findVisibleAlert(deps.db, user.email, now, alert.id),
      });
    };

  app.post(
    `/alerts/${ID}/acknowledge`,
    triageChange(
      (c, before, body) => {
        const { disposition, note, duplicateOf } = body as AcknowledgeAlert;
        const notes = note ? (before.notes ? `${before.notes}\n\n${note}` : note) : before.notes;
        if (notes.length > 10_000) {
          return Promise.resolve(
            fail(c, 422, { note: 'The incident’s notes would pass 10,000 characters.' }),
          );
        }
        return Promise.resolve({
          ...before,
          status: disposition,
          duplicateOf: disposition === 'duplicate' ? duplicateOf! : null,
          notes,
        });
      },
      AcknowledgeAlert,
      true,
    ),
  );

  app.post(
    `/alerts/${ID}/assign`,
    triageChange(
      async (c, before, body) => {
        const { assignee } = body as AssignAlert;
        const email = assignee?.toLowerCase() ?? null;
        if (email && !(await isTeamMember(deps.db, email))) {
          return fail(c, 422, { assignee: 'Nobody of the team has this email.' });
        }
        return { ...before, assignee: email };
      },
      AssignAlert,
      false,
    ),
  );

  return app;
}

type AcknowledgeAlert = z.infer<typeof AcknowledgeAlert>;
type AssignAlert = z.infer<typeof AssignAlert>;

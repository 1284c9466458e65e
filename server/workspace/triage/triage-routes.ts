import { Hono, type Context } from 'hono';
import { parseQuery } from '../../../contract/filters/query.ts';
import {
  TRIAGE_QUEUE_PAGE_SIZE,
  triageQueueQuery,
  type TriageQueueQuery,
} from '../../../contract/filters/triage.ts';
import { SHIFT_QUEUE_LISTED, SHIFT_QUEUE_VIEWS } from '../../../contract/triage/shift-views.ts';
import { TriageChange, TriageSeen, type Triage } from '../../../contract/resources/triage.ts';
import { INCIDENT_ID } from '../../../contract/formats.ts';
import { TRIAGE_STATES_MAX_IDS } from '../../../contract/triage/values.ts';
import type { ServerDeps } from '../../deps.ts';
import { bodyLimitOf } from '../../http/body-limits.ts';
import { error, fail, sessionRequired } from '../../http/jsend.ts';
import { endCurrentSession } from '../../sessions/current-session.ts';
import { auditHistory, changedFields, inTransaction, recordAudit } from '../audit.ts';
import { readJsonBody } from '../request-body.ts';
import { conflict } from '../versions.ts';
import { userOf } from '../workspace-user.ts';
import { refreshOne, refreshRevisions } from './snapshot-refresh.ts';
import { queueOf } from './triage-queue.ts';
import {
  duplicateTargetOf,
  fieldsOf,
  findStates,
  findTriage,
  insertTriage,
  isTeamMember,
  markSeen,
  TRIAGE_FIELD_NAMES,
  updateTriageFields,
  type TriageFields,
} from './triage-store.ts';
import {
  confirmExists,
  readSnapshot,
  type VendorCall,
  type VendorProblem,
} from './vendor-incidents.ts';

/**
 * `/api/watchfloor/triage…`: the team's triage of incidents (issue 25 §5). One triage per
 * incident for the whole team; every change names the version it was made from and lands in
 * the audit history in the same transaction.
 */

export const AUDIT_TYPE = 'triage';

/**
 * A change's body may run past the app's 64 kB limit: a 100 kB note then gets a 422 naming
 * `notes` and its length, not a bare 413. Past this, the body is refused unread.
 */
export const TRIAGE_BODY_LIMIT_BYTES = 256 * 1024;

const ID = ':incidentId{IN-[0-9]+}';
/** Duplicate chains are short; a longer one is followed no further than this. */
const MAX_DUPLICATE_CHAIN = 50;

const vendorCallOf = (c: Context, deps: ServerDeps): VendorCall => ({
  deps,
  vendorToken: c.get('session')!.vendorToken,
});

/** The vendor refused the session's token: the session ends here too, as at the proxy. */
async function sessionEnded(c: Context, deps: ServerDeps) {
  await endCurrentSession(c, deps);
  return sessionRequired(
    c,
    'The incident service no longer accepts your session (expired or revoked). Sign in again.',
  );
}

export function triageRoutes(deps: ServerDeps) {
  const app = new Hono();

  /** Answers for a vendor read that did not find what it needed. */
  async function vendorProblem(
    c: Context,
    problem: VendorProblem,
    missing: () => Response,
  ): Promise<Response> {
    if (problem.kind === 'unauthorized') return sessionEnded(c, deps);
    if (problem.kind === 'missing') return missing();
    return error(c, problem.status, problem.message);
  }

  app.get('/triage/states', async (c) => {
    const written = c.req.query('ids') ?? '';
    const ids = [...new Set(written.split(',').filter(Boolean))];
    if (ids.length === 0) {
      return fail(c, 422, { ids: 'Name the incidents: ids=IN-1,IN-2, comma separated.' });
    }
    if (ids.length > TRIAGE_STATES_MAX_IDS) {
      return fail(c, 422, {
        ids: `At most ${TRIAGE_STATES_MAX_IDS} incidents at once; this asks for ${ids.length}.`,
      });
    }
    const wrong = ids.find((id) => !INCIDENT_ID.test(id));
    if (wrong !== undefined) {
      return fail(c, 422, { ids: `"${wrong.slice(0, 40)}" is not an incident id (IN-<number>).` });
    }
    return c.json({ status: 'success', data: { states: await findStates(deps.db, ids) } });
  });

  app.get('/triage', async (c) => {
    const parsed = parseQuery(triageQueueQuery, new URL(c.req.url).searchParams);
    const problems: Record<string, string> = {};
    for (const problem of parsed.problems) problems[problem.parameter] = problem.message;
    for (const name of parsed.unknown) {
      problems[name] = `${name} is not a filter of the queue.`;
    }
    if (Object.keys(problems).length > 0) return fail(c, 422, problems);
    const outcome = await refreshRevisions(vendorCallOf(c, deps), deps.now());
    if (outcome.kind === 'unauthorized') return sessionEnded(c, deps);
    const page = parsed.values.page ?? 1;
    const pageSize = parsed.values.pageSize ?? TRIAGE_QUEUE_PAGE_SIZE.defaultValue;
    const { items, total } = await queueOf(deps.db, parsed.values, userOf(c).email, {
      page,
      pageSize,
    });
    return c.json({
      status: 'success',
      data: { items, total, page, pageSize, refresh: outcome.refresh },
    });
  });

  app.get('/triage/summary', async (c) => {
    const outcome = await refreshRevisions(vendorCallOf(c, deps), deps.now());
    if (outcome.kind === 'unauthorized') return sessionEnded(c, deps);
    const me = userOf(c).email;
    const read = (view: TriageQueueQuery, pageSize: number) =>
      queueOf(deps.db, view, me, { page: 1, pageSize });
    const [assignedToMe, fresh, revised] = await Promise.all([
      read(SHIFT_QUEUE_VIEWS.assignedToMe, SHIFT_QUEUE_LISTED),
      read(SHIFT_QUEUE_VIEWS.new, 0),
      read(SHIFT_QUEUE_VIEWS.revisedSinceTriage, 0),
    ]);
    return c.json({
      status: 'success',
      data: {
        assignedToMe: { total: assignedToMe.total, latest: assignedToMe.items },
        new: { total: fresh.total },
        revisedSinceTriage: { total: revised.total },
        refresh: outcome.refresh,
      },
    });
  });

  app.get(`/triage/${ID}`, async (c) => {
    const incidentId = c.req.param('incidentId');
    const stored = await findTriage(deps.db, incidentId);
    if (!stored) {
      return c.json({
        status: 'success',
        data: { triage: null, refresh: { status: 'current', checkedAt: null, message: null } },
      });
    }
    const outcome = await refreshOne(
      vendorCallOf(c, deps),
      incidentId,
      new Date(stored.snapshotCheckedAt),
      deps.now(),
    );
    if (outcome.kind === 'unauthorized') return sessionEnded(c, deps);
    return c.json({
      status: 'success',
      data: { triage: await findTriage(deps.db, incidentId), refresh: outcome.refresh },
    });
  });

  app.get(`/triage/${ID}/history`, async (c) => {
    const events = await auditHistory(deps.db, AUDIT_TYPE, c.req.param('incidentId'));
    return c.json({ status: 'success', data: { events } });
  });

  app.patch(
    `/triage/${ID}`,
    bodyLimitOf(
      TRIAGE_BODY_LIMIT_BYTES,
      `The change is larger than ${TRIAGE_BODY_LIMIT_BYTES / 1024} kB; notes hold at most 10,000 characters.`,
    ),
    async (c) => {
      const incidentId = c.req.param('incidentId');
      const body = await readJsonBody(c, TriageChange);
      if (!body.ok) return body.response;
      const { version, ...change } = body.data;
      if (Object.keys(change).length === 0) {
        return fail(c, 422, {
          body: 'Nothing to change: give status, duplicateOf, impactOnUs, assignee or notes.',
        });
      }
      const user = userOf(c);
      const current = await findTriage(deps.db, incidentId);
      if ((current?.version ?? 0) !== version) return conflict(c, current);

      const fields = nextFields(current, change);
      const invalid = await checkFields(incidentId, fields, current);
      if (invalid) return fail(c, 422, invalid);
      // Setting what is already set changes nothing: no new version, nothing in the history.
      if (
        current &&
        Object.keys(changedFields(fieldsOf(current), fields, TRIAGE_FIELD_NAMES)).length === 0
      ) {
        return c.json({ status: 'success', data: { triage: current } });
      }

      const call = vendorCallOf(c, deps);
      if (fields.duplicateOf && fields.duplicateOf !== current?.duplicateOf) {
        const known = await duplicateTargetOf(deps.db, fields.duplicateOf);
        if (known === undefined) {
          const exists = await confirmExists(call, fields.duplicateOf);
          if (exists.kind !== 'ok') {
            return vendorProblem(c, exists, () =>
              fail(c, 422, {
                duplicateOf: `The incident service has no incident ${fields.duplicateOf}.`,
              }),
            );
          }
        }
      }
      const snapshot = current ? undefined : await readSnapshot(call, incidentId);
      if (snapshot && snapshot.kind !== 'ok') {
        return vendorProblem(c, snapshot, () =>
          fail(c, 404, { incidentId: `The incident service has no incident ${incidentId}.` }),
        );
      }

      const now = deps.now();
      const saved = await inTransaction(deps.db, async (client) => {
        const written = current
          ? await updateTriageFields(client, {
              incidentId,
              version,
              fields,
              actorEmail: user.email,
              now,
            })
          : await insertTriage(client, {
              incidentId,
              fields,
              snapshot: snapshot!.value,
              actorEmail: user.email,
              now,
            });
        if (!written) return false;
        await recordAudit(client, {
          objectType: AUDIT_TYPE,
          objectId: incidentId,
          action: current ? 'updated' : 'created',
          actorEmail: user.email,
          at: now,
          changes: current
            ? changedFields(fieldsOf(current), fields, TRIAGE_FIELD_NAMES)
            : creationChanges(fields),
        });
        return true;
      });
      // Someone else's write landed between the read and this one.
      if (!saved) return conflict(c, await findTriage(deps.db, incidentId));
      return c.json({ status: 'success', data: { triage: await findTriage(deps.db, incidentId) } });
    },
  );

  app.post(`/triage/${ID}/seen`, async (c) => {
    const incidentId = c.req.param('incidentId');
    const body = await readJsonBody(c, TriageSeen);
    if (!body.ok) return body.response;
    const current = await findTriage(deps.db, incidentId);
    if (!current) {
      return fail(c, 404, { id: `Nobody has triaged ${incidentId}: there is nothing to mark.` });
    }
    // Nothing new to see: whatever revision the page showed, there is nothing to clear.
    if (!current.updatedSinceTriage) {
      return c.json({ status: 'success', data: { triage: current } });
    }
    const user = userOf(c);
    const now = deps.now();
    const marked = await inTransaction(deps.db, async (client) => {
      const done = await markSeen(client, {
        incidentId,
        revision: body.data.revision,
        actorEmail: user.email,
        now,
      });
      if (done) {
        await recordAudit(client, {
          objectType: AUDIT_TYPE,
          objectId: incidentId,
          action: 'updated',
          actorEmail: user.email,
          at: now,
          changes: {
            seenRevision: {
              from: new Date(current.seenSnapshot.updatedAt * 1000).toISOString(),
              to: new Date(current.snapshot.updatedAt * 1000).toISOString(),
            },
          },
        });
      }
      return done;
    });
    const triage = await findTriage(deps.db, incidentId);
    if (!marked) {
      return c.json(
        {
          status: 'fail',
          data: {
            version:
              'The vendor revised this incident again after the revision you looked at. Its latest revision is shown; look at it before marking it seen.',
            current: triage,
          },
        },
        409,
      );
    }
    return c.json({ status: 'success', data: { triage } });
  });

  /** Checks that need the database: the assignee is on the team; duplicates go nowhere circular. */
  async function checkFields(
    incidentId: string,
    fields: TriageFields,
    current: Triage | null,
  ): Promise<Record<string, string> | undefined> {
    if (fields.status === 'duplicate' && !fields.duplicateOf) {
      return { duplicateOf: 'Name the incident this one duplicates, as IN-<number>.' };
    }
    if (fields.status !== 'duplicate' && fields.duplicateOf) {
      return {
        duplicateOf: 'Only a duplicate names another incident: set the status to duplicate too.',
      };
    }
    if (fields.duplicateOf === incidentId) {
      return { duplicateOf: 'An incident cannot be a duplicate of itself.' };
    }
    if (fields.duplicateOf && fields.duplicateOf !== current?.duplicateOf) {
      // Following the chain from the other incident must not come back here.
      let next: string | null | undefined = fields.duplicateOf;
      const path = [incidentId, fields.duplicateOf];
      for (let step = 0; next && step < MAX_DUPLICATE_CHAIN; step += 1) {
        next = await duplicateTargetOf(deps.db, next);
        if (next === incidentId) {
          return {
            duplicateOf: `That goes round in a circle: ${[...path, incidentId].join(' → ')}. Mark the other one instead, or change it first.`,
          };
        }
        if (next) path.push(next);
      }
    }
    if (fields.assignee && fields.assignee !== current?.assignee?.email) {
      if (!(await isTeamMember(deps.db, fields.assignee))) {
        return {
          assignee: `${fields.assignee} is not on the team: only someone who has signed in here can be assigned.`,
        };
      }
    }
    return undefined;
  }

  return app;
}

/** A first triage in the history: the status, and whatever else it set, each from nothing. */
function creationChanges(fields: TriageFields) {
  return Object.fromEntries(
    TRIAGE_FIELD_NAMES.filter(
      (name) => name === 'status' || (fields[name] !== null && fields[name] !== ''),
    ).map((name) => [name, { from: null, to: fields[name] }]),
  );
}

/**
 * The triage after a change: only the fields given change. Leaving `duplicate` drops the
 * incident it named, so a status change alone never leaves a stale link behind.
 */
function nextFields(current: Triage | null, change: Omit<TriageChange, 'version'>): TriageFields {
  const before: TriageFields = current
    ? fieldsOf(current)
    : { status: 'new', duplicateOf: null, impactOnUs: null, assignee: null, notes: '' };
  const status = change.status ?? before.status;
  const duplicateOf =
    change.duplicateOf !== undefined
      ? change.duplicateOf
      : status === 'duplicate'
        ? before.duplicateOf
        : null;
  return {
    status,
    duplicateOf,
    impactOnUs: change.impactOnUs !== undefined ? change.impactOnUs : before.impactOnUs,
    assignee: change.assignee !== undefined ? change.assignee : before.assignee,
    notes: change.notes ?? before.notes,
  };
}

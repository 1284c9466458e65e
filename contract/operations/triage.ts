import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { INCIDENT_ID } from '../formats.ts';
import { triageQueueQuery } from '../filters/triage.ts';
import { JSendError, JSendFail, jsendSuccess } from '../jsend.ts';
import {
  TriageAnswer,
  TriageChange,
  TriageQueue,
  TriageSaved,
  TriageSeen,
  TriageStates,
  TriageSummary,
} from '../resources/triage.ts';
import { AuditHistory } from '../resources/workspace.ts';
import { TRIAGE_STATES_MAX_IDS } from '../triage/values.ts';
import { querySchema } from './query-schema.ts';
import { json, ok } from './responses.ts';
import { changeErrors, workspaceErrors } from './workspace.ts';

/**
 * The team's triage of incidents (issue 25 §5) under `/api/watchfloor/triage`. The vendor's API
 * cannot filter by it, so the server keeps a snapshot of each triaged incident's key fields and
 * brings the snapshots up to date when the queue or a triage is read.
 */

const TAG = 'Triage';

const incidentParams = z.object({
  incidentId: z
    .string()
    .regex(INCIDENT_ID)
    .meta({
      description: 'The vendor’s incident id, `IN-<number>`.',
      example: 'IN-224368',
      param: { name: 'incidentId', in: 'path' },
    }),
});

const vendorErrors = {
  502: json('The incident service could not be reached or answered nonsense.', JSendError),
  504: json('The incident service did not answer in time.', JSendError),
} as const;

export const getTriageStates = createRoute({
  operationId: 'getTriageStates',
  method: 'get',
  path: '/api/watchfloor/triage/states',
  tags: [TAG],
  summary: 'The triage of many incidents at once (the rows of one page)',
  description:
    'Answers from the server’s own records, without asking the vendor: the explorer asks once per page of rows.',
  request: {
    query: z.object({
      ids: z.string().meta({
        description: `Incident ids, comma separated, at most ${TRIAGE_STATES_MAX_IDS}.`,
        example: 'IN-224368,IN-224369',
      }),
    }),
  },
  responses: {
    200: ok(jsendSuccess(TriageStates)),
    422: json('`data.ids` says what is wrong with the list.', JSendFail),
    ...workspaceErrors,
  },
});

export const listTriageQueue = createRoute({
  operationId: 'listTriageQueue',
  method: 'get',
  path: '/api/watchfloor/triage',
  tags: [TAG],
  summary: 'The team’s triaged incidents, filtered, sorted and paged',
  description:
    'Before answering, the snapshots are brought up to date when they were last checked over a minute ago: one request asks the incident service which incidents it revised since (`updatedAt`), with the session’s token. When that fails the queue still answers, with `refresh.status` `failed` and a message.',
  request: { query: querySchema(triageQueueQuery) },
  responses: {
    200: ok(jsendSuccess(TriageQueue)),
    422: json('A parameter is invalid; each key of `data` names one and says why.', JSendFail),
    ...workspaceErrors,
  },
});

export const getTriageSummary = createRoute({
  operationId: 'getTriageSummary',
  method: 'get',
  path: '/api/watchfloor/triage/summary',
  tags: [TAG],
  summary: 'The queue as a shift starts from it: assigned to me, new, revised since triage',
  description:
    'One answer for the watch floor instead of three queue reads: the count of each view and the latest five assigned to me. The snapshots are brought up to date first, as for the queue.',
  responses: {
    200: ok(jsendSuccess(TriageSummary)),
    ...workspaceErrors,
  },
});

export const getTriage = createRoute({
  operationId: 'getTriage',
  method: 'get',
  path: '/api/watchfloor/triage/{incidentId}',
  tags: [TAG],
  summary: 'One incident’s triage, its snapshot brought up to date',
  request: { params: incidentParams },
  responses: { 200: ok(jsendSuccess(TriageAnswer)), ...workspaceErrors },
});

export const updateTriage = createRoute({
  operationId: 'updateTriage',
  method: 'patch',
  path: '/api/watchfloor/triage/{incidentId}',
  tags: [TAG],
  summary: 'Triage an incident, or change its triage',
  description:
    'The first change (`version` 0) reads the incident from the vendor (it must exist) and keeps its snapshot. `duplicateOf` must be another incident that exists, and may not lead back to this one.',
  request: {
    params: incidentParams,
    body: { required: true, content: { 'application/json': { schema: TriageChange } } },
  },
  responses: {
    200: ok(jsendSuccess(TriageSaved), 'Saved; the history has the change.'),
    ...changeErrors,
    404: json('The incident service has no such incident (`data.incidentId`).', JSendFail),
    413: json('The body is larger than 256 kB (`data.body`).', JSendFail),
    ...vendorErrors,
  },
});

export const markTriageSeen = createRoute({
  operationId: 'markTriageSeen',
  method: 'post',
  path: '/api/watchfloor/triage/{incidentId}/seen',
  tags: [TAG],
  summary: 'Someone looked at the vendor’s latest revision: clears “updated since triage”',
  request: {
    params: incidentParams,
    body: { required: true, content: { 'application/json': { schema: TriageSeen } } },
  },
  description:
    'Answers 409 with the triage as it is now when the vendor revised the incident again after the revision named: the analyst has not seen that one yet.',
  responses: { 200: ok(jsendSuccess(TriageSaved)), ...changeErrors },
});

export const getTriageHistory = createRoute({
  operationId: 'getTriageHistory',
  method: 'get',
  path: '/api/watchfloor/triage/{incidentId}/history',
  tags: [TAG],
  summary: 'Every change to one incident’s triage, newest first, with who and when',
  request: { params: incidentParams },
  responses: { 200: ok(jsendSuccess(AuditHistory)), ...workspaceErrors },
});

export const triageOperations = [
  getTriageStates,
  listTriageQueue,
  getTriageSummary,
  getTriage,
  updateTriage,
  markTriageSeen,
  getTriageHistory,
] as const;

import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { JSendError, jsendSuccess } from '../jsend.ts';
import {
  Briefing,
  BriefingList,
  BriefingParams,
  BriefingSchedule,
  BriefingScheduleList,
  CreateBriefingSchedule,
  UpdateBriefingSchedule,
} from '../resources/briefings.ts';
import { json, ok } from './responses.ts';
import { changeErrors, workspaceErrors } from './workspace.ts';

/**
 * Briefings (issue 27) under `/api/watchfloor/briefings`, and their daily schedules under
 * `/api/watchfloor/briefing-schedules`. A briefing is computed once, from the vendor with the
 * user’s own token, and kept: opening it again shows the same content.
 */

const BRIEFINGS = ['Briefings'];
const briefingId = z.object({ id: z.uuid().meta({ description: 'The briefing’s id.' }) });
const scheduleId = z.object({ id: z.uuid().meta({ description: 'The schedule’s id.' }) });
const jsonBody = <Schema extends z.ZodType>(schema: Schema) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

const BriefingResponse = jsendSuccess(z.object({ briefing: Briefing })).meta({
  id: 'BriefingResponse',
});
const ScheduleResponse = jsendSuccess(z.object({ schedule: BriefingSchedule })).meta({
  id: 'BriefingScheduleResponse',
});
const vendorErrors = {
  502: json(
    'The incident or news service could not be reached, refused, or answered nonsense.',
    JSendError,
  ),
  504: json('The incident or news service did not answer in time.', JSendError),
};

export const createBriefing = createRoute({
  operationId: 'createBriefing',
  method: 'post',
  path: '/api/watchfloor/briefings',
  tags: BRIEFINGS,
  summary: 'Compute a briefing now, from a saved search and/or sites, and keep it',
  request: jsonBody(BriefingParams),
  responses: {
    201: ok(BriefingResponse, 'Computed and kept.'),
    ...workspaceErrors,
    422: changeErrors[422],
    ...vendorErrors,
  },
});

export const listBriefings = createRoute({
  operationId: 'listBriefings',
  method: 'get',
  path: '/api/watchfloor/briefings',
  tags: BRIEFINGS,
  summary: 'The briefings this user may see (their own and the team’s), newest first',
  responses: {
    200: ok(jsendSuccess(BriefingList).meta({ id: 'BriefingListResponse' })),
    ...workspaceErrors,
  },
});

export const getBriefing = createRoute({
  operationId: 'getBriefing',
  method: 'get',
  path: '/api/watchfloor/briefings/{id}',
  tags: BRIEFINGS,
  summary: 'One briefing, exactly as it was computed',
  request: { params: briefingId },
  responses: { 200: ok(BriefingResponse), ...workspaceErrors, 404: changeErrors[404] },
});

export const deleteBriefing = createRoute({
  operationId: 'deleteBriefing',
  method: 'delete',
  path: '/api/watchfloor/briefings/{id}',
  tags: BRIEFINGS,
  summary: 'Delete a briefing (owner or admin)',
  request: { params: briefingId },
  responses: {
    200: ok(BriefingResponse, 'Deleted; the briefing as it was.'),
    ...workspaceErrors,
    403: changeErrors[403],
    404: changeErrors[404],
  },
});

export const listBriefingSchedules = createRoute({
  operationId: 'listBriefingSchedules',
  method: 'get',
  path: '/api/watchfloor/briefing-schedules',
  tags: BRIEFINGS,
  summary: 'The briefing schedules this user may see',
  responses: {
    200: ok(jsendSuccess(BriefingScheduleList).meta({ id: 'BriefingScheduleListResponse' })),
    ...workspaceErrors,
  },
});

export const createBriefingSchedule = createRoute({
  operationId: 'createBriefingSchedule',
  method: 'post',
  path: '/api/watchfloor/briefing-schedules',
  tags: BRIEFINGS,
  summary: 'Send a briefing daily at a time in a zone, to the owner or a list of addresses',
  request: jsonBody(CreateBriefingSchedule),
  responses: {
    201: ok(ScheduleResponse, 'Created.'),
    ...workspaceErrors,
    422: changeErrors[422],
  },
});

export const updateBriefingSchedule = createRoute({
  operationId: 'updateBriefingSchedule',
  method: 'patch',
  path: '/api/watchfloor/briefing-schedules/{id}',
  tags: BRIEFINGS,
  summary: 'Change a schedule (owner or admin), from the version the change was made on',
  request: { params: scheduleId, ...jsonBody(UpdateBriefingSchedule) },
  responses: { 200: ok(ScheduleResponse), ...changeErrors },
});

export const deleteBriefingSchedule = createRoute({
  operationId: 'deleteBriefingSchedule',
  method: 'delete',
  path: '/api/watchfloor/briefing-schedules/{id}',
  tags: BRIEFINGS,
  summary: 'Delete a schedule (owner or admin); the briefings it made stay',
  request: { params: scheduleId },
  responses: {
    200: ok(ScheduleResponse, 'Deleted; the schedule as it was.'),
    ...workspaceErrors,
    403: changeErrors[403],
    404: changeErrors[404],
  },
});

export const briefingOperations = [
  createBriefing,
  listBriefings,
  getBriefing,
  deleteBriefing,
  listBriefingSchedules,
  createBriefingSchedule,
  updateBriefingSchedule,
  deleteBriefingSchedule,
] as const;

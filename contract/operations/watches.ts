import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { jsendSuccess } from '../jsend.ts';
import {
  AcknowledgeAlert,
  Alert,
  AlertPage,
  AlertQuery,
  AssignAlert,
  CreateWatch,
  DeliveryList,
  MarkAlertsRead,
  SnoozeAlert,
  UnreadCount,
  UpdateWatch,
  Watch,
  WatcherStatus,
  WatchList,
  WatchTestResults,
} from '../resources/watches.ts';
import { AuditHistory } from '../resources/workspace.ts';
import { ok } from './responses.ts';
import { changeErrors, workspaceErrors } from './workspace.ts';

/**
 * Watches and alerts (issue 26, DESIGN §4c) under `/api/watchfloor/watches` and
 * `/api/watchfloor/alerts`. The watcher in the server makes the alerts; these read and work them.
 */

const WATCHES = ['Watches'];
const ALERTS = ['Alerts'];
const watchId = z.object({ id: z.uuid().meta({ description: 'The watch’s id.' }) });
const alertId = z.object({ id: z.uuid().meta({ description: 'The alert’s id.' }) });
const jsonBody = <Schema extends z.ZodType>(schema: Schema) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

const WatchResponse = jsendSuccess(Watch).meta({ id: 'WatchResponse' });
const AlertResponse = jsendSuccess(Alert).meta({ id: 'AlertResponse' });
const readErrors = { ...workspaceErrors, 404: changeErrors[404], 422: changeErrors[422] };

export const listWatches = createRoute({
  operationId: 'listWatches',
  method: 'get',
  path: '/api/watchfloor/watches',
  tags: WATCHES,
  summary: 'Every watch this user may see: the team’s and their own private ones',
  responses: { 200: ok(jsendSuccess(WatchList)), ...workspaceErrors },
});

export const createWatch = createRoute({
  operationId: 'createWatch',
  method: 'post',
  path: '/api/watchfloor/watches',
  tags: WATCHES,
  summary: 'Make a watch from the explorer’s filters or a saved search',
  request: jsonBody(CreateWatch),
  responses: { 201: ok(WatchResponse, 'Created.'), ...workspaceErrors, 422: changeErrors[422] },
});

export const getWatch = createRoute({
  operationId: 'getWatch',
  method: 'get',
  path: '/api/watchfloor/watches/{id}',
  tags: WATCHES,
  summary: 'One watch, with the problems that keep it from matching',
  request: { params: watchId },
  responses: { 200: ok(WatchResponse), ...workspaceErrors, 404: changeErrors[404] },
});

export const updateWatch = createRoute({
  operationId: 'updateWatch',
  method: 'patch',
  path: '/api/watchfloor/watches/{id}',
  tags: WATCHES,
  summary: 'Change a watch (owner or admin), from the version the change was made on',
  request: { params: watchId, ...jsonBody(UpdateWatch) },
  responses: { 200: ok(WatchResponse), ...changeErrors },
});

export const deleteWatch = createRoute({
  operationId: 'deleteWatch',
  method: 'delete',
  path: '/api/watchfloor/watches/{id}',
  tags: WATCHES,
  summary:
    'Delete a watch (owner or admin); its alerts stop. It can be restored during the undo window',
  request: { params: watchId },
  responses: { 200: ok(WatchResponse, 'Deleted; the watch as it was.'), ...changeErrors },
});

export const restoreWatch = createRoute({
  operationId: 'restoreWatch',
  method: 'post',
  path: '/api/watchfloor/watches/{id}/restore',
  tags: WATCHES,
  summary: 'Undo a deletion, within the undo window; it matches again from then on',
  request: { params: watchId },
  responses: { 200: ok(WatchResponse), ...changeErrors },
});

export const getWatchHistory = createRoute({
  operationId: 'getWatchHistory',
  method: 'get',
  path: '/api/watchfloor/watches/{id}/history',
  tags: WATCHES,
  summary: 'Who changed the watch, what and when, newest first',
  request: { params: watchId },
  responses: {
    200: ok(jsendSuccess(AuditHistory).meta({ id: 'WatchHistoryResponse' })),
    ...workspaceErrors,
    404: changeErrors[404],
  },
});

export const listWatchDeliveries = createRoute({
  operationId: 'listWatchDeliveries',
  method: 'get',
  path: '/api/watchfloor/watches/{id}/deliveries',
  tags: WATCHES,
  summary: 'The watch’s latest deliveries by webhook and email, with every attempt and failure',
  request: { params: watchId },
  responses: {
    200: ok(jsendSuccess(DeliveryList)),
    ...workspaceErrors,
    404: changeErrors[404],
  },
});

export const testWatchChannels = createRoute({
  operationId: 'testWatchChannels',
  method: 'post',
  path: '/api/watchfloor/watches/{id}/test',
  tags: WATCHES,
  summary:
    'Send a sample alert to each of the watch’s webhooks and email addresses now (owner or admin); answers what happened per channel',
  request: { params: watchId },
  responses: {
    200: ok(jsendSuccess(WatchTestResults)),
    ...workspaceErrors,
    403: changeErrors[403],
    404: changeErrors[404],
  },
});

export const listAlerts = createRoute({
  operationId: 'listAlerts',
  method: 'get',
  path: '/api/watchfloor/alerts',
  tags: ALERTS,
  summary: 'Alerts of the watches this user sees, newest first, in pages',
  request: { query: AlertQuery },
  responses: { 200: ok(jsendSuccess(AlertPage)), ...workspaceErrors, 422: changeErrors[422] },
});

export const countUnreadAlerts = createRoute({
  operationId: 'countUnreadAlerts',
  method: 'get',
  path: '/api/watchfloor/alerts/unread-count',
  tags: ALERTS,
  summary: 'How many alerts this user has not read (the bell)',
  responses: { 200: ok(jsendSuccess(UnreadCount)), ...workspaceErrors },
});

export const markAlertsRead = createRoute({
  operationId: 'markAlertsRead',
  method: 'post',
  path: '/api/watchfloor/alerts/read',
  tags: ALERTS,
  summary: 'Mark alerts read for this user; answers the new unread count',
  request: jsonBody(MarkAlertsRead),
  responses: { 200: ok(jsendSuccess(UnreadCount)), ...workspaceErrors, 422: changeErrors[422] },
});

export const acknowledgeAlert = createRoute({
  operationId: 'acknowledgeAlert',
  method: 'post',
  path: '/api/watchfloor/alerts/{id}/acknowledge',
  tags: ALERTS,
  summary: 'Acknowledge with a disposition and note: sets the incident’s triage for the team',
  request: { params: alertId, ...jsonBody(AcknowledgeAlert) },
  responses: { 200: ok(AlertResponse), ...readErrors },
});

export const assignAlert = createRoute({
  operationId: 'assignAlert',
  method: 'post',
  path: '/api/watchfloor/alerts/{id}/assign',
  tags: ALERTS,
  summary: 'Assign the alert’s incident to a team member (its triage’s assignee), or nobody',
  request: { params: alertId, ...jsonBody(AssignAlert) },
  responses: { 200: ok(AlertResponse), ...readErrors },
});

export const snoozeAlert = createRoute({
  operationId: 'snoozeAlert',
  method: 'post',
  path: '/api/watchfloor/alerts/{id}/snooze',
  tags: ALERTS,
  summary: 'Hide it for this user until a time, or until the incident is revised',
  request: { params: alertId, ...jsonBody(SnoozeAlert) },
  responses: { 200: ok(AlertResponse), ...readErrors },
});

export const getWatcherStatus = createRoute({
  operationId: 'getWatcherStatus',
  method: 'get',
  path: '/api/watchfloor/watcher',
  tags: WATCHES,
  summary: 'How far the watcher has read the incident feed, and its last failure',
  responses: { 200: ok(jsendSuccess(WatcherStatus)), ...workspaceErrors },
});

export const watchOperations = [
  listWatches,
  createWatch,
  getWatch,
  updateWatch,
  deleteWatch,
  restoreWatch,
  getWatchHistory,
  listWatchDeliveries,
  testWatchChannels,
  listAlerts,
  countUnreadAlerts,
  markAlertsRead,
  acknowledgeAlert,
  assignAlert,
  snoozeAlert,
  getWatcherStatus,
] as const;

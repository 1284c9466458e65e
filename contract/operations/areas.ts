import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { JSendFail, jsendSuccess } from '../jsend.ts';
import {
  Area,
  AreaChange,
  AreaImport,
  AreaList,
  DeletedArea,
  ImportedAreas,
  NewArea,
} from '../resources/areas.ts';
import { AuditHistory, expectedVersion } from '../resources/workspace.ts';
import { json, ok } from './responses.ts';
import { changeErrors, workspaceErrors } from './workspace.ts';

/** The team's named areas under `/api/watchfloor/areas` (issue 25, item 3). */

const TAG = 'Areas';
const body = <Schema extends z.ZodType>(schema: Schema) => ({
  required: true,
  content: { 'application/json': { schema } },
});
const areaId = z.object({ id: z.uuid().meta({ description: 'The area’s id.' }) });
const tooLarge = (limit: string) =>
  json(`The body is larger than ${limit} (\`data.body\`).`, JSendFail);

const invalidArea = json(
  'A field is invalid: each key of `data` names one (`name`, `shape.geometry`, `shape.radiusKm`, …) and says what is wrong, e.g. a ring that is not closed or crosses itself, more than 10,000 corners, a position off the globe, or a name the team already uses.',
  JSendFail,
);

export const listAreas = createRoute({
  operationId: 'listAreas',
  method: 'get',
  path: '/api/watchfloor/areas',
  tags: [TAG],
  summary: 'The areas the signed-in user can see: the team’s and their own private ones',
  responses: { 200: ok(jsendSuccess(AreaList)), ...workspaceErrors },
});

export const createArea = createRoute({
  operationId: 'createArea',
  method: 'post',
  path: '/api/watchfloor/areas',
  tags: [TAG],
  summary: 'Save a drawn or imported area under a name',
  description:
    'The shape is checked whole (contract/areas): rings closed, no crossings, at most 10,000 corners, within ±180/±90, winding turned to RFC 7946. A polygon too long for a query string is sent to the incident API simplified (`simplifiedFrom`), or refused when it cannot be.',
  request: { body: body(NewArea) },
  responses: {
    201: ok(jsendSuccess(Area), 'Saved.'),
    ...changeErrors,
    413: tooLarge('1 MB'),
    422: invalidArea,
  },
});

export const importAreas = createRoute({
  operationId: 'importAreas',
  method: 'post',
  path: '/api/watchfloor/areas/import',
  tags: [TAG],
  summary: 'Save several areas at once (from a GeoJSON file), all or none',
  description:
    'Nothing is saved unless every area is valid; `data` keys name each fault by its place, e.g. `areas.2.shape.geometry`.',
  request: { body: body(AreaImport) },
  responses: {
    201: ok(jsendSuccess(ImportedAreas), 'Every area saved.'),
    ...changeErrors,
    413: tooLarge('8 MB'),
    422: invalidArea,
  },
});

export const getArea = createRoute({
  operationId: 'getArea',
  method: 'get',
  path: '/api/watchfloor/areas/{id}',
  tags: [TAG],
  summary: 'One area',
  request: { params: areaId },
  responses: {
    200: ok(jsendSuccess(Area)),
    404: changeErrors[404],
    ...workspaceErrors,
  },
});

export const updateArea = createRoute({
  operationId: 'updateArea',
  method: 'patch',
  path: '/api/watchfloor/areas/{id}',
  tags: [TAG],
  summary: 'Rename an area, share or hide it, or change its shape',
  request: { params: areaId, body: body(AreaChange) },
  responses: {
    200: ok(jsendSuccess(Area), 'Changed; the answer carries the new version.'),
    ...changeErrors,
    413: tooLarge('1 MB'),
    422: invalidArea,
  },
});

export const deleteArea = createRoute({
  operationId: 'deleteArea',
  method: 'delete',
  path: '/api/watchfloor/areas/{id}',
  tags: [TAG],
  summary: 'Delete an area (it can be restored for 30 minutes)',
  request: {
    params: areaId,
    query: z.object({
      version: z.coerce
        .number()
        .pipe(expectedVersion)
        .optional()
        .meta({ description: 'The version the deletion was decided on: a stale one answers 409.' }),
    }),
  },
  responses: { 200: ok(jsendSuccess(DeletedArea), 'Deleted.'), ...changeErrors },
});

export const restoreArea = createRoute({
  operationId: 'restoreArea',
  method: 'post',
  path: '/api/watchfloor/areas/{id}/restore',
  tags: [TAG],
  summary: 'Undo a deletion within its undo window',
  request: { params: areaId },
  responses: { 200: ok(jsendSuccess(Area), 'Restored.'), ...changeErrors },
});

export const areaHistory = createRoute({
  operationId: 'areaHistory',
  method: 'get',
  path: '/api/watchfloor/areas/{id}/history',
  tags: [TAG],
  summary: 'Who changed the area, what and when, newest first',
  request: { params: areaId },
  responses: {
    200: ok(jsendSuccess(AuditHistory)),
    404: changeErrors[404],
    ...workspaceErrors,
  },
});

export const areaOperations = [
  listAreas,
  createArea,
  importAreas,
  getArea,
  updateArea,
  deleteArea,
  restoreArea,
  areaHistory,
] as const;

import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { JSendFail, jsendSuccess } from '../jsend.ts';
import {
  CreateSavedSearch,
  ImportResult,
  ImportSavedSearches,
  PinSavedSearch,
  SavedSearch,
  SavedSearchId,
  SavedSearchList,
  SavedSearchQuery,
  UpdateSavedSearch,
} from '../resources/saved-searches.ts';
import { AuditHistory } from '../resources/workspace.ts';
import { json, ok } from './responses.ts';
import { changeErrors, workspaceErrors } from './workspace.ts';

/** Saved searches of the news feed and the incident explorer, kept for the team (issue 25). */

const tags = ['Saved searches'];
const base = '/api/watchfloor/saved-searches';
const one = `${base}/{id}`;
const jsonBody = <Schema extends z.ZodType>(schema: Schema) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});
const savedSearchAnswer = ok(jsendSuccess(SavedSearch));
const { 409: _conflict, ...readErrors } = changeErrors;
const invalid = json('A field is invalid: each key of `data` names one and says why.', JSendFail);

export const listSavedSearches = createRoute({
  operationId: 'listSavedSearches',
  method: 'get',
  path: base,
  tags,
  summary: 'The saved searches the signed-in user sees: their own and the team’s',
  description:
    'Private searches of others are never listed, admins included. Each carries the signed-in ' +
    'user’s own pin and last look.',
  request: { query: SavedSearchQuery },
  responses: { 200: ok(jsendSuccess(SavedSearchList)), 422: invalid, ...workspaceErrors },
});

export const createSavedSearch = createRoute({
  operationId: 'createSavedSearch',
  method: 'post',
  path: base,
  tags,
  summary: 'Saves a view under a name (team-visible unless `visibility` is `private`)',
  request: jsonBody(CreateSavedSearch),
  responses: {
    201: ok(jsendSuccess(SavedSearch), 'Saved; the owner counts as having looked at it now.'),
    ...readErrors,
  },
});

export const getSavedSearch = createRoute({
  operationId: 'getSavedSearch',
  method: 'get',
  path: one,
  tags,
  summary: 'One saved search',
  request: { params: SavedSearchId },
  responses: { 200: savedSearchAnswer, ...readErrors },
});

export const updateSavedSearch = createRoute({
  operationId: 'updateSavedSearch',
  method: 'patch',
  path: one,
  tags,
  summary: 'Renames it, points it at another address or changes who sees it',
  description: 'Owner or admin only. `version` is the one the change was made from: 409 if stale.',
  request: { params: SavedSearchId, ...jsonBody(UpdateSavedSearch) },
  responses: { 200: savedSearchAnswer, ...changeErrors },
});

export const deleteSavedSearch = createRoute({
  operationId: 'deleteSavedSearch',
  method: 'delete',
  path: one,
  tags,
  summary: 'Deletes it; it can be restored within the undo window',
  request: {
    params: SavedSearchId,
    query: z.object({
      version: z.string().optional().meta({
        description: 'The version the deletion was decided on: 409 if someone changed it since.',
      }),
    }),
  },
  responses: { 200: savedSearchAnswer, ...changeErrors },
});

export const restoreSavedSearch = createRoute({
  operationId: 'restoreSavedSearch',
  method: 'post',
  path: `${one}/restore`,
  tags,
  summary: 'Brings a deleted search back within the undo window (30 minutes)',
  request: { params: SavedSearchId },
  responses: { 200: savedSearchAnswer, ...readErrors },
});

export const pinSavedSearch = createRoute({
  operationId: 'pinSavedSearch',
  method: 'put',
  path: `${one}/pin`,
  tags,
  summary: 'Pins or unpins it for the signed-in user (anyone who sees it may)',
  request: { params: SavedSearchId, ...jsonBody(PinSavedSearch) },
  responses: { 200: savedSearchAnswer, ...readErrors },
});

export const markSavedSearchLooked = createRoute({
  operationId: 'markSavedSearchLooked',
  method: 'post',
  path: `${one}/looked`,
  tags,
  summary: 'Records that the signed-in user opened it now: what is new counts from here',
  request: { params: SavedSearchId },
  responses: { 200: savedSearchAnswer, ...readErrors },
});

export const savedSearchHistory = createRoute({
  operationId: 'savedSearchHistory',
  method: 'get',
  path: `${one}/history`,
  tags,
  summary: 'Who created, changed, deleted or restored it, and when (newest first)',
  request: { params: SavedSearchId },
  responses: { 200: ok(jsendSuccess(AuditHistory)), ...readErrors },
});

export const importSavedSearches = createRoute({
  operationId: 'importSavedSearches',
  method: 'post',
  path: `${base}/import`,
  tags,
  summary: 'Moves searches saved in one browser into the signed-in user’s workspace, once',
  description:
    'Idempotent per `key`: a key imported before answers `existing` with the search it made, so ' +
    'a repeated or concurrent import never duplicates. Imported searches are private (they were ' +
    'only ever in one browser). Each search is checked on its own; a bad one is `rejected` with ' +
    'its reasons and the rest are still imported.',
  request: jsonBody(ImportSavedSearches),
  responses: { 200: ok(jsendSuccess(ImportResult)), ...readErrors },
});

export const savedSearchOperations = [
  listSavedSearches,
  createSavedSearch,
  importSavedSearches,
  getSavedSearch,
  updateSavedSearch,
  deleteSavedSearch,
  restoreSavedSearch,
  pinSavedSearch,
  markSavedSearchLooked,
  savedSearchHistory,
] as const;

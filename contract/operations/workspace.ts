import { createRoute } from '@hono/zod-openapi';
import { JSendError, JSendFail, jsendSuccess } from '../jsend.ts';
import { ConflictFail, SessionEndedFail, TeamList } from '../resources/workspace.ts';
import { json, ok } from './responses.ts';

/**
 * Responses shared by the team's data under `/api/watchfloor/` (DESIGN §4c). Each area (saved
 * searches, areas, sites, triage) declares its operations in its own file with these.
 */
export const workspaceErrors = {
  401: json('No session, or it ended (`errors[0].message`).', SessionEndedFail),
  503: json('The server’s database cannot be reached right now.', JSendError),
} as const;

export const changeErrors = {
  ...workspaceErrors,
  403: json(
    'Not the owner of this object nor an admin (`data.owner`), or a cross-site request (`data.origin`).',
    JSendFail,
  ),
  404: json('No such object, or it was deleted (`data.id`).', JSendFail),
  409: json(
    'Someone changed it since the version this change was made from: `data.current` is the object now.',
    ConflictFail,
  ),
  422: json('A field is invalid: each key of `data` names one and says why.', JSendFail),
} as const;

export const listTeam = createRoute({
  operationId: 'listTeam',
  method: 'get',
  path: '/api/watchfloor/team',
  tags: ['Team'],
  summary: 'Everyone who has signed in to this deployment',
  responses: { 200: ok(jsendSuccess(TeamList)), ...workspaceErrors },
});

export const workspaceOperations = [listTeam] as const;

import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { JSendError, JSendFail, jsendSuccess } from '../jsend.ts';
import { Health, Session, SignedOutEverywhere, SignInRequest } from '../resources/session.ts';
import { briefingOperations } from './briefings.ts';
import { mapPointsOperations } from './map-points.ts';
import { areaOperations } from './areas.ts';
import { json, ok } from './responses.ts';
import { savedSearchOperations } from './saved-searches.ts';
import { siteOperations } from './sites.ts';
import { triageOperations } from './triage.ts';
import { watchOperations } from './watches.ts';
import { workspaceOperations } from './workspace.ts';
import { worldOperations } from './world.ts';

/**
 * The Watchfloor server's own API (DESIGN §4b), served on the dashboard's origin. Sessions sit at
 * the root (`/session`), the team's data under `/api/watchfloor/`. Every failure is JSend.
 */

export const SessionResponse = jsendSuccess(Session).meta({ id: 'SessionResponse' });

const retryAfter = z.object({
  'Retry-After': z.string().meta({ description: 'Seconds to wait.', example: '60' }),
});

const crossSite = json(
  'An unsafe method from another site (`data.origin`): only same-origin pages may sign in or out.',
  JSendFail,
);
const databaseDown = json(
  'The server’s database cannot be reached right now; the request can be repeated shortly.',
  JSendError,
);
const noSession = json(
  'No session, or it ended: expired, signed out or unknown (`data.session`).',
  JSendFail,
);

export const createSession = createRoute({
  operationId: 'createSession',
  method: 'post',
  path: '/session',
  tags: ['Session'],
  summary: 'Sign in: asks the vendor for a user token and keeps it on the server',
  description:
    'Answers with an HttpOnly cookie naming the new session (a new id on every sign-in). The ' +
    'vendor’s own refusals (wrong password, access window ended, lockout) come back word for word.',
  request: {
    body: { required: true, content: { 'application/json': { schema: SignInRequest } } },
  },
  responses: {
    200: ok(SessionResponse, 'Signed in; the cookie is set.'),
    401: json(
      'The vendor refused: email and password do not match (`data.credentials`) or the access window ended (`data.accessWindow`).',
      JSendFail,
    ),
    403: crossSite,
    413: json('The body is larger than 16 kB (`data.body`).', JSendFail),
    422: json('A field is missing, empty or too long, or the body is not JSON.', JSendFail),
    429: {
      ...json(
        'Too many attempts: the vendor locked the email, or this address or account tried too often here.',
        JSendFail,
      ),
      headers: retryAfter,
    },
    502: json('The authentication service could not be reached or answered nonsense.', JSendError),
    503: databaseDown,
    504: json('The authentication service did not answer in time.', JSendError),
  },
});

export const getSession = createRoute({
  operationId: 'getSession',
  method: 'get',
  path: '/session',
  tags: ['Session'],
  summary: 'Who is signed in, and until when',
  responses: { 200: ok(SessionResponse), 401: noSession, 503: databaseDown },
});

export const deleteSession = createRoute({
  operationId: 'deleteSession',
  method: 'delete',
  path: '/session',
  tags: ['Session'],
  summary: 'Sign out: ends this session on the server at once',
  description:
    'The cookie is cleared and worthless from now on. Signing out twice is not an error.',
  responses: {
    200: ok(jsendSuccess(z.null()), 'Signed out.'),
    403: crossSite,
    503: databaseDown,
  },
});

export const deleteAllSessions = createRoute({
  operationId: 'deleteAllSessions',
  method: 'delete',
  path: '/sessions',
  tags: ['Session'],
  summary: 'Sign out everywhere: ends every session of the signed-in user',
  responses: {
    200: ok(jsendSuccess(SignedOutEverywhere), 'Every session of this user has ended.'),
    401: noSession,
    403: crossSite,
    503: databaseDown,
  },
});

export const getHealth = createRoute({
  operationId: 'getHealth',
  method: 'get',
  path: '/healthz',
  tags: ['Operations'],
  summary: 'The process is alive',
  responses: { 200: ok(Health) },
});

export const getReadiness = createRoute({
  operationId: 'getReadiness',
  method: 'get',
  path: '/readyz',
  tags: ['Operations'],
  summary: 'The database and every upstream answer',
  responses: {
    200: ok(Health, 'Ready.'),
    503: json('Something the server needs does not answer; `checks` says what.', Health),
  },
});

export const watchfloorOperations = [
  createSession,
  getSession,
  deleteSession,
  deleteAllSessions,
  getHealth,
  getReadiness,
  ...workspaceOperations,
  ...mapPointsOperations,
  ...savedSearchOperations,
  // Here rather than in workspace.ts, whose shared errors areas.ts imports (no import cycle).
  ...areaOperations,
  ...siteOperations,
  ...triageOperations,
  ...watchOperations,
  ...worldOperations,
  ...briefingOperations,
] as const;

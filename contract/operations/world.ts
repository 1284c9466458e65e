import { createRoute } from '@hono/zod-openapi';
import { JSendError, jsendSuccess } from '../jsend.ts';
import { WorldSummary } from '../resources/world.ts';
import { json, ok } from './responses.ts';
import { workspaceErrors } from './workspace.ts';

/** The home page's summary of the world's last 24 hours, read from both vendor APIs. */

export const getWorldSummary = createRoute({
  operationId: 'getWorldSummary',
  method: 'get',
  path: '/api/watchfloor/world',
  tags: ['Home'],
  summary: 'The last 24 hours in the world, beside the same 24 hours a week earlier',
  description:
    'Incidents that started in each period (per category, per continent, the highest impacts) ' +
    'and news items published in each (per main taxonomy), read with the user’s own token; ' +
    'kept for a minute per user.',
  responses: {
    200: ok(jsendSuccess(WorldSummary).meta({ id: 'WorldSummaryResponse' })),
    ...workspaceErrors,
    502: json(
      'The incident or news service could not be reached, refused, or answered nonsense.',
      JSendError,
    ),
    504: json('The incident or news service did not answer in time.', JSendError),
  },
});

export const worldOperations = [getWorldSummary] as const;

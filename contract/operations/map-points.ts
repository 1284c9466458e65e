import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { mapPointsQuery } from '../filters/map-points.ts';
import { JSendError, JSendFail } from '../jsend.ts';
import { SessionEndedFail } from '../resources/workspace.ts';
import { MAP_POINTS_MEDIA_TYPE, MapPointsLine } from '../resources/map-points.ts';
import { querySchema } from './query-schema.ts';
import { json } from './responses.ts';

/**
 * The explorer map's incidents, read by the Watchfloor server: it pages the incident API in
 * parallel with the session's token and streams only what the map draws, compressed.
 */
export const streamMapPoints = createRoute({
  operationId: 'streamMapPoints',
  method: 'get',
  path: '/api/watchfloor/map-points',
  tags: ['Map'],
  summary: 'Every incident the explorer’s filters match, as map points, streamed',
  description:
    'The incident API’s filters (the same `op:value` parameters as `GET /incidents`, without ' +
    '`page`, `pageSize` and `sort`). The server reads the whole set, most recently started first, ' +
    'up to its `MAP_INCIDENT_LIMIT`, and answers newline-delimited JSON (`MapPointsLine`, one per ' +
    'line) as the pages arrive, brotli- or gzip-compressed when the browser takes it. A complete ' +
    'set is kept per filters for a minute after it was read, for every signed-in analyst of the ' +
    'deployment.',
  request: { query: querySchema(mapPointsQuery) },
  responses: {
    200: {
      description:
        'A `start` line, one `points` line per page read, then `end` (or `error` when the ' +
        'incident service failed partway).',
      content: { [MAP_POINTS_MEDIA_TYPE]: { schema: MapPointsLine } },
    },
    401: json(
      'No session, or the incident service no longer accepts its token (the session ends).',
      SessionEndedFail,
    ),
    422: json(
      'A filter is invalid (each key of `data` names one), here or at the incident service.',
      JSendFail,
    ),
    429: {
      ...json('The incident service asks to slow down.', JSendFail),
      headers: z.object({
        'Retry-After': z.string().meta({ description: 'Seconds to wait.', example: '30' }),
      }),
    },
    502: json('The incident service could not be reached or answered nonsense.', JSendError),
    503: json(
      'The server’s database cannot be reached right now; the request can be repeated shortly.',
      JSendError,
    ),
    504: json('The incident service did not answer in time.', JSendError),
  },
});

export const mapPointsOperations = [streamMapPoints] as const;

import { z } from 'zod';
import { incidentId, unixSeconds, uuid } from './primitives.ts';

/**
 * What the explorer map draws of each incident, as the Watchfloor server streams it
 * (`GET /api/watchfloor/map-points`): newline-delimited JSON, one value per line. A `start`
 * line, then one `points` line per page of the upstream, in page order (the most recently
 * started first) as soon as the page and those before it have arrived (columns, not records:
 * the i-th entry of every column is the i-th incident), then an `end` line, or an `error` line
 * when the upstream fails partway (what came before it stays valid).
 */

export const MapPointsStart = z
  .object({
    kind: z.literal('start'),
    asOf: z.iso
      .datetime({ offset: true })
      .meta({ description: 'The minute the set was read from the incident service.' }),
    limit: z.int().positive().meta({ description: 'The most incidents the server sends.' }),
  })
  .meta({ id: 'MapPointsStart' });

export const MapPointsBatch = z
  .object({
    kind: z.literal('points'),
    id: z.array(incidentId()),
    longitude: z.array(z.number().min(-180).max(180)),
    latitude: z.array(z.number().min(-90).max(90)),
    category: z.array(uuid()).meta({ description: 'Incident category ids.' }),
    impact: z.array(z.int()).meta({ description: 'Impact ratings: -1 unknown, 1 to 5.' }),
    startedAt: z.array(unixSeconds()),
    summary: z.array(z.string()),
  })
  .meta({
    id: 'MapPointsBatch',
    description: 'Incidents as columns of equal length; the i-th entries describe one incident.',
  });

export const MapPointsEnd = z
  .object({
    kind: z.literal('end'),
    count: z.int().min(0).meta({ description: 'Incidents sent, in all.' }),
    beyondLimit: z
      .boolean()
      .meta({ description: 'The filtered set holds more incidents than `limit`.' }),
  })
  .meta({ id: 'MapPointsEnd' });

export const MapPointsError = z
  .object({
    kind: z.literal('error'),
    status: z.int().meta({ description: 'The HTTP status the failure would have answered.' }),
    message: z.string(),
    retryAfterSeconds: z.int().min(0).optional(),
  })
  .meta({
    id: 'MapPointsError',
    description: 'The incident service failed partway; the lines before this one stand.',
  });

export const MapPointsLine = z
  .discriminatedUnion('kind', [MapPointsStart, MapPointsBatch, MapPointsEnd, MapPointsError])
  .meta({ id: 'MapPointsLine', description: 'One line of the map-points stream.' });

export type MapPointsStart = z.infer<typeof MapPointsStart>;
export type MapPointsBatch = z.infer<typeof MapPointsBatch>;
export type MapPointsEnd = z.infer<typeof MapPointsEnd>;
export type MapPointsError = z.infer<typeof MapPointsError>;
export type MapPointsLine = z.infer<typeof MapPointsLine>;

/** The media type of the stream. */
export const MAP_POINTS_MEDIA_TYPE = 'application/x-ndjson';

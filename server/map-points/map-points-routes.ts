import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { mapPointsQuery } from '../../contract/filters/map-points.ts';
import { buildQuery, parseQuery } from '../../contract/filters/query.ts';
import {
  MAP_POINTS_MEDIA_TYPE,
  type MapPointsEnd,
  type MapPointsError,
  type MapPointsLine,
  type MapPointsStart,
} from '../../contract/resources/map-points.ts';
import type { ServerDeps } from '../deps.ts';
import { error, fail, sessionRequired } from '../http/jsend.ts';
import { chooseEncoding } from '../proxy/compress-body.ts';
import { endCurrentSession, sessionOf } from '../sessions/current-session.ts';
import { MapPointsCache } from './map-points-cache.ts';
import { MapPointsStream } from './map-points-stream.ts';
import {
  MAP_SORT,
  isUpstreamFailure,
  MapReadError,
  readMapPoints,
  type MapReadFailure,
  type MapReadSummary,
} from './read-map-points.ts';
import type { MapColumns } from './page-projection.ts';

/**
 * `GET /api/watchfloor/map-points`: the explorer map's incidents (contract/operations/map-points.ts).
 * The filters are checked here with the contract's grammar; the set is read from the incident
 * API with the session's token (read-map-points.ts) and streamed as newline-delimited JSON as
 * the pages arrive, each line flushed through the compressor so the page can count them in.
 * The HTTP status is decided by the first page to arrive; a failure after that is the stream's
 * last line. A complete set is kept for a minute (map-points-cache.ts).
 */

const MAX_CACHED_SETS = 32;

/** Why the parameters the server decides are refused, in words. */
const SERVER_DECIDES: Record<string, string> = {
  page: 'the server reads every page itself',
  pageSize: 'the server reads every page itself',
  sort: 'the map always reads the most recently started incidents first',
};

function queryProblems(url: URL) {
  const { values, problems, unknown } = parseQuery(mapPointsQuery, url.searchParams);
  const data: Record<string, string> = {};
  for (const problem of problems) data[problem.parameter] = problem.message;
  for (const name of unknown) {
    const key = name.slice(0, 64) || '(empty name)';
    const why = SERVER_DECIDES[name] ?? 'it takes the incident filters of GET /incidents';
    data[key] = `${JSON.stringify(key)} is not a parameter of this endpoint: ${why}`;
  }
  return { values, data };
}

const line = (value: MapPointsLine) => Buffer.from(`${JSON.stringify(value)}\n`);

const STREAM_HEADERS = {
  'Content-Type': `${MAP_POINTS_MEDIA_TYPE}; charset=utf-8`,
  // The analyst's data: never kept by the browser or anything between.
  'Cache-Control': 'no-store',
  Vary: 'Accept-Encoding',
};

export function mapPointsRoutes(deps: ServerDeps) {
  const { config, log } = deps;
  const app = new Hono();
  const cache = new MapPointsCache({
    maxBytes: config.mapPoints.cacheBytes,
    maxEntries: MAX_CACHED_SETS,
  });
  const limits = { timeoutMs: config.upstreamTimeoutMs, maxBytes: config.upstreamMaxBytes };
  const base = new URL(config.upstreams.incidents);
  const basePath = base.pathname.replace(/\/$/, '');

  const pageUrl = (filters: Record<string, string>) => (page: number, pageSize: number) => {
    const url = new URL(`${basePath}/incidents`, base.origin);
    const search = new URLSearchParams({
      ...filters,
      sort: MAP_SORT,
      page: String(page),
      pageSize: String(pageSize),
    });
    url.search = search.toString();
    return url;
  };

  /** A failed read in the server's log, with what went wrong (the answer says less). */
  function logFailure(c: Context, failure: MapReadFailure) {
    if (!isUpstreamFailure(failure)) return;
    log.warn(
      {
        reqId: c.get('requestId'),
        upstream: 'incidents',
        status: failure.status,
        failure: failure.cause,
      },
      'map points: upstream request failed',
    );
  }

  /** The upstream's refusal or failure, as this server answers it before any line is sent. */
  async function failureAnswer(c: Context, failure: MapReadFailure) {
    logFailure(c, failure);
    if (failure.kind === 'failed') return error(c, failure.status, failure.message);
    if (failure.status === 401) {
      // The vendor no longer accepts this token: the session is over here too.
      await endCurrentSession(c, deps);
    }
    if (failure.retryAfter) c.header('Retry-After', failure.retryAfter);
    c.header('Cache-Control', 'no-store');
    return c.json(failure.body as object, failure.status as ContentfulStatusCode);
  }

  app.get('/watchfloor/map-points', async (c) => {
    const session = sessionOf(c);
    if (!session) {
      return sessionRequired(c, 'You are not signed in, or your session has ended. Sign in again.');
    }
    const { values, data } = queryProblems(new URL(c.req.url));
    if (Object.keys(data).length > 0) return fail(c, 422, data);

    const filters = buildQuery(mapPointsQuery, values);
    const readAt = deps.now().getTime();
    const key = MapPointsCache.keyOf(filters);
    const encoding = chooseEncoding(c.req.header('accept-encoding'), undefined);

    const kept = cache.body(key, encoding, readAt);
    if (kept) {
      const body = await kept;
      log.debug({ reqId: c.get('requestId'), bytes: body.byteLength }, 'map points from cache');
      return new Response(body, {
        status: 200,
        headers: {
          ...STREAM_HEADERS,
          ...(encoding ? { 'Content-Encoding': encoding } : {}),
          'Content-Length': String(body.byteLength),
        },
      });
    }

    const started = performance.now();
    const abandon = new AbortController();
    const batches = readMapPoints({
      pageUrl: pageUrl(filters),
      token: session.vendorToken,
      limit: config.mapIncidentLimit,
      concurrency: config.mapPoints.concurrency,
      limits,
      signal: abandon.signal,
    });
    // The browser leaving (Stop, another filter, a closed tab) abandons the read.
    c.req.raw.signal.addEventListener('abort', () => abandon.abort(), { once: true });

    let first: IteratorResult<MapColumns, MapReadSummary>;
    try {
      first = await batches.next();
    } catch (failure) {
      abandon.abort();
      if (failure instanceof MapReadError) return failureAnswer(c, failure.failure);
      throw failure;
    }

    const start: MapPointsStart = {
      kind: 'start',
      asOf: new Date(Math.floor(readAt / 60_000) * 60_000).toISOString(),
      limit: config.mapIncidentLimit,
    };
    const stream = new MapPointsStream(encoding);
    const finish = async (summary: MapReadSummary) => {
      const end: MapPointsEnd = {
        kind: 'end',
        count: summary.count,
        beyondLimit: summary.beyondLimit,
      };
      const bytes = await stream.last(line(end));
      cache.set(key, readAt, stream.raw(), stream.sent());
      log.info(
        {
          reqId: c.get('requestId'),
          count: summary.count,
          pages: summary.pagesRead,
          ms: Math.round(performance.now() - started),
        },
        'map points read',
      );
      return bytes;
    };

    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(await stream.push(line(start)));
        if (first.done) {
          controller.enqueue(await finish(first.value));
          controller.close();
        } else {
          controller.enqueue(await stream.push(line({ kind: 'points', ...first.value })));
        }
      },
      async pull(controller) {
        try {
          const next = await batches.next();
          if (next.done) {
            controller.enqueue(await finish(next.value));
            controller.close();
          } else {
            controller.enqueue(await stream.push(line({ kind: 'points', ...next.value })));
          }
        } catch (failure) {
          if (abandon.signal.aborted) {
            // The browser left: nobody reads on (a cancel has closed the stream already).
            try {
              controller.close();
            } catch {
              // Already closed.
            }
            return;
          }
          const reason: MapPointsError =
            failure instanceof MapReadError
              ? streamFailure(failure.failure)
              : { kind: 'error', status: 500, message: 'The map’s incidents could not be read.' };
          if (failure instanceof MapReadError) logFailure(c, failure.failure);
          else log.error({ reqId: c.get('requestId'), err: String(failure) }, 'map points failed');
          if (reason.status === 401) {
            await endCurrentSession(c, deps);
          }
          controller.enqueue(await stream.last(line(reason)));
          controller.close();
        }
      },
      cancel() {
        abandon.abort();
        // Lets the reader finish (its pending pages are torn down by the abort).
        batches.return({ count: 0, beyondLimit: false, pagesRead: 0 }).catch(() => undefined);
        stream.destroy();
      },
    });

    return new Response(body, {
      status: 200,
      headers: { ...STREAM_HEADERS, ...(encoding ? { 'Content-Encoding': encoding } : {}) },
    });
  });

  return app;
}

/** A failure after the first lines, as the stream's last line says it. */
function streamFailure(failure: MapReadFailure): MapPointsError {
  if (failure.kind === 'failed') {
    return { kind: 'error', status: failure.status, message: failure.message };
  }
  const body = failure.body as { data?: Record<string, unknown>; errors?: { message?: unknown }[] };
  const said = body.errors?.[0]?.message ?? Object.values(body.data ?? {})[0];
  const retryAfter = failure.retryAfter === undefined ? undefined : Number(failure.retryAfter);
  return {
    kind: 'error',
    status: failure.status,
    message:
      typeof said === 'string' && said.length > 0
        ? `The incident service refused partway: ${said}`
        : `The incident service refused partway (HTTP ${failure.status}).`,
    ...(retryAfter === undefined ? {} : { retryAfterSeconds: retryAfter }),
  };
}

import { ApiError } from '@/lib/http/api-error';
import {
  reportUnauthorized,
  streamMapPoints,
  zMapPointsEnd,
  zMapPointsError,
  zMapPointsStart,
  type MapPointsBatch,
  type StreamMapPointsData,
} from '@/lib/http/watchfloor';
import { firstValidationIssue, formatPath } from '@/lib/http/validation-issue';
import { checkMapPointsBatch } from './map-points-batch-check';
import type { MapIncident } from './map-incidents';

/**
 * The explorer map's incidents as the Watchfloor server streams them
 * (`GET /api/watchfloor/map-points`, newline-delimited JSON): read as the bytes arrive, each
 * line checked against the contract and turned into the map's incidents, so the page counts
 * them in while the rest is on its way.
 */

export type MapPointsEvent =
  | { kind: 'start'; limit: number }
  | { kind: 'points'; incidents: MapIncident[] }
  | { kind: 'end'; beyondLimit: boolean };

const ENDPOINT = 'GET /api/watchfloor/map-points';
const site = { api: 'watchfloor', endpoint: ENDPOINT } as const;

const invalid = (reason: string, path?: string) =>
  new ApiError({
    ...site,
    kind: 'invalid-response',
    status: 200,
    message: `${ENDPOINT} on the Watchfloor server sent an unexpected answer${path ? ` at ${path}` : ''}: ${reason}`,
    ...(path ? { path } : {}),
  });

function incidentsOf(batch: MapPointsBatch): MapIncident[] {
  const { id, longitude, latitude, category, impact, startedAt, summary } = batch;
  const columns = [longitude, latitude, category, impact, startedAt, summary];
  if (columns.some((column) => column.length !== id.length)) {
    throw invalid('the columns of a batch differ in length');
  }
  return id.map((one, index) => ({
    id: one,
    longitude: longitude[index]!,
    latitude: latitude[index]!,
    categoryId: category[index]!,
    impact: impact[index]!,
    startedAt: startedAt[index]!,
    summary: summary[index]!,
  }));
}

interface LineSchema<Value> {
  safeParse(value: unknown): { success: true; data: Value } | { success: false; error: unknown };
}

function check<Value>(schema: LineSchema<Value>, value: unknown): Value {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = firstValidationIssue(result.error);
  throw invalid(issue?.reason ?? 'a line does not have the documented shape', issue?.path);
}

function eventOf(text: string): MapPointsEvent {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid('a line is not JSON');
  }
  const kind = (value as { kind?: unknown } | null)?.kind;
  switch (kind) {
    case 'start':
      return { kind: 'start', limit: check(zMapPointsStart, value).limit };
    case 'points': {
      const checked = checkMapPointsBatch(value);
      if (!checked.ok) throw invalid(checked.reason, formatPath(checked.path));
      return { kind: 'points', incidents: incidentsOf(checked.batch) };
    }
    case 'end':
      return { kind: 'end', beyondLimit: check(zMapPointsEnd, value).beyondLimit };
    case 'error': {
      const failure = check(zMapPointsError, value);
      const error = new ApiError({
        ...site,
        kind: failure.status === 401 ? 'unauthorized' : failure.status < 500 ? 'fail' : 'error',
        status: failure.status,
        message: failure.message,
        ...(failure.retryAfterSeconds === undefined
          ? {}
          : { retryAfterSeconds: failure.retryAfterSeconds }),
      });
      // The server has ended the session already; the page follows, as it does on a 401.
      if (failure.status === 401) reportUnauthorized(error);
      throw error;
    }
    default:
      throw invalid(`a line of an unknown kind (${JSON.stringify(kind)})`);
  }
}

const broken = () =>
  new ApiError({
    ...site,
    kind: 'network',
    status: null,
    message:
      'The connection to the Watchfloor server broke while the map’s incidents were loading. Try again.',
  });

/**
 * Every event of the stream for these filters, ending with `end`. Throws an ApiError when the
 * request fails, the server reports a failure partway, or the answer is cut off or malformed;
 * an abort through `signal` throws the abort.
 */
export async function* readMapPoints(
  filters: NonNullable<StreamMapPointsData['query']>,
  signal: AbortSignal,
): AsyncGenerator<MapPointsEvent> {
  const { data } = await streamMapPoints({
    query: filters,
    signal,
    parseAs: 'stream',
    throwOnError: true,
  });
  const body = data as unknown as ReadableStream<Uint8Array> | null;
  if (!body) throw invalid('the answer has no body');
  const reader = body.getReader();
  // A read under way ends at once on a stop, whatever the fetch does with its body then.
  const stop = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', stop, { once: true });
  const decoder = new TextDecoder();
  let pending = '';
  let ended = false;
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array> | undefined;
      try {
        chunk = await reader.read();
      } catch {
        chunk = undefined;
      }
      signal.throwIfAborted();
      if (!chunk) throw broken();
      if (chunk.done) break;
      pending += decoder.decode(chunk.value, { stream: true });
      let newline = pending.indexOf('\n');
      while (newline !== -1) {
        const text = pending.slice(0, newline);
        pending = pending.slice(newline + 1);
        if (text.trim() !== '') {
          const event = eventOf(text);
          yield event;
          if (event.kind === 'end') ended = true;
        }
        newline = pending.indexOf('\n');
      }
    }
  } finally {
    signal.removeEventListener('abort', stop);
    // Left early (a failure, or the reader stopped): the rest of the answer is not wanted.
    reader.cancel().catch(() => undefined);
  }
  if (!ended) throw broken();
}

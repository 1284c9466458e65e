import pLimit from 'p-limit';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  failureMessage,
  failureStatus,
  isJson,
  parseJson,
  PASSED_THROUGH,
  requestUpstream,
  unexpectedAnswerMessage,
  type UpstreamFailure,
  type UpstreamLimits,
} from '../proxy/upstream-request.ts';
import { parsePageJson, type ParsedPage } from './page-json.ts';
import { MAP_FIELDS, projectPage, type MapColumns } from './page-projection.ts';

/**
 * Reads a filtered set of incidents from the incident API for the map: pages of the largest
 * size the API serves, several at once (at most `concurrency`), each projected to the map's
 * columns the moment it arrives, so only the columns wait for the reader. The API gives no
 * total, so pages are asked for in order up to the limit's last one, and the first short page
 * marks the end: pages after it are not asked for, or are abandoned if already on their way.
 */

/** The largest page the incident API serves: fewest round trips for the whole set. */
export const MAP_PAGE_SIZE = 1000;
/** Most recent first, so the first N of a set beyond the limit are the latest N. */
export const MAP_SORT = 'startedAt:desc';

/** A 429 that asks for at most this long is waited out (twice at most); a longer one fails. */
const MAX_RETRY_WAIT_SECONDS = 5;
const MAX_RETRIES = 2;

export type MapReadFailure =
  /** The upstream refused (401, 422, 429, …): its JSON body and status, passed on. */
  | { kind: 'refused'; status: number; body: unknown; retryAfter: string | undefined }
  /**
   * Down, slow, too large or nonsense: our own JSend error. `cause` says what went wrong, for
   * the server's log (never the answer): the request's failure, or the upstream's status.
   */
  | {
      kind: 'failed';
      status: 502 | 504;
      message: string;
      cause?: UpstreamFailure | { upstreamStatus: number } | { unreadable: true };
    };

export class MapReadError extends Error {
  override name = 'MapReadError';
  constructor(readonly failure: MapReadFailure) {
    super(failure.kind === 'failed' ? failure.message : `upstream answered ${failure.status}`);
  }
}

export interface MapReadOptions {
  /** The list endpoint with the filters, paging and sort of one page. */
  pageUrl: (page: number, pageSize: number) => URL;
  token: string;
  /** The most incidents to read. */
  limit: number;
  concurrency: number;
  limits: UpstreamLimits;
  /** Abandons the read: requests in flight are torn down and the reader throws. */
  signal: AbortSignal;
}

export interface MapReadSummary {
  /** Incidents yielded, in all. */
  count: number;
  /** The set holds more than `limit` incidents. */
  beyondLimit: boolean;
  /** Pages read from the upstream, the probe included. */
  pagesRead: number;
}

type PageOutcome = { ok: true; page: ParsedPage } | { ok: false; failure: MapReadFailure };

/** Arrivals in the order they come, for one reader. */
class Arrivals<Item> {
  #items: Item[] = [];
  #waiting: ((item: Item) => void) | undefined;

  push(item: Item) {
    const waiting = this.#waiting;
    this.#waiting = undefined;
    if (waiting) waiting(item);
    else this.#items.push(item);
  }

  next(signal: AbortSignal): Promise<Item> {
    if (this.#items.length > 0) return Promise.resolve(this.#items.shift()!);
    return new Promise((resolve, reject) => {
      const abort = () => reject(signal.reason as Error);
      if (signal.aborted) return abort();
      signal.addEventListener('abort', abort, { once: true });
      this.#waiting = (item) => {
        signal.removeEventListener('abort', abort);
        resolve(item);
      };
    });
  }
}

/** What an abandoned page comes to; nobody reads it. */
const ABANDONED: MapReadFailure = {
  kind: 'failed',
  status: 502,
  message: 'The read was abandoned.',
};

const NONSENSE: MapReadFailure = {
  kind: 'failed',
  status: 502,
  message: 'The incident service sent incidents this server cannot read.',
  cause: { unreadable: true },
};

/** A failure worth the server's log: not the browser leaving. */
export const isUpstreamFailure = (
  failure: MapReadFailure,
): failure is Extract<MapReadFailure, { kind: 'failed' }> =>
  failure.kind === 'failed' && failure !== ABANDONED;

async function readPage(
  url: URL,
  options: MapReadOptions,
  signal: AbortSignal,
): Promise<PageOutcome> {
  for (let attempt = 0; ; attempt += 1) {
    const answer = await requestUpstream(
      url,
      {
        method: 'GET',
        headers: { Authorization: `Bearer ${options.token}`, Accept: 'application/json' },
        signal,
      },
      options.limits,
    );
    if (!answer.ok) {
      const { failure } = answer;
      return {
        ok: false,
        failure: {
          kind: 'failed',
          status: failureStatus(failure),
          message: failureMessage('incidents', failure),
          cause: failure,
        },
      };
    }
    const json = isJson(answer.headers['content-type']);
    if (answer.status === 200 && json) {
      const page = parsePageJson(answer.body, MAP_FIELDS);
      if (page) return { ok: true, page };
    }
    const body = json ? parseJson(answer.body) : undefined;
    const retryAfterHeader = answer.headers['retry-after'];
    const retryAfter =
      typeof retryAfterHeader === 'string' && /^\d{1,6}$/.test(retryAfterHeader)
        ? retryAfterHeader
        : undefined;
    if (
      answer.status === 429 &&
      attempt < MAX_RETRIES &&
      Number(retryAfter ?? 1) <= MAX_RETRY_WAIT_SECONDS
    ) {
      try {
        await sleep(Number(retryAfter ?? 1) * 1000, undefined, { signal });
      } catch {
        return { ok: false, failure: ABANDONED };
      }
      continue;
    }
    if (PASSED_THROUGH.has(answer.status) && body !== undefined) {
      return { ok: false, failure: { kind: 'refused', status: answer.status, body, retryAfter } };
    }
    return {
      ok: false,
      failure: {
        kind: 'failed',
        status: 502,
        message: unexpectedAnswerMessage('incidents', answer.status),
        cause: { upstreamStatus: answer.status },
      },
    };
  }
}

/**
 * Yields the map's columns page by page, in page order (each non-empty page once, as soon as it
 * and every page before it have arrived), and returns what the set came to. Throws MapReadError
 * when a page fails; what was yielded before stays valid.
 */
export async function* readMapPoints(
  options: MapReadOptions,
): AsyncGenerator<MapColumns, MapReadSummary, undefined> {
  const { limit, signal } = options;
  const maxPages = Math.ceil(limit / MAP_PAGE_SIZE);
  /** The last page that may hold incidents; shrinks when a short page arrives. */
  let lastPage = maxPages;
  let count = 0;
  let lastPageSize = 0;
  let pagesRead = 0;
  const seen = new Set<string>();
  const inFlight = new Map<number, AbortController>();
  const arrivals = new Arrivals<{ page: number; columns?: MapColumns; failure?: MapReadFailure }>();

  const abandonAfter = (page: number) => {
    for (const [other, controller] of inFlight) if (other > page) controller.abort();
  };
  const abandonAll = () => abandonAfter(0);
  signal.addEventListener('abort', abandonAll, { once: true });

  const schedule = pLimit(options.concurrency);
  for (let page = 1; page <= maxPages; page += 1) {
    void schedule(async () => {
      if (page > lastPage || signal.aborted) return;
      const controller = new AbortController();
      inFlight.set(page, controller);
      try {
        const outcome = await readPage(
          options.pageUrl(page, MAP_PAGE_SIZE),
          options,
          controller.signal,
        );
        if (page > lastPage || signal.aborted) return;
        pagesRead += 1;
        if (!outcome.ok) return arrivals.push({ page, failure: outcome.failure });
        const room = limit - (page - 1) * MAP_PAGE_SIZE;
        const projected = projectPage(outcome.page.body, room, seen, outcome.page.text);
        if (!projected.ok) return arrivals.push({ page, failure: NONSENSE });
        if (projected.received < MAP_PAGE_SIZE && page < lastPage) {
          lastPage = page;
          abandonAfter(page);
        }
        if (page === maxPages) lastPageSize = projected.received;
        arrivals.push({ page, columns: projected.columns });
      } finally {
        inFlight.delete(page);
      }
    });
  }

  /** Pages that came before an earlier one, waiting for it. */
  const early = new Map<number, MapColumns>();
  let nextPage = 1;
  try {
    while (nextPage <= lastPage) {
      const arrival = await arrivals.next(signal);
      if (arrival.page > lastPage) continue;
      if (arrival.failure) throw new MapReadError(arrival.failure);
      early.set(arrival.page, arrival.columns!);
      // In page order, so that whatever has come when the analyst stops is the most recent part.
      for (let columns = early.get(nextPage); columns; columns = early.get(nextPage)) {
        early.delete(nextPage);
        nextPage += 1;
        count += columns.id.length;
        if (columns.id.length > 0) yield columns;
        if (nextPage > lastPage) break;
      }
    }
  } finally {
    signal.removeEventListener('abort', abandonAll);
    abandonAll();
    schedule.clearQueue();
  }

  let beyondLimit = false;
  if (lastPage === maxPages) {
    const room = limit - (maxPages - 1) * MAP_PAGE_SIZE;
    if (lastPageSize > room) beyondLimit = true;
    else if (lastPageSize === MAP_PAGE_SIZE) {
      // Exactly at the limit with a full page: one more incident says whether there are more.
      const probe = await readPage(options.pageUrl(limit + 1, 1), options, signal);
      pagesRead += 1;
      if (!probe.ok) throw new MapReadError(probe.failure);
      const projected = projectPage(probe.page.body, 0, new Set());
      if (!projected.ok) throw new MapReadError(NONSENSE);
      beyondLimit = projected.received > 0;
    }
  }
  return { count, beyondLimit, pagesRead };
}

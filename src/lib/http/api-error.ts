/**
 * Every way a call to the service can go wrong, as one error type the UI can explain in words.
 * Query hooks reject with an ApiError, never with a raw body, a TypeError or a ZodError.
 */

/** The vendor's two data APIs (proxied by the Watchfloor server) and the server's own API. */
export type ApiName = 'news' | 'incidents' | 'watchfloor';

export type ApiErrorKind =
  /** JSend `fail`: bad input or an unmet pre-condition; `data` names the inputs. */
  | 'fail'
  /** JSend `error`: the service could not process a valid request. */
  | 'error'
  /** 401 with the invalid-token body: the session is no longer valid. */
  | 'unauthorized'
  /** A body that is not JSend (a proxy's HTML page, an empty 502). */
  | 'http'
  /** No answer at all: offline, or the Watchfloor server is down. */
  | 'network'
  /** A 2xx answer whose body is not JSON or not the documented shape. */
  | 'invalid-response'
  /** Anything else thrown while making the call (a bug, not the service's doing). */
  | 'unexpected';

export const API_LABELS: Record<ApiName, string> = {
  news: 'news API',
  incidents: 'incident API',
  watchfloor: 'Watchfloor server',
};

export interface ApiErrorDetails {
  api: ApiName;
  /** Method and path template, e.g. `GET /incidents/{id}`. */
  endpoint: string;
  kind: ApiErrorKind;
  /** HTTP status; null when no response arrived. */
  status: number | null;
  message: string;
  /** Per-input reasons from a JSend `fail` (`{ publishedAt: "..." }`); empty otherwise. */
  data?: Readonly<Record<string, string>>;
  /** Seconds to wait, from `Retry-After` (429). */
  retryAfterSeconds?: number;
  /** For `invalid-response`: the first offending path in the body, e.g. `data.news[3].id`. */
  path?: string;
  /** For a 409 from the Watchfloor server: the object as it is now, changed by someone else. */
  current?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly api: ApiName;
  readonly endpoint: string;
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly data: Readonly<Record<string, string>>;
  readonly retryAfterSeconds: number | undefined;
  readonly path: string | undefined;
  readonly current: unknown;

  constructor(details: ApiErrorDetails) {
    super(details.message);
    this.api = details.api;
    this.endpoint = details.endpoint;
    this.kind = details.kind;
    this.status = details.status;
    this.data = details.data ?? {};
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.path = details.path;
    this.current = details.current;
  }

  /** A stale write: someone changed the object since this version was read. */
  get isConflict(): boolean {
    return this.status === 409 && this.current !== undefined;
  }

  /** Worth asking again: the network or the service failed, not the request itself. */
  get isTransient(): boolean {
    return (
      this.kind === 'network' ||
      (this.status !== null && (this.status >= 500 || this.status === 408))
    );
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The generated hooks type `error` as the documented error bodies, but the client configuration
 * (deployment.ts) turns every failure into an ApiError before React Query sees it. This reads a
 * query's error as what it is; anything else thrown on the way is wrapped, never lost.
 */
export function apiErrorOf(
  error: unknown,
  api: ApiName,
  endpoint = 'the request',
): ApiError | null {
  if (error === null || error === undefined) return null;
  if (isApiError(error)) return error;
  return new ApiError({
    api,
    endpoint,
    kind: 'unexpected',
    status: null,
    message: `Something went wrong handling ${endpoint}: ${error instanceof Error ? error.message : JSON.stringify(error)}`,
  });
}

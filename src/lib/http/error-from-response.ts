import { ApiError, API_LABELS, type ApiName } from './api-error';

/** Turns what the service answered (or failed to answer) into an ApiError. */

interface CallSite {
  api: ApiName;
  endpoint: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function stringEntries(data: unknown): Record<string, string> {
  if (!isRecord(data)) return {};
  return Object.fromEntries(
    Object.entries(data).flatMap(([key, value]) =>
      typeof value === 'string' ? [[key, value]] : [],
    ),
  );
}

/** `Retry-After` as seconds: either delta-seconds or an HTTP date. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** An answer with a non-2xx status (or a 2xx JSend `fail`/`error`), already read as JSON or text. */
export function errorFromBody(site: CallSite, response: Response, body: unknown): ApiError {
  const { status } = response;
  const retryAfter = retryAfterSeconds(response.headers.get('Retry-After'));
  const base = {
    ...site,
    status,
    ...(retryAfter === undefined ? {} : { retryAfterSeconds: retryAfter }),
  };

  if (isRecord(body) && body.status === 'fail' && Array.isArray(body.errors)) {
    const first: unknown = body.errors[0];
    const message =
      isRecord(first) && typeof first.message === 'string'
        ? first.message
        : 'The access token is missing, invalid or expired.';
    return new ApiError({ ...base, kind: 'unauthorized', message });
  }
  if (isRecord(body) && body.status === 'fail') {
    const data = stringEntries(body.data);
    const reasons = Object.values(data);
    const message =
      reasons.length > 0 ? reasons.join(' ') : `The ${API_LABELS[site.api]} refused the request.`;
    const current = isRecord(body.data) ? body.data.current : undefined;
    return new ApiError({
      ...base,
      kind: 'fail',
      message,
      data,
      ...(status === 409 && current !== undefined ? { current } : {}),
    });
  }
  if (isRecord(body) && body.status === 'error') {
    const message =
      typeof body.message === 'string' && body.message.trim() !== ''
        ? body.message
        : `The ${API_LABELS[site.api]} could not complete the request.`;
    return new ApiError({ ...base, kind: 'error', message, data: stringEntries(body.data) });
  }
  const statusText = response.statusText ? ` ${response.statusText}` : '';
  return new ApiError({
    ...base,
    kind: 'http',
    message: `The ${API_LABELS[site.api]} answered ${status}${statusText} without an explanation.`,
  });
}

/**
 * No response at all. Every API is reached through the Watchfloor server on this page's own
 * origin, so what did not answer is that server, whichever API was asked.
 */
export function networkError(site: CallSite, origin: string): ApiError {
  const server = `the Watchfloor server at ${origin}`;
  const what =
    site.api === 'watchfloor'
      ? `Could not reach ${server}.`
      : `Could not reach the ${API_LABELS[site.api]}: ${server} did not answer.`;
  return new ApiError({
    ...site,
    kind: 'network',
    status: null,
    message: `${what} Check the connection, then try again.`,
  });
}

/** A 2xx answer that is not what the contract documents. */
export function invalidResponse(
  site: CallSite,
  status: number,
  detail: { path?: string; reason: string },
): ApiError {
  const at = detail.path ? ` at ${detail.path}` : '';
  return new ApiError({
    ...site,
    kind: 'invalid-response',
    status,
    message: `${site.endpoint} on the ${API_LABELS[site.api]} sent an unexpected answer${at}: ${detail.reason}`,
    ...(detail.path ? { path: detail.path } : {}),
  });
}

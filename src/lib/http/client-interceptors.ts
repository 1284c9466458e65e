import { config as zodConfig } from 'zod/v4/core';
import type { ConfigureClient } from './deployment';
import { errorFromBody, invalidResponse, networkError } from './error-from-response';
import { firstValidationIssue } from './validation-issue';

// Zod compiles object schemas with `new Function` when it may, and finds out whether it may by
// trying: under the server's Content-Security-Policy (no 'unsafe-eval') that try is a reported
// violation on every page load. Validation without the compiled path is as exact.
zodConfig({ jitless: true });

/**
 * The interceptors every generated client gets: success bodies parsed and validated, every
 * failure turned into an ApiError naming the API and endpoint, and a 401 from a data endpoint
 * ending the session. No Authorization header: the Watchfloor server adds the vendor's token. Imported by the API modules (`@/lib/http/<api>`), which load with the
 * views, so none of this is in the login page's first download.
 */

interface RequestOptionsLike {
  url: string;
  baseUrl?: string;
  parseAs?: string;
  responseValidator?: (data: unknown) => Promise<unknown>;
  responseTransformer?: (data: unknown) => Promise<unknown>;
}

/** Whether the generated client will read this answer as JSON (its `auto` goes by the type). */
const readAsJson = (response: Response, parseAs = 'auto') =>
  parseAs === 'json' ||
  (parseAs === 'auto' && /json/i.test(response.headers.get('Content-Type') ?? ''));

/**
 * The server's own data endpoints (the map's points): there a 401 means what it means on the
 * vendor's APIs, that the session is over. Elsewhere on the server's API (`/session`) it means
 * wrong credentials or no session yet, which its callers explain.
 */
const endsSessionOn401 = (api: string, url: string) =>
  api !== 'watchfloor' || url.startsWith('/api/watchfloor/');

const endpointOf = (request: Request, options: RequestOptionsLike) =>
  `${request.method} ${options.url}`;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** JSON, or the raw text when the body is not JSON. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export const configureClient: ConfigureClient = (api, client, baseUrl, session) => {
  // Same-origin: the session cookie goes along and no token is ever in the page's hands.
  client.setConfig({ baseUrl, credentials: 'same-origin' });
  client.interceptors.request.clear();
  client.interceptors.response.clear();
  client.interceptors.error.clear();

  // Success answers are parsed and validated here, not later in the client, so that a bad body
  // becomes an ApiError naming the endpoint and the first bad path instead of a bare ZodError.
  client.interceptors.response.use(async (response, request, options) => {
    const opts = options as unknown as RequestOptionsLike;
    const site = { api, endpoint: endpointOf(request, opts) };
    if (!response.ok) return response;
    // A streamed answer is read, and each part checked, by its caller as it arrives.
    if (opts.parseAs === 'stream') return response;
    const json = readAsJson(response, opts.parseAs);
    const body = await readBody(json ? response : response.clone());
    if (typeof body === 'string') {
      throw invalidResponse(site, response.status, { reason: 'the body is not JSON' });
    }
    if (
      typeof body === 'object' &&
      body !== null &&
      'status' in body &&
      (body.status === 'fail' || body.status === 'error')
    ) {
      throw errorFromBody(site, response, body);
    }
    const validate = opts.responseValidator;
    if (validate) {
      opts.responseValidator = undefined;
      try {
        await validate(body);
      } catch (error) {
        const issue = firstValidationIssue(error);
        throw invalidResponse(site, response.status, issue ?? { reason: String(error) });
      }
    }
    if (!json) return response;
    // The client would read and parse the whole body a second time (10,000 sites or 1,000
    // incidents: ~10 ms of the page's thread each): it is handed this parse through its
    // transformer instead, and an answer whose body is a single `null` to parse.
    opts.responseTransformer = () => Promise.resolve(body);
    return new Response('null', {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  });

  client.interceptors.error.use((error, response, request, options) => {
    if (isAbort(error)) return error;
    const site = { api, endpoint: endpointOf(request, options as unknown as RequestOptionsLike) };
    if (!response) return networkError(site, window.location.origin);
    const apiError = errorFromBody(site, response, error);
    const { url } = options as unknown as RequestOptionsLike;
    if (response.status === 401 && endsSessionOn401(api, url)) session.onUnauthorized(apiError);
    return apiError;
  });
};

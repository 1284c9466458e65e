import type { client as generatedClient } from '@/api/news/client.gen';
import type { RuntimeConfig } from '@/lib/config/runtime-config';
import type { ApiError, ApiName } from './api-error';
import { errorFromBody, invalidResponse, networkError } from './error-from-response';
import { firstValidationIssue } from './validation-issue';

/**
 * Wires the generated clients to one deployment: base URLs from runtime configuration, the bearer
 * token from the session, and every failure turned into an ApiError that names the API and
 * endpoint. Each client registers itself when its module first loads (with the feature that
 * uses it), so the entry bundle carries none of them. Query keys hold the base URL, so two
 * deployments never share a cache entry.
 */

/** The three generated clients have the same shape. */
export type GeneratedClient = typeof generatedClient;

export interface SessionAccess {
  /** The current access token, or undefined when signed out. */
  getToken(): string | undefined;
  /** A data endpoint answered 401: the token is no longer accepted. */
  onUnauthorized(error: ApiError): void;
}

const SIGNED_OUT: SessionAccess = { getToken: () => undefined, onUnauthorized: () => undefined };

let deployment: { config: RuntimeConfig; session: SessionAccess } | undefined;
const registered = new Map<ApiName, GeneratedClient>();

const baseUrlOf = (api: ApiName, config: RuntimeConfig) =>
  ({ news: config.newsUrl, auth: config.authUrl, incidents: config.incidentUrl })[api].replace(
    /\/+$/,
    '',
  );

interface RequestOptionsLike {
  url: string;
  baseUrl?: string;
  responseValidator?: (data: unknown) => Promise<unknown>;
}

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

function configureClient(
  api: ApiName,
  client: GeneratedClient,
  baseUrl: string,
  session: SessionAccess,
) {
  client.setConfig({ baseUrl, auth: () => session.getToken() });
  client.interceptors.request.clear();
  client.interceptors.response.clear();
  client.interceptors.error.clear();

  // Success answers are parsed and validated here, not later in the client, so that a bad body
  // becomes an ApiError naming the endpoint and the first bad path instead of a bare ZodError.
  client.interceptors.response.use(async (response, request, options) => {
    const opts = options as unknown as RequestOptionsLike;
    const site = { api, endpoint: endpointOf(request, opts) };
    if (!response.ok) return response;
    const body = await readBody(response.clone());
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
    return response;
  });

  client.interceptors.error.use((error, response, request, options) => {
    if (isAbort(error)) return error;
    const site = { api, endpoint: endpointOf(request, options as unknown as RequestOptionsLike) };
    if (!response) return networkError(site, baseUrl);
    const apiError = errorFromBody(site, response, error);
    // On the auth API a 401 means wrong credentials, not an ended session.
    if (api !== 'auth' && response.status === 401) session.onUnauthorized(apiError);
    return apiError;
  });
}

/** Points every generated client, loaded now or later, at this deployment and session. */
export function configureDeployment(config: RuntimeConfig, session: SessionAccess = SIGNED_OUT) {
  deployment = { config, session };
  for (const [api, client] of registered)
    configureClient(api, client, baseUrlOf(api, config), session);
}

/** Called by each API module (`@/lib/http/<api>`) as it loads. */
export function registerApiClient(api: ApiName, client: GeneratedClient) {
  registered.set(api, client);
  if (deployment) {
    configureClient(api, client, baseUrlOf(api, deployment.config), deployment.session);
  }
}

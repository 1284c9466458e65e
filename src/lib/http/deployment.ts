import type { client as generatedClient } from '@/api/news/client.gen';
import type { RuntimeConfig } from '@/lib/config/runtime-config';
import type { ApiError, ApiName } from './api-error';

/**
 * Wires the generated clients to one deployment: base URLs from runtime configuration, the bearer
 * token from the session, and every failure turned into an ApiError that names the API and
 * endpoint. Each client registers itself when its module first loads (with the feature that
 * uses it), bringing its interceptors (client-interceptors.ts) along, so the entry bundle
 * carries none of them. Query keys hold the base URL, so two deployments never share a cache entry.
 */

/** The three generated clients have the same shape. */
export type GeneratedClient = typeof generatedClient;

export interface SessionAccess {
  /** The current access token, or undefined when signed out. */
  getToken(): string | undefined;
  /** A data endpoint answered 401: the token is no longer accepted. */
  onUnauthorized(error: ApiError): void;
}

/** Points one client at a base URL and session (client-interceptors.ts). */
export type ConfigureClient = (
  api: ApiName,
  client: GeneratedClient,
  baseUrl: string,
  session: SessionAccess,
) => void;

const SIGNED_OUT: SessionAccess = { getToken: () => undefined, onUnauthorized: () => undefined };

let deployment: { config: RuntimeConfig; session: SessionAccess } | undefined;
const registered = new Map<ApiName, { client: GeneratedClient; configure: ConfigureClient }>();

const baseUrlOf = (api: ApiName, config: RuntimeConfig) =>
  ({ news: config.newsUrl, auth: config.authUrl, incidents: config.incidentUrl })[api].replace(
    /\/+$/,
    '',
  );

/** Points every generated client, loaded now or later, at this deployment and session. */
export function configureDeployment(config: RuntimeConfig, session: SessionAccess = SIGNED_OUT) {
  deployment = { config, session };
  for (const [api, { client, configure }] of registered)
    configure(api, client, baseUrlOf(api, config), session);
}

/** Called by each API module (`@/lib/http/<api>`) as it loads. */
export function registerApiClient(
  api: ApiName,
  client: GeneratedClient,
  configure: ConfigureClient,
) {
  registered.set(api, { client, configure });
  if (deployment) configure(api, client, baseUrlOf(api, deployment.config), deployment.session);
}

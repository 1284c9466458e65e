import type { client as generatedClient } from '@/api/news/client.gen';
import type { ApiError, ApiName } from './api-error';

/**
 * Wires the generated clients to the Watchfloor server: every API is a path on the page's own
 * origin (the server proxies the vendor's APIs and adds their token itself, so the page never
 * holds one), and every failure becomes an ApiError that names the API and endpoint. Each client
 * registers itself when its module first loads (with the feature that uses it), bringing its
 * interceptors (client-interceptors.ts) along, so the entry bundle carries none of them.
 */

/** The generated clients have the same shape. */
export type GeneratedClient = typeof generatedClient;

/**
 * Where each API is reached. The Watchfloor server's own paths (`/session`, `/api/watchfloor/…`)
 * are written from the origin's root in its contract, hence the empty base.
 */
export const API_BASE_URLS: Readonly<Record<ApiName, string>> = {
  news: '/api/news',
  incidents: '/api/incidents',
  watchfloor: '',
};

export interface SessionAccess {
  /** A data endpoint answered 401: the server no longer has a session the vendor accepts. */
  onUnauthorized(error: ApiError): void;
}

/** Points one client at its base URL and the session (client-interceptors.ts). */
export type ConfigureClient = (
  api: ApiName,
  client: GeneratedClient,
  baseUrl: string,
  session: SessionAccess,
) => void;

const SIGNED_OUT: SessionAccess = { onUnauthorized: () => undefined };

let session: SessionAccess | undefined;
const registered = new Map<ApiName, { client: GeneratedClient; configure: ConfigureClient }>();

/** Tells every generated client, loaded now or later, whom to tell about a 401. */
export function configureDeployment(access: SessionAccess = SIGNED_OUT) {
  session = access;
  for (const [api, { client, configure }] of registered)
    configure(api, client, API_BASE_URLS[api], access);
}

/** Called by each API module (`@/lib/http/<api>`) as it loads. */
export function registerApiClient(
  api: ApiName,
  client: GeneratedClient,
  configure: ConfigureClient,
) {
  registered.set(api, { client, configure });
  configure(api, client, API_BASE_URLS[api], session ?? SIGNED_OUT);
}

/**
 * A refusal of the session found inside an answer already under way (a streamed answer's last
 * line): handled as a 401 status would be.
 */
export function reportUnauthorized(error: ApiError) {
  (session ?? SIGNED_OUT).onUnauthorized(error);
}

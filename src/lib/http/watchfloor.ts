/**
 * The Watchfloor server's own API for features: the generated query options, keys, hooks, SDK
 * functions and types, with the client already configured. Features import from here, never
 * from `@/api` directly, so no call can skip the configuration.
 */
import { client } from '@/api/watchfloor/client.gen';
import { configureClient } from './client-interceptors';
import { registerApiClient } from './deployment';

registerApiClient('watchfloor', client, configureClient);

export { reportUnauthorized } from './deployment';
export {
  zMapPointsBatch,
  zMapPointsEnd,
  zMapPointsError,
  zMapPointsStart,
} from '@/api/watchfloor/zod.gen';
export * from '@/api/watchfloor/@tanstack/react-query.gen';
export * from '@/api/watchfloor/sdk.gen';
export type * from '@/api/watchfloor/types.gen';

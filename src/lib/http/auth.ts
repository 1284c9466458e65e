/**
 * The authentication API for features: the generated query options, keys, hooks, SDK functions and types,
 * with the client already pointed at this deployment. Features import from here, never from
 * `@/api` directly, so no call can skip the configuration.
 */
import { client } from '@/api/auth/client.gen';
import { configureClient } from './client-interceptors';
import { registerApiClient } from './deployment';

registerApiClient('auth', client, configureClient);

export * from '@/api/auth/@tanstack/react-query.gen';
export * from '@/api/auth/sdk.gen';
export type * from '@/api/auth/types.gen';

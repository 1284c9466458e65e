/**
 * The incident API for features: the generated query options, keys, hooks, SDK functions and types,
 * with the client already pointed at this deployment. Features import from here, never from
 * `@/api` directly, so no call can skip the configuration.
 */
import { client } from '@/api/incidents/client.gen';
import { configureClient } from './client-interceptors';
import { registerApiClient } from './deployment';

registerApiClient('incidents', client, configureClient);

export * from '@/api/incidents/@tanstack/react-query.gen';
export * from '@/api/incidents/sdk.gen';
export type * from '@/api/incidents/types.gen';

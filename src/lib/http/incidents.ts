/**
 * The incident API for features: the generated query options, keys, hooks, SDK functions and types,
 * with the client already pointed at this deployment. Features import from here, never from
 * `@/api` directly, so no call can skip the configuration.
 */
import { client } from '@/api/incidents/client.gen';
import { configureClient } from './client-interceptors';
import { registerApiClient } from './deployment';
import { validateByPredicateFirst } from './predicate-first-validation';
import * as responseSchemas from '@/api/incidents/responses.gen';

registerApiClient('incidents', client, configureClient);
validateByPredicateFirst(responseSchemas);

export * from '@/api/incidents/@tanstack/react-query.gen';
export * from '@/api/incidents/sdk.gen';
export type * from '@/api/incidents/types.gen';

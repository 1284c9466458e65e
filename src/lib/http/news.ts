/**
 * The news API for features: the generated query options, keys, hooks, SDK functions and types,
 * with the client already pointed at this deployment. Features import from here, never from
 * `@/api` directly, so no call can skip the configuration.
 */
import { client } from '@/api/news/client.gen';
import { configureClient } from './client-interceptors';
import { registerApiClient } from './deployment';
import { validateByPredicateFirst } from './predicate-first-validation';
import * as responseSchemas from '@/api/news/responses.gen';

registerApiClient('news', client, configureClient);
validateByPredicateFirst(responseSchemas);

export * from '@/api/news/@tanstack/react-query.gen';
export * from '@/api/news/sdk.gen';
export type * from '@/api/news/types.gen';

/**
 * The Watchfloor server's own API for features: the generated query options, keys, hooks, SDK
 * functions and types, with the client already configured. Features import from here, never
 * from `@/api` directly, so no call can skip the configuration.
 */
import {
  getSitesExposureOptions as generatedGetSitesExposureOptions,
  listSitesOptions as generatedListSitesOptions,
} from '@/api/watchfloor/@tanstack/react-query.gen';
import { client } from '@/api/watchfloor/client.gen';
import { configureClient } from './client-interceptors';
import { registerApiClient } from './deployment';
import { validateByPredicateFirst } from './predicate-first-validation';
import * as responseSchemas from '@/api/watchfloor/responses.gen';
import { checkSiteListResponse } from './site-table-check';
import { checkSitesExposureResponse } from './sites-exposure-check';

registerApiClient('watchfloor', client, configureClient);
validateByPredicateFirst(responseSchemas);

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

/**
 * The two answers that grow with the team's sites, their table and their exposure, checked by
 * loops rather than their generated schemas (site-table-check.ts, sites-exposure-check.ts: the
 * same rules, a few ms where zod took 20–110 ms). Named here, they take the place of the
 * generated options of the same names that `export *` above would give.
 */
export const listSitesOptions: typeof generatedListSitesOptions = (options) =>
  generatedListSitesOptions({ ...options, responseValidator: checkSiteListResponse });
export const getSitesExposureOptions: typeof generatedGetSitesExposureOptions = (options) =>
  generatedGetSitesExposureOptions({ ...options, responseValidator: checkSitesExposureResponse });

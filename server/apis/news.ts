import { createApiApp, type ApiAppOptions } from '../api-app';

/** The news API (spec 4.2), served on its own origin. */
export function createNewsApp(options: ApiAppOptions) {
  return createApiApp('news', options);
}

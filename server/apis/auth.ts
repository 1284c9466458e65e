import { createApiApp, type ApiAppOptions } from '../api-app';

/** The authentication API (spec 5), served on its own origin. */
export function createAuthApp(options: ApiAppOptions) {
  return createApiApp('auth', options);
}

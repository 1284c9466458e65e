import { createApiApp, type ApiAppOptions } from '../api-app';

/** The incident API (spec 4.4 and 4.5), served on its own origin. */
export function createIncidentApp(options: ApiAppOptions) {
  return createApiApp('incident', options);
}

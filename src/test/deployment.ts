import { configureDeployment } from '@/lib/http/deployment';

/** Base URLs component tests intercept (with MSW or a stubbed fetch). */
export const TEST_URLS = {
  newsUrl: 'http://news.test',
  authUrl: 'http://auth.test',
  incidentUrl: 'http://incidents.test',
} as const;

/** Points the generated clients at the test URLs, signed out. */
export function configureTestDeployment() {
  configureDeployment({ ...TEST_URLS, mapStyleUrl: undefined, mapIncidentLimit: 50_000 });
}

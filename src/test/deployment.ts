import { API_BASE_URLS, configureDeployment } from '@/lib/http/deployment';

/** Where the generated clients send requests, for component tests to intercept with MSW. */
export const TEST_URLS = {
  news: API_BASE_URLS.news,
  incidents: API_BASE_URLS.incidents,
} as const;

/** Resets the generated clients to a deployment where a 401 goes unheard. */
export function configureTestDeployment() {
  configureDeployment();
}

import { seedCredentials } from '../auth/accounts.ts';
import { manualClock } from '../clock.ts';
import type { Dataset } from '../data/dataset.ts';
import { generateDataset } from '../data/generate/index.ts';
import { createService } from '../service.ts';

/** Tests run against this instant, so generated times and default windows are repeatable. */
export const TEST_NOW_MS = Date.UTC(2026, 10, 20, 9, 30);
export const TEST_NOW = Math.floor(TEST_NOW_MS / 1000);
export const TEST_VOLUMES = { incidents: 1_500, news: 6_000 } as const;
const SECRET = new TextEncoder().encode('service-tests-secret-of-32-characters+');

let dataset: Dataset | undefined;

/** One small data set per test file (generation is deterministic, so every file sees the same). */
export function testDataset(): Dataset {
  dataset ??= generateDataset({ seed: 7, nowSeconds: TEST_NOW, ...TEST_VOLUMES });
  return dataset;
}

/**
 * The three APIs over the test data set on a manual clock, and a signed-in request helper:
 * every request goes through `app.request()`, no ports.
 */
export async function createTestService(
  options: { corsOrigins?: string[]; feedIntervalSeconds?: number } = {},
) {
  const clock = manualClock(TEST_NOW_MS);
  const credentials = seedCredentials({});
  const service = createService({
    corsOrigins: options.corsOrigins ?? [],
    logError: () => {},
    clock,
    seed: 7,
    ...TEST_VOLUMES,
    credentials,
    tokenSecret: SECRET,
    dataset: testDataset(),
    feedIntervalSeconds: options.feedIntervalSeconds,
  });
  const tokenResponse = await service.apps.auth.request('/user/token', {
    method: 'POST',
    headers: { Origin: 'http://127.0.0.1:4300', 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials.demoUser),
  });
  const { data } = (await tokenResponse.json()) as { data: { accessToken: string } };
  const headers = { Authorization: `Bearer ${data.accessToken}` };
  const get = (api: 'news' | 'incident', path: string) =>
    service.apps[api].request(path, { headers });
  return {
    ...service,
    dataset: testDataset(),
    clock,
    token: data.accessToken,
    /** GET with the demo user's token; answers status and parsed body. */
    async get(api: 'news' | 'incident', path: string) {
      const response = await get(api, path);
      return { status: response.status, body: await response.json(), response };
    },
  };
}

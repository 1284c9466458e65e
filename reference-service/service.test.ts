import { describe, expect, test } from 'vitest';
import { seedCredentials } from './auth/accounts.ts';
import { manualClock } from './clock.ts';
import { INCIDENT_CHUNK } from './data/generate/index.ts';
import { startService } from './service.ts';

describe('startService', () => {
  test('serves incidents drawn in both threads and news built by the worker', async () => {
    const clock = manualClock(Date.UTC(2026, 10, 20, 9, 30));
    const credentials = seedCredentials({});
    // Three chunks: the worker draws the last one.
    const incidents = INCIDENT_CHUNK * 2 + 250;
    const service = await startService({
      corsOrigins: [],
      logError: () => {},
      clock,
      seed: 11,
      incidents,
      news: 3_000,
      credentials,
      tokenSecret: new TextEncoder().encode('start-service-test-secret-32-chars!!'),
    });
    expect(service.counts).toEqual({ incidents, news: 3_000 });
    expect(service.timings.phases?.newsMs).toBeGreaterThan(0);

    const signIn = await service.apps.auth.request('/user/token', {
      method: 'POST',
      headers: { Origin: 'http://localhost', 'Content-Type': 'application/json' },
      body: JSON.stringify(credentials.demoUser),
    });
    const { data } = (await signIn.json()) as { data: { accessToken: string } };
    const headers = { Authorization: `Bearer ${data.accessToken}` };

    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const response = await service.apps.incident.request(
        `/incidents?sort=id:asc&pageSize=1000&page=${page}`,
        { headers },
      );
      const body = (await response.json()) as { data: { id: string; themes: unknown[] }[] };
      ids.push(...body.data.map((incident) => incident.id));
      if (body.data.length < 1000) break;
    }
    expect(ids).toHaveLength(incidents);
    expect(new Set(ids).size).toBe(incidents);

    const news = await service.apps.news.request(`/news?limit=1`, { headers });
    expect(news.status).toBe(200);
    const total = ((await news.json()) as { data: { meta: { total: number } } }).data.meta.total;
    expect(total).toBeGreaterThan(0);
  }, 60_000);
});

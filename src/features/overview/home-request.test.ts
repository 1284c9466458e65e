import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { getSitesExposureOptions } from '@/lib/http/watchfloor';
import { prefetchHomePage } from './home-request';

// The layout worker keeps one worker per page in its module: replaced here, so no test starts one.
const warmed = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/components/svg-map/svg-map-layout-worker-client', () => ({
  warmSvgMapLayout: () => void (warmed.count += 1),
}));

beforeEach(() => void (warmed.count = 0));
afterEach(() => vi.unstubAllGlobals());

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** The exposure answer for a team with `siteCount` sites (none near anything). */
const exposureBody = (siteCount: number) => ({
  status: 'success',
  data: {
    computedAt: '2026-12-01T09:00:00.000Z',
    siteCount,
    ownSiteCount: siteCount,
    incidentsScanned: 0,
    truncated: false,
    sites: [],
  },
});

/**
 * A fetch whose exposure answer waits until released; every other request of the page fails at
 * once (the page explains those in place; here only the map's warm-up is watched).
 */
function heldExposure(siteCount: number) {
  let release = () => {};
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!new URL(url, location.href).pathname.endsWith('/sites/exposure')) {
        return Promise.resolve(new Response('{}', { status: 503 }));
      }
      return new Promise<Response>((resolve) => {
        release = () =>
          resolve(
            new Response(JSON.stringify(exposureBody(siteCount)), {
              headers: { 'Content-Type': 'application/json' },
            }),
          );
      });
    }),
  );
  return { release: () => release() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

test.each([
  { sites: 0, warmedOnAnswer: 0, what: 'a team without sites has no map: nothing of it starts' },
  { sites: 4, warmedOnAnswer: 1, what: 'once the exposure answer names sites, the map starts' },
])('$what', async ({ sites, warmedOnAnswer }) => {
  const exposure = heldExposure(sites);
  const loaded = prefetchHomePage(client());
  await settle();
  // Not before the answer: the team may have no sites.
  expect(warmed.count).toBe(0);

  exposure.release();
  await loaded;
  await settle();
  expect(warmed.count).toBe(warmedOnAnswer);
});

test('when the cache already knows the team has sites, the map starts with the requests', async () => {
  heldExposure(4);
  const queryClient = client();
  queryClient.setQueryData(getSitesExposureOptions().queryKey, exposureBody(4) as never);
  void prefetchHomePage(queryClient);
  await settle();
  expect(warmed.count).toBe(1);
});

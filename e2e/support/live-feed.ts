import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import distance from '@turf/distance';
import type { LiveStack } from './live-stack';
import { DEMO_USER, signInCookie, storageWithCookie } from './session';

/**
 * What the live-stack tests share: the demo analyst signed in to a stack in a browser of its
 * own, the vendor's token for reading its feed directly, and where in the feed a site would see
 * the most incidents.
 */

export interface Place {
  latitude: number;
  longitude: number;
}

export const kmBetween = (a: Place, b: Place) =>
  distance([a.longitude, a.latitude], [b.longitude, b.latitude], { units: 'kilometers' });

/** The demo analyst's token from the stack's authentication API, as the vendor gives it. */
export async function liveVendorToken(stack: LiveStack): Promise<string> {
  const response = await fetch(`${stack.authUrl}/user/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: stack.url },
    body: JSON.stringify(DEMO_USER),
  });
  expect(response.status, 'the demo analyst signs in to the live service').toBe(200);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** A page of the stack's incidents straight from its incident API (not through our server). */
export async function liveFeedIncidents<T>(
  stack: LiveStack,
  token: string,
  query: string,
): Promise<T[]> {
  const response = await fetch(`${stack.incidentUrl}/incidents?${query}`, {
    headers: { Authorization: `Bearer ${token}`, Origin: stack.url },
  });
  expect(response.status, `GET /incidents?${query}`).toBe(200);
  return ((await response.json()) as { data: T[] }).data;
}

/**
 * Of the first 200 candidates, the place with the most of `recent` within `radiusKm`: where a
 * site sees the feed's incidents, and its new ones and revisions soonest.
 */
export function busiestPlace(
  candidates: readonly { location: Place }[],
  recent: readonly { location: Place }[],
  radiusKm: number,
): Place {
  if (candidates.length === 0) throw new Error('the live feed has no incident to choose from');
  let best = candidates[0]!.location;
  let bestCount = 0;
  for (const candidate of candidates.slice(0, 200)) {
    const count = recent.filter(
      (other) => kmBetween(candidate.location, other.location) <= radiusKm,
    ).length;
    if (count > bestCount) [best, bestCount] = [candidate.location, count];
  }
  return best;
}

/**
 * The demo analyst signed in to the stack in a new browser context, and `post` for what the
 * test sets up through the API (it expects 201 and returns the answer's data).
 */
export async function signedInLivePage(
  browser: Browser,
  stack: LiveStack,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; post: <T>(path: string, data: unknown) => Promise<T> }> {
  const cookie = await signInCookie(DEMO_USER, stack.url);
  const context = await browser.newContext({
    storageState: storageWithCookie(cookie),
    viewport: { width: 1280, height: 900 },
    ...options,
  });
  const page = await context.newPage();
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await page.request.post(`${stack.url}${path}`, {
      headers: { Origin: stack.url },
      data,
    });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
    return ((await response.json()) as { data: T }).data;
  };
  return { page, post };
}

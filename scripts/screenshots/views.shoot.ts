import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test as signedOut, type Page } from '@playwright/test';
import { incidentApi } from '../../e2e/support/api.ts';
import { E2E_URLS } from '../../e2e/support/servers.ts';
import { expect, signedInTest as shoot } from '../../e2e/support/session.ts';

/** Where the README finds its pictures. */
const OUT = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
mkdirSync(OUT, { recursive: true });

shoot.use({ viewport: { width: 1440, height: 900 } });
signedOut.use({ viewport: { width: 1440, height: 900 } });

interface IncidentPage {
  data: { id: string; counts: { mapFeatures: number; references: number } }[];
}

/** Waits until nothing on the page is loading: no skeleton, no busy region, every map idle. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  const maps = page.locator('[data-map-ready]');
  for (const map of await maps.all()) {
    await expect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 30_000 });
  }
  // Lets fonts and the last paint land before the picture.
  await page.waitForTimeout(300);
}

async function take(page: Page, name: string, colorScheme: 'light' | 'dark' = 'light') {
  await page.emulateMedia({ colorScheme });
  await settled(page);
  await page.screenshot({ path: `${OUT}${name}.png` });
}

// Without the session the other pictures start with.
signedOut('sign-in', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await take(page, 'sign-in');
});

interface PlacedIncident {
  data: { location: { latitude: number; longitude: number } }[];
}

shoot(
  'overview, the watch floor, with a site where incidents happen',
  async ({ page, demoToken }) => {
    const [recent] = (
      await incidentApi<PlacedIncident>(
        demoToken,
        '/incidents?impact=gte:3&sort=startedAt:desc&pageSize=1',
      )
    ).data;
    const made = await page.request.post('/api/watchfloor/sites', {
      headers: { Origin: E2E_URLS.dashboard },
      data: {
        name: 'Regional office',
        latitude: recent!.location.latitude,
        longitude: recent!.location.longitude,
        radius: { allKm: 400, categories: {}, impacts: {} },
      },
    });
    const site = ((await made.json()) as { data: { id: string } }).data;
    try {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await take(page, 'overview');
      await take(page, 'overview-dark', 'dark');
    } finally {
      await page.request.delete(`/api/watchfloor/sites/${site.id}`, {
        headers: { Origin: E2E_URLS.dashboard },
      });
    }
  },
);

shoot('news feed with the reading pane', async ({ page }) => {
  await page.goto('/news?publishedWithin=P7D&sort=publishedAt_desc&limit=100');
  const firstItem = page.getByRole('listbox').first().getByRole('option').first();
  await firstItem.click();
  await take(page, 'news');
});

shoot('incident explorer with a peek', async ({ page, demoToken }) => {
  const query = 'impact=gte:3&sort=startedAt:desc';
  const first = await incidentApi<IncidentPage>(demoToken, `/incidents?${query}&pageSize=1`);
  await page.goto(`/incidents?${query}&peek=${first.data[0]!.id}`);
  await expect(page.getByRole('region', { name: 'Overview' })).toBeVisible();
  await take(page, 'incidents');
  await take(page, 'incidents-dark', 'dark');
});

shoot('incident explorer split with the map and the timeline', async ({ page }) => {
  shoot.setTimeout(180_000);
  await page.goto('/incidents?layout=split&impact=gte:3&at=20,30,1.6');
  await expect(page.locator('[data-map-ready="true"]')).toBeVisible({ timeout: 90_000 });
  await expect(
    page.getByRole('region', { name: 'Timeline' }).locator('.recharts-bar-rectangle').first(),
  ).toBeVisible({ timeout: 90_000 });
  await take(page, 'explorer-map');
  await take(page, 'explorer-map-dark', 'dark');
});

shoot('incident detail with its map', async ({ page, demoToken }) => {
  const candidates = await incidentApi<IncidentPage>(
    demoToken,
    '/incidents?impact=gte:4&sort=reportedAt:desc&pageSize=50',
  );
  const rich =
    candidates.data.find((one) => one.counts.mapFeatures >= 3 && one.counts.references >= 2) ??
    candidates.data[0]!;
  await page.goto(`/incidents/${rich.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await take(page, 'incident');
  // A string, because this project's scripts are typed without the DOM.
  await page.evaluate(
    `document.querySelector('[data-map-ready]').scrollIntoView({ block: 'center' })`,
  );
  await take(page, 'incident-map-dark', 'dark');
});

shoot('themes', async ({ page }) => {
  await page.goto('/themes');
  await expect(page.getByRole('heading', { level: 1, name: 'Themes' })).toBeVisible();
  await take(page, 'themes');
});

shoot('reference data: countries with the area map', async ({ page }) => {
  await page.goto('/reference?tab=countries');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await take(page, 'reference');
});

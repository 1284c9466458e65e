import { test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { axeScan } from './support/axe';
import { E2E_URLS, E2E_PROXIED_URLS } from './support/servers';
import { expect, fetchDemoToken, signedInTest, signInWithForm } from './support/session';

interface ApiFeature {
  id: string;
  geometry: { type: string };
  properties: { name: string; description: string };
}
interface ApiIncident {
  id: string;
  summary: string;
  description: string;
  map: { features: ApiFeature[] };
  references: { title: string; link: string }[];
  themes: { id: string; name: string }[];
  tags: { slug: string }[];
}

/** A recent incident with several map features, references, a theme and a tag. */
async function richIncident(token: string): Promise<ApiIncident> {
  const response = await fetch(`${E2E_URLS.incident}/incidents?pageSize=200&sort=reportedAt:desc`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { data } = (await response.json()) as { data: ApiIncident[] };
  const incident = data.find(
    (candidate) =>
      candidate.map.features.length >= 3 &&
      candidate.references.length >= 1 &&
      candidate.themes.length >= 1 &&
      candidate.tags.length >= 1,
  );
  if (!incident) throw new Error('no incident with features, references, a theme and a tag');
  return incident;
}

const SECTIONS = [
  'Description',
  'Impact',
  'Map',
  'Casualties',
  'Involved parties',
  'References',
  'Narratives',
  'Links',
  'When',
  'Where',
  'People',
  'Themes',
  'Tags',
  'Affected sectors',
  'Record',
  'Counts',
];

const readyMap = (page: Page) => page.locator('[data-map-ready="true"]');

/** What the live map has drawn, read from the MapLibre instance on its container. */
function renderedNames(page: Page, layer: string) {
  return readyMap(page).evaluate((element, layerId) => {
    const map = (
      element as HTMLElement & {
        watchfloorMap: {
          queryRenderedFeatures(options: { layers: string[] }): {
            properties: { name: string };
          }[];
        };
      }
    ).watchfloorMap;
    return [
      ...new Set(map.queryRenderedFeatures({ layers: [layerId] }).map((f) => f.properties.name)),
    ].sort();
  }, layer);
}

signedInTest(
  'an incident in full: every section, and a map that draws its features',
  async ({ page, demoToken }) => {
    const incident = await richIncident(demoToken);
    await page.goto(`/incidents/${incident.id}`);
    await expect(page.getByRole('heading', { level: 1, name: incident.summary })).toBeVisible();
    await expect(page).toHaveTitle(`${incident.id} ${incident.summary} · Watchfloor`);
    for (const name of SECTIONS) {
      await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
    }
    const references = page.getByRole('region', { name: 'References' });
    // Two sources may carry the same headline: the link is found by its title and address.
    const first = incident.references[0]!;
    const reference = references
      .getByRole('link', { name: first.title })
      .and(references.locator(`a[href="${first.link}"]`));
    await expect(reference).toHaveAttribute('target', '_blank');
    await expect(reference).toHaveAttribute('rel', 'noopener noreferrer');

    // The map settles once its basemap, markers and layers are drawn.
    await expect(readyMap(page)).toBeVisible({ timeout: 20_000 });
    const names = incident.map.features.map((feature) => feature.properties.name).sort();
    expect(await renderedNames(page, 'incident-feature-markers')).toEqual([...new Set(names)]);
    expect(await renderedNames(page, 'incident-location')).toEqual(['Reported location']);
    expect(await renderedNames(page, 'incident-accuracy-fill')).toHaveLength(1);

    // The list beside the map opens a feature's popup, with its description as text.
    const feature = incident.map.features[1]!;
    await page
      .getByRole('list', { name: 'Map features' })
      .getByRole('button', { name: feature.properties.name })
      .click();
    const popup = page.locator('.maplibregl-popup');
    await expect(popup).toContainText(feature.properties.name);
    await expect(popup).toContainText(feature.properties.description);

    // Tags open the explorer on that tag; themes open their page.
    await expect(
      page.getByRole('region', { name: 'Tags' }).getByRole('link').first(),
    ).toHaveAttribute('href', `/incidents?tagged=in:${incident.tags[0]!.slug}`);
    await page
      .getByRole('region', { name: 'Themes' })
      .getByRole('link', { name: incident.themes[0]!.name })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: incident.themes[0]!.name }),
    ).toBeVisible();
  },
);

signedInTest(
  'a map style that cannot be loaded gives way to the built-in basemap, and the map still draws the incident',
  async ({ page, demoToken }) => {
    const incident = await richIncident(demoToken);
    // A deployment's tile server that is down: nothing answers on port 9.
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      await route.fulfill({
        response,
        json: { ...config, mapStyleUrl: 'http://127.0.0.1:9/style.json' },
      });
    });
    await page.goto(`/incidents/${incident.id}`);
    await expect(page.getByRole('status').filter({ hasText: 'config.json' })).toContainText(
      'The map style set in config.json could not be loaded',
    );
    // What the page added went with the failed style and was added again on the built-in one.
    await expect(readyMap(page)).toBeVisible({ timeout: 20_000 });
    const names = incident.map.features.map((feature) => feature.properties.name).sort();
    expect(await renderedNames(page, 'incident-feature-markers')).toEqual([...new Set(names)]);
    expect(await renderedNames(page, 'incident-location')).toEqual(['Reported location']);
  },
);

signedInTest(
  'countries that cannot be loaded are named on the map, which still draws the incident; a zoom tries again and the notice goes',
  async ({ page, demoToken }) => {
    const incident = await richIncident(demoToken);
    let failing = true;
    await page.route('**/assets/countries-50m-*.json', (route) =>
      failing ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue(),
    );
    await page.goto(`/incidents/${incident.id}`);
    const notice = page.getByRole('status').filter({ hasText: 'countries' });
    await expect(notice).toHaveText(
      'The countries could not be loaded (The basemap answered HTTP 503); zoom in or out to try again.',
    );
    await expect(readyMap(page)).toBeVisible({ timeout: 20_000 });
    const names = incident.map.features.map((feature) => feature.properties.name).sort();
    expect(await renderedNames(page, 'incident-feature-markers')).toEqual([...new Set(names)]);
    expect(await renderedNames(page, 'basemap-land-fine')).toEqual([]);

    // The set answers again; zooming out (wide enough for the whole set) asks for it once more.
    failing = false;
    await readyMap(page).evaluate((element) =>
      (
        element as HTMLElement & { watchfloorMap: { jumpTo(options: object): void } }
      ).watchfloorMap.jumpTo({ zoom: 3.5 }),
    );
    await expect
      .poll(async () => (await renderedNames(page, 'basemap-land-fine')).length, {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    // Drawn now: the map no longer says they could not be loaded.
    await expect(notice).toHaveCount(0);
  },
);

signedInTest('the incident exports as GeoJSON', async ({ page, demoToken }) => {
  const incident = await richIncident(demoToken);
  await page.goto(`/incidents/${incident.id}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export GeoJSON' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${incident.id}.geojson`);
  const saved = JSON.parse(readFileSync(await file.path(), 'utf8')) as {
    type: string;
    features: { id: string }[];
  };
  expect(saved.type).toBe('FeatureCollection');
  expect(saved.features.map((feature) => feature.id)).toEqual([
    ...incident.map.features.map((feature) => feature.id),
    'location',
  ]);
});

signedInTest(
  'markup in a description or a feature is shown as text, never run',
  async ({ page, demoToken }) => {
    const incident = await richIncident(demoToken);
    const hostile = '<img src=x onerror=alert(1)>';
    // The service's data has no such incident: this one answer is rewritten on its way.
    await page.route(`${E2E_PROXIED_URLS.incidents}/incidents/${incident.id}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as ApiIncident;
      body.description = `Before ${hostile} after.\n\nSecond paragraph <b>not bold</b>.`;
      body.map.features[0]!.properties.description = `Feature ${hostile}`;
      await route.fulfill({ response, json: body });
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/incidents/${incident.id}`);
    const description = page.getByRole('region', { name: 'Description' });
    await expect(description).toContainText(`Before ${hostile} after.`);
    await expect(description).toContainText('Second paragraph <b>not bold</b>.');
    await expect(description.locator('img, b')).toHaveCount(0);

    await expect(readyMap(page)).toBeVisible({ timeout: 20_000 });
    await page
      .getByRole('list', { name: 'Map features' })
      // Exact: "Impact site" would also match a second feature named "Secondary impact site".
      .getByRole('button', { name: incident.map.features[0]!.properties.name, exact: true })
      .click();
    await expect(page.locator('.maplibregl-popup')).toContainText(`Feature ${hostile}`);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  },
);

signedInTest('an unknown incident is a 404 page that offers the search', async ({ page }) => {
  await page.goto('/incidents/IN-999999999');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Incident IN-999999999 does not exist' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('IN-999999999 not found · Watchfloor');
  const results = await axeScan(page);
  expect(results.violations).toEqual([]);
  await page.getByRole('button', { name: 'Search incidents and themes' }).click();
  await expect(page.getByRole('dialog').getByRole('combobox')).toBeFocused();
});

test('a link to an incident survives the sign-in it needs', async ({ page }) => {
  const incident = await richIncident(await fetchDemoToken());
  await page.goto(`/incidents/${incident.id}#references`);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signInWithForm(page);
  await expect(page).toHaveURL(new RegExp(`/incidents/${incident.id}#references$`));
  await expect(page.getByRole('heading', { level: 1, name: incident.summary })).toBeVisible();
  await expect(readyMap(page)).toBeVisible({ timeout: 20_000 });
});

signedInTest('the incident page has no accessibility violations', async ({ page, demoToken }) => {
  const incident = await richIncident(demoToken);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto(`/incidents/${incident.id}`);
    await expect(readyMap(page)).toBeVisible({ timeout: 20_000 });
    const results = await axeScan(page);
    expect(results.violations, colorScheme).toEqual([]);
  }
});

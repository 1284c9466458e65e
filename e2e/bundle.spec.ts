import { test, expect } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { seedCredentials } from '../reference-service/auth/accounts.ts';
import { E2E_JWT_SECRET } from './support/servers.ts';

// The run's webServer builds dist/ before any test starts.
const assets = new URL('../dist/assets/', import.meta.url);

test('the built dashboard carries no credentials or secrets', () => {
  const { demoUser, application } = seedCredentials();
  const files = readdirSync(assets).filter((name) => /\.(js|css|html)$/.test(name));
  expect(files.length).toBeGreaterThan(5);
  const secrets = [demoUser.password, application.secret, E2E_JWT_SECRET];
  for (const file of files) {
    const text = readFileSync(new URL(file, assets), 'utf8');
    for (const secret of secrets) expect(text.includes(secret), `${secret} in ${file}`).toBe(false);
  }
});

/** The entry script and every chunk it imports statically: what the first page load needs. */
function initialScripts(): string[] {
  const html = readFileSync(new URL('../index.html', assets), 'utf8');
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(html)?.[1];
  expect(entry, 'the entry script in dist/index.html').toBeTruthy();
  const seen = new Set<string>();
  const queue = [entry!];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(new URL(file, assets), 'utf8');
    // Static imports only (`from"./x.js"`, `import"./x.js"`); `import("./x.js")` loads later.
    for (const match of text.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) {
      queue.push(match[1]!);
    }
  }
  return [...seen];
}

test('MapLibre and the map code load only with a page that shows a map', () => {
  const mapLibreMarker = 'maplibregl-ctrl';
  const terraDrawMarker = 'Terra Draw is not enabled';
  const initial = initialScripts();
  expect(initial.length).toBeGreaterThan(0);
  for (const file of initial) {
    const text = readFileSync(new URL(file, assets), 'utf8');
    expect(text.includes(mapLibreMarker), `MapLibre in the initial script ${file}`).toBe(false);
    expect(text.includes('countries-110m'), `the basemap in the initial script ${file}`).toBe(
      false,
    );
    expect(text.includes(terraDrawMarker), `terra-draw in the initial script ${file}`).toBe(false);
  }
  // It is in the build, in a chunk of its own, beside its worker.
  const files = readdirSync(assets);
  const lazy = files.filter(
    (name) =>
      name.endsWith('.js') &&
      readFileSync(new URL(name, assets), 'utf8').includes(mapLibreMarker) &&
      !initial.includes(name),
  );
  expect(lazy.length).toBeGreaterThan(0);
  expect(files.some((name) => name.startsWith('maplibre-gl-worker'))).toBe(true);
  // terra-draw, for drawing areas, is a chunk of its own that only drawing maps import.
  const drawing = files.filter(
    (name) =>
      name.endsWith('.js') && readFileSync(new URL(name, assets), 'utf8').includes(terraDrawMarker),
  );
  expect(drawing).toHaveLength(1);
  expect(drawing[0]).toMatch(/^polygon-session-/);
});

test('the filter grammar, the API clients and the charts load with the views, not the entry', () => {
  const markers = {
    // Descriptions from contract/filters: the grammar that route files must import lazily.
    'the incident filter grammar': 'Incident category UUIDs',
    'the value formats': 'an alpha-3 country code',
    // A path of the generated incident API client.
    'the incident API client': '/incidents/{id}/overview',
    // recharts' own class names.
    recharts: 'recharts-surface',
  };
  for (const file of initialScripts()) {
    const text = readFileSync(new URL(file, assets), 'utf8');
    for (const [what, marker] of Object.entries(markers)) {
      expect(text.includes(marker), `${what} in the initial script ${file}`).toBe(false);
    }
  }
});

import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Site, SiteImportReport, SiteTable } from '../../../contract/resources/sites.ts';
import { sitesOfTable, type TableSite } from '../../../contract/sites/site-table.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { signedInCookie } from '../../testing/workspace-users.ts';
import { NOT_UTF8_MESSAGE } from './transfer/decode-file.ts';

let database: TestDatabase;
let server: TestServer;
let ana: string;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());
beforeEach(async () => {
  await database.pool.query('TRUNCATE sites, audit_events, sessions, users CASCADE');
  server = createTestServer(database.pool, {});
  ana = await signedInCookie(database.pool, 'ana@team.example', 'Ana Analyst');
});

type Body = string | Uint8Array;

const importFile = (format: 'csv' | 'geojson', body: Body, keep?: 'valid') =>
  server.request(`/api/watchfloor/sites/import?format=${format}${keep ? `&keep=${keep}` : ''}`, {
    cookie: ana,
    method: 'POST',
    headers: { 'Content-Type': format === 'csv' ? 'text/csv' : 'application/geo+json' },
    body: body as RequestInit['body'],
  });

async function data<T>(response: Response): Promise<T> {
  return ((await response.json()) as { data: T }).data;
}

/** The file-level reason an import was refused. */
async function fileProblem(response: Response): Promise<string> {
  expect(response.status).toBe(422);
  const problems = await data<Record<string, string>>(response);
  expect(Object.keys(problems)).toEqual(['file']);
  return problems.file!;
}

async function sites(): Promise<TableSite[]> {
  const response = await server.request('/api/watchfloor/sites', { cookie: ana });
  return sitesOfTable(await data<SiteTable>(response));
}

/** 10,000 distinct sites on a grid across Europe and Africa, one per line after the header. */
function bigCsv(rows = 10_000): string[] {
  const lines = ['name,latitude,longitude,address,tags'];
  for (let index = 0; index < rows; index += 1) {
    const latitude = (-29.95 + (index % 100) * 0.6).toFixed(4);
    const longitude = (-10 + Math.floor(index / 100) * 0.4).toFixed(4);
    lines.push(`Site ${index + 1},${latitude},${longitude},Street ${index + 1},office;depot`);
  }
  return lines;
}

describe('importing a CSV of 10,000 sites with 3 bad rows', () => {
  test('stores nothing by default and names exactly those three rows and why', async () => {
    const lines = bigCsv();
    // Lines are numbered as a spreadsheet shows them: the header is line 1.
    lines[1234 - 1] = 'Site bad,123.5,7.25,,';
    lines[5678 - 1] = ',10.5,7.25,Nameless,';
    lines[9876 - 1] = lines[9875 - 1]!;

    const refused = await importFile('csv', lines.join('\n'));
    expect(refused.status).toBe(422);
    const problems = await data<Record<string, string>>(refused);
    expect(Object.keys(problems).sort()).toEqual(['file', 'line 1234', 'line 5678', 'line 9876']);
    expect(problems.file).toBe(
      '3 rows of 10,000 have problems, so nothing was imported: fix them, or import only the 9,997 good rows.',
    );
    expect(problems['line 1234']).toBe(
      'The latitude 123.5 is outside -90 to 90 (are latitude and longitude swapped?).',
    );
    expect(problems['line 5678']).toBe('The name is missing.');
    expect(problems['line 9876']).toBe('Repeats line 9875: the same name at the same position.');
    expect(await sites()).toHaveLength(0);

    const kept = await importFile('csv', lines.join('\n'), 'valid');
    expect(kept.status).toBe(200);
    const report = await data<SiteImportReport>(kept);
    expect(report.rows).toBe(10_000);
    expect(report.imported).toBe(9_997);
    expect(report.problems.map((problem) => problem.label)).toEqual([
      'Line 1234',
      'Line 5678',
      'Line 9876',
    ]);
    const stored = await sites();
    expect(stored).toHaveLength(9_997);
    expect(stored.find((site) => site.name === 'Site 1')).toMatchObject({
      latitude: -29.95,
      longitude: -10,
      address: 'Street 1',
      tags: ['office', 'depot'],
    });
  });
});

describe('a CSV file', () => {
  test('with a Latin-1 row names that row; UTF-16, a workbook and a missing column are refused whole', async () => {
    const latin1 = Buffer.concat([
      Buffer.from('name,latitude,longitude\nParis,48.8566,2.3522\n'),
      Buffer.from('Saint-\xc9tienne,45.4397,4.3872\n', 'latin1'),
    ]);
    const wrong = await importFile('csv', latin1);
    expect(wrong.status).toBe(422);
    expect(await data(wrong)).toMatchObject({ 'line 3': NOT_UTF8_MESSAGE });

    const bom = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('name,latitude,longitude\nSaint-Étienne,45.4397,4.3872\n'),
    ]);
    const accepted = await importFile('csv', bom);
    expect(accepted.status).toBe(200);
    expect((await sites()).map((site) => site.name)).toEqual(['Saint-Étienne']);

    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('name\0', 'utf16le')]);
    expect(await fileProblem(await importFile('csv', utf16))).toMatch(/UTF-16/);
    const workbook = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]);
    expect(await fileProblem(await importFile('csv', workbook))).toMatch(/spreadsheet workbook/);
    expect(await fileProblem(await importFile('csv', 'name,lat\nA,1\n'))).toMatch(
      /^The header has no “longitude” column/,
    );
    expect(await data(await importFile('csv', 'name,latitude,longitude\n"A,1,2\n'))).toEqual({
      file: 'The file cannot be read as CSV near line 2: a quoted value is never closed (a " is missing).',
    });
  });

  test('keeps markup as text, reports a 100 kB field, and reads ; with decimal commas', async () => {
    const csv = [
      'Name;Lat;Lon;Address;Tags;Visibility;Radius_km;Category_radii;Impact_factors',
      '<script>alert(1)</script> Depot;52,52;13,405;;ops;private;12;Crime: 2; 5: 3',
      `Long one;50,1;8,6;${'x'.repeat(100_000)};;;;;`,
      'Odd;10;abc;;;public;-4;Crime 2;high: 2',
    ].join('\r\n');
    const refused = await importFile('csv', csv);
    expect(refused.status).toBe(422);
    const problems = await data<Record<string, string>>(refused);
    expect(Object.keys(problems).sort()).toEqual(['file', 'line 3', 'line 4']);
    expect(problems['line 3']).toBe('The address is 100,000 characters long; at most 500.');
    expect(problems['line 4']).toBe(
      [
        'The longitude “abc” is not a number of degrees.',
        'The visibility “public” is neither “team” nor “private”.',
        'The radius “-4” is not kilometres from 0 to 500.',
        'The category radii: “Crime 2” is not “key: value”.',
        'The impact rating “high” is not a whole number such as 4 or -1.',
      ].join(' '),
    );

    const kept = await importFile('csv', csv, 'valid');
    expect(kept.status).toBe(200);
    const [site] = await sites();
    expect(site).toMatchObject({
      name: '<script>alert(1)</script> Depot',
      latitude: 52.52,
      longitude: 13.405,
      tags: ['ops'],
      visibility: 'private',
    });
    const full = await data<Site>(
      await server.request(`/api/watchfloor/sites/${site!.id}`, { cookie: ana }),
    );
    expect(full.timeZone).toBe('Europe/Berlin');
    expect(full.radius).toEqual({ allKm: 12, categories: { Crime: 2 }, impacts: { '5': 3 } });
  });
});

describe('an export', () => {
  const kept = (site: Site) => ({
    name: site.name,
    latitude: site.latitude,
    longitude: site.longitude,
    address: site.address,
    tags: site.tags,
    visibility: site.visibility,
    timeZone: site.timeZone,
    radius: site.radius,
  });

  async function createSites(): Promise<Site[]> {
    const inputs = [
      {
        name: 'Lagos office',
        latitude: 6.4541,
        longitude: 3.3947,
        address: '12 Marina, "Block C"\nLagos Island',
        tags: ['office', 'west africa'],
        radius: {
          allKm: 12.5,
          categories: { Crime: 2, 'Natural Hazards': 150 },
          impacts: { '5': 3, '-1': 0.5 },
        },
      },
      {
        name: '=HYPERLINK("http://evil.example")',
        latitude: -33.8688,
        longitude: 151.2093,
        tags: ['-risky'],
      },
      {
        name: '<b>Depot</b>; north',
        latitude: 64.1466,
        longitude: -21.9426,
        visibility: 'private',
      },
    ];
    const created: Site[] = [];
    for (const input of inputs) {
      const response = await server.request('/api/watchfloor/sites', {
        cookie: ana,
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(input),
      });
      expect(response.status).toBe(201);
      created.push(await data<Site>(response));
    }
    return created;
  }

  async function fullSites(): Promise<Site[]> {
    const list = await sites();
    return Promise.all(
      list.map(async (site) =>
        data<Site>(await server.request(`/api/watchfloor/sites/${site.id}`, { cookie: ana })),
      ),
    );
  }

  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

  for (const format of ['csv', 'geojson'] as const) {
    test(`as ${format} imports again unchanged, and importing it twice adds nothing`, async () => {
      const originals = await createSites();
      const response = await server.request(`/api/watchfloor/sites/export?format=${format}`, {
        cookie: ana,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(
        new RegExp(`^attachment; filename="watchfloor-sites-\\d{4}-\\d{2}-\\d{2}\\.${format}"$`),
      );
      const file = new Uint8Array(await response.arrayBuffer());
      if (format === 'csv') {
        const text = new TextDecoder().decode(file);
        expect(text.split('\r\n')[0]).toBe(
          'name,latitude,longitude,address,tags,visibility,radius_km,category_radii,impact_factors,time_zone,owner',
        );
        // A spreadsheet opening the file sees text, not a formula.
        expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
      }

      const twice = await importFile(format, file);
      expect(twice.status).toBe(422);
      const problems = await data<Record<string, string>>(twice);
      expect(
        Object.values(problems).filter((message) => /already exists/.test(message)),
      ).toHaveLength(3);

      await database.pool.query('TRUNCATE sites');
      const again = await importFile(format, file);
      expect(again.status).toBe(200);
      expect((await data<SiteImportReport>(again)).imported).toBe(3);
      expect((await fullSites()).map(kept).sort(byName)).toEqual(originals.map(kept).sort(byName));
    });
  }

  test('and an import of GeoJSON name what is wrong with each feature', async () => {
    const geojson = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [3.39, 6.45] },
          properties: { name: 'Good' },
        },
        {
          type: 'Feature',
          geometry: { type: 'Polygon', coordinates: [] },
          properties: { name: 'Area' },
        },
        { type: 'Feature', geometry: null, properties: { name: 'Nowhere' } },
        { type: 'Feature', geometry: { type: 'Point', coordinates: [200, 10] }, properties: {} },
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [1, 2] },
          properties: { name: 'x'.repeat(100_000) },
        },
      ],
    };
    const refused = await importFile('geojson', JSON.stringify(geojson));
    expect(refused.status).toBe(422);
    expect(await data(refused)).toEqual({
      file: '4 rows of 5 have problems, so nothing was imported: fix them, or import only the 1 good row.',
      'feature 2': 'Is a Polygon: a site is a Point (its position).',
      'feature 3': 'Has no geometry: a site needs a Point with its position.',
      'feature 4': 'The name is missing. The longitude 200 is outside -180 to 180.',
      'feature 5': 'The name is 100,000 characters long; at most 200.',
    });
    expect(
      await fileProblem(
        await importFile('geojson', '{"type": "FeatureCollection",\n "features": [}'),
      ),
    ).toMatch(/^The file is not valid JSON.*Unexpected token.*; GeoJSON is JSON\.$/);
    expect(
      await data(await importFile('geojson', '{"type": "Polygon", "coordinates": []}')),
    ).toEqual({
      file: 'The file is GeoJSON of “Polygon”: import a FeatureCollection of Point features, one per site.',
    });
  });

  test('larger than 16 MB is refused before it is read', async () => {
    const huge = await importFile(
      'csv',
      `name,latitude,longitude\n${'x'.repeat(17 * 1024 * 1024)}`,
    );
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({
      status: 'fail',
      data: { body: 'The file is larger than 16 MB: split it and import the parts.' },
    });
  });
});

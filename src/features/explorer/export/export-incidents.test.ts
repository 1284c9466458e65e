import Papa from 'papaparse';
import { afterEach, beforeEach, expect, test, vi, type Mock } from 'vitest';
import { exampleIncidentListItem } from '../../../../contract/examples/incidents';
import { configureTestDeployment } from '@/test/deployment';
import { exportIncidents } from './export-incidents';
import { INCIDENT_RECORD_FIELDS, incidentRecord } from './incident-records';

let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  configureTestDeployment();
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const incidents = (count: number, from: number) =>
  Array.from({ length: count }, (_, index) => ({
    ...exampleIncidentListItem,
    id: `IN-${from + index}`,
    summary: index === 0 ? '=HYPERLINK("http://evil")' : `Incident ${from + index}`,
  }));

function servePages(...sizes: number[]) {
  let from = 1;
  for (const size of sizes) {
    fetchMock.mockResolvedValueOnce(Response.json({ data: incidents(size, from) }));
    from += size;
  }
}

const options = (onProgress = vi.fn()) => ({
  signal: new AbortController().signal,
  origin: 'https://dash.example',
  onProgress,
});

test('CSV holds every page of the filtered set, one header, readable names', async () => {
  servePages(1000, 1000, 7);
  const onProgress = vi.fn();
  const { blob, incidents: count } = await exportIncidents(
    'csv',
    { country: 'in:FRA', page: '3', pageSize: '50' },
    options(onProgress),
  );
  expect(count).toBe(2007);
  const requested = fetchMock.mock.calls.map(([request]) => new URL((request as Request).url));
  expect(requested.map((url) => url.searchParams.get('page'))).toEqual(['1', '2', '3']);
  expect(requested.every((url) => url.searchParams.get('pageSize') === '1000')).toBe(true);
  expect(requested[0]!.searchParams.get('country')).toBe('in:FRA');
  expect(onProgress).toHaveBeenLastCalledWith({ pages: 3, incidents: 2007 });

  const parsed = Papa.parse<Record<string, string>>(await blob.text(), {
    header: true,
    skipEmptyLines: true,
  });
  expect(parsed.data).toHaveLength(2007);
  expect(parsed.meta.fields).toEqual([...INCIDENT_RECORD_FIELDS]);
  expect(parsed.data[1]!.category).toBe(exampleIncidentListItem.category.name);
  expect(parsed.data[1]!.url).toBe('https://dash.example/incidents/IN-2');
  // A formula in the data is written so spreadsheets show it as text.
  expect(parsed.data[0]!.summary).toMatch(/^'=/);
});

test('GeoJSON is one valid FeatureCollection of points across pages', async () => {
  servePages(1000, 3);
  const { blob } = await exportIncidents('geojson', {}, options());
  const collection = JSON.parse(await blob.text()) as {
    type: string;
    features: { geometry: { coordinates: number[] }; properties: { id: string } }[];
  };
  expect(collection.type).toBe('FeatureCollection');
  expect(collection.features).toHaveLength(1003);
  expect(collection.features[0]!.geometry.coordinates).toEqual([
    exampleIncidentListItem.location.longitude,
    exampleIncidentListItem.location.latitude,
  ]);
});

test('an empty set still writes the header; the field list matches the records', async () => {
  servePages(0);
  const { blob, incidents: count } = await exportIncidents('csv', {}, options());
  expect(count).toBe(0);
  expect((await blob.text()).split('\r\n')[0]).toBe(INCIDENT_RECORD_FIELDS.join(','));
  expect(Object.keys(incidentRecord(exampleIncidentListItem, ''))).toEqual([
    ...INCIDENT_RECORD_FIELDS,
  ]);
});

test('cancelling stops between pages', async () => {
  const controller = new AbortController();
  fetchMock.mockImplementation(() => {
    // The analyst cancels while the first page is on its way.
    controller.abort();
    return Promise.resolve(Response.json({ data: incidents(1000, 1) }));
  });
  await expect(
    exportIncidents('csv', {}, { ...options(), signal: controller.signal }),
  ).rejects.toThrow();
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { SvgMapCountries, SvgMapIncident } from '../../../contract/maps/svg-map-layout';
import {
  svgMapLayoutHandler,
  type SvgMapWorkerAnswer,
  type SvgMapWorkerRequest,
} from './svg-map-layout-messages';
import { FRANCE } from './test-france';

/**
 * The map laid out by its worker: a stand-in Worker runs the worker's own handler (the same
 * code, minus the thread), so the page's side, the messages and the fallback are what is
 * tested. The real worker is driven by the end-to-end tests (the watch floor, the briefings).
 */

const incidents: SvgMapIncident[] = [
  {
    id: 'i1',
    label: 'Strike at the port',
    longitude: 2.2,
    latitude: 49.4,
    colour: '#c0392b',
    impact: 4,
  },
];
// The page's own loader, for when the map is laid out on the page.
vi.mock('@/components/map/basemap-countries', () => ({
  loadBasemapCountries: vi.fn(() =>
    Promise.resolve({ countries: FRANCE, labels: { type: 'FeatureCollection', features: [] } }),
  ),
}));

const hrefFor = { incident: (incident: SvgMapIncident) => `/incidents/${incident.id}` };

let loadCountries: ReturnType<typeof vi.fn<() => Promise<SvgMapCountries>>>;
let failToStart = false;
const workers: FakeWorker[] = [];

class FakeWorker {
  onmessage: ((event: MessageEvent<SvgMapWorkerAnswer>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  requests: SvgMapWorkerRequest[] = [];
  terminated = false;
  private handle = svgMapLayoutHandler(
    () => loadCountries(),
    (message) =>
      setTimeout(() => this.onmessage?.({ data: message } as MessageEvent<SvgMapWorkerAnswer>)),
  );
  constructor() {
    workers.push(this);
  }
  postMessage(request: SvgMapWorkerRequest) {
    this.requests.push(structuredClone(request));
    if (failToStart) setTimeout(() => this.onerror?.(new Event('error')));
    else void this.handle(structuredClone(request));
  }
  terminate() {
    this.terminated = true;
  }
}

beforeEach(() => {
  vi.resetModules();
  workers.length = 0;
  failToStart = false;
  loadCountries = vi.fn(() => Promise.resolve(FRANCE));
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => vi.unstubAllGlobals());

async function renderMap() {
  // A fresh module each test: the page keeps one worker for all its maps.
  const { SvgMap } = await import('./svg-map');
  return render(<SvgMap title="Map" incidents={incidents} hrefFor={hrefFor} />);
}

test('the map is busy, in its shape, until the worker answers; then its marks are links', async () => {
  const { container } = await renderMap();
  const figure = screen.getByRole('figure', { name: 'Map' });
  expect(figure).toHaveAttribute('aria-busy', 'true');
  expect(container.querySelector('svg')).toHaveAttribute('viewBox', '0 0 640 360');
  const link = await screen.findByRole('link', { name: 'Strike at the port' });
  // The address is added on the page: functions do not cross to a worker.
  expect(link).toHaveAttribute('href', '/incidents/i1');
  expect(figure).not.toHaveAttribute('aria-busy');
  expect(container.querySelectorAll('svg path')).toHaveLength(2);
  expect(workers).toHaveLength(1);
  expect(workers[0]!.requests).toEqual([
    {
      type: 'layout',
      id: 1,
      marks: { sites: [], incidents, width: 640, height: 360 },
    },
  ]);
});

test('warming loads the countries once, before any map asks', async () => {
  const { warmSvgMapLayout } = await import('./svg-map-layout-worker-client');
  warmSvgMapLayout();
  await renderMap();
  await screen.findByRole('link', { name: 'Strike at the port' });
  expect(workers).toHaveLength(1);
  expect(loadCountries).toHaveBeenCalledTimes(1);
});

test('countries that fail to load leave the marks on the plain globe, and are tried again', async () => {
  loadCountries.mockRejectedValueOnce(new Error('The basemap answered HTTP 503'));
  const { container, unmount } = await renderMap();
  await screen.findByRole('link', { name: 'Strike at the port' });
  expect(container.querySelectorAll('svg path')).toHaveLength(1);
  unmount();
  const { SvgMap } = await import('./svg-map');
  const again = render(<SvgMap title="Map" incidents={[...incidents]} hrefFor={hrefFor} />);
  await waitFor(() => expect(again.container.querySelectorAll('svg path')).toHaveLength(2));
  expect(loadCountries).toHaveBeenCalledTimes(2);
});

test('a worker that fails to start: the map is laid out on the page instead', async () => {
  failToStart = true;
  const { container } = await renderMap();
  await screen.findByRole('link', { name: 'Strike at the port' });
  expect(workers[0]!.terminated).toBe(true);
  expect(container.querySelectorAll('svg circle')).toHaveLength(1);
  await waitFor(() => expect(container.querySelectorAll('svg path')).toHaveLength(2));
});

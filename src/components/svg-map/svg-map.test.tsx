import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, expect, test, vi } from 'vitest';
import { loadBasemapCountries, type BasemapCountries } from '@/components/map/basemap-countries';
import type { SvgMapIncident, SvgMapSite } from '../../../contract/maps/svg-map-layout';
import { SvgMap } from './svg-map';
import { FRANCE } from './test-france';

vi.mock('@/components/map/basemap-countries', () => ({ loadBasemapCountries: vi.fn() }));

const sites: SvgMapSite[] = [
  { id: 's1', name: 'Paris office', longitude: 2.35, latitude: 48.86, radiusKm: 200 },
];
const incidents: SvgMapIncident[] = [
  {
    id: 'i1',
    label: 'Strike at the port',
    longitude: 2.2,
    latitude: 49.4,
    colour: '#c0392b',
    impact: 4,
  },
  { id: 'i2', label: 'Road closed', longitude: 3, latitude: 48.5, colour: '#2d7dd2', impact: 1 },
];
const hrefFor = {
  incident: (incident: SvgMapIncident) => (incident.id === 'i1' ? '/incidents/i1' : undefined),
};

const basemap = {
  countries: FRANCE,
  labels: { type: 'FeatureCollection', features: [] },
} satisfies BasemapCountries;

const load = vi.mocked(loadBasemapCountries);

beforeEach(() => {
  load.mockReset();
});

const pathCount = (container: HTMLElement) => container.querySelectorAll('svg path').length;

test('an incident with an address is a link named by its title; one without is not', async () => {
  load.mockResolvedValue(basemap);
  render(
    <SvgMap
      title="Sites and nearby incidents"
      sites={sites}
      incidents={incidents}
      hrefFor={hrefFor}
    />,
  );
  const link = screen.getByRole('link', { name: 'Strike at the port' });
  expect(link).toHaveAttribute('href', '/incidents/i1');
  expect(link.querySelector('circle')).not.toBeNull();
  expect(screen.getAllByRole('link')).toHaveLength(1);
  // The other incident still has its title, for hover.
  expect([...document.querySelectorAll('svg title')].map((title) => title.textContent)).toContain(
    'Road closed',
  );
  await waitFor(() => expect(load).toHaveBeenCalledWith('coarse'));
});

test('the map is a figure named by its title', () => {
  load.mockReturnValue(new Promise(() => {}));
  render(<SvgMap title="Sites and nearby incidents" sites={sites} incidents={incidents} />);
  expect(screen.getByRole('figure', { name: 'Sites and nearby incidents' })).toBeInTheDocument();
});

test('the marks are drawn before the countries arrive, and the countries under them after', async () => {
  let resolve: (value: BasemapCountries) => void = () => {};
  load.mockReturnValue(new Promise((done) => (resolve = done)));
  const { container } = render(<SvgMap title="Map" sites={sites} incidents={incidents} />);
  // The globe's outline and the site's area; every incident and the site's centre as circles.
  expect(pathCount(container)).toBe(2);
  expect(container.querySelectorAll('svg circle')).toHaveLength(3);
  resolve(basemap);
  await waitFor(() => expect(pathCount(container)).toBe(3));
});

test('a failed basemap load still draws the marks, on the plain globe', async () => {
  load.mockRejectedValue(new Error('The basemap answered HTTP 503'));
  const { container } = render(
    <SvgMap title="Map" sites={sites} incidents={incidents} hrefFor={hrefFor} />,
  );
  await waitFor(() => expect(load).toHaveBeenCalled());
  await Promise.resolve();
  expect(pathCount(container)).toBe(2);
  expect(container.querySelectorAll('svg circle')).toHaveLength(3);
  expect(screen.getByRole('link', { name: 'Strike at the port' })).toBeInTheDocument();
});

test('a plain click is handed to onNavigate; a modified one is left to the browser', () => {
  load.mockReturnValue(new Promise(() => {}));
  const onNavigate = vi.fn();
  render(<SvgMap title="Map" incidents={incidents} hrefFor={hrefFor} onNavigate={onNavigate} />);
  const link = screen.getByRole('link', { name: 'Strike at the port' });
  expect(fireEvent.click(link)).toBe(false);
  expect(onNavigate).toHaveBeenCalledWith('/incidents/i1');
  onNavigate.mockClear();
  expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
  expect(onNavigate).not.toHaveBeenCalled();
});

test('axe finds nothing to fix', async () => {
  load.mockResolvedValue(basemap);
  const { container } = render(
    <SvgMap
      title="Sites and nearby incidents"
      sites={sites}
      incidents={incidents}
      hrefFor={hrefFor}
    />,
  );
  await waitFor(() => expect(pathCount(container)).toBe(3));
  // Colour contrast needs layout, which happy-dom does not do.
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

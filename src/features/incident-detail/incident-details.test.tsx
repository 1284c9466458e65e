import { screen, within } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import type { MapViewProps } from '@/components/map/map-types';
import { renderWithRouter } from '@/test/render-with-router';
import { exampleIncident } from '../../../contract/examples/incidents';
import { IncidentDetails } from './incident-details';

// The map itself is tested end to end (it needs WebGL).
vi.mock('@/components/map/map-view', () => ({
  MapView: ({ label }: MapViewProps) => <div role="img" aria-label={label} />,
}));

// The nearest sites come from the Watchfloor server (tested with it, end to end in sites.spec).
vi.mock('./sections/nearest-sites-section', () => ({ NearestSitesSection: () => null }));

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

beforeEach(() => {
  document.title = '';
});

test('every section of the full form is on the page', async () => {
  await renderWithRouter(<IncidentDetails incident={exampleIncident} />);
  expect(
    await screen.findByRole('heading', { level: 1, name: exampleIncident.summary }),
  ).toBeInTheDocument();
  for (const name of SECTIONS) expect(screen.getByRole('region', { name })).toBeInTheDocument();
  expect(screen.getByRole('toolbar', { name: 'Incident actions' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Map of incident IN-224368' })).toBeInTheDocument();
});

test('a record with every field missing still renders every section', async () => {
  await renderWithRouter(<IncidentDetails incident={{}} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'No summary' })).toBeInTheDocument();
  for (const name of SECTIONS) expect(screen.getByRole('region', { name })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a record with nulls and empty lists everywhere still renders every section', async () => {
  const nulled = Object.fromEntries(
    Object.entries(exampleIncident).map(([key, value]) => [key, Array.isArray(value) ? [] : null]),
  );
  await renderWithRouter(<IncidentDetails incident={nulled} />);
  for (const name of SECTIONS) expect(screen.getByRole('region', { name })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(
    within(screen.getByRole('region', { name: 'References' })).getByText('None recorded.'),
  ).toBeInTheDocument();
});

test('a section that meets something it cannot show fails alone', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // A reference whose title is an object: React cannot render it.
  const broken = {
    ...exampleIncident,
    references: [{ ...exampleIncident.references[0]!, title: { text: 'x' } as unknown as string }],
  };
  await renderWithRouter(<IncidentDetails incident={broken} />);
  const references = await screen.findByRole('region', { name: 'References' });
  expect(within(references).getByRole('alert')).toHaveTextContent(
    'This part of the incident could not be shown',
  );
  expect(
    screen.getByRole('heading', { level: 1, name: exampleIncident.summary }),
  ).toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: 'Where' })).getByText('America/Los_Angeles'),
  ).toBeInTheDocument();
  error.mockRestore();
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { ApiError } from '@/lib/http/api-error';
import type { MapIncident } from './map-incidents';
import { MapLoadStatus } from './map-load-status';
import type { MapIncidents, MapLoadState } from './use-map-incidents';

const incidents = (count: number): MapIncident[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `IN-${index}`,
    longitude: 0,
    latitude: 0,
    categoryId: 'c',
    impact: 3,
    startedAt: index,
    summary: `Incident ${index}`,
  }));

function loader(state: MapLoadState, loaded: number): MapIncidents {
  return {
    incidents: incidents(loaded),
    startedAtSeconds: [],
    state,
    limit: 50_000,
    stop: vi.fn(),
    resume: vi.fn(),
  };
}

test('while pages load: how many so far, and Stop', async () => {
  const mapIncidents = loader({ status: 'loading' }, 12_000);
  render(<MapLoadStatus mapIncidents={mapIncidents} shown={12_000} />);
  expect(screen.getByText('12,000 incidents loaded…')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Incidents loaded for the map' })).toHaveAttribute(
    'value',
    '12000',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
  expect(mapIncidents.stop).toHaveBeenCalled();
});

test('beyond the limit it says how many are shown', () => {
  render(<MapLoadStatus mapIncidents={loader({ status: 'limited' }, 50_000)} shown={50_000} />);
  expect(screen.getByRole('status')).toHaveTextContent(
    'Showing the first 50,000 (most recent) of more than 50,000 incidents',
  );
});

test('a failed page keeps the count, says why and retries', async () => {
  const error = new ApiError({
    api: 'incidents',
    endpoint: 'GET /incidents',
    kind: 'network',
    status: null,
    message: 'The incident API could not be reached.',
  });
  const mapIncidents = loader({ status: 'failed', error }, 3000);
  render(<MapLoadStatus mapIncidents={mapIncidents} shown={3000} />);
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Loading stopped at 3,000 incidents: The incident API could not be reached.',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(mapIncidents.resume).toHaveBeenCalled();
});

test('a complete set notes how many the time range keeps', () => {
  render(<MapLoadStatus mapIncidents={loader({ status: 'complete' }, 5000)} shown={1200} />);
  expect(screen.getByRole('status')).toHaveTextContent(
    '5,000 incidents on the map · 1,200 in the time range.',
  );
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { LazyPartBoundary } from './lazy-part-boundary';

afterEach(() => vi.restoreAllMocks());

test('a part that throws becomes a message with a retry; the rest of the page stays', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  let broken = true;
  function Chart() {
    if (broken) throw new Error('unexpected shape');
    return <p>chart drawn</p>;
  }
  render(
    <>
      <h1>Incidents</h1>
      <LazyPartBoundary what="The chart">
        <Chart />
      </LazyPartBoundary>
    </>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('The chart could not be shown.');
  expect(screen.getByRole('heading', { name: 'Incidents' })).toBeInTheDocument();

  broken = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(screen.getByText('chart drawn')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a chunk that cannot be downloaded says so and offers a reload', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const Map = lazy(() =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/map.js')),
  );
  render(
    <LazyPartBoundary what="The map">
      <Suspense fallback={<p>loading</p>}>
        <Map />
      </Suspense>
    </LazyPartBoundary>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Its code could not be downloaded');
  expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
});

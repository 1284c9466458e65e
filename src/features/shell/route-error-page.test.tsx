import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';

function renderAt(path: string, page: () => React.ReactNode) {
  const rootRoute = createRootRoute();
  const route = createRoute({ getParentRoute: () => rootRoute, path: '/broken', component: page });
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => 'Home' });
  const router = createRouter({
    routeTree: rootRoute.addChildren([route, home]),
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
  });
  render(<RouterProvider router={router} />);
}

test('a failing page shows what went wrong and recovers when retried', async () => {
  // React and the router report the thrown error on the console; that is expected here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  let broken = true;
  renderAt('/broken', () => {
    if (broken) throw new Error('The incident list could not be read.');
    return 'Recovered page';
  });
  expect(
    await screen.findByRole('heading', { name: 'This page could not be shown' }),
  ).toBeVisible();
  expect(screen.getByText('The incident list could not be read.')).toBeVisible();
  broken = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Recovered page')).toBeVisible();
});

test('an unknown address says so and offers a way back', async () => {
  renderAt('/no-such-page', () => null);
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect(screen.getByText('/no-such-page')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Go to the overview' })).toHaveAttribute('href', '/');
});

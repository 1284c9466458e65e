import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { FunctionComponent } from 'react';
import { parseSearchString, stringifySearchRecord } from '@/lib/url/search-string';

/**
 * Renders a page at an address, as the app does: the route with its path, the app's search
 * codec and a fresh query client (no retries, so failures show at once). Returns the router,
 * whose location tests read, and the client.
 */
export function renderAtRoute(
  path: string,
  component: FunctionComponent,
  href: string,
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path, component });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [href] }),
    parseSearch: parseSearchString,
    stringifySearch: stringifySearchRecord,
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client };
}

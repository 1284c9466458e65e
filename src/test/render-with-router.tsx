import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { parseSearchString, stringifySearchRecord } from '@/lib/url/search-string';

/**
 * Renders a component that links (`<Link>`, `useRouter`) inside a throwaway router whose one
 * route shows it, with the app's search codec. Resolves once the router has rendered.
 */
export async function renderWithRouter(ui: ReactNode, path = '/') {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: [path] }),
    parseSearch: parseSearchString,
    stringifySearch: stringifySearchRecord,
  });
  await act(() => router.load());
  const result = render(<RouterProvider router={router} />);
  return { ...result, router };
}

/**
 * For the feed's component tests only: the reference lists and a router around a view, with
 * the address in the app's own search codec.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { http, HttpResponse } from 'msw';

import { exampleCountry } from '../../../contract/examples/reference';
import { exampleTaxonomy, exampleTaxonomyWithoutSubs } from '../../../contract/examples/news';
import { createQueryClient } from '@/lib/query-client';
import { parseSearchString, stringifySearchRecord } from '@/lib/url/search-string';
import { TEST_URLS } from '@/test/deployment';

export const testCountries = [
  exampleCountry,
  { code: 'FRA', alpha2: 'FR', name: 'France', continent: { code: 'EU', name: 'Europe' } },
  { code: 'CIV', alpha2: 'CI', name: "Côte d'Ivoire", continent: { code: 'AF', name: 'Africa' } },
];
export const testTaxonomies = [exampleTaxonomy, exampleTaxonomyWithoutSubs];

/** Countries and taxonomies as the incident and news APIs answer them. */
export const referenceHandlers = [
  http.get(`${TEST_URLS.incidents}/geography/countries`, () =>
    HttpResponse.json({ status: 'success', data: { countries: testCountries } }),
  ),
  http.get(`${TEST_URLS.news}/taxonomies`, () =>
    HttpResponse.json({ status: 'success', data: { taxonomies: testTaxonomies } }),
  ),
];

/** Renders `View` at `href` (path `/news`) and returns the router, to read the address. */
export function renderNewsRoute(href: string, View: () => ReactNode) {
  const root = createRootRoute();
  const news = createRoute({ getParentRoute: () => root, path: '/news', component: View });
  const incident = createRoute({
    getParentRoute: () => root,
    path: '/incidents/$incidentId',
    component: () => <p>Incident page</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([news, incident]),
    history: createMemoryHistory({ initialEntries: [href] }),
    parseSearch: parseSearchString,
    stringifySearch: stringifySearchRecord,
  });
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient, search: () => router.state.location.searchStr };
}

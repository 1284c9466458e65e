import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useParams,
} from '@tanstack/react-router';
import { act, cleanup, render, screen } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import type { FunctionComponent } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { exampleThemeDetail } from '../../contract/examples/incidents';
import {
  DEFAULT_RESILIENCE_SEED,
  DEFAULT_URLS_PER_ROUTE,
  droppedNames,
  mangledUrls,
  RESILIENCE_ROUTES,
  type ROUTE_PARAMETER_NAMES,
} from '../../e2e/support/mangled-urls';
import { ExplorerPage } from '@/features/explorer/explorer-page';
import { NewsPage } from '@/features/news/news-page';
import { ReferencePage } from '@/features/reference/reference-page';
import { ThemeIncidents } from '@/features/themes/theme-incidents';
import { ThemesPage } from '@/features/themes/themes-page';
import type { RouterContext } from '@/lib/router-context';
import { safeRedirect } from '@/lib/session/safe-redirect';
import { parseSearchString, stringifySearchRecord } from '@/lib/url/search-string';
import { configureTestDeployment } from '@/test/deployment';

/**
 * Every address of the end-to-end resilience suite (e2e/resilience-urls.spec.ts), through the
 * views that read their address: the same generator, seeds and count. Each view renders at the
 * address (its data never arrives: the reading of the address does not wait for it), the
 * address settles, and every parameter that left it must be named in the notice. The browser
 * suite drives a sample of these addresses through the real app; this test holds the rest.
 */

// WebGL parts that happy-dom cannot draw; the address never reaches them before the data.
vi.mock('@/features/explorer/map/explorer-map-panel', () => ({ ExplorerMapPanel: () => null }));
vi.mock('@/features/reference/countries-area-map', () => ({ CountriesAreaMap: () => null }));

/** Requests stay unanswered: the views show their loading state around the notice. */
const server = setupServer(http.all('*', () => new Promise<never>(() => undefined)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => configureTestDeployment());

/** How each view that reads its address is rendered; the path matches the app's route. */
const VIEWS: Partial<
  Record<keyof typeof ROUTE_PARAMETER_NAMES, { path: string; component: FunctionComponent }>
> = {
  explorer: { path: '/incidents', component: ExplorerPage },
  news: { path: '/news', component: NewsPage },
  themes: { path: '/themes', component: ThemesPage },
  // The theme page's address belongs to its incident table once the theme has loaded.
  theme: {
    path: '/themes/$themeId',
    component: () => <ThemeIncidents theme={exampleThemeDetail} />,
  },
  reference: { path: '/reference', component: ReferencePage },
};

const CONTEXT = {
  config: { mapStyleUrl: undefined, mapIncidentLimit: 50_000 },
} as unknown as RouterContext;

/** Renders the view at the address and answers the address once it stops changing. */
async function settledAddress(path: string, component: FunctionComponent, href: string) {
  const root = createRootRouteWithContext<RouterContext>()({ component: Outlet });
  const view = createRoute({ getParentRoute: () => root, path, component });
  const router = createRouter({
    routeTree: root.addChildren([view]),
    history: createMemoryHistory({ initialEntries: [href] }),
    context: CONTEXT,
    parseSearch: parseSearchString,
    stringifySearch: stringifySearchRecord,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  // Settled: the router idle and the address the same for a few turns of the event loop.
  let before = '';
  let still = 0;
  for (let turn = 0; turn < 100 && still < 3; turn++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const now = router.state.location.href;
    still = now === before && router.state.status === 'idle' ? still + 1 : 0;
    before = now;
  }
  expect(still, `${href} never settled`).toBe(3);
  client.clear();
  return router.state.location.href;
}

/** Routes where some address lost a parameter: a view that drops nothing proves nothing. */
const droppedSomething = new Set<string>();

for (const [index, route] of RESILIENCE_ROUTES.entries()) {
  const view = VIEWS[route.names];
  if (!view) continue;
  describe(`${route.title}: every mangled address`, () => {
    const seed = DEFAULT_RESILIENCE_SEED + index;
    const urls = mangledUrls(route, DEFAULT_URLS_PER_ROUTE, seed, 'TH-1');
    test.each(urls.map((url, index) => [index, url]))(
      'address %i: every parameter dropped is named',
      async (_index, url) => {
        // The path's id is the theme page's (the table never reads it); a mangled one is a 404.
        const href = route.names === 'theme' ? `/themes/TH-1${url.slice(url.indexOf('?'))}` : url;
        const settled = await settledAddress(view.path, view.component, href);
        const dropped = droppedNames(href, settled);
        const named = screen
          .queryAllByRole('status')
          .map((notice) => notice.textContent)
          .filter((text) => /in this link (was|were) ignored/.test(text))
          .join('\n');
        for (const name of dropped) expect(named, `${href} dropped ${name}`).toContain(name);
        if (dropped.length > 0) droppedSomething.add(route.title);
        cleanup();
      },
    );
  });
}

const routeIndex = (names: string) => RESILIENCE_ROUTES.findIndex((route) => route.names === names);
const addressesOf = (names: string, validId = '') => {
  const index = routeIndex(names);
  return mangledUrls(
    RESILIENCE_ROUTES[index]!,
    DEFAULT_URLS_PER_ROUTE,
    DEFAULT_RESILIENCE_SEED + index,
    validId,
  );
};

test('every mangled login address sends the analyst, once signed in, to a page of the dashboard', () => {
  const origin = 'http://dashboard.test';
  for (const url of addressesOf('login')) {
    // As the login route reads it: a string, or nothing (src/routes/login.tsx).
    const { redirect } = parseSearchString(url.slice(url.indexOf('?')));
    const target = safeRedirect(typeof redirect === 'string' ? redirect : undefined, origin);
    expect(new URL(target, origin).origin, url).toBe(origin);
    expect(target, url).not.toMatch(/^\/login(\/|\?|#|$)/);
  }
});

/** A path route that shows the id it read, as the incident page reads its own. */
function IdProbe() {
  const { incidentId } = useParams({ strict: false });
  return <p>id {incidentId}</p>;
}

test.each(['incident', 'unknown'])(
  'every mangled %s address reaches a page, which leaves the query alone',
  async (names) => {
    for (const url of addressesOf(names, 'IN-1')) {
      const root = createRootRouteWithContext<RouterContext>()({
        component: Outlet,
        notFoundComponent: () => <p>not found</p>,
      });
      const incident = createRoute({
        getParentRoute: () => root,
        path: '/incidents/$incidentId',
        component: IdProbe,
      });
      const router = createRouter({
        routeTree: root.addChildren([incident]),
        history: createMemoryHistory({ initialEntries: [url] }),
        context: CONTEXT,
        parseSearch: parseSearchString,
        stringifySearch: stringifySearchRecord,
      });
      render(<RouterProvider router={router} />);
      // An id that decodes to no path segment ('%2F', empty) is a path the app does not have.
      await screen.findByText(names === 'incident' ? /^(id .*|not found)$/ : 'not found');
      expect(droppedNames(url, router.state.location.href), url).toEqual([]);
      cleanup();
    }
  },
  // A hundred renders in one test: seconds on a busy machine.
  30_000,
);

test('on every view, some of the addresses lost parameters, each named', () => {
  const views = RESILIENCE_ROUTES.filter((route) => VIEWS[route.names]).map((route) => route.title);
  expect([...droppedSomething].sort()).toEqual(views.sort());
});

import { createRouter, lazyRouteComponent } from '@tanstack/react-router';
import type { RouterContext } from '@/lib/router-context';
import { parseSearchString, stringifySearchRecord } from '@/lib/url/search-string';
import { routeTree } from './routeTree.gen';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // React Query owns caching; loaders always ask it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Loaded when first needed, so they are not part of the login page's first download.
    defaultErrorComponent: lazyRouteComponent(
      () => import('@/features/shell/route-error-page'),
      'RouteErrorPage',
    ),
    defaultNotFoundComponent: lazyRouteComponent(
      () => import('@/features/shell/not-found-page'),
      'NotFoundPage',
    ),
    // Filters stay in the API's own `op:value` form in the address, not the router's JSON.
    parseSearch: parseSearchString,
    stringifySearch: stringifySearchRecord,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

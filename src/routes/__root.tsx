import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // The root route is never code-split, and this page carries the whole signed-in frame:
  // loaded on demand, it stays out of the login page's first download.
  notFoundComponent: lazyRouteComponent(
    () => import('@/features/shell/root-not-found-page'),
    'RootNotFoundPage',
  ),
});

import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { AppLayout } from '@/features/shell/app-layout';
import type { RouterContext } from '@/lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <AppLayout>
      <Outlet />
    </AppLayout>
  ),
});

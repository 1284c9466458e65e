import { useRouter, type AnyRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { whenIdle } from '@/lib/idle-work';
import { APP_VIEWS } from './views';

/**
 * Once the page is idle (src/lib/idle-work.ts), fetches the code of every main view (not their
 * data, maps or charts), so moving between views never waits on a download. It also spares each
 * first visit React's hold of up to 300 ms on newly loaded lazy content.
 */
export function usePreloadViewCode() {
  const router = useRouter();
  useEffect(() => {
    const preload = () => {
      for (const view of APP_VIEWS) {
        for (const match of router.matchRoutes(view.path)) {
          const route = router.routesById[match.routeId] as AnyRoute | undefined;
          // A failed download is retried by the router when the view is opened.
          if (route) Promise.resolve(router.loadRouteChunk(route)).catch(() => undefined);
        }
      }
    };
    return whenIdle(preload);
  }, [router]);
}

import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Long enough that moving through the rows with j / k does not load each one. */
const RESTING_MS = 250;

/**
 * The incident open in the overview (selected by click or by j / k) is the one Enter opens:
 * once the selection rests, its page is preloaded (the record, as a pointer resting on its
 * link would), so opening it does not wait for the service.
 */
export function usePreloadPeeked(incidentId: string | undefined) {
  const router = useRouter();
  useEffect(() => {
    if (!incidentId) return;
    const timer = setTimeout(() => {
      // A failed preload is tried again, and explained, when the page is opened.
      router
        .preloadRoute({ to: '/incidents/$incidentId', params: { incidentId } })
        .catch(() => undefined);
    }, RESTING_MS);
    return () => clearTimeout(timer);
  }, [incidentId, router]);
}

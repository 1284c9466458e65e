import type { QueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { sameUser } from '@/lib/session/session';
import type { SessionStore } from '@/lib/session/session-store';

/**
 * Sends the analyst to the login page the moment the session ends (sign-out here or in another
 * tab, expiry, or a 401), with the exact URL they were on as the way back.
 */
export function useSessionGuard(store: SessionStore, queryClient: QueryClient) {
  const router = useRouter();
  useEffect(() => {
    let signedIn = store.get();
    const followSession = () => {
      const session = store.get();
      if (session) {
        // Another analyst signed in from another tab: nothing cached for the first may show.
        if (!sameUser(session, signedIn)) void queryClient.resetQueries();
        signedIn = session;
        return;
      }
      const { href } = router.state.location;
      void router
        .navigate({ to: '/login', search: { redirect: href }, replace: true })
        // Cleared after leaving, so no mounted page refetches without a session.
        .then(() => queryClient.clear());
    };
    // Timers stall while a laptop sleeps; look again (absolute end, idle re-check) on return.
    const checkOnReturn = () => {
      if (document.visibilityState === 'visible') store.checkExpiry();
    };
    const unsubscribe = store.subscribe(followSession);
    document.addEventListener('visibilitychange', checkOnReturn);
    window.addEventListener('focus', checkOnReturn);
    followSession();
    return () => {
      unsubscribe();
      document.removeEventListener('visibilitychange', checkOnReturn);
      window.removeEventListener('focus', checkOnReturn);
    };
  }, [store, queryClient, router]);
}

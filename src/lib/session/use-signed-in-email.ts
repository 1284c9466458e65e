import { rootRouteId, useRouteContext } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import type { RouterContext } from '../router-context';
import type { SessionStore } from './session-store';

const NO_SESSION: Pick<SessionStore, 'subscribe' | 'get'> = {
  subscribe: () => () => undefined,
  get: () => null,
};

/**
 * The signed-in analyst's email, to say "You" beside what they own. Undefined outside a router
 * that carries the session (a component rendered on its own).
 */
export function useSignedInEmail(): string | undefined {
  const session: RouterContext['session'] | undefined = useRouteContext({
    from: rootRouteId,
    select: (context: Partial<RouterContext>) => context.session,
  });
  const store = session ?? NO_SESSION;
  return useSyncExternalStore(store.subscribe, store.get)?.user.email;
}

import { useSyncExternalStore } from 'react';
import type { Session } from './session';
import type { SessionStore } from './session-store';

/** The current session, re-rendering on sign-in and sign-out in this tab or another. */
export function useSession(store: SessionStore): Session | null {
  return useSyncExternalStore(store.subscribe, store.get);
}

import { rootRouteId, useRouteContext } from '@tanstack/react-router';
import { useSession } from '@/lib/session/use-session';

/** The signed-in analyst's email, to tell their own sites from the team's. */
export function useSignedInEmail(): string | undefined {
  const { session: store } = useRouteContext({ from: rootRouteId });
  return useSession(store)?.user.email;
}

import type { QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from './config/runtime-config';
import type { SessionStore } from './session/session-store';

/** What every route's loader and component can reach through the router. */
export interface RouterContext {
  queryClient: QueryClient;
  config: RuntimeConfig;
  session: SessionStore;
}

import { createApp } from '../app.ts';
import { readServerConfig, type ServerConfig } from '../config.ts';
import type pg from 'pg';
import { createLogger } from '../logger.ts';
import type { ServerDeps } from '../deps.ts';

export const TEST_ORIGIN = 'http://watchfloor.test';

export interface TestServer {
  app: ReturnType<typeof createApp>;
  config: ServerConfig;
  /** Moves the server's clock. */
  clock: { now: Date };
  /** A request as a page of this origin would send it. */
  request(path: string, init?: RequestInit & { cookie?: string }): Promise<Response>;
}

/** The server in process, on a test database and the given upstreams. */
export function createTestServer(
  db: pg.Pool,
  env: Record<string, string | undefined>,
  extra: Partial<Pick<ServerDeps, 'alertSignal' | 'log' | 'sessionCache'>> = {},
): TestServer {
  const config = readServerConfig({ WATCHFLOOR_DIST: 'server/testing/no-dist', ...env });
  const clock = { now: new Date() };
  const app = createApp({
    config,
    db,
    now: () => clock.now,
    ...extra,
    log: extra.log ?? createLogger('silent'),
  });
  return {
    app,
    config,
    clock,
    request(path, init = {}) {
      const { cookie, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (!headers.has('origin') && rest.method && rest.method !== 'GET') {
        headers.set('origin', TEST_ORIGIN);
      }
      if (cookie) headers.set('cookie', cookie);
      return Promise.resolve(app.request(`${TEST_ORIGIN}${path}`, { ...rest, headers }));
    },
  };
}

/** The `name=value` of a Set-Cookie answer, to send back. */
export function cookieFrom(response: Response): string {
  const header = response.headers.get('set-cookie') ?? '';
  return header.split(';')[0] ?? '';
}

export const signInBody = (email: string, password: string) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ email, password }),
});

import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';

/** Environment variables that override keys of public/config.json when the dashboard is served by Vite. */
export const RUNTIME_CONFIG_ENV = {
  newsUrl: 'DASHBOARD_NEWS_URL',
  authUrl: 'DASHBOARD_AUTH_URL',
  incidentUrl: 'DASHBOARD_INCIDENT_URL',
  mapStyleUrl: 'DASHBOARD_MAP_STYLE_URL',
} as const;

type Env = Record<string, string | undefined>;

export function runtimeConfigOverrides(env: Env): Record<string, string> {
  const overrides: Record<string, string> = {};
  for (const [key, variable] of Object.entries(RUNTIME_CONFIG_ENV)) {
    const value = env[variable];
    if (value !== undefined) overrides[key] = value;
  }
  return overrides;
}

/**
 * Lets `npm start`, `npm run dev` and the e2e runner point the same build at the reference
 * service on whatever ports it was given, without rewriting files: GET /config.json answers
 * the shipped file with the overrides applied. A static deployment edits config.json instead.
 */
export function runtimeConfigFromEnv(env: Env = process.env): Plugin {
  const overrides = runtimeConfigOverrides(env);
  const middleware =
    (readShipped: () => Promise<string>): Connect.NextHandleFunction =>
    (req, res, next) => {
      const path = req.url?.split('?')[0];
      if (Object.keys(overrides).length === 0 || !path?.endsWith('/config.json')) return next();
      readShipped()
        .then((text) => {
          const merged = { ...(JSON.parse(text) as Record<string, unknown>), ...overrides };
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-store');
          res.end(JSON.stringify(merged, null, 2));
        })
        .catch(next);
    };
  return {
    name: 'watchfloor:runtime-config-from-env',
    configureServer(server) {
      const file = resolve(server.config.publicDir, 'config.json');
      server.middlewares.use(middleware(() => readFile(file, 'utf8')));
    },
    configurePreviewServer(server) {
      const file = resolve(server.config.root, server.config.build.outDir, 'config.json');
      server.middlewares.use(middleware(() => readFile(file, 'utf8')));
    },
  };
}

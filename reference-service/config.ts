/**
 * The reference service's settings, read from environment variables.
 * Every variable is optional; the defaults make `npm start` work on a fresh machine.
 */

export const DEFAULT_DASHBOARD_PORT = 4300;

/** Printed once every port listens; the start script and the e2e runner wait for it. */
export const READY_LINE = 'Reference service ready';

export const SERVICE_ENV_DEFAULTS = {
  TI_HOST: '127.0.0.1',
  TI_NEWS_PORT: '4010',
  TI_AUTH_PORT: '4011',
  TI_INCIDENT_PORT: '4012',
} as const;

export type ApiName = 'news' | 'auth' | 'incident';

export const API_TITLES: Record<ApiName, string> = {
  news: 'news API',
  auth: 'authentication API',
  incident: 'incident API',
};

export interface ServiceConfig {
  host: string;
  ports: Record<ApiName, number>;
  /** Browser origins allowed by CORS: the dashboard's own addresses. */
  corsOrigins: string[];
}

export class ServiceConfigError extends Error {
  override name = 'ServiceConfigError';
}

type Env = Record<string, string | undefined>;

function readPort(env: Env, name: keyof typeof SERVICE_ENV_DEFAULTS | 'DASHBOARD_PORT'): number {
  const fallback =
    name === 'DASHBOARD_PORT' ? String(DEFAULT_DASHBOARD_PORT) : SERVICE_ENV_DEFAULTS[name];
  const raw = env[name]?.trim() || fallback;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
    throw new ServiceConfigError(`${name} must be a TCP port between 1 and 65535, got "${raw}"`);
  }
  return port;
}

function readOrigins(env: Env, dashboardPort: number): string[] {
  const raw = env.TI_CORS_ORIGINS?.trim();
  if (!raw) {
    return [`http://127.0.0.1:${dashboardPort}`, `http://localhost:${dashboardPort}`];
  }
  return raw.split(',').map((entry) => {
    const origin = entry.trim();
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      throw new ServiceConfigError(`TI_CORS_ORIGINS has "${origin}", which is not an origin URL`);
    }
    if (!['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== origin) {
      throw new ServiceConfigError(
        `TI_CORS_ORIGINS entries must be bare origins such as http://localhost:${dashboardPort}, got "${origin}"`,
      );
    }
    return origin;
  });
}

/** The dashboard's port: the default CORS origins and `npm start` both derive from it. */
export function readDashboardPort(env: Env = process.env): number {
  return readPort(env, 'DASHBOARD_PORT');
}

export function readServiceConfig(env: Env = process.env): ServiceConfig {
  const ports = {
    news: readPort(env, 'TI_NEWS_PORT'),
    auth: readPort(env, 'TI_AUTH_PORT'),
    incident: readPort(env, 'TI_INCIDENT_PORT'),
  };
  if (new Set(Object.values(ports)).size !== 3) {
    throw new ServiceConfigError(
      `TI_NEWS_PORT, TI_AUTH_PORT and TI_INCIDENT_PORT must differ, got ${ports.news}, ${ports.auth}, ${ports.incident}`,
    );
  }
  return {
    host: env.TI_HOST?.trim() || SERVICE_ENV_DEFAULTS.TI_HOST,
    ports,
    corsOrigins: readOrigins(env, readDashboardPort(env)),
  };
}

/** The base URL of each API as a browser on this machine reaches it. */
export function apiBaseUrls(config: ServiceConfig): Record<ApiName, string> {
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    news: `http://${host}:${config.ports.news}`,
    auth: `http://${host}:${config.ports.auth}`,
    incident: `http://${host}:${config.ports.incident}`,
  };
}

import { readFileSync } from 'node:fs';

/**
 * Where the end-to-end run starts the reference service (the vendor's three APIs), the
 * Watchfloor server (serving the built dashboard and proxying those APIs) and its PostgreSQL:
 * ports apart from `npm start`'s defaults, so tests can run while the product is open.
 */
const host = '127.0.0.1';

/** `E2E_PORT_OFFSET` shifts every port, so two checkouts can run their suites side by side. */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;

export const E2E_PORTS = {
  news: 4110 + offset,
  auth: 4111 + offset,
  incident: 4112 + offset,
  /** The Watchfloor server: the dashboard's one origin. */
  dashboard: 4310 + offset,
  /** The embedded PostgreSQL the Watchfloor server keeps sessions in for this run. */
  database: 4315 + offset,
} as const;

/** The reference service's own origins: for tests that compare a view with the upstream's answer. */
export const E2E_URLS = {
  news: `http://${host}:${E2E_PORTS.news}`,
  auth: `http://${host}:${E2E_PORTS.auth}`,
  incident: `http://${host}:${E2E_PORTS.incident}`,
  dashboard: `http://${host}:${E2E_PORTS.dashboard}`,
} as const;

/** Where the browser reaches the vendor's APIs: through the Watchfloor server, never directly. */
export const E2E_PROXIED_URLS = {
  news: `${E2E_URLS.dashboard}/api/news`,
  incidents: `${E2E_URLS.dashboard}/api/incidents`,
} as const;

/** What the end-to-end run serves: the dashboard (dist/) and the compiled server (build/). */
export const E2E_BUILD_COMMANDS = [
  'node_modules/.bin/vite build --logLevel warn',
  'npm run --silent build:server',
];

/** Where the Watchfloor server keeps its embedded PostgreSQL for this run (made afresh each run). */
export const E2E_DATA_DIR = `.data/e2e-${offset}`;

/**
 * The Watchfloor server's database for this run; tests seed sessions straight into it.
 * `E2E_DATABASE_URL` points the run at a real PostgreSQL instead of the embedded one.
 */
export function e2eDatabaseUrl(): string {
  if (process.env.E2E_DATABASE_URL) return process.env.E2E_DATABASE_URL;
  // The embedded cluster's password is random, made at its creation, kept beside its data.
  const password = readFileSync(`${E2E_DATA_DIR}/postgres-password`, 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@${host}:${E2E_PORTS.database}/watchfloor`;
}

/**
 * Known to the end-to-end run only, so tests can mint tokens the service accepts: short-lived
 * ones to see expiry, or wrongly signed ones to see a 401 mid-session.
 */
export const E2E_JWT_SECRET = 'e2e-only-secret-never-used-outside-tests-0123456789';

export const E2E_SERVICE_ENV = {
  TI_HOST: host,
  TI_JWT_SECRET: E2E_JWT_SECRET,
  TI_NEWS_PORT: String(E2E_PORTS.news),
  TI_AUTH_PORT: String(E2E_PORTS.auth),
  TI_INCIDENT_PORT: String(E2E_PORTS.incident),
  TI_CORS_ORIGINS: E2E_URLS.dashboard,
  // Real time (the server checks the tokens' expiry), but data that holds still: tests compare
  // the page with the API's answer of a moment before.
  TI_FEED_INTERVAL: 'off',
};

/** The Watchfloor server that serves the built dashboard, pointed at this run's service. */
export const E2E_SERVER_ENV = {
  WATCHFLOOR_HOST: host,
  WATCHFLOOR_PORT: String(E2E_PORTS.dashboard),
  WATCHFLOOR_DIST: 'dist',
  NEWS_URL: E2E_URLS.news,
  AUTH_URL: E2E_URLS.auth,
  INCIDENT_URL: E2E_URLS.incident,
  UPSTREAM_ORIGIN: E2E_URLS.dashboard,
  PUBLIC_URL: E2E_URLS.dashboard,
  ...(process.env.E2E_DATABASE_URL
    ? { DATABASE_URL: process.env.E2E_DATABASE_URL }
    : { WATCHFLOOR_DATA_DIR: E2E_DATA_DIR }),
  EMBEDDED_POSTGRES_PORT: String(E2E_PORTS.database),
  // Every signed-in test signs in once, all from 127.0.0.1 as the demo analyst: the server's
  // own sign-in limits would refuse the suite. The vendor's lockout still applies.
  SIGN_IN_LIMIT_PER_IP: '100000',
  WATCHFLOOR_ADMINS: 'lead@watchfloor.example',
  SIGN_IN_LIMIT_PER_ACCOUNT: '100000',
  LOG_LEVEL: 'warn',
};

/** Whether the browser's request is for one of the vendor's APIs, through the server's proxy. */
export const isProxied = (url: URL, api: keyof typeof E2E_PROXIED_URLS) =>
  url.href.startsWith(`${E2E_PROXIED_URLS[api]}/`);

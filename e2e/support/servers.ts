/**
 * Where the end-to-end run starts the reference service and the built dashboard: ports apart
 * from `npm start`'s defaults, so tests can run while the product is open.
 */
const host = '127.0.0.1';

/** `E2E_PORT_OFFSET` shifts every port, so two checkouts can run their suites side by side. */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;

export const E2E_PORTS = {
  news: 4110 + offset,
  auth: 4111 + offset,
  incident: 4112 + offset,
  dashboard: 4310 + offset,
} as const;

export const E2E_URLS = {
  news: `http://${host}:${E2E_PORTS.news}`,
  auth: `http://${host}:${E2E_PORTS.auth}`,
  incident: `http://${host}:${E2E_PORTS.incident}`,
  dashboard: `http://${host}:${E2E_PORTS.dashboard}`,
} as const;

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
};

export const E2E_DASHBOARD_ENV = {
  DASHBOARD_NEWS_URL: E2E_URLS.news,
  DASHBOARD_AUTH_URL: E2E_URLS.auth,
  DASHBOARD_INCIDENT_URL: E2E_URLS.incident,
};

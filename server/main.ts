/**
 * Starts the reference service: the news, authentication and incident APIs on three
 * loopback ports of one process, like the three origins of the real service.
 */
import { createAdaptorServer, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import { createAuthApp } from './apis/auth';
import { createIncidentApp } from './apis/incidents';
import { createNewsApp } from './apis/news';
import {
  API_TITLES,
  apiBaseUrls,
  readServiceConfig,
  READY_LINE,
  type ApiName,
  type ServiceConfig,
} from './config';
import { demoCredentials } from './demo-accounts';

function listen(api: ApiName, app: Hono, config: ServiceConfig): Promise<ServerType> {
  const server = createAdaptorServer({ fetch: app.fetch });
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const variable = `TI_${api.toUpperCase()}_PORT`;
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${config.ports[api]} for the ${API_TITLES[api]} is already in use; set ${variable} to a free port.`
            : `The ${API_TITLES[api]} could not listen on ${config.host}:${config.ports[api]}: ${error.message}`,
        ),
      );
    });
    server.listen(config.ports[api], config.host, () => resolve(server));
  });
}

async function main() {
  const config = readServiceConfig();
  const options = { corsOrigins: config.corsOrigins };
  const apps: Record<ApiName, Hono> = {
    news: createNewsApp(options),
    auth: createAuthApp(options),
    incident: createIncidentApp(options),
  };

  const servers = await Promise.all(
    (Object.keys(apps) as ApiName[]).map((api) => listen(api, apps[api], config)),
  );

  const urls = apiBaseUrls(config);
  const demo = demoCredentials();
  console.log(
    [
      `News API:            ${urls.news}`,
      `Authentication API:  ${urls.auth}`,
      `Incident API:        ${urls.incident}`,
      `CORS origins:        ${config.corsOrigins.join(', ')}`,
      `Demo sign-in:        ${demo.email} / ${demo.password}`,
      READY_LINE,
    ].join('\n'),
  );

  const stop = () => {
    for (const server of servers) {
      server.close();
      // Keep-alive connections from browsers would hold the process open.
      if ('closeAllConnections' in server) server.closeAllConnections();
    }
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`The reference service did not start: ${message}`);
  process.exit(1);
});

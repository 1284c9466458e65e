import { OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import { authOperations } from './auth.ts';
import { incidentOperations } from './incidents.ts';
import { newsOperations } from './news.ts';
import { watchfloorOperations } from './watchfloor.ts';

/** The three APIs of the spec, each with its own base URL. */
export const VENDOR_API_NAMES = ['news', 'auth', 'incidents'] as const;
/** …and the Watchfloor server's own, on the dashboard's origin. */
export const API_NAMES = [...VENDOR_API_NAMES, 'watchfloor'] as const;
export type ApiName = (typeof API_NAMES)[number];

export const OPERATIONS: Record<ApiName, readonly RouteConfig[]> = {
  news: newsOperations,
  auth: authOperations,
  incidents: incidentOperations,
  watchfloor: watchfloorOperations,
};

const TITLES: Record<ApiName, string> = {
  news: 'Threat-intelligence news API',
  auth: 'Threat-intelligence authentication API',
  incidents: 'Threat-intelligence incident API',
  watchfloor: 'Watchfloor server API',
};

const DESCRIPTIONS: Record<ApiName, string> = {
  news: 'Global news items and the taxonomy tree that classifies them. Lists are comma separated.',
  auth: 'Bearer tokens for users (email and password) and applications (client id and secret).',
  incidents:
    'Incidents and their reference data. Lists and `bt`/`nbt` pairs are semicolon separated.',
  watchfloor:
    'Sessions (an HttpOnly cookie; the vendor token stays on the server), health, and the team’s data. Served on the dashboard’s own origin.',
};

/**
 * The OpenAPI 3.1 document of one API, built from the contract's operations. The reference
 * service registers the same operations, so the document describes what it validates.
 */
export function buildOpenApiDocument(api: ApiName) {
  const app = new OpenAPIHono();
  for (const operation of OPERATIONS[api]) app.openAPIRegistry.registerPath(operation);
  if (api === 'news' || api === 'incidents') {
    app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: 'A token from the authentication API, valid 24 hours.',
    });
  }
  return app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: { title: TITLES[api], version: '1.0.0', description: DESCRIPTIONS[api] },
    servers:
      api === 'watchfloor'
        ? [{ url: '/', description: 'The dashboard’s own origin.' }]
        : [
            {
              url: `{${api}_url}`,
              description: 'Set per deployment (the Watchfloor server’s configuration).',
            },
          ],
  });
}

import { OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import { authOperations } from './auth.ts';
import { incidentOperations } from './incidents.ts';
import { newsOperations } from './news.ts';

/** The three APIs of the spec, each with its own base URL. */
export const API_NAMES = ['news', 'auth', 'incidents'] as const;
export type ApiName = (typeof API_NAMES)[number];

export const OPERATIONS: Record<ApiName, readonly RouteConfig[]> = {
  news: newsOperations,
  auth: authOperations,
  incidents: incidentOperations,
};

const TITLES: Record<ApiName, string> = {
  news: 'Threat-intelligence news API',
  auth: 'Threat-intelligence authentication API',
  incidents: 'Threat-intelligence incident API',
};

const DESCRIPTIONS: Record<ApiName, string> = {
  news: 'Global news items and the taxonomy tree that classifies them. Lists are comma separated.',
  auth: 'Bearer tokens for users (email and password) and applications (client id and secret).',
  incidents:
    'Incidents and their reference data. Lists and `bt`/`nbt` pairs are semicolon separated.',
};

/**
 * The OpenAPI 3.1 document of one API, built from the contract's operations. The reference
 * service registers the same operations, so the document describes what it validates.
 */
export function buildOpenApiDocument(api: ApiName) {
  const app = new OpenAPIHono();
  for (const operation of OPERATIONS[api]) app.openAPIRegistry.registerPath(operation);
  if (api !== 'auth') {
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
    servers: [{ url: `{${api}_url}`, description: 'Set per deployment (runtime configuration).' }],
  });
}
